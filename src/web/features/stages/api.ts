import type { Stage, StageCreateSchema } from '../../../shared/contract/stage';
import type { Status } from '../../../shared/contract/status';
import { apiDelete, apiPost, apiPut, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useListQuery } from '../../lib/use-query';
import type { ListQueryInput } from '../../../shared/contract/list';
import type * as v from 'valibot';

const path = '/api/stage';
const statusPath = '/api/status';

export type StageListParams = ListQueryInput;

export function useStages(params: StageListParams) {
  return useListQuery<Stage>(path, { ...params });
}

/** The statuses a stage can list (100 is the API's largest page); loaded once `load` is true. */
export function useStatusOptions(load = true) {
  return useListQuery<Status>(statusPath, load ? { page: 1, limit: 100 } : null);
}

export type StageDraft = v.InferOutput<typeof StageCreateSchema>;

/** Writes; each revalidates every cached stage key and the status list (its Stage column). */
export function useStageMutations() {
  const invalidate = useInvalidate();
  const revalidate = () => invalidate(path, statusPath);
  const run = async <T>(request: Promise<T>) => {
    const result = await request;
    await revalidate();
    return result;
  };
  return {
    /** POST multipart: name and statusId[i] in the order chosen. */
    create: (draft: StageDraft) => run(apiPost(path, toFormData(draft))),
    /** PUT with the sequenced list the spec describes: status[i] = { statusId, sequence }. */
    update: (id: number, draft: StageDraft) =>
      run(apiPut(`${path}/${id}`, { name: draft.name, status: draft.statusId.map((statusId, i) => ({ statusId, sequence: i + 1 })) })),
    rename: (id: number, name: string) => run(apiPut(`${path}/${id}`, { name })),
    mapStatus: (id: number, statusId: number[]) => run(apiPut(`${path}/map-status/${id}`, { statusId })),
    remove: (id: number) => run(apiDelete(`${path}/${id}`)),
    removeMany: (ids: number[]) => run(apiDelete(path, { ids })),
  };
}
