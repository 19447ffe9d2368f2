import type { SourceEffectivenessReport, SourceEffectivenessRow } from '../../../../shared/contract/reports';
import { HorizontalBars } from '../../../ui/charts/bar-charts';
import { ChartDataTable } from '../../../ui/charts/chart-data-table';
import { useSourceEffectiveness, type ReportQuery } from '../api';
import { ReportCard } from './report-card';
import { formatRate } from './report-format';

/** A row's name: a source, 'Referral', or a careers-site campaign (also counted in its source). */
const rowLabel = (row: SourceEffectivenessRow) => (row.kind === 'utm' ? `Campaign: ${row.label}` : row.label);

function SourceFigures({ report }: { report: SourceEffectivenessReport }) {
  const { total } = report;
  return (
    <>
      <HorizontalBars
        title="Hire rate per source"
        data={report.rows.map((row) => ({
          label: rowLabel(row),
          value: Math.round((row.hireRate ?? 0) * 1000) / 10,
          valueText: `${formatRate(row.hireRate)} hired (${row.hired} of ${row.applicants})`,
        }))}
      />
      <ChartDataTable
        caption="Source effectiveness"
        columns={['Source', 'Applicants', 'Shortlisted', 'Hired', 'Hire rate']}
        rows={[
          ...report.rows.map((row) => [rowLabel(row), row.applicants, row.shortlisted, row.hired, formatRate(row.hireRate)]),
          ['All applicants', total.applicants, total.shortlisted, total.hired, formatRate(total.hireRate)],
        ]}
      />
    </>
  );
}

/** Applicants, shortlisted and hired per source, per referral and per careers-site campaign, for the applicants of the period. */
export function SourceEffectivenessCard({ query }: { query: ReportQuery }) {
  return (
    <ReportCard
      title="Source effectiveness"
      name="source-effectiveness"
      query={query}
      result={useSourceEffectiveness(query)}
      emptyMessage={(report) => (report.total.applicants === 0 ? 'No applicants in this period.' : null)}
    >
      {(report) => <SourceFigures report={report} />}
    </ReportCard>
  );
}
