import * as v from 'valibot';
import { id, NamedRecordSchema, namedRecordEntries, requiredText } from './fields';
import { listQuerySchema } from './list';

// Spec 001 §5, word for word (the spec also shows 'Please Enter Name'; the pipeline form's own
// wording is used everywhere).
export const PIPELINE_NAME_REQUIRED = 'Please Enter Pipeline Name';
export const PIPELINE_STAGE_REQUIRED = 'Please Select Atleast One Stage';
export const PIPELINE_STAGE_UNKNOWN = 'Unknown stage.';
export const PIPELINE_STAGE_TWICE = 'A stage can be chosen only once in a pipeline.';
export const PIPELINE_SEQUENCE_INVALID = 'The sequence must be a whole number from 1.';
export const PIPELINE_MAX_STAGES = 50;

export const PipelineStageEntrySchema = v.object({
  stageId: id(PIPELINE_STAGE_UNKNOWN),
  /** Optional: without it the order of the list is the order selected. */
  sequence: v.optional(id(PIPELINE_SEQUENCE_INVALID)),
});

/**
 * POST /api/pipeline and PUT /api/pipeline/:id. The server folds the accepted body shapes
 * (JSON `stage: [{stageId, sequence}]`, multipart `stage[i][stageId]`, `stageId[i]`) into
 * `stage` before this runs; the web form fills `stage` directly.
 */
export const PipelineInputSchema = v.object({
  name: requiredText('pipeline name', 100, PIPELINE_NAME_REQUIRED),
  stage: v.pipe(
    v.optional(v.array(PipelineStageEntrySchema, PIPELINE_STAGE_REQUIRED), []),
    v.minLength(1, PIPELINE_STAGE_REQUIRED),
    v.maxLength(PIPELINE_MAX_STAGES, `A pipeline has at most ${PIPELINE_MAX_STAGES} stages.`),
    v.check((list) => new Set(list.map((entry) => entry.stageId)).size === list.length, PIPELINE_STAGE_TWICE),
  ),
});

export type PipelineInput = v.InferInput<typeof PipelineInputSchema>;
export type PipelineFields = v.InferOutput<typeof PipelineInputSchema>;

/** GET /api/pipeline/search: the search text alone. */
export const PipelineSearchQuerySchema = v.object({ search: listQuerySchema().entries.search });

/** A row of GET /api/pipeline. */
export const PipelineRowSchema = v.object({ ...namedRecordEntries, stageCount: v.number() });
export type PipelineRow = v.InferOutput<typeof PipelineRowSchema>;

export const PipelineStatusSchema = v.object({ ...namedRecordEntries, sequence: v.number() });
export type PipelineStatus = v.InferOutput<typeof PipelineStatusSchema>;

export const PipelineStageSchema = v.object({
  ...namedRecordEntries,
  sequence: v.number(),
  /** To-be-start first, the stage's chosen statuses, Rejected last; numbered 1..n. */
  status: v.array(PipelineStatusSchema),
});
export type PipelineStage = v.InferOutput<typeof PipelineStageSchema>;

/** GET /api/pipeline/:id and the answer of POST/PUT. */
export const PipelineSchema = v.object({
  ...namedRecordEntries,
  /** Sequenced from 1 in the order selected. */
  stage: v.array(PipelineStageSchema),
});
export type Pipeline = v.InferOutput<typeof PipelineSchema>;

/** GET /api/pipeline/search: pipelines and stages whose names match, up to 10 of each. */
export const PipelineSearchResultSchema = v.object({ pipelines: v.array(NamedRecordSchema), stages: v.array(NamedRecordSchema) });
export type PipelineSearchResult = v.InferOutput<typeof PipelineSearchResultSchema>;
