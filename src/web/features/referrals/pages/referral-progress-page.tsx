import { ReferralListView } from '../components/referral-list-view';

/** /referral-progress: 'Referral In Progress'. */
export function ReferralProgressPage() {
  return (
    <ReferralListView
      list="referral-progress"
      title="Referral In Progress"
      description="Referred candidates still moving through the hiring pipeline."
    />
  );
}
