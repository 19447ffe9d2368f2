import useSWR from 'swr';
import type { ReferralStatusOption } from '../../../shared/contract/lookups';
import {
  PAYOUT_DECISION_CODES,
  type JobReferralDetail,
  type PayableList,
  type PayableListParams,
  type PayableStatusChangeInput,
} from '../../../shared/contract/referral-payable';
import { apiPost, apiPut, toFormData } from '../../lib/api';
import { listKey } from '../../lib/query-keys';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import { API_PATHS } from '../../../shared/contract/api-paths';

/** One page of the payable list (with the release period in force); null params fetch nothing. */
export function usePayables(params: PayableListParams | null) {
  return useSWR<PayableList>(params === null ? null : listKey(API_PATHS.referralPayable, params), { keepPreviousData: true });
}

/** One page of the referrals awaiting the payout decision. */
export function useJobReferrals(params: PayableListParams | null) {
  return useSWR<PayableList>(params === null ? null : listKey(API_PATHS.jobReferral, params), { keepPreviousData: true });
}

/** The payable detail page's referral; a null id fetches nothing. */
export const useJobReferral = (applicantId: number | null) =>
  useItemQuery<JobReferralDetail>(applicantId === null ? null : `${API_PATHS.jobReferral}/${applicantId}`);

/** The payout states the bulk change may choose (Payable, On Hold, Paid, Not Eligible), in the app's order. */
export function usePayoutDecisions(enabled: boolean) {
  const query = useListQuery<ReferralStatusOption>(API_PATHS.referralStatus, enabled ? { limit: 100 } : null);
  const decisions = query.data?.data.filter((status) => (PAYOUT_DECISION_CODES as readonly string[]).includes(status.code));
  return { ...query, decisions };
}

/** The payout writes; each refetches the payable list, the awaiting list and the detail page. */
export function usePayableMutations() {
  const invalidate = useInvalidate();
  const run = async <T>(request: Promise<T>): Promise<T> => {
    const result = await request;
    await invalidate(API_PATHS.referralPayable, API_PATHS.jobReferral);
    return result;
  };
  return {
    changeStatus: (input: PayableStatusChangeInput) => run(apiPost<void>('multiple-referral-payable-status-change', toFormData(input))),
    remove: (applicantIds: number[]) => run(apiPost<void>('multiple-referral-payable-delete', toFormData({ applicantId: applicantIds }))),
    setLastWorkingDate: (applicantId: number, lastWorkingDate: string | null) =>
      run(apiPut<void>(`referral-payable/${applicantId}/last-working-date`, { lastWorkingDate })),
    markDuplicate: (applicantId: number) => run(apiPost<void>(`job-referral/${applicantId}/duplicate`, {})),
    markEligible: (applicantId: number) => run(apiPost<void>(`job-referral/${applicantId}/eligible`, {})),
  };
}
