import { tokens } from '@fluentui/react-components';
import type { RecruiterProgressRow } from '../../../../shared/contract/dashboard';
import { ChartCard } from '../../../ui/charts/chart-card';
import type { BarSeries } from '../../../ui/charts/grouped-bars';
import { LazyGroupedBars } from '../../../ui/charts/lazy-charts';
import { CardFooter } from './card-footer';
import { useFilteredCard } from './use-filtered-card';
import { useFiguresPlaceholder } from '../../../ui/charts/figures-placeholder';
import { CHART_LABEL_CHARS } from './chart-label';

const TITLE = "Your Recruiter's Progress";

type Figure = keyof Pick<RecruiterProgressRow, 'inProgress' | 'closed' | 'overdue'>;

// Spec legend: green, black and red. Black is the text colour, so it stays visible on a dark theme.
const SERIES: readonly BarSeries<Figure>[] = [
  { key: 'inProgress', label: 'Inprogress', color: tokens.colorPaletteGreenBackground3 },
  { key: 'closed', label: 'Closed', color: tokens.colorNeutralForeground1 },
  { key: 'overdue', label: 'Overdue', color: tokens.colorPaletteRedBackground3 },
];

/** Each recruiting manager's jobs in progress, closed and overdue, as a table or grouped bars. */
export function RecruiterProgressCard() {
  const { filter, query, figures } = useFilteredCard('recruiter-progress', 'progress');
  const rows = figures?.rows ?? [];
  const placeholder = useFiguresPlaceholder(TITLE, query, rows.length === 0 ? 'No jobs with a recruiter yet.' : null);
  return (
    <ChartCard
      title={TITLE}
      columns={['Recruiter', ...SERIES.map((series) => series.label)]}
      rows={rows.map((row) => [row.name, ...SERIES.map((series) => row[series.key])])}
      defaultMode="table"
      placeholder={placeholder}
      // The job list has no department or date filter: View All opens every job.
      footer={<CardFooter card={TITLE} filter={filter} viewAll="/all/job?job=all" />}
    >
      <LazyGroupedBars
        title="Jobs per recruiter"
        series={SERIES}
        labelChars={CHART_LABEL_CHARS}
        groups={rows.map(({ name, inProgress, closed, overdue }) => ({ name, values: { inProgress, closed, overdue } }))}
      />
    </ChartCard>
  );
}
