import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * What Fluent's focus manager (tabster) dispatches, bubbling, on a modal surface that takes over
 * the page (a trapFocus Popover, a Dialog, a modal Drawer). Written out: importing it would bring
 * tabster to the first page.
 */
export const MODAL_ACTIVE_EVENT = 'tabster:modalizer:active';

const FocusManagerHolder = lazy(async () => ({ default: (await import('./focus-manager-holder')).FocusManagerHolder }));

/**
 * Keeps Fluent's focus manager running for the rest of the app's life once a modal surface has
 * used it. A modal hides everything outside it from assistive technology (aria-hidden="true" on
 * the app's root) and shows it again a quarter of a second after it closes. Fluent starts and
 * stops the manager with the components that use it, and stopping it drops that pending step
 * without undoing it (microsoft/tabster#530): a modal closed just before its last users unmounted
 * (the bell's popover giving way to its phone drawer on a resize, a dialog whose Save leaves the
 * page) left the whole app hidden for good. Its code loads with the first modal, not the first page.
 */
export function KeepFocusManager() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    document.addEventListener(MODAL_ACTIVE_EVENT, want);
    return () => document.removeEventListener(MODAL_ACTIVE_EVENT, want);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FocusManagerHolder />
    </Suspense>
  );
}
