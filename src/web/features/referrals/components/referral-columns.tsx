import type { ReferralListItem } from '../../../../shared/contract/referral';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { rowMenuColumn, type RowMenuItem } from '../../../ui/row-menu';
import { StatusBadge } from '../../../ui/status-badge';
import { formatDateMDY, fullName } from '../../../lib/formats';

export interface ReferralRowActions {
  /** Whether the user may change and delete referrals (Status, Delete). */
  canWrite: boolean;
  onViewResume: (row: ReferralListItem) => void;
  onStatus: (row: ReferralListItem) => void;
  onView: (row: ReferralListItem) => void;
  onDelete: (row: ReferralListItem) => void;
}

function menuItems(row: ReferralListItem, actions: ReferralRowActions): RowMenuItem[] {
  const items: RowMenuItem[] = [{ key: 'resume', label: 'View Resume', onClick: () => actions.onViewResume(row) }];
  if (actions.canWrite) items.push({ key: 'status', label: 'Status', onClick: () => actions.onStatus(row) });
  items.push({ key: 'view', label: 'View Applicant', onClick: () => actions.onView(row) });
  if (actions.canWrite) items.push({ key: 'delete', label: 'Delete', onClick: () => actions.onDelete(row) });
  return items;
}

/** The referral lists' columns (spec §2): Candidate Name, Aadhaar Number, Referred By, Referred Date, Recruiter Assigned, Status. */
export function referralColumns(actions: ReferralRowActions): DataTableColumn<ReferralListItem>[] {
  return [
    { id: 'name', header: 'Candidate Name', cell: fullName, card: 'title' },
    { id: 'documentNumber', header: 'Aadhaar Number', cell: (row) => row.documentNumber ?? '—', width: '160px' },
    { id: 'referrer', header: 'Referred By', cell: (row) => (row.user ? fullName(row.user) : '—') },
    { id: 'created_at', header: 'Referred Date', cell: (row) => formatDateMDY(row.created_at), width: '130px' },
    {
      id: 'recruiters',
      header: 'Recruiter Assigned',
      cell: (row) => (row.recruitingManager.length ? row.recruitingManager.map(fullName).join(', ') : '—'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (row.status ? <StatusBadge color={row.status.colour}>{row.status.referralStatus}</StatusBadge> : '—'),
      width: '140px',
    },
    rowMenuColumn(
      (row) => `Actions for ${fullName(row)}`,
      (row) => menuItems(row, actions),
    ),
  ];
}
