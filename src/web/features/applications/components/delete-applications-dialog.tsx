import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useApplicationTrashMutations } from '../trash-api';

/** The spec's message alone would be untrue: deleted applications can be restored for a while. */
export const TRASH_NOTE = 'Deleted applications go to the trash; an admin can restore them for 30 days, then they are removed for good.';

export interface DeleteApplicationsDialogProps {
  /** The applications to delete; all go to the trash or, when the server refuses one, none. */
  applicationIds: number[];
  open: boolean;
  onClose: () => void;
  /** Runs after the server moved them to the trash (e.g. clears a selection or leaves a detail page). */
  onDeleted: () => void;
}

/** The DELETE confirmation for one applicant or a selection (POST multiple-application-delete). */
export function DeleteApplicationsDialog({ applicationIds, open, onClose, onDeleted }: DeleteApplicationsDialogProps) {
  const { remove } = useApplicationTrashMutations();
  const count = applicationIds.length;
  const title = count === 1 ? 'Delete applicant' : `Delete ${count} applicants`;

  const confirm = async () => {
    await remove(applicationIds);
    notifySuccess(SUCCESS_TEXT.submitted);
    onDeleted();
  };

  return (
    <DeleteConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      detail={TRASH_NOTE}
      onConfirm={confirm}
    />
  );
}
