import { and, asc, count, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import { jobs, pipelines, pipelineStages, stages, stageStatuses, statuses } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import {
  PIPELINE_STAGE_UNKNOWN,
  type Pipeline,
  type PipelineFields,
  type PipelineRow,
  type PipelineSearchResult,
  type PipelineStatus,
} from '../../../shared/contract/pipeline';
import {
  REJECTED_CODE,
  TO_BE_START_CODE,
  previewStageStatuses,
  resequence,
  sequenceInOrder,
} from '../../../shared/rules/pipeline-sequence';
import { listColumns } from '../../db/paging';
import { valueTaken } from '../../db/value-taken';
import { likePattern } from '../../db/search';
import { conflict, invalid, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

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
  const orders = await statusOrderOfStages(
    db,
    ctx.appId,
    links.map((link) => link.id),
  );
  return { ...pipeline, stage: resequence(links).map((link) => ({ ...link, status: orders.get(link.id) ?? [] })) };
}

const SEARCH_LIMIT = 10;

/** GET /api/pipeline/search: "a search GET by a search parameter covers pipelines or stages". */
export async function searchPipelinesAndStages(ctx: ServiceContext, search: string): Promise<PipelineSearchResult> {
  const pattern = likePattern(search);
  const matching = (table: typeof pipelines | typeof stages) =>
    ctx.db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(and(eq(table.appId, ctx.appId), ilike(table.name, pattern)))
      .orderBy(asc(table.name), asc(table.id))
      .limit(SEARCH_LIMIT);
  const [foundPipelines, foundStages] = await Promise.all([matching(pipelines), matching(stages)]);
  return { pipelines: foundPipelines, stages: foundStages };
}

// Columns written table-qualified: drizzle renders a bare column unqualified inside a subquery.
const stageCount = sql<number>`(select count(*)::int from ${pipelineStages} where ${pipelineStages}.pipeline_id = ${pipelines}.id)`;

export function listPipelines(ctx: ServiceContext, query: ListQuery): Promise<ListResponse<PipelineRow>> {
  const source = { table: pipelines, where: eq(pipelines.appId, ctx.appId), search: [pipelines.name], order: [asc(pipelines.id)] };
  return listColumns(ctx.db, query, source, { id: pipelines.id, name: pipelines.name, stageCount });
}

async function assertNameFree(db: Db, appId: number, name: string, exceptId?: number) {
  if (await valueTaken(db, pipelines, pipelines.name, { appId, value: name, exceptId }))
    throw conflict(`A pipeline named '${name}' already exists.`);
}

/**
 * The stage ids in pipeline order. With a sequence on every entry the list follows the sequences
 * (renumbered 1..n); otherwise the order sent is the order selected.
 */
export function orderedStageIds(entries: PipelineFields['stage']): number[] {
  const withSequence = entries.every((entry) => entry.sequence !== undefined);
  if (!withSequence) return entries.map((entry) => entry.stageId);
  return resequence(entries.map((entry) => ({ stageId: entry.stageId, sequence: entry.sequence ?? 0 }))).map((entry) => entry.stageId);
}

/** The database does not tie a pipeline's stages to its tenant, so every id is checked here. */
async function assertStagesOwned(db: Db, appId: number, stageIds: readonly number[]) {
  const found = await db
    .select({ id: stages.id })
    .from(stages)
    .where(and(eq(stages.appId, appId), inArray(stages.id, [...stageIds])));
  if (found.length !== new Set(stageIds).size) throw invalid({ stage: [PIPELINE_STAGE_UNKNOWN] });
}

/** Replaces the whole list (delete, then insert): sequences are unique per pipeline. */
async function replaceStages(db: Db, appId: number, pipelineId: number, stageIds: readonly number[]) {
  await db.delete(pipelineStages).where(and(eq(pipelineStages.appId, appId), eq(pipelineStages.pipelineId, pipelineId)));
  await db
    .insert(pipelineStages)
    .values(sequenceInOrder(stageIds).map(({ item, sequence }) => ({ appId, pipelineId, stageId: item, sequence })));
}

export function createPipeline(ctx: ServiceContext, input: PipelineFields): Promise<Pipeline> {
  return ctx.db.transaction(async (tx) => {
    const stageIds = orderedStageIds(input.stage);
    await assertStagesOwned(tx, ctx.appId, stageIds);
    await assertNameFree(tx, ctx.appId, input.name);
    const [row] = await tx.insert(pipelines).values({ appId: ctx.appId, name: input.name }).returning({ id: pipelines.id });
    await replaceStages(tx, ctx.appId, row.id, stageIds);
    return getPipeline(ctx, row.id, tx);
  });
}

/** Renames and replaces the stage list; sequences stay 1..n (see the note in pipeline-sequence.ts). */
export function updatePipeline(ctx: ServiceContext, id: number, input: PipelineFields): Promise<Pipeline> {
  return ctx.db.transaction(async (tx) => {
    await findPipeline(tx, ctx.appId, id);
    const stageIds = orderedStageIds(input.stage);
    await assertStagesOwned(tx, ctx.appId, stageIds);
    await assertNameFree(tx, ctx.appId, input.name, id);
    await tx
      .update(pipelines)
      .set({ name: input.name, updatedAt: ctx.now })
      .where(and(eq(pipelines.appId, ctx.appId), eq(pipelines.id, id)));
    await replaceStages(tx, ctx.appId, id, stageIds);
    return getPipeline(ctx, id, tx);
  });
}

const NAMED_JOBS = 3;

/** A pipeline that jobs run on is kept (jobs.pipeline_id restricts); the 409 names those jobs. */
export function deletePipeline(ctx: ServiceContext, id: number): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const pipeline = await findPipeline(tx, ctx.appId, id);
    const where = and(eq(jobs.appId, ctx.appId), eq(jobs.pipelineId, id));
    const [{ value: used }] = await tx.select({ value: count() }).from(jobs).where(where);
    if (used > 0) {
      const titles = await tx.select({ title: jobs.jobTitle }).from(jobs).where(where).orderBy(asc(jobs.id)).limit(NAMED_JOBS);
      const named = titles.map((row) => `'${row.title}'`).join(', ');
      const more = used > NAMED_JOBS ? ` and ${used - NAMED_JOBS} more` : '';
      throw conflict(
        `'${pipeline.name}' is used by ${used} job${used === 1 ? '' : 's'}: ${named}${more}. Choose another pipeline for ${used === 1 ? 'it' : 'them'} first.`,
      );
    }
    await tx.delete(pipelines).where(and(eq(pipelines.appId, ctx.appId), eq(pipelines.id, id)));
  });
}

/** What the resource routes call for list, one, create, update and delete. */
export const pipelineOperations = {
  list: listPipelines,
  one: getPipeline,
  create: createPipeline,
  update: updatePipeline,
  remove: deletePipeline,
};
