import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

export interface LeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Asked when Cancel would throw away edits. */
export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onStay()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Discard your changes?</DialogTitle>
          <DialogContent>This job has changes that are not saved. Leaving now loses them.</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onStay}>
              Keep editing
            </Button>
            <Button onClick={onLeave}>Discard changes</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The browser's own "leave site?" prompt while a form holds unsaved edits. */
export function useWarnBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
