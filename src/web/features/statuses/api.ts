import type { Status } from '../../../shared/contract/pipeline-status';
import { apiPut } from '../../lib/api';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';

export { useStageOptions } from '../../domain/stage-options';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.status;

export const useStatuses = resourceReads<Status>(path).useList;

/**
 * Writes; each revalidates the status keys and the stage keys: a stage row lists its statuses in
 * order, so creating, mapping, renaming or deleting a status changes what the stage list shows.
 */
export function useStatusMutations() {
  const { run, create, update, remove } = useResourceMutations<{ name: string; stageId: number }, { name: string }>(path, {
    /** The spec sends a new status as multipart: name and stageId. */
    create: 'multipart',
    update: { method: 'PUT', encoding: 'json' },
    alsoRefreshes: [API_PATHS.stage],
  });
  return {
    create,
    rename: (id: number, name: string) => update(id, { name }),
    mapStage: (id: number, stageId: number) => run(apiPut<void>(`${path}/map-stage/${id}`, { stageId })),
    remove,
  };
}
