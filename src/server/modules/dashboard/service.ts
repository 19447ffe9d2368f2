// The dashboard module's service: the figures of the dashboard at / (README "Dashboard: what each
// figure counts"), each counted by the same conditions as the list it links to.
export { dashboardTiles } from './tiles';
export { applicantSourceCard } from './applicant-source';
export { recruiterProgressCard } from './recruiter-progress';
export { acquisitionsCard } from './acquisitions';
export { myReferralSummary } from './my-referrals';
