import { useCallback } from 'react';
import useSWR from 'swr';
import {
  NO_CHANGES,
  type ApplicationStatusChangeInput,
  type CandidateHistory,
  type MultipleStatusChangeInput,
  type StatusChangeOptions,
} from '../../../shared/contract/application-status-change';
import type { ItemResponse, ListResponse } from '../../../shared/contract/list';
import type { UserOption } from '../../../shared/contract/shell';
import type { Choice, SearchResult } from '../../ui/form/choice';
import type { ApplicantStatus } from '../../../shared/contract/applicant-status';
import type { GeneralSettings } from '../../../shared/contract/general-settings';
import { ApiError, apiPost, apiPut } from '../../lib/api';
import { listKey, useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import { fullName } from '../../lib/formats';
import { API_PATHS, itemPath } from '../../../shared/contract/api-paths';

// Stage and status changes, recruiter assignment and the history timeline of applicants.

/** Every read that shows an applicant's stage, status or recruiters (lists, items, counts). */
const APPLICANT_READS = [
  API_PATHS.application,
  API_PATHS.applicationListV1,
  API_PATHS.applicationList,
  API_PATHS.applicant,
  API_PATHS.jobApplication,
  API_PATHS.candidateHistory,
  API_PATHS.statusChangeOptions,
  API_PATHS.job,
  // The referral lists and their counts follow the applicant's status.
  API_PATHS.totalReferral,
  API_PATHS.referralProgress,
  API_PATHS.referralHired,
  API_PATHS.referralSummary,
  API_PATHS.referralPayable,
] as const;

export type StatusTarget = { stageId: number; statusId: number } | { applicantStatusId: number };

function useRefreshApplicants() {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate(...APPLICANT_READS), [invalidate]);
}

/**
 * Moves one applicant to a stage and status (or an applicant status for jobs without a pipeline)
 * with an optional comment, then refreshes every applicant read. The board moves cards with it.
 */
export function useApplicationStatusChange(): (
  applicationId: number,
  change: StatusTarget,
  comment?: string,
  joiningDate?: string,
) => Promise<void> {
  const refresh = useRefreshApplicants();
  return useCallback(
    async (applicationId, change, comment, joiningDate) => {
      const body: ApplicationStatusChangeInput = {
        ...change,
        ...(comment?.trim() ? { comment } : {}),
        ...(joiningDate ? { joiningDate } : {}),
      };
      await apiPut<unknown>(itemPath(API_PATHS.application, applicationId), body);
      await refresh();
    },
    [refresh],
  );
}

/**
 * Replaces the recruiters of each applicant (and applies a status only when one is chosen, spec
 * §5). Resolves with how many applicants changed: one already so is skipped, not an error.
 */
export function useAssignRecruiters(): (
  applicationIds: readonly number[],
  recruiterIds: readonly number[],
  change?: StatusTarget,
  comment?: string,
) => Promise<number> {
  const refresh = useRefreshApplicants();
  return useCallback(
    async (applicationIds, recruiterIds, change, comment) => {
      let changed = 0;
      try {
        // One request per applicant: PUT application/{id} is the spec's call for an assignment.
        for (const id of applicationIds) {
          const body: ApplicationStatusChangeInput = {
            recruitingManagerId: [...recruiterIds],
            ...change,
            ...(comment?.trim() ? { comment } : {}),
          };
          try {
            await apiPut<unknown>(itemPath(API_PATHS.application, id), body);
            changed += 1;
          } catch (error) {
            if (!(error instanceof ApiError && error.status === 422 && error.message === NO_CHANGES)) throw error;
          }
        }
      } finally {
        await refresh();
      }
      return changed;
    },
    [refresh],
  );
}

/** POST /api/multiple-status-change: all the applicants or none. */
export function useMultipleStatusChange(): (input: MultipleStatusChangeInput) => Promise<void> {
  const refresh = useRefreshApplicants();
  return useCallback(
    async (input) => {
      await apiPost<unknown>(API_PATHS.multipleStatusChange, input);
      await refresh();
    },
    [refresh],
  );
}

/** The applicant's history and the job's pipeline marked for the timeline; null fetches nothing. */
export function useCandidateHistory(applicationId: number | null) {
  return useItemQuery<CandidateHistory>(applicationId === null ? null : itemPath(API_PATHS.candidateHistory, applicationId));
}

/** The stages and statuses a bulk change of these applicants may choose; empty fetches nothing. */
export function useStatusChangeOptions(applicationIds: readonly number[], open: boolean) {
  const ids = [...applicationIds].sort((a, b) => a - b).join(',');
  return useSWR<ItemResponse<StatusChangeOptions>>(open && ids ? listKey(API_PATHS.statusChangeOptions, { applicantIds: ids }) : null);
}

/** The app's applicant statuses as select choices (what a job without a pipeline chooses from); fetched only when needed. */
export function useApplicantStatusChoices(needed: boolean): { choices: Choice[]; isLoading: boolean } {
  const { data, isLoading } = useListQuery<ApplicantStatus>(API_PATHS.applicantStatus, needed ? { page: 1, limit: 100 } : null);
  return { choices: (data?.data ?? []).map((row) => ({ value: String(row.id), label: row.status })), isLoading };
}

/** General Settings' withoutHiringProcess status: the default applicant status, null until it has loaded. */
export function useWithoutPipelineDefault(needed: boolean): number | null {
  const { data } = useItemQuery<GeneralSettings>(needed ? API_PATHS.generalSettings : null);
  return data?.data.withoutHiringProcessId ?? null;
}

/** Users who may be assigned as recruiters (recruiters and admins), searched on the server. */
export function useRecruiterSearch(search: string): SearchResult {
  const query = (role: 'recruiter' | 'admin') => listKey(API_PATHS.users, { search, page: 1, limit: 20, role });
  const recruiters = useSWR<ListResponse<UserOption>>(query('recruiter'), { keepPreviousData: true });
  const admins = useSWR<ListResponse<UserOption>>(query('admin'), { keepPreviousData: true });
  const users = [...(recruiters.data?.data ?? []), ...(admins.data?.data ?? [])];
  return {
    choices: users.map((user) => ({ value: String(user.id), label: fullName(user), hint: user.email })),
    isLoading: recruiters.isLoading || admins.isLoading,
  };
}
