import type { HiringProcess, HiringProcessRow, HiringProcessStageFields } from '../../../shared/contract/hiring-process';
import { apiDelete, apiPost } from '../../lib/api';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.hiringProcess;

const reads = resourceReads<HiringProcessRow, HiringProcess>(path);

export const useHiringProcesses = reads.useList;

/** One process with its stages; null fetches nothing. */
export const useHiringProcess = reads.useItem;

export type ProcessStageDraft = HiringProcessStageFields;

/** Writes (JSON); each revalidates the list (its stage counts) and the process's own key. */
export function useHiringProcessMutations() {
  const { run, create, update, remove } = useResourceMutations<{ name: string }>(path, {
    create: 'json',
    update: { method: 'PUT', encoding: 'json' },
  });
  return {
    create: (name: string) => create({ name }),
    rename: (id: number, name: string) => update(id, { name }),
    remove,
    addStage: (id: number, draft: ProcessStageDraft) => run(apiPost<void>(`${path}/${id}/stage`, draft)),
    removeStage: (id: number, stageId: number) => run(apiDelete<void>(`${path}/${id}/stage/${stageId}`)),
  };
}
