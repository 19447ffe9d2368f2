import { useId, useState, type ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage } from '../lib/api';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, in plain words; the dialog is described by it. */
  message: ReactNode;
  /** Anything to fill in before confirming (the DELETE box). */
  children?: ReactNode;
  /** The confirming button's text (a verb: 'Restore', 'Merge'). */
  confirmLabel: string;
  /** Keeps the confirming button disabled (e.g. until DELETE is typed). */
  confirmDisabled?: boolean;
  /** The spinner's name while the action runs; default 'Working'. */
  pendingLabel?: string;
  /** Shown when the action fails without a message of its own. */
  failureMessage?: string;
  /** Runs the action; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => void | Promise<unknown>;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Asks before an action: what will happen, Cancel and the action; a failure's message stays in the
 * dialog. Closed, it gives focus back to its opener.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, message, children, confirmLabel, confirmDisabled = false, onConfirm } = props;
  const styles = useStyles();
  const messageId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setError(null);
      setPending(false);
    }
  }

  const close = () => {
    if (!pending) onOpenChange(false);
  };

  const confirm = async () => {
    if (confirmDisabled || pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch (err) {
      setPending(false);
      setError(errorMessage(err, props.failureMessage ?? `${confirmLabel} failed. Please try again.`));
    }
  };

  return (
    <DialogFrame
      open={open}
      onDismiss={close}
      modalType="alert"
      title={title}
      describedBy={messageId}
      contentClassName={styles.content}
      onSubmit={() => void confirm()}
      actions={
        <>
          <Button appearance="secondary" disabled={pending} onClick={close}>
            Cancel
          </Button>
          <Button
            appearance="primary"
            type="submit"
            disabled={pending || confirmDisabled}
            icon={pending ? <Spinner size="tiny" aria-label={props.pendingLabel ?? 'Working'} /> : undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId}>{message}</div>
      {children}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </DialogFrame>
  );
}
