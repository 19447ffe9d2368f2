import type { Pipeline, PipelineRow } from '../../../shared/contract/pipeline';
import type { Stage } from '../../../shared/contract/stage';
import { apiDelete, apiPost, apiPut } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import type { ListQueryInput } from '../../../shared/contract/list';

export { useStageOptions } from '../../lib/stage-options';

const path = '/api/pipeline';
const stagePath = '/api/stage';

export type PipelineListParams = ListQueryInput;

export function usePipelines(params: PipelineListParams) {
  return useListQuery<PipelineRow>(path, { ...params });
}

/** One pipeline with its stages; null id (the Create drawer) fetches nothing. */
export function usePipeline(id: number | null) {
  return useItemQuery<Pipeline>(id === null ? null : `${path}/${id}`);
}

/** One stage's saved statuses, for the drawer's status-order preview. */
export function useStage(id: number) {
  return useItemQuery<Stage>(`${stagePath}/${id}`);
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
  const invalidate = useInvalidate();
  const revalidate = () => invalidate(path);
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
