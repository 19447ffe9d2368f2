// The staff referral lists: the three lists, their CSV export, deleting referrals to the trash
// and the landing's counts.
export { listReferrals } from './list';
export { referralChunks, referralExportCondition, referralExportCount, referralExportFileName } from './export';
export { trashReferrals } from './delete';
export { referralSummary } from './summary';
