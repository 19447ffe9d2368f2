import { useTimeToHire, type ReportQuery } from '../api';
import { DurationFigures } from './duration-figures';
import { ReportCard } from './report-card';

/** Days from applying to being hired, for the hires in the period. */
export function TimeToHireCard({ query }: { query: ReportQuery }) {
  return (
    <ReportCard
      title="Time to hire"
      name="time-to-hire"
      query={query}
      result={useTimeToHire(query)}
      emptyMessage={(report) => (report.stats.count === 0 ? 'No hires in this period.' : null)}
    >
      {(report) => <DurationFigures stats={report.stats} counted={['hire', 'hires']} countHeader="Hires" histogramTitle="Days to hire" />}
    </ReportCard>
  );
}
