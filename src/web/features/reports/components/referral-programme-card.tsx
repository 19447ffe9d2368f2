import type { ReferralProgrammeReport } from '../../../../shared/contract/reports';
import { useFormatAmount } from '../../../domain/workspace-currency';
import { StatTile } from '../../../ui/charts/stat-tile';
import { ChartDataTable } from '../../../ui/charts/chart-data-table';
import { useReferralProgramme, type ReportQuery } from '../api';
import { useReportStyles } from './report-styles';
import { ReportCard } from './report-card';
import { formatRate } from './report-format';

const payouts = (count: number) => (count === 1 ? '1 payout' : `${count} payouts`);

function ReferralFigures({ report }: { report: ReferralProgrammeReport }) {
  const styles = useReportStyles();
  const formatAmount = useFormatAmount();
  const { applicants, hires, payouts: money, topReferrers } = report;
  return (
    <>
      <div className={styles.tiles}>
        <StatTile label="Referred applicants" value={formatRate(applicants.rate)} hint={`${applicants.referred} of ${applicants.total}`} />
        <StatTile label="Referred hires" value={formatRate(hires.rate)} hint={`${hires.referred} of ${hires.total}`} />
      </div>
      <div className={styles.tiles}>
        <StatTile label="Payouts due" value={formatAmount(money.due.amount)} hint={payouts(money.due.count)} />
        <StatTile label="Due in the next 30 days" value={formatAmount(money.upcoming.amount)} hint={payouts(money.upcoming.count)} />
        <StatTile label="Paid in the period" value={formatAmount(money.paid.amount)} hint={payouts(money.paid.count)} />
      </div>
      {topReferrers.length > 0 && (
        <ChartDataTable
          caption="Top referrers"
          columns={['Referrer', 'Referrals', 'Hires']}
          rows={topReferrers.map((referrer) => [referrer.name, referrer.referrals, referrer.hires])}
        />
      )}
    </>
  );
}

const quiet = (report: ReferralProgrammeReport) =>
  report.applicants.total === 0 &&
  report.hires.total === 0 &&
  report.topReferrers.length === 0 &&
  Object.values(report.payouts).every((figure) => figure.count === 0);

/** The referral programme's share of applicants and hires, its payouts and its top referrers. */
export function ReferralProgrammeCard({ query }: { query: ReportQuery }) {
  return (
    <ReportCard
      title="Referral programme"
      name="referral-programme"
      query={query}
      result={useReferralProgramme(query)}
      emptyMessage={(report) => (quiet(report) ? 'No referral activity in this period.' : null)}
    >
      {(report) => <ReferralFigures report={report} />}
    </ReportCard>
  );
}
