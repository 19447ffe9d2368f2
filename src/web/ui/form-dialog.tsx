import { useState, type ReactNode } from 'react';
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
  makeStyles,
  tokens,
} from '@fluentui/react-components';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** Returns false when the form is invalid (nothing sent); rejects with the server's error. */
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
  submitLabel?: string;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** A modal form with Cancel and Save that shows the server's message when a save fails. */
export function FormDialog({ title, onClose, onSubmit, children, submitLabel = 'Save' }: FormDialogProps) {
  const styles = useStyles();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      if (await onSubmit()) return;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'error s');
    }
    setPending(false);
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !pending && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {children}
              {failure && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button disabled={pending} onClick={onClose}>
                Cancel
              </Button>
              {/* Save runs the submit itself: a submit-button click did not reach this portal form in jsdom. */}
              <Button appearance="primary" disabled={pending} onClick={() => void submit()}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
