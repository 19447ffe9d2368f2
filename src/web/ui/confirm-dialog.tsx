import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '../lib/api';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** The confirming button's text (a verb: 'Restore', 'Merge'). */
  confirmLabel: string;
  /** Runs the action; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown>;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Asks before an action that is not a delete (a delete asks for DELETE: DeleteConfirmDialog). */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const styles = useStyles();
  const messageId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const close = () => {
    if (!pending) onOpenChange(false);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch (err) {
      setPending(false);
      setError(errorMessage(err, `${confirmLabel} failed. Please try again.`));
    }
  };

  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => (data.open ? onOpenChange(true) : close())}>
      <DialogSurface aria-describedby={messageId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <div id={messageId}>{children}</div>
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={pending} onClick={close}>
              Cancel
            </Button>
            <Button appearance="primary" disabled={pending} onClick={() => void confirm()} icon={pending ? <Spinner size="tiny" aria-label="Working" /> : undefined}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
