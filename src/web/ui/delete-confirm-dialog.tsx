import { useState, type ReactNode } from 'react';
import { Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SUCCESS_TEXT, notifySuccess } from '../lib/notify';
import { ConfirmDialog } from './confirm-dialog';

export const DELETE_CONFIRM_MESSAGE = 'Once you delete this data, you cannot access it anymore, All data will be deleted';
export const DELETE_CONFIRM_WORD = 'DELETE';

export interface DeleteConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs the delete; may return a Promise. When it resolves the dialog closes with the success
   * notice (the server's own message when it answers `{ archived: true }`: the record was kept, and
   * saying 'deleted' would be untrue); when it rejects the dialog stays open with the error.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Dialog title; default 'Delete'. */
  title?: string;
  /**
   * For a delete that moves the data to a trash instead of deleting it for good: the sentence that
   * says so (where it goes, who can restore it, for how long). It replaces the spec's message,
   * which would be untrue of such a delete.
   */
  trash?: string;
  /** What else the user should know before deleting (e.g. what stays), shown under the message. */
  detail?: ReactNode;
}

/** The server's message when it archived the record instead of deleting it (`{ archived: true, message }`). */
function archivedMessage(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { archived, message } = answer as { archived?: unknown; message?: unknown };
  return archived === true && typeof message === 'string' ? message : undefined;
}

const useStyles = makeStyles({
  detail: { marginTop: tokens.spacingVerticalS },
});

/** Asks the user to type DELETE before a delete runs, and says it succeeded once it has. */
export function DeleteConfirmDialog({ open, onOpenChange, onConfirm, title = 'Delete', trash, detail }: DeleteConfirmDialogProps) {
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setTyped('');
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      message={
        <>
          <Text block>{trash ?? DELETE_CONFIRM_MESSAGE}</Text>
          {detail && (
            <Text block className={styles.detail}>
              {detail}
            </Text>
          )}
        </>
      }
      confirmLabel="Ok"
      confirmDisabled={typed !== DELETE_CONFIRM_WORD}
      pendingLabel="Deleting"
      failureMessage="The delete failed. Please try again."
      onConfirm={async () => {
        const answer = await onConfirm();
        notifySuccess(archivedMessage(answer) ?? SUCCESS_TEXT.submitted);
      }}
    >
      <Field label={`Type ${DELETE_CONFIRM_WORD} to confirm`}>
        <Input value={typed} autoComplete="off" onChange={(_, data) => setTyped(data.value)} />
      </Field>
    </ConfirmDialog>
  );
}
