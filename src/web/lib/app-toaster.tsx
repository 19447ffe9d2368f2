import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasterWanted, toasterWanted } from './notify';

const ToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

/**
 * The app's toaster, whose code (Fluent's Toaster) loads with the first toast instead of with the
 * first page: toasts sent until it has mounted wait in notify's queue.
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
