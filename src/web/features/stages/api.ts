import type { Stage, StageCreateSchema } from '../../../shared/contract/stage';
import type { Status } from '../../../shared/contract/pipeline-status';
import { apiDelete, apiPut } from '../../lib/api';
import { useListQuery } from '../../lib/use-query';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import type * as v from 'valibot';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.stage;

export const useStages = resourceReads<Stage>(path).useList;

/** The statuses a stage can list (100 is the API's largest page); loaded once `load` is true. */
export function useStatusOptions(load = true) {
  return useListQuery<Status>(API_PATHS.status, load ? { page: 1, limit: 100 } : null);
}

export type StageDraft = v.InferOutput<typeof StageCreateSchema>;

/** Writes; each revalidates every cached stage key and the status list (its Stage column). */
export function useStageMutations() {
  const { run, create, update, remove } = useResourceMutations<StageDraft>(path, {
    /** POST multipart: name and statusId[i] in the order chosen. */
    create: 'multipart',
    /** PUT with the sequenced list the spec describes: status[i] = { statusId, sequence }. */
    update: { method: 'PUT', encoding: 'json' },
    updateFields: (draft) => ({ name: draft.name, status: draft.statusId.map((statusId, i) => ({ statusId, sequence: i + 1 })) }),
    alsoRefreshes: [API_PATHS.status],
  });
  return {
    create,
    update,
    rename: (id: number, name: string) => run(apiPut<void>(`${path}/${id}`, { name })),
    mapStatus: (id: number, statusId: number[]) => run(apiPut<void>(`${path}/map-status/${id}`, { statusId })),
    remove,
    removeMany: (ids: number[]) => run(apiDelete<void>(path, { ids })),
  };
}
