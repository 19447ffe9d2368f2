import useSWR, { useSWRConfig } from 'swr';
import type { ItemResponse, ListResponse } from '../../../shared/contract/list';
import type { ApplicantStatus } from '../../../shared/contract/applicant-status';
import { apiDelete, apiPost, apiPut } from '../../lib/api';

const path = '/api/applicant-status';

export interface ApplicantStatusListParams {
  page: number;
  limit: number;
  search: string;
}

export function useApplicantStatuses(params: ApplicantStatusListParams) {
  return useSWR<ListResponse<ApplicantStatus>>([path, params]);
}

/** One status; `null` id fetches nothing. */
export function useApplicantStatus(id: number | null) {
  return useSWR<ItemResponse<ApplicantStatus>>(id === null ? null : `${path}/${id}`);
}

/** Writes (field `status`, spec §7); each revalidates the cached list pages and the edited row. */
export function useApplicantStatusMutations() {
  const { mutate } = useSWRConfig();
  const revalidate = () => mutate((key) => (Array.isArray(key) && key[0] === path) || (typeof key === 'string' && key.startsWith(`${path}/`)));
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
