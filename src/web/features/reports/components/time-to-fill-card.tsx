import { useTimeToFill, type ReportQuery } from '../api';
import { DurationFigures } from './duration-figures';
import { ReportCard } from './report-card';

/** Days from a job's creation to the hire that filled its last position, for the jobs filled in the period. */
export function TimeToFillCard({ query }: { query: ReportQuery }) {
  return (
    <ReportCard
      title="Time to fill"
      name="time-to-fill"
      query={query}
      result={useTimeToFill(query)}
      emptyMessage={(report) => (report.stats.count === 0 ? 'No jobs filled in this period.' : null)}
    >
      {(report) => (
        <DurationFigures
          stats={report.stats}
          counted={['job filled', 'jobs filled']}
          countHeader="Jobs filled"
          histogramTitle="Days to fill"
        />
      )}
    </ReportCard>
  );
}
