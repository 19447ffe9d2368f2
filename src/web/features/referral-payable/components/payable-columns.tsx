import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PayableItem } from '../../../../shared/contract/referral-payable';
import { referralDay } from '../../../../shared/rules/referral-payout';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { rowMenuColumn, type RowMenuItem } from '../../../ui/row-menu';
import { StatusBadge } from '../../../ui/status-badge';
import { PersonCell } from './person-cell';
import { fullName } from '../../../lib/formats';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start', minWidth: 0 },
  note: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

function StatusCell({ row }: { row: PayableItem }) {
  const styles = useStyles();
  return (
    <span className={styles.stack}>
      <StatusBadge color={row.status.colour}>{row.status.referralStatus}</StatusBadge>
      {row.notPayableReason && <Caption1 className={styles.note}>{row.notPayableReason}</Caption1>}
    </span>
  );
}

function EligibilityCell({ row }: { row: PayableItem }) {
  const styles = useStyles();
  return (
    <span className={styles.stack}>
      <Text>{referralDay(row.eligibilityDate)}</Text>
      <Caption1 className={styles.muted}>Joined {referralDay(row.joiningDate)}</Caption1>
      <Caption1 className={styles.muted}>Days Completed: {row.daysCompleted}</Caption1>
    </span>
  );
}

function RemarkCell({ row }: { row: PayableItem }) {
  const styles = useStyles();
  if (!row.remark) return <Text className={styles.muted}>No remark yet</Text>;
  const others = row.referralPayable.remark.length - 1;
  return (
    <span className={styles.stack}>
      <Text>{row.remark.remarkName}</Text>
      {others > 0 && <Caption1 className={styles.muted}>{`and ${others} earlier ${others === 1 ? 'remark' : 'remarks'}`}</Caption1>}
    </span>
  );
}

export interface PayableColumnActions {
  /** Row actions for staff who decide payouts; left out for readers. */
  onLastWorkingDay?: (row: PayableItem) => void;
  onView: (row: PayableItem) => void;
}

function menuItems(row: PayableItem, actions: PayableColumnActions): RowMenuItem[] {
  const items: RowMenuItem[] = [{ key: 'view', label: 'View referral', onClick: () => actions.onView(row) }];
  if (actions.onLastWorkingDay) items.push({ key: 'lwd', label: 'Last working day', onClick: () => actions.onLastWorkingDay?.(row) });
  return items;
}

/**
 * 'Referral Payable' (spec §2), in the spec's order: Claimant, Employee (with the job), Recruiter
 * Assigned, Eligibility date (with the joining date and Days Completed), Status, Remark. On a narrow
 * card the employee heads it.
 */
export function payableColumns(actions: PayableColumnActions): DataTableColumn<PayableItem>[] {
  return [
    {
      id: 'claimant',
      header: 'Claimant',
      cell: (row) =>
        row.user ? (
          <PersonCell name={fullName(row.user)} email={row.user.email} lastWorkingDate={row.user.lastWorkingDate} />
        ) : (
          'Former employee'
        ),
    },
    {
      id: 'employee',
      header: 'Employee',
      card: 'title',
      cell: (row) => (
        <PersonCell name={fullName(row)} email={row.applicantEmail} detail={row.job.jobTitle} lastWorkingDate={row.lastWorkingDate} />
      ),
    },
    { id: 'recruiter', header: 'Recruiter Assigned', cell: (row) => row.recruitingManager.map(fullName).join(', ') || 'None assigned' },
    { id: 'eligibility', header: 'Eligibility date', cell: (row) => <EligibilityCell row={row} />, width: '140px' },
    { id: 'status', header: 'Status', cell: (row) => <StatusCell row={row} />, width: '150px' },
    { id: 'remark', header: 'Remark', cell: (row) => <RemarkCell row={row} /> },
    rowMenuColumn(
      (row) => `Actions for ${fullName(row)}`,
      (row) => menuItems(row, actions),
    ),
  ];
}
