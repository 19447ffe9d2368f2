import type { SWRResponse } from 'swr';
import type { ItemResponse } from '../../../../shared/contract/list';
import type { ReportName, TimeToFillReport, TimeToHireReport } from '../../../../shared/contract/reports';
import { useTimeToFill, useTimeToHire, type ReportQuery } from '../api';
import { DurationFigures, type DurationFiguresProps } from './duration-figures';
import { ReportCard } from './report-card';

interface DurationCardProps extends Omit<DurationFiguresProps, 'stats'> {
  title: string;
  name: ReportName;
  query: ReportQuery;
  /** Both reports answer the same shape: a range and its duration statistics. */
  result: SWRResponse<ItemResponse<TimeToHireReport | TimeToFillReport>>;
  emptyMessage: string;
}

function DurationCard({ title, name, query, result, emptyMessage, ...figures }: DurationCardProps) {
  return (
    <ReportCard
      title={title}
      name={name}
      query={query}
      result={result}
      emptyMessage={(report) => (report.stats.count === 0 ? emptyMessage : null)}
    >
      {(report) => <DurationFigures stats={report.stats} {...figures} />}
    </ReportCard>
  );
}

/** Days from applying to being hired, for the hires in the period. */
export function TimeToHireCard({ query }: { query: ReportQuery }) {
  return (
    <DurationCard
      title="Time to hire"
      name="time-to-hire"
      query={query}
      result={useTimeToHire(query)}
      emptyMessage="No hires in this period."
      counted={['hire', 'hires']}
      countHeader="Hires"
      histogramTitle="Days to hire"
    />
  );
}

/** Days from a job's creation to the hire that filled its last position, for the jobs filled in the period. */
export function TimeToFillCard({ query }: { query: ReportQuery }) {
  return (
    <DurationCard
      title="Time to fill"
      name="time-to-fill"
      query={query}
      result={useTimeToFill(query)}
      emptyMessage="No jobs filled in this period."
      counted={['job filled', 'jobs filled']}
      countHeader="Jobs filled"
      histogramTitle="Days to fill"
    />
  );
}
