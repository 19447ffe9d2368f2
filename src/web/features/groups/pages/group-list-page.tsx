import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import type { GroupRow } from '../../../../shared/contract/group';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { useDeleteConfirm } from '../../../ui/list-page/use-delete-confirm';
import { usePermissions } from '../../../lib/permissions';
import { useGroupMutations, useGroups } from '../api';
import { groupColumns } from '../components/group-columns';

/** /groupview: the groups list. Edit and View act on one selected group, Delete on the selection. */
export function GroupListPage() {
  const navigate = useNavigate();
  const paged = usePagedList(useGroups);
  const mutations = useGroupMutations();
  const canWrite = usePermissions().can('setup:write');
  const deletion = useDeleteConfirm<{ ids: number[]; clear: () => void }>({
    title: ({ ids }) => (ids.length > 1 ? `Delete ${ids.length} groups` : 'Delete group'),
    remove: async ({ ids, clear }) => {
      // One request per group; a failure (e.g. a group jobs still use) stops and shows its message.
      for (const id of ids) await mutations.remove(id);
      clear();
    },
  });

  return (
    <ListPage<GroupRow>
      title="Groups"
      description="Hiring groups jobs are assigned to; members can chat about referrals when Referral Chat is enabled."
      onCreate={canWrite ? () => navigate('/group/create') : undefined}
      {...paged}
      tableLabel="Groups"
      columns={groupColumns}
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
            <Button icon={<DeleteRegular />} onClick={() => deletion.ask({ ids: selected.map((row) => row.id), clear })}>
              Delete
            </Button>
          )}
        </>
      )}
      emptyMessage="No groups yet. Create the first one."
      noMatchMessage="No groups match your search."
    >
      {deletion.dialog}
    </ListPage>
  );
}
