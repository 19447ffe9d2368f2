import useSWR, { useSWRConfig } from 'swr';
import type { ListResponse } from '../../../shared/contract/list';
import type { Stage } from '../../../shared/contract/stage';
import type { Status } from '../../../shared/contract/status';
import { apiDelete, apiPost, apiPut, toFormData } from '../../lib/api';

const path = '/api/status';
const stagePath = '/api/stage';

export interface StatusListParams {
  page: number;
  limit: number;
  search: string;
}

export function useStatuses(params: StatusListParams) {
  return useSWR<ListResponse<Status>>([path, params]);
}

/** The stages a status can join; 100 is the API's largest page. */
export function useStageOptions() {
  return useSWR<ListResponse<Stage>>([stagePath, { page: 1, limit: 100, search: '' }]);
}

/** Writes; each revalidates the status pages and the stage lists (their status order changes). */
export function useStatusMutations() {
  const { mutate } = useSWRConfig();
  const run = async <T>(request: Promise<T>) => {
    const result = await request;
    await mutate((key) => Array.isArray(key) && (key[0] === path || key[0] === stagePath));
    return result;
  };
  return {
    /** The spec sends a new status as multipart: name and stageId. */
    create: (draft: { name: string; stageId: number }) => run(apiPost(path, toFormData(draft))),
    rename: (id: number, name: string) => run(apiPut(`${path}/${id}`, { name })),
    mapStage: (id: number, stageId: number) => run(apiPut(`${path}/map-stage/${id}`, { stageId })),
    remove: (id: number) => run(apiDelete(`${path}/${id}`)),
  };
}
