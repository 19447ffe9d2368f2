import type { Pipeline, PipelineRow } from '../../../shared/contract/pipeline';
import type { Stage } from '../../../shared/contract/stage';
import { useItemQuery } from '../../lib/use-query';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';

export { useStageOptions } from '../../domain/stage-options';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.pipeline;

const reads = resourceReads<PipelineRow, Pipeline>(path);

export const usePipelines = reads.useList;

/** One pipeline with its stages; null id (the Create drawer) fetches nothing. */
export const usePipeline = reads.useItem;

/** One stage's saved statuses, for the drawer's status-order preview. */
export function useStage(id: number) {
  return useItemQuery<Stage>(`${API_PATHS.stage}/${id}`);
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
  return useResourceMutations<PipelineDraft>(path, {
    create: 'json',
    update: { method: 'PUT', encoding: 'json' },
    createFields: body,
    updateFields: body,
  });
}
