import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import type { ApplicationTrashItem } from '../../../../shared/contract/application-trash';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { formatDateDMY, fullName } from '../../../lib/formats';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useApplicationTrash, useApplicationTrashMutations } from '../trash-api';

const columns: DataTableColumn<ApplicationTrashItem>[] = [
  { id: 'name', header: 'Name', cell: fullName, card: 'title' },
  { id: 'email', header: 'Email', cell: (row) => row.applicantEmail },
  { id: 'job', header: 'Job Title', cell: (row) => row.job.jobTitle },
  { id: 'deletedAt', header: 'Deleted on', cell: (row) => formatDateDMY(row.deleted_at), width: '120px' },
  { id: 'deletedBy', header: 'Deleted by', cell: (row) => (row.deletedBy ? fullName(row.deletedBy) : 'A removed user') },
  { id: 'purgeAt', header: 'Removed for good on', cell: (row) => formatDateDMY(row.purgeAt), width: '170px' },
];

interface RestoreRequest {
  rows: ApplicationTrashItem[];
  clear: () => void;
}

/**
 * /application/trash, 'Deleted Applications' (admins): what was deleted in the last 30 days;
 * selected applicants can be restored with their history and resume.
 */
export function ApplicationTrashPage() {
  const paged = usePagedList(useApplicationTrash);
  const { restore } = useApplicationTrashMutations();
  const [request, setRequest] = useState<RestoreRequest | null>(null);
  // Keeps the dialog's text while it fades out after closing.
  const [shown, setShown] = useState<RestoreRequest | null>(null);
  if (request && request !== shown) setShown(request);
  const count = shown?.rows.length ?? 0;

  const confirm = async () => {
    if (!request) return;
    await restore(request.rows.map((row) => row.applicantId));
    notifySuccess(SUCCESS_TEXT.submitted);
    request.clear();
  };

  return (
    <ListPage<ApplicationTrashItem>
      title="Deleted Applications"
      description="Deleted applicants stay here for 30 days with their history and resume; restore them before they are removed for good."
      {...paged}
      tableLabel="Deleted applications"
      columns={columns}
      getRowId={(row) => String(row.applicantId)}
      rowLabel={(row) => `Select ${fullName(row)}`}
      searchPlaceholder="Search name, e-mail or phone"
      selectionActions={(rows, clear) => (
        <Button icon={<ArrowUndoRegular />} onClick={() => setRequest({ rows, clear })}>
          Restore
        </Button>
      )}
      emptyMessage="The trash is empty."
      noMatchMessage="No deleted applicants match your search."
    >
      <ConfirmDialog
        open={request !== null}
        onOpenChange={(open) => !open && setRequest(null)}
        title={count === 1 ? 'Restore applicant' : `Restore ${count} applicants`}
        confirmLabel="Restore"
        onConfirm={confirm}
        message={
          count === 1
            ? `${fullName(shown?.rows[0])} comes back to the applicant lists at the stage and status they had, with their history and resume.`
            : `These ${count} applicants come back to the applicant lists at the stages and statuses they had, with their history and resumes.`
        }
      />
    </ListPage>
  );
}
