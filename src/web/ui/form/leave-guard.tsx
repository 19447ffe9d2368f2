import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { DialogFrame } from '../dialog-frame';

export interface LeaveGuardProps {
  /** The form holds edits that are not saved. */
  dirty: boolean;
  /** True while a save runs: the page's own navigation after saving goes through. */
  saving: () => boolean;
}

/**
 * Asks before unsaved edits are lost, however the user leaves: Cancel, a link, the sidebar or the
 * browser's Back hold the navigation until they choose; closing or reloading the tab gets the
 * browser's own prompt.
 */
export function LeaveGuard({ dirty, saving }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const stay = () => blocker.reset?.();
  return (
    <DialogFrame
      open={blocker.state === 'blocked'}
      onDismiss={stay}
      modalType="alert"
      title="Discard your changes?"
      actions={
        <>
          <Button appearance="primary" onClick={stay}>
            Keep editing
          </Button>
          <Button onClick={() => blocker.proceed?.()}>Discard changes</Button>
        </>
      }
    >
      This form has changes that are not saved. Leaving now loses them.
    </DialogFrame>
  );
}
