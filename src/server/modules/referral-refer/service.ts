// The employee's side of referrals (README "Referring a candidate").
export { getReferralJob, listReferralJobs, referralDepartments } from './open-jobs';
export { referralEligibility } from './eligibility';
export { checkReferral, referCandidate } from './refer';
export { listMyReferrals } from './my-referrals';
export { referralCredit } from './refer';
export { findOpenJob, openForReferral } from './open-jobs';
