import type { GroupRow } from '../../../../shared/contract/group';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { StatusBadge } from '../../../ui/status-badge';

export const groupColumns: readonly DataTableColumn<GroupRow>[] = [
  { id: 'groupName', header: 'Group Name', cell: (row) => row.groupName, sortValue: (row) => row.groupName.toLowerCase() },
  {
    id: 'activeStatus',
    header: 'Active Status',
    cell: (row) => (
      <StatusBadge color={row.activeStatus === 1 ? 'success' : 'subtle'}>{row.activeStatus === 1 ? 'Active' : 'InActive'}</StatusBadge>
    ),
    sortValue: (row) => row.activeStatus,
  },
  {
    id: 'enableReferralChat',
    header: 'Referral Chat',
    cell: (row) => (
      <StatusBadge color={row.enableReferralChat === 1 ? 'brand' : 'subtle'}>
        {row.enableReferralChat === 1 ? 'Enable' : 'Disable'}
      </StatusBadge>
    ),
    sortValue: (row) => row.enableReferralChat,
  },
];
