import type { ReferralListItem, ReferralListName, ReferralListParams, ReferralSummary } from '../../../shared/contract/referral';
import { apiBlob, apiDelete, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import { API_PATHS, itemPath } from '../../../shared/contract/api-paths';
import { referralListPath } from './components/referral-list-query';

// The staff referral lists, the landing's counts, deleting referrals and opening a resume.

const REFERRAL_READS = [
  API_PATHS.totalReferral,
  API_PATHS.referralProgress,
  API_PATHS.referralHired,
  API_PATHS.referralSummary,
  API_PATHS.referralPayable,
  API_PATHS.applicationList,
  API_PATHS.job,
];

/** One page of GET total-referral, referral-progress or referral-hired (`list`), with that list's query. */
export function useReferralList({ list, ...params }: ReferralListParams & { list: ReferralListName }) {
  return useListQuery<ReferralListItem>(referralListPath(list), params);
}

/** GET referral-summary: the landing's counts. */
export function useReferralSummary(enabled: boolean) {
  return useItemQuery<ReferralSummary>(enabled ? API_PATHS.referralSummary : null);
}

/** DELETE referrals (applicantId[i]): all go to the trash or, when one is not a visible referral, none. */
export function useDeleteReferrals(): (ids: readonly number[]) => Promise<void> {
  const invalidate = useInvalidate();
  return async (ids) => {
    await apiDelete<{ message: string }>(API_PATHS.referrals, toFormData({ applicantId: ids }));
    await invalidate(...REFERRAL_READS);
  };
}

/** The applicant's PDF resume, fetched with the bearer (a new tab cannot send it). */
export const fetchResume = (applicantId: number) => apiBlob(itemPath(API_PATHS.applicant, applicantId, 'resume'));
