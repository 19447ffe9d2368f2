import useSWR from 'swr';
import type * as v from 'valibot';
import type { ItemResponse, ListQueryInput } from '../../../shared/contract/list';
import type {
  MyReferral,
  ReferCreateInput,
  ReferralCheckInput,
  ReferralDepartmentsSchema,
  ReferralEligibility,
  ReferralJob,
  ReferralVerdict,
  ReferResponseSchema,
} from '../../../shared/contract/referral-refer';
import type { ReferralLink } from '../../../shared/contract/referral-link';
import { apiDelete, apiPost, toFormData } from '../../lib/api';
import { itemKey, listKey, useInvalidate } from '../../lib/query-keys';
import { resourceReads } from '../../lib/resource-api';
import { useItemQuery } from '../../lib/use-query';
import { API_PATHS } from '../../../shared/contract/api-paths';

const referralJobs = resourceReads<ReferralJob, ReferralJob, ListQueryInput & { departmentId?: string }>(API_PATHS.referralJobs);

/** One page of the jobs open for referral (search, departmentId). */
export const useReferralJobs = referralJobs.useList;

/** One job open for referral (404 once it closed). */
export const useReferralJob = referralJobs.useItem;

/** One page of the signed-in user's referrals. */
export const useMyReferrals = resourceReads<MyReferral, MyReferral, ListQueryInput & { applicantId?: number }>(
  API_PATHS.myReferrals,
).useList;

/** The departments of the open jobs, for the list's filter. */
export function useReferralDepartments() {
  return useSWR<v.InferOutput<typeof ReferralDepartmentsSchema>>(itemKey(`${API_PATHS.referralJobs}/departments`));
}

/** Whether the signed-in user's referrals earn a bonus, and the referral rules. */
export const useReferralEligibility = () => useItemQuery<ReferralEligibility>(API_PATHS.referralEligibility);

/** The form's pre-submit verdict on the candidate typed so far. */
export async function checkReferral(input: ReferralCheckInput): Promise<ReferralVerdict> {
  return (await apiPost<ItemResponse<ReferralVerdict>>(API_PATHS.referralCheck, input)).data;
}

/** What the form holds and sends: the contract's fields and the resume. */
export type ReferDraft = ReferCreateInput & { file: File | null };
export type ReferAnswer = v.InferOutput<typeof ReferResponseSchema>;

/** POST /api/refer as multipart with the resume; afterwards My referrals is read again. */
export function useRefer() {
  const invalidate = useInvalidate();
  return async ({ file, ...fields }: ReferDraft): Promise<ReferAnswer> => {
    const answer = await apiPost<ReferAnswer>(API_PATHS.refer, toFormData(file ? { ...fields, file } : fields));
    await invalidate(API_PATHS.myReferrals);
    return answer;
  };
}

/** The signed-in employee's live share link for a job, null when there is none (never copied, or revoked). */
export function useReferralLink(jobId: number) {
  return useSWR<ItemResponse<ReferralLink | null>>(listKey(API_PATHS.referralLink, { jobId }));
}

/** Creates the job's share link, or hands back the live one, and revokes it; each refreshes the link shown. */
export function useReferralLinkMutations() {
  const invalidate = useInvalidate();
  return {
    ensure: async (jobId: number): Promise<ReferralLink> => {
      const answer = await apiPost<ItemResponse<ReferralLink>>(API_PATHS.referralLink, { jobId });
      await invalidate(API_PATHS.referralLink);
      return answer.data;
    },
    revoke: async (id: number): Promise<string> => {
      const answer = await apiDelete<{ message: string }>(`${API_PATHS.referralLink}/${id}`);
      await invalidate(API_PATHS.referralLink);
      return answer.message;
    },
  };
}
