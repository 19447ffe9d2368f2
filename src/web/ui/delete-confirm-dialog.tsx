import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '../lib/api';

export const DELETE_CONFIRM_MESSAGE =
  'Once you delete this data, you cannot access it anymore, All data will be deleted';
export const DELETE_CONFIRM_WORD = 'DELETE';

export interface DeleteConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs the delete; may return a Promise. The dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => void | Promise<unknown>;
  /** Dialog title; default 'Delete'. */
  title?: string;
  /** What else the user should know before deleting (e.g. where the data goes), shown under the message. */
  detail?: ReactNode;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Asks the user to type DELETE before a destructive action runs. */
export function DeleteConfirmDialog({ open, onOpenChange, onConfirm, title = 'Delete', detail }: DeleteConfirmDialogProps) {
  const styles = useStyles();
  const messageId = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setTyped('');
      setError(null);
      setPending(false);
    }
  }

  const close = () => {
    if (!pending) onOpenChange(false);
  };

  const confirm = async () => {
    if (typed !== DELETE_CONFIRM_WORD || pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch (err) {
      setPending(false);
      setError(errorMessage(err, 'The delete failed. Please try again.'));
    }
  };

  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => (data.open ? onOpenChange(true) : close())}>
      <DialogSurface aria-describedby={messageId}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text id={messageId}>
                {DELETE_CONFIRM_MESSAGE}
                {detail && <> {detail}</>}
              </Text>
              <Field label={`Type ${DELETE_CONFIRM_WORD} to confirm`}>
                <Input
                  value={typed}
                  autoComplete="off"
                  disabled={pending}
                  onChange={(_, data) => setTyped(data.value)}
                />
              </Field>
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
              <Button
                appearance="primary"
                type="submit"
                disabled={pending || typed !== DELETE_CONFIRM_WORD}
                icon={pending ? <Spinner size="tiny" aria-label="Deleting" /> : undefined}
              >
                Ok
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
