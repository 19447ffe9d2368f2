import type { HiringProcess, HiringProcessRow, HiringProcessStageFields } from '../../../shared/contract/hiring-process';
import { apiDelete, apiPost, apiPut } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import type { ListQueryInput } from '../../../shared/contract/list';

const path = '/api/hiring-process';

export type HiringProcessListParams = ListQueryInput;

export function useHiringProcesses(params: HiringProcessListParams) {
  return useListQuery<HiringProcessRow>(path, { ...params });
}

/** One process with its stages; null fetches nothing. */
export function useHiringProcess(id: number | null) {
  return useItemQuery<HiringProcess>(id === null ? null : `${path}/${id}`);
}

export type ProcessStageDraft = HiringProcessStageFields;

/** Writes; each revalidates the list (its stage counts) and the process's own key. */
export function useHiringProcessMutations() {
  const invalidate = useInvalidate();
  const revalidate = () => invalidate(path);
  return {
    async create(name: string) {
      await apiPost(path, { name });
      await revalidate();
    },
    async rename(id: number, name: string) {
      await apiPut(`${path}/${id}`, { name });
      await revalidate();
    },
    async remove(id: number) {
      await apiDelete(`${path}/${id}`);
      await revalidate();
    },
    async addStage(id: number, draft: ProcessStageDraft) {
      await apiPost(`${path}/${id}/stage`, draft);
      await revalidate();
    },
    async removeStage(id: number, stageId: number) {
      await apiDelete(`${path}/${id}/stage/${stageId}`);
      await revalidate();
    },
  };
}
