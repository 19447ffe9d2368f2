// The employee's side of referrals (README "Referring a candidate").
export { getReferralJob, listReferralJobs, referralDepartments } from './open-jobs';
export { referralEligibility } from './eligibility';
export { checkReferral, referCandidate } from './refer';
export { listMyReferrals } from './my-referrals';
export { referralCredit } from './refer';
export { JOB_NOT_OPEN, openForReferral } from './open-jobs';
