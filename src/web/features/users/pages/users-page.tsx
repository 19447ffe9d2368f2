import { useMemo, useState } from 'react';
import type { UserAccount, SignInLink } from '../../../../shared/contract/users-manage';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { SUCCESS_TEXT, notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useUserInfo } from '../../../domain/user-info';
import { fullName } from '../../../lib/formats';
import { useUserAccountMutations, useUserAccounts } from '../api';
import { userColumns, type UserAction } from '../components/user-columns';
import { AddUserDialog, ChangeRoleDialog } from '../components/user-dialogs';
import { SignInLinkDialog } from '../components/sign-in-link-dialog';

type Open = { kind: UserAction | 'add' | 'link-made'; user?: UserAccount; link?: SignInLink } | null;

/**
 * /users (Set-Up): the workspace's people for admins: search, paging, Add user with a one-time
 * sign-in link, Change role, Activate / Deactivate and a new link per row.
 */
export function UsersPage() {
  const paged = usePagedList(useUserAccounts);
  const canWrite = usePermissions().can('users:write');
  const selfId = useUserInfo().user?.id ?? null;
  const mutations = useUserAccountMutations();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // A confirmation closes itself after its action, which may have opened the link dialog meanwhile.
  const closeIf = (kind: UserAction) => setOpen((current) => (current?.kind === kind ? null : current));
  const columns = useMemo(() => userColumns(selfId, (kind, user) => setOpen({ kind, user })), [selfId]);
  const user = open?.user;

  const submitted = async (request: Promise<unknown>) => {
    await request;
    notifySuccess(SUCCESS_TEXT.submitted);
    close();
  };
  const showLink = (linked: UserAccount, link: SignInLink) => setOpen({ kind: 'link-made', user: linked, link });

  return (
    <ListPage<UserAccount>
      title="Users"
      description="People of this workspace, their role and whether they may sign in. Microsoft (Teams) users are added as employees when they first sign in."
      onCreate={canWrite ? () => setOpen({ kind: 'add' }) : undefined}
      createLabel="Add user"
      {...paged}
      tableLabel="Users"
      columns={columns}
      searchPlaceholder="Search users by name or e-mail"
      emptyMessage="No users yet."
      noMatchMessage="No users match your search."
    >
      {open?.kind === 'add' && (
        <AddUserDialog
          onClose={close}
          onSave={async (draft) => {
            const created = await mutations.add(draft);
            showLink(created.user, created.signInLink);
          }}
        />
      )}
      {user && open?.kind === 'role' && (
        <ChangeRoleDialog user={user} onClose={close} onSave={(role) => submitted(mutations.changeRole(user.id, role))} />
      )}
      {user && open?.link && open.kind === 'link-made' && <SignInLinkDialog user={user} link={open.link} onClose={close} />}
      <ConfirmDialog
        open={Boolean(user) && (open?.kind === 'deactivate' || open?.kind === 'activate')}
        onOpenChange={(next) => !next && close()}
        title={open?.kind === 'activate' ? `Activate ${fullName(user)}` : `Deactivate ${fullName(user)}`}
        message={
          open?.kind === 'activate'
            ? 'They can sign in again with their password or Microsoft account.'
            : 'They can no longer sign in or use Hireloop, and an unused sign-in link of theirs stops working. Their referrals and history stay.'
        }
        confirmLabel={open?.kind === 'activate' ? 'Activate' : 'Deactivate'}
        onConfirm={async () => {
          if (user) await mutations.setActive(user.id, open?.kind === 'activate');
          notifySuccess(SUCCESS_TEXT.submitted);
        }}
      />
      <ConfirmDialog
        open={Boolean(user) && open?.kind === 'link'}
        onOpenChange={(next) => !next && closeIf('link')}
        title={`New sign-in link for ${fullName(user)}`}
        message="A new one-time link lets them set a new password. Their earlier unused link stops working."
        confirmLabel="Make link"
        onConfirm={async () => {
          if (user) showLink(user, await mutations.newLink(user.id));
        }}
      />
    </ListPage>
  );
}
