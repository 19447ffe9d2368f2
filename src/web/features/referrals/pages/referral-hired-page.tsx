import { ReferralListView } from '../components/referral-list-view';

/** /referral-hired: 'Referral Hired'. */
export function ReferralHiredPage() {
  return (
    <ReferralListView
      list="referral-hired"
      title="Referral Hired"
      description="Referred candidates who were hired, with their joining date."
    />
  );
}
