import { and, asc, eq, ilike, inArray, isNotNull } from 'drizzle-orm';
import { pipelines, pipelineStages, stages, stageStatuses, statuses } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Pipeline, PipelineSearchResult, PipelineStatus } from '../../../shared/contract/pipeline';
import { REJECTED_CODE, TO_BE_START_CODE, previewStageStatuses, resequence } from '../../../shared/rules/pipeline-sequence';
import { likePattern } from '../../db/search';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../../http/context';

/**
 * The status order of each stage as a pipeline shows it: To-be-start first, the stage's chosen
 * statuses in their saved order, Rejected last, numbered 1..n (shared rule). The built-ins come
 * from the stage's own list, else from the app's built-in statuses, else they are left out.
 */
export async function statusOrderOfStages(db: Db, appId: number, stageIds: readonly number[]): Promise<Map<number, PipelineStatus[]>> {
  const result = new Map<number, PipelineStatus[]>();
  if (stageIds.length === 0) return result;
  const rows = await db
    .select({ stageId: stageStatuses.stageId, id: statuses.id, name: statuses.name, code: statuses.code, sequence: stageStatuses.sequence })
    .from(stageStatuses)
    .innerJoin(statuses, and(eq(statuses.id, stageStatuses.statusId), eq(statuses.appId, appId)))
    .where(and(eq(stageStatuses.appId, appId), inArray(stageStatuses.stageId, [...stageIds])))
    .orderBy(asc(stageStatuses.stageId), asc(stageStatuses.sequence));
  const builtIns = await db
    .select({ id: statuses.id, name: statuses.name, code: statuses.code })
    .from(statuses)
    .where(and(eq(statuses.appId, appId), isNotNull(statuses.code)));
  const toBeStart = builtIns.find((row) => row.code === TO_BE_START_CODE) ?? null;
  const rejected = builtIns.find((row) => row.code === REJECTED_CODE) ?? null;
  for (const stageId of stageIds) {
    const own = rows.filter((row) => row.stageId === stageId);
    result.set(stageId, previewStageStatuses(own, { toBeStart, rejected }));
  }
  return result;
}

export async function findPipeline(db: Db, appId: number, id: number) {
  const [row] = await db
    .select({ id: pipelines.id, name: pipelines.name })
    .from(pipelines)
    .where(and(eq(pipelines.appId, appId), eq(pipelines.id, id)));
  if (!row) throw notFound('Pipeline');
  return row;
}

/** GET /api/pipeline/:id: the pipeline with its stages (1..n) and each stage's status order. */
export async function getPipeline(ctx: ServiceContext, id: number, db: Db = ctx.db): Promise<Pipeline> {
  const pipeline = await findPipeline(db, ctx.appId, id);
  const links = await db
    .select({ id: stages.id, name: stages.name, sequence: pipelineStages.sequence })
    .from(pipelineStages)
    .innerJoin(stages, and(eq(stages.id, pipelineStages.stageId), eq(stages.appId, ctx.appId)))
    .where(and(eq(pipelineStages.appId, ctx.appId), eq(pipelineStages.pipelineId, id)))
    .orderBy(asc(pipelineStages.sequence));
  const orders = await statusOrderOfStages(db, ctx.appId, links.map((link) => link.id));
  return { ...pipeline, stage: resequence(links).map((link) => ({ ...link, status: orders.get(link.id) ?? [] })) };
}

const SEARCH_LIMIT = 10;

/** GET /api/pipeline/search: "a search GET by a search parameter covers pipelines or stages". */
export async function searchPipelinesAndStages(ctx: ServiceContext, search: string): Promise<PipelineSearchResult> {
  const pattern = likePattern(search);
  const [foundPipelines, foundStages] = await Promise.all([
    ctx.db
      .select({ id: pipelines.id, name: pipelines.name })
      .from(pipelines)
      .where(and(eq(pipelines.appId, ctx.appId), ilike(pipelines.name, pattern)))
      .orderBy(asc(pipelines.name), asc(pipelines.id))
      .limit(SEARCH_LIMIT),
    ctx.db
      .select({ id: stages.id, name: stages.name })
      .from(stages)
      .where(and(eq(stages.appId, ctx.appId), ilike(stages.name, pattern)))
      .orderBy(asc(stages.name), asc(stages.id))
      .limit(SEARCH_LIMIT),
  ]);
  return { pipelines: foundPipelines, stages: foundStages };
}
