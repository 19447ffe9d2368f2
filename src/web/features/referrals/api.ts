import type { ReferralListItem, ReferralListName, ReferralListParams, ReferralSummary } from '../../../shared/contract/referral';
import { apiBlob, apiDelete, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';

// The staff referral lists, the landing's counts, deleting referrals and opening a resume.

const REFERRAL_READS = ['/api/total-referral', '/api/referral-progress', '/api/referral-hired', '/api/referral-summary', '/api/referral-payable', '/api/v2/application', '/api/job'];

/** One page of GET total-referral, referral-progress or referral-hired. */
export function useReferralList(list: ReferralListName, params: ReferralListParams) {
  return useListQuery<ReferralListItem>(`/api/${list}`, params);
}

/** GET referral-summary: the landing's counts. */
export function useReferralSummary(enabled: boolean) {
  return useItemQuery<ReferralSummary>(enabled ? '/api/referral-summary' : null);
}

/** DELETE referrals (applicantId[i]): all go to the trash or, when one is not a visible referral, none. */
export function useDeleteReferrals(): (ids: readonly number[]) => Promise<void> {
  const invalidate = useInvalidate();
  return async (ids) => {
    await apiDelete<{ message: string }>('/api/referrals', toFormData({ applicantId: ids }));
    await invalidate(...REFERRAL_READS);
  };
}

/** The applicant's PDF resume, fetched with the bearer (a new tab cannot send it). */
export const fetchResume = (applicantId: number) => apiBlob(`/api/applicant/${applicantId}/resume`);
