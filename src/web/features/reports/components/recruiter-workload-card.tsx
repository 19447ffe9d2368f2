import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { UNTOUCHED_DAYS, type RecruiterWorkloadReport } from '../../../../shared/contract/reports';
import { HorizontalBars } from '../../../ui/charts/bar-charts';
import { ChartDataTable } from '../../../ui/charts/chart-data-table';
import { useRecruiterWorkload, type ReportQuery } from '../api';
import { ReportCard } from './report-card';

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground3 } });

function WorkloadFigures({ report }: { report: RecruiterWorkloadReport }) {
  const styles = useStyles();
  return (
    <>
      <Caption1 className={styles.note}>As of now: the period does not apply.</Caption1>
      <HorizontalBars
        title="Open applicants per recruiter"
        data={report.rows.map((row) => ({ label: row.name, value: row.open, valueText: `${row.open} open, ${row.untouched} untouched` }))}
      />
      <ChartDataTable
        caption="Recruiter workload"
        columns={['Recruiter', 'Open applicants', `Untouched > ${UNTOUCHED_DAYS} days`]}
        rows={report.rows.map((row) => [row.name, row.open, row.untouched])}
      />
    </>
  );
}

/** Open applicants per assigned recruiter, and how many have not moved for over two weeks. */
export function RecruiterWorkloadCard({ query }: { query: ReportQuery }) {
  return (
    <ReportCard
      title="Recruiter workload"
      name="recruiter-workload"
      query={query}
      result={useRecruiterWorkload(query)}
      emptyMessage={(report) => (report.rows.length === 0 ? 'No open applicants are assigned to a recruiter.' : null)}
    >
      {(report) => <WorkloadFigures report={report} />}
    </ReportCard>
  );
}
