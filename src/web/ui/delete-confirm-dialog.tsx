import { useState, type ReactNode } from 'react';
import { Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ConfirmDialog } from './confirm-dialog';

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
  detail: { marginTop: tokens.spacingVerticalS },
});

/** Asks the user to type DELETE before a destructive action runs. */
export function DeleteConfirmDialog({ open, onOpenChange, onConfirm, title = 'Delete', detail }: DeleteConfirmDialogProps) {
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
          <Text block>{DELETE_CONFIRM_MESSAGE}</Text>
          {detail && <Text block className={styles.detail}>{detail}</Text>}
        </>
      }
      confirmLabel="Ok"
      confirmDisabled={typed !== DELETE_CONFIRM_WORD}
      pendingLabel="Deleting"
      failureMessage="The delete failed. Please try again."
      onConfirm={onConfirm}
    >
      <Field label={`Type ${DELETE_CONFIRM_WORD} to confirm`}>
        <Input value={typed} autoComplete="off" onChange={(_, data) => setTyped(data.value)} />
      </Field>
    </ConfirmDialog>
  );
}
