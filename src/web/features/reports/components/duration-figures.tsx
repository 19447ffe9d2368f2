import type { DurationStats } from '../../../../shared/contract/reports';
import { StatTile } from '../../../ui/charts/stat-tile';
import { VerticalBars } from '../../../ui/charts/bar-charts';
import { ChartDataTable } from '../../../ui/charts/chart-data-table';
import { formatDays } from './report-format';
import { useReportStyles } from './report-styles';

export interface DurationFiguresProps {
  stats: DurationStats;
  /** What was counted, one and several, for the tiles and the histogram (['hire', 'hires']). */
  counted: readonly [one: string, other: string];
  /** The histogram table's count column ('Hires'). */
  countHeader: string;
  /** Names the histogram and its table. */
  histogramTitle: string;
}

const range = (low: number | null, high: number | null) => (low === null || high === null ? '—' : `${formatDays(low)}–${formatDays(high)}`);

/** Median, middle half and extremes of a set of durations as tiles, then their histogram with its table. */
export function DurationFigures({ stats, counted, countHeader, histogramTitle }: DurationFiguresProps) {
  const styles = useReportStyles();
  const counting = (count: number) => `${count} ${counted[count === 1 ? 0 : 1]}`;
  return (
    <>
      <div className={styles.tiles}>
        <StatTile label="Median days" value={formatDays(stats.medianDays)} hint={counting(stats.count)} />
        <StatTile label="Middle half (p25–p75)" value={range(stats.p25Days, stats.p75Days)} hint="days" />
        <StatTile label="Fastest–slowest" value={range(stats.minDays, stats.maxDays)} hint="days" />
      </div>
      <VerticalBars
        title={histogramTitle}
        data={stats.histogram.map((bucket) => ({ label: bucket.label, value: bucket.count, valueText: counting(bucket.count) }))}
      />
      <ChartDataTable caption={histogramTitle} columns={['Days', countHeader]} rows={stats.histogram.map((b) => [b.label, b.count])} />
    </>
  );
}
