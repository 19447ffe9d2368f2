import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import type { GroupRow } from '../../../../shared/contract/group';
import { DataTable } from '../../../ui/data-table/data-table';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useGroupMutations, useGroups } from '../api';
import { groupColumns } from '../components/group-columns';

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** /groupview: the groups list. Edit and View act on one selected group, Delete on the selection. */
export function GroupListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params, setParams] = useState({ page: 1, limit: 10, search: '' });
  const { data, error, isLoading } = useGroups(params);
  const mutations = useGroupMutations();
  const canWrite = usePermissions().can('setup:write');
  const [deleting, setDeleting] = useState<{ ids: number[]; clear: () => void } | null>(null);

  const removeSelected = async () => {
    if (!deleting) return;
    // One request per group; a failure (e.g. a group jobs still use) stops and shows its message.
    for (const id of deleting.ids) await mutations.remove(id);
    notifySuccess('Your change has been successfully submitted');
    deleting.clear();
  };

  return (
    <>
      <PageHeader
        title="Groups"
        description="Hiring groups jobs are assigned to; members can chat about referrals when Referral Chat is enabled."
        actions={
          canWrite && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/group/create')}>
              Create
            </Button>
          )
        }
      />
      {error && <Text className={styles.error} role="alert">{error.message}</Text>}
      <DataTable<GroupRow>
        aria-label="Groups"
        columns={groupColumns}
        rows={data?.data}
        meta={data?.meta}
        isLoading={isLoading}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => `Select ${row.groupName}`}
        page={params.page}
        pageSize={params.limit}
        onPageChange={(page) => setParams((p) => ({ ...p, page }))}
        onPageSizeChange={(limit) => setParams((p) => ({ ...p, limit }))}
        search={params.search}
        onSearchChange={(search) => setParams((p) => ({ ...p, search }))}
        searchPlaceholder="Search groups"
        selectionActions={(selected, clear) => (
          <>
            {selected.length === 1 && canWrite && (
              <Button icon={<EditRegular />} onClick={() => navigate(`/group/edit/${selected[0].id}`)}>
                Edit
              </Button>
            )}
            {selected.length === 1 && (
              <Button icon={<EyeRegular />} onClick={() => navigate(`/group/view/${selected[0].id}`)}>
                View
              </Button>
            )}
            {canWrite && (
              <Button icon={<DeleteRegular />} onClick={() => setDeleting({ ids: selected.map((row) => row.id), clear })}>
                Delete
              </Button>
            )}
          </>
        )}
        emptyMessage={params.search ? 'No groups match your search.' : 'No groups yet. Create the first one.'}
      />
      <DeleteConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting && deleting.ids.length > 1 ? `Delete ${deleting.ids.length} groups` : 'Delete group'}
        onConfirm={removeSelected}
      />
    </>
  );
}
