import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link, Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Group, GroupFields, GroupInput } from '../../../../shared/contract/group';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useGroup, useGroupMutations } from '../api';
import { GroupForm, type GroupFormMode } from '../components/group-form';

const titles: Record<GroupFormMode, string> = { create: 'Create Group', edit: 'Edit Group', view: 'View Group' };
const empty: GroupInput = { groupName: '', activeStatus: '', enableReferralChat: '', members: [], groupDescription: '' };

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
  loading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px' },
});

function valuesOf(group: Group): GroupInput {
  return {
    groupName: group.groupName,
    activeStatus: String(group.activeStatus),
    enableReferralChat: String(group.enableReferralChat),
    members: group.members.map((member) => member.id),
    groupDescription: group.groupDescription,
  };
}

/** /group/create, /group/edit/{id} and /group/view/{id}: one page, the mode taken from the path. */
export function GroupFormPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mode: GroupFormMode = pathname.startsWith('/group/view') ? 'view' : pathname.startsWith('/group/edit') ? 'edit' : 'create';
  const raw = useParams().id;
  const id = mode === 'create' || !raw || !/^\d+$/.test(raw) ? null : Number(raw);
  const { data, error, isLoading } = useGroup(id);
  const mutations = useGroupMutations();
  const back = () => navigate('/groupview');

  const save = async (fields: GroupFields) => {
    if (id === null) await mutations.create(fields);
    else await mutations.update(id, fields);
    notifySuccess(mode === 'create' ? SUCCESS_TEXT.created : SUCCESS_TEXT.edited);
    back();
  };

  const before = <Link onClick={back}>Back to groups</Link>;
  const missing = mode !== 'create' && id === null;
  let body;
  if (missing || error)
    body = (
      <Text className={styles.error} role="alert">
        {error?.message ?? 'Group not found.'}
      </Text>
    );
  else if (mode !== 'create' && (isLoading || !data))
    body = (
      <Skeleton className={styles.loading} aria-label="Loading group">
        <SkeletonItem size={32} />
        <SkeletonItem size={32} />
        <SkeletonItem size={128} />
      </Skeleton>
    );
  else
    body = (
      <GroupForm
        key={data?.data.id ?? 'new'}
        mode={mode}
        initial={data ? valuesOf(data.data) : empty}
        knownMembers={data?.data.members ?? []}
        onSubmit={save}
        onCancel={back}
      />
    );

  return (
    <>
      <PageHeader title={titles[mode]} before={before} />
      {body}
    </>
  );
}
