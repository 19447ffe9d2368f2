import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ApplicantSource } from '../../../../shared/contract/applicant-source';
import { DataTable } from '../../../ui/data-table/data-table';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useSourceMutations, useSources } from '../api';
import { sourceColumns } from '../components/source-columns';

/** /applicant-source: the list with search, paging, Create and View / Edit / Delete per row. */
export function ApplicantSourcePage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<ApplicantSource | null>(null);
  const { data, error, isLoading } = useSources({ page, limit, search });
  const mutations = useSourceMutations();
  const canWrite = usePermissions().can('setup:write');

  const columns = useMemo(
    () =>
      sourceColumns({
        canWrite,
        onView: (row) => navigate(`/source/view/${row.id}`),
        onEdit: (row) => navigate(`/source/edit/${row.id}`),
        onDelete: setDeleting,
      }),
    [canWrite, navigate],
  );

  return (
    <>
      <PageHeader
        title="Applicant Source"
        description="Where applicants come from. The identifier is the source's fixed key."
        actions={
          canWrite && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/source/create')}>
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
      <DataTable<ApplicantSource>
        aria-label="Applicant sources"
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
        searchPlaceholder="Search sources"
        emptyMessage={search ? 'No sources match your search' : 'No applicant sources yet'}
      />
      <DeleteConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.source}` : 'Delete'}
        onConfirm={async () => {
          if (!deleting) return;
          await mutations.remove(deleting.id);
          notifySuccess('Your change has been successfully submitted');
        }}
      />
    </>
  );
}
