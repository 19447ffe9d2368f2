import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { format } from 'date-fns';
import type { JobAnalytics } from '../../../../../shared/contract/job-views';
import { formatDateDMY, toDate } from '../../../../lib/formats';
import { EmptyState } from '../../../../ui/empty-state';
import { ChartCard } from '../../../../ui/charts/chart-card';
import { HorizontalBars, VerticalBars } from '../../../../ui/charts/bar-charts';
import { Donut } from '../../../../ui/charts/donut';
import { StatTile } from '../../../../ui/charts/stat-tile';
import { useJobAnalytics } from '../../api';
import { AnalyticsSkeleton } from './view-skeletons';

export interface JobAnalyticsTabProps {
  jobId: number;
  /** The job's number of positions, for the per-position figure. */
  positions: number | null;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))', gap: tokens.spacingVerticalL },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const weekLabel = (weekStart: string) => {
  const date = toDate(weekStart);
  return date ? format(date, 'dd/MM') : weekStart;
};

function Tiles({ analytics, positions }: { analytics: JobAnalytics; positions: number | null }) {
  const styles = useStyles();
  const perPosition = positions ? oneDecimal(analytics.totalApplications / positions) : null;
  return (
    <div className={styles.tiles}>
      <StatTile label="Total applications" value={analytics.totalApplications} />
      <StatTile label="Days open" value={analytics.daysOpen} />
      <StatTile label="No. Of Positions" value={positions ?? 'Not set'} />
      {perPosition !== null && <StatTile label="Applications per position" value={perPosition} />}
    </div>
  );
}

function Charts({ analytics }: { analytics: JobAnalytics }) {
  const styles = useStyles();
  const { byStatus, bySource, overTime, timeInStage } = analytics;
  return (
    <div className={styles.charts}>
      <ChartCard title="Applications per status" columns={['Status', 'Applications']} rows={byStatus.map((s) => [s.name, s.count])}>
        <HorizontalBars title="Applications per status" data={byStatus.map((s) => ({ label: s.name, value: s.count, color: s.colour }))} />
      </ChartCard>
      <ChartCard title="Applications per source" columns={['Source', 'Applications']} rows={bySource.map((s) => [s.source, s.count])}>
        <Donut
          title="Applications per source"
          centre={String(analytics.totalApplications)}
          data={bySource.map((s) => ({ label: s.source, value: s.count }))}
        />
      </ChartCard>
      <ChartCard
        title="Applications over time"
        columns={['Week starting', 'Applications']}
        rows={overTime.map((w) => [formatDateDMY(w.weekStart), w.count])}
      >
        <VerticalBars
          title="Applications per week"
          data={overTime.map((w) => ({
            label: weekLabel(w.weekStart),
            value: w.count,
            valueText: `${w.count} in the week of ${formatDateDMY(w.weekStart)}`,
          }))}
        />
      </ChartCard>
      <ChartCard
        title="Time in each stage"
        columns={['Stage', 'Applications', 'Average days', 'Median days']}
        rows={timeInStage.map((s) => [s.name, s.applications, oneDecimal(s.averageDays), oneDecimal(s.medianDays)])}
      >
        <HorizontalBars
          title="Average days in each stage"
          data={timeInStage.map((s) => ({
            label: s.name,
            value: oneDecimal(s.averageDays),
            valueText: `${oneDecimal(s.averageDays)} days on average, median ${oneDecimal(s.medianDays)} (${s.applications} applications)`,
          }))}
        />
      </ChartCard>
    </div>
  );
}

/** The Analytics tab: headline figures and the job's applications by status, source, week and stage. */
export function JobAnalyticsTab({ jobId, positions }: JobAnalyticsTabProps) {
  const styles = useStyles();
  const { data, error } = useJobAnalytics(jobId);
  if (error)
    return (
      <Text className={styles.error} role="alert">
        {(error as Error).message}
      </Text>
    );
  if (!data) return <AnalyticsSkeleton />;
  const analytics = data.data;
  return (
    <div className={styles.root}>
      <Tiles analytics={analytics} positions={positions} />
      {analytics.totalApplications === 0 ? <EmptyState message="No applications for this job yet." /> : <Charts analytics={analytics} />}
    </div>
  );
}
