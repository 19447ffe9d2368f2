import { format } from 'date-fns';
import { Body1, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { HistoryEntry } from '../../../../shared/contract/application-status-change';
import { fullName, toDate } from '../../../lib/formats';
import { stackedList } from '../../../ui/layout-styles';

const useStyles = makeStyles({
  list: stackedList(tokens.spacingVerticalS),
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  comment: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

/** DD/MM/YYYY HH:mm, the tables' date with the time of the change. */
export function formatDateTimeDMY(value: string): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy HH:mm') : '';
}

const whereTo = (entry: HistoryEntry) => [entry.stage?.name, entry.status?.name].filter(Boolean).join(' · ');
const who = (entry: HistoryEntry) => (entry.changedBy ? fullName(entry.changedBy) : 'A removed user');

/** The applicant's status changes, newest first: where to, who, when and the comment. */
export function StatusHistoryList({ history }: { history: readonly HistoryEntry[] }) {
  const styles = useStyles();
  if (history.length === 0) return <Body1 className={styles.muted}>No status changes yet.</Body1>;
  return (
    <ol className={styles.list} aria-label="Status history, newest first">
      {[...history].reverse().map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <Text weight="semibold">{whereTo(entry)}</Text>
          <Caption1 className={styles.muted}>{`${who(entry)} · ${formatDateTimeDMY(entry.created_at)}`}</Caption1>
          {entry.comment && <Body1 className={styles.comment}>{entry.comment}</Body1>}
        </li>
      ))}
    </ol>
  );
}
