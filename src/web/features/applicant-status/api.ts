import type { ApplicantStatus } from '../../../shared/contract/applicant-status';
import { apiDelete, apiPost, apiPut } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import type { ListQueryInput } from '../../../shared/contract/list';

const path = '/api/applicant-status';

export type ApplicantStatusListParams = ListQueryInput;

export function useApplicantStatuses(params: ApplicantStatusListParams) {
  return useListQuery<ApplicantStatus>(path, { ...params });
}

/** One status; `null` id fetches nothing. */
export function useApplicantStatus(id: number | null) {
  return useItemQuery<ApplicantStatus>(id === null ? null : `${path}/${id}`);
}

/** Writes (field `status`, spec §7); each revalidates the cached list pages and the edited row. */
export function useApplicantStatusMutations() {
  const invalidate = useInvalidate();
  const revalidate = () => invalidate(path);
  return {
    async create(status: string) {
      await apiPost(path, { status });
      await revalidate();
    },
    async update(id: number, status: string) {
      await apiPut(`${path}/${id}`, { status });
      await revalidate();
    },
    async remove(id: number) {
      await apiDelete(`${path}/${id}`);
      await revalidate();
    },
  };
}
