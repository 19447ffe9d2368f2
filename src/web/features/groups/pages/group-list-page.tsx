import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import type { GroupRow } from '../../../../shared/contract/group';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { ListPage } from '../../../ui/list-page/list-page';
import { SUCCESS_TEXT, notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { useGroupMutations, useGroups } from '../api';
import { groupColumns } from '../components/group-columns';

/** /groupview: the groups list. Edit and View act on one selected group, Delete on the selection. */
export function GroupListPage() {
  const navigate = useNavigate();
  const list = useListState();
  const query = useGroups({ page: list.page, limit: list.limit, search: list.search });
  const mutations = useGroupMutations();
  const canWrite = usePermissions().can('setup:write');
  const [deleting, setDeleting] = useState<{ ids: number[]; clear: () => void } | null>(null);

  const removeSelected = async () => {
    if (!deleting) return;
    // One request per group; a failure (e.g. a group jobs still use) stops and shows its message.
    for (const id of deleting.ids) await mutations.remove(id);
    notifySuccess(SUCCESS_TEXT.submitted);
    deleting.clear();
  };

  return (
    <ListPage<GroupRow>
      title="Groups"
      description="Hiring groups jobs are assigned to; members can chat about referrals when Referral Chat is enabled."
      onCreate={canWrite ? () => navigate('/group/create') : undefined}
      list={list}
      query={query}
      tableLabel="Groups"
      columns={groupColumns}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => `Select ${row.groupName}`}
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
      emptyMessage="No groups yet. Create the first one."
      noMatchMessage="No groups match your search."
    >
      <DeleteConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting && deleting.ids.length > 1 ? `Delete ${deleting.ids.length} groups` : 'Delete group'}
        onConfirm={removeSelected}
      />
    </ListPage>
  );
}
