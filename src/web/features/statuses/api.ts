import type { Status } from '../../../shared/contract/status';
import { apiDelete, apiPost, apiPut, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useListQuery } from '../../lib/use-query';
import type { ListQueryInput } from '../../../shared/contract/list';

export { useStageOptions } from '../../lib/stage-options';

const path = '/api/status';
const stagePath = '/api/stage';

export type StatusListParams = ListQueryInput;

export function useStatuses(params: StatusListParams) {
  return useListQuery<Status>(path, { ...params });
}

/**
 * Writes; each revalidates the status keys and the stage keys: a stage row lists its statuses in
 * order, so creating, mapping, renaming or deleting a status changes what the stage list shows.
 */
export function useStatusMutations() {
  const invalidate = useInvalidate();
  const run = async <T>(request: Promise<T>) => {
    const result = await request;
    await invalidate(path, stagePath);
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
