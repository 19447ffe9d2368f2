import { makeStyles, tokens } from '@fluentui/react-components';
import { ROLE_LABELS, type UserAccount } from '../../../../shared/contract/users-manage';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { rowMenuColumn, type RowMenuItem } from '../../../ui/row-menu';
import { StatusBadge } from '../../../ui/status-badge';
import { formatDateDMY, fullName } from '../../../lib/formats';

export type UserAction = 'role' | 'deactivate' | 'activate' | 'link';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

/** When the person last signed in, else whether a sign-in link waits for them. */
function LastSignIn({ user }: { user: UserAccount }) {
  const styles = useStyles();
  if (user.lastSignInAt) return formatDateDMY(user.lastSignInAt);
  if (user.linkExpiresAt) return <span className={styles.muted}>Link sent, unused until {formatDateDMY(user.linkExpiresAt)}</span>;
  return <span className={styles.muted}>{user.microsoft ? 'With Microsoft' : 'Never'}</span>;
}

/**
 * Name, E-mail, Role, Active, Last sign-in and the row's actions. `selfId` is the signed-in admin:
 * their own role and active are not offered (the server refuses them too).
 */
export function userColumns(
  selfId: number | null,
  onAction: (action: UserAction, user: UserAccount) => void,
): DataTableColumn<UserAccount>[] {
  const items = (user: UserAccount): RowMenuItem[] => {
    const self = user.id === selfId;
    return [
      { key: 'role', label: 'Change role', onClick: () => onAction('role', user) },
      user.active
        ? { key: 'deactivate', label: 'Deactivate', disabled: self, onClick: () => onAction('deactivate', user) }
        : { key: 'activate', label: 'Activate', onClick: () => onAction('activate', user) },
      { key: 'link', label: 'New sign-in link', disabled: !user.active, onClick: () => onAction('link', user) },
      ...(self ? [{ key: 'self', label: 'This is you: another admin can deactivate you', disabled: true }] : []),
    ];
  };
  return [
    { id: 'name', header: 'Name', card: 'title', cell: (row) => (row.id === selfId ? `${fullName(row)} (you)` : fullName(row)) },
    { id: 'email', header: 'E-mail', cell: (row) => row.email },
    { id: 'role', header: 'Role', cell: (row) => ROLE_LABELS[row.role], width: '140px' },
    {
      id: 'active',
      header: 'Active',
      cell: (row) => <StatusBadge color={row.active ? 'success' : 'subtle'}>{row.active ? 'Active' : 'Inactive'}</StatusBadge>,
      width: '110px',
    },
    { id: 'lastSignIn', header: 'Last sign-in', cell: (row) => <LastSignIn user={row} /> },
    rowMenuColumn((row) => `Actions for ${fullName(row)}`, items),
  ];
}
