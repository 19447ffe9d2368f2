import useSWR, { useSWRConfig } from 'swr';
import type { ItemResponse, ListResponse } from '../../../shared/contract/list';
import type { Pipeline, PipelineRow } from '../../../shared/contract/pipeline';
import type { Stage } from '../../../shared/contract/stage';
import { apiDelete, apiPost, apiPut } from '../../lib/api';

const path = '/api/pipeline';
const stagePath = '/api/stage';

export interface PipelineListParams {
  page: number;
  limit: number;
  search: string;
}

export function usePipelines(params: PipelineListParams) {
  return useSWR<ListResponse<PipelineRow>>([path, params]);
}

/** One pipeline with its stages; null id (the Create drawer) fetches nothing. */
export function usePipeline(id: number | null) {
  return useSWR<ItemResponse<Pipeline>>(id === null ? null : [`${path}/${id}`, {}]);
}

/** The stages a pipeline can be built from (the API's largest page). */
export function useStageOptions() {
  return useSWR<ListResponse<Stage>>([stagePath, { page: 1, limit: 100 }]);
}

/** One stage's saved statuses, for the drawer's status-order preview. */
export function useStage(id: number) {
  return useSWR<ItemResponse<Stage>>([`${stagePath}/${id}`, {}]);
}

export interface PipelineDraft {
  name: string;
  /** Stage ids in the order selected. */
  stageIds: number[];
}

/** JSON body: `stage: [{stageId, sequence}]`, sequenced from 1 in the order selected. */
const body = (draft: PipelineDraft) => ({
  name: draft.name,
  stage: draft.stageIds.map((stageId, index) => ({ stageId, sequence: index + 1 })),
});

/** Writes; each revalidates the list pages and the pipeline's own key. */
export function usePipelineMutations() {
  const { mutate } = useSWRConfig();
  const revalidate = () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(path));
  return {
    async create(draft: PipelineDraft) {
      await apiPost(path, body(draft));
      await revalidate();
    },
    async update(id: number, draft: PipelineDraft) {
      await apiPut(`${path}/${id}`, body(draft));
      await revalidate();
    },
    async remove(id: number) {
      await apiDelete(`${path}/${id}`);
      await revalidate();
    },
  };
}
