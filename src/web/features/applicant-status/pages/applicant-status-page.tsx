import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ApplicantStatus } from '../../../../shared/contract/applicant-status';
import { DataTable } from '../../../ui/data-table/data-table';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useApplicantStatusMutations, useApplicantStatuses } from '../api';
import { applicantStatusColumns } from '../components/applicant-status-columns';

/** /applicant-status: 'Applicant Status' with search, paging, create, edit, view and delete. */
export function ApplicantStatusPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<ApplicantStatus | null>(null);
  const { data, error, isLoading } = useApplicantStatuses({ page, limit, search });
  const mutations = useApplicantStatusMutations();
  const canWrite = usePermissions().can('setup:write');

  const columns = useMemo(
    () =>
      applicantStatusColumns({
        canWrite,
        onView: (row) => navigate(`/applicant-status/view/${row.id}`),
        onEdit: (row) => navigate(`/applicant-status/edit/${row.id}`),
        onDelete: setDeleting,
      }),
    [canWrite, navigate],
  );

  return (
    <>
      <PageHeader
        title="Applicant Status"
        description="Statuses for applicants of jobs without a hiring pipeline."
        actions={
          canWrite && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/applicant-status/create')}>
              Create
            </Button>
          )
        }
      />
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{(error as Error).message}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable<ApplicantStatus>
        aria-label="Applicant statuses"
        columns={columns}
        rows={data?.data}
        meta={data?.meta}
        isLoading={isLoading}
        getRowId={(row) => String(row.id)}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={setLimit}
        pageSizeOptions={SHORT_PAGE_SIZES}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search statuses"
        emptyMessage={search ? 'No statuses match your search' : 'No applicant statuses yet'}
      />
      <DeleteConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.status}` : 'Delete'}
        onConfirm={async () => {
          if (!deleting) return;
          await mutations.remove(deleting.id);
          notifySuccess('Your change has been successfully submitted');
        }}
      />
    </>
  );
}
