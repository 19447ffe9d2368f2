import { ReferralListView } from '../components/referral-list-view';

/** /total-referrals: 'Total No. Of Referral'. */
export function TotalReferralsPage() {
  return (
    <ReferralListView
      list="total-referral"
      title="Total No. Of Referral"
      description="Every referral of the jobs you hire or recruit for."
    />
  );
}
