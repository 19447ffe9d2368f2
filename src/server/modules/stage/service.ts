import { and, asc, count, countDistinct, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { applications, applicationStatusHistory, pipelineStages, stages } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ListQuery } from '../../../shared/contract/list';
import type { Stage } from '../../../shared/contract/stage';
import { paginate } from '../../db/paging';
import { likePattern } from '../../db/search';
import { conflict, invalid, notFound } from '../../http/errors';
import type { ServiceContext } from '../../http/context';
import { assertStatusesOwned, replaceStageStatuses, statusesOfStages, usageText } from './status-list';

const columns = { id: stages.id, name: stages.name };

export async function listStages(ctx: ServiceContext, query: ListQuery) {
  const conditions: SQL[] = [eq(stages.appId, ctx.appId)];
  if (query.search) conditions.push(ilike(stages.name, likePattern(query.search)));
  const where = and(...conditions);
  const page = await paginate(query, ctx.db.select({ value: count() }).from(stages).where(where), (offset, limit) =>
    ctx.db.select(columns).from(stages).where(where).orderBy(asc(stages.id)).limit(limit).offset(offset),
  );
  const lists = await statusesOfStages(ctx.db, ctx.appId, page.data.map((row) => row.id));
  return { ...page, data: page.data.map((row): Stage => ({ ...row, status: lists.get(row.id) ?? [] })) };
}

async function findStage(db: Db, appId: number, id: number) {
  const [row] = await db.select(columns).from(stages).where(and(eq(stages.appId, appId), eq(stages.id, id)));
  if (!row) throw notFound('Stage');
  return row;
}

export async function getStage(ctx: ServiceContext, id: number, db: Db = ctx.db): Promise<Stage> {
  const row = await findStage(db, ctx.appId, id);
  return { ...row, status: (await statusesOfStages(db, ctx.appId, [id])).get(id) ?? [] };
}

async function assertNameFree(db: Db, appId: number, name: string, exceptId?: number) {
  const conditions: SQL[] = [eq(stages.appId, appId), sql`lower(${stages.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(stages.id, exceptId));
  const [taken] = await db.select({ id: stages.id }).from(stages).where(and(...conditions)).limit(1);
  if (taken) throw conflict(`A stage named '${name}' already exists.`);
}

export async function createStage(ctx: ServiceContext, input: { name: string; statusIds: number[] }): Promise<Stage> {
  return ctx.db.transaction(async (tx) => {
    await assertStatusesOwned(tx, ctx.appId, input.statusIds);
    await assertNameFree(tx, ctx.appId, input.name);
    const [row] = await tx.insert(stages).values({ appId: ctx.appId, name: input.name }).returning(columns);
    await replaceStageStatuses(tx, ctx.appId, row, input.statusIds);
    return getStage(ctx, row.id, tx);
  });
}

/** Renames; with `statusIds` also replaces the list (contiguous 1..n, built-ins at their ends). */
export async function updateStage(ctx: ServiceContext, id: number, input: { name?: string; statusIds?: number[] }): Promise<Stage> {
  return ctx.db.transaction(async (tx) => {
    const stage = await findStage(tx, ctx.appId, id);
    if (input.statusIds) await assertStatusesOwned(tx, ctx.appId, input.statusIds);
    if (input.name !== undefined) {
      await assertNameFree(tx, ctx.appId, input.name, id);
      await tx.update(stages).set({ name: input.name, updatedAt: ctx.now }).where(and(eq(stages.appId, ctx.appId), eq(stages.id, id)));
    }
    if (input.statusIds) await replaceStageStatuses(tx, ctx.appId, { id, name: input.name ?? stage.name }, input.statusIds);
    return getStage(ctx, id, tx);
  });
}

/** What still points at each stage: pipelines, and applications now or in their history. */
async function usage(db: Db, appId: number, ids: readonly number[]) {
  const pipelineCounts = await db
    .select({ stageId: pipelineStages.stageId, value: countDistinct(pipelineStages.pipelineId) })
    .from(pipelineStages)
    .where(and(eq(pipelineStages.appId, appId), inArray(pipelineStages.stageId, [...ids])))
    .groupBy(pipelineStages.stageId);
  const applicationCounts = await Promise.all(
    ids.map(async (stageId) => {
      const inHistory = db
        .select({ id: applicationStatusHistory.applicationId })
        .from(applicationStatusHistory)
        .where(and(eq(applicationStatusHistory.appId, appId), eq(applicationStatusHistory.stageId, stageId)));
      const [{ value }] = await db
        .select({ value: count() })
        .from(applications)
        .where(and(eq(applications.appId, appId), or(eq(applications.currentStageId, stageId), inArray(applications.id, inHistory))));
      return [stageId, value] as const;
    }),
  );
  const apps = new Map(applicationCounts);
  return new Map(ids.map((id) => [id, { pipelines: pipelineCounts.find((row) => row.stageId === id)?.value ?? 0, applications: apps.get(id) ?? 0 }]));
}

/** All or nothing: one stage in use keeps every stage of the request. */
export async function deleteStages(ctx: ServiceContext, ids: readonly number[], missing: (ids: number[]) => Error): Promise<number> {
  const unique = [...new Set(ids)];
  return ctx.db.transaction(async (tx) => {
    const found = await tx.select(columns).from(stages).where(and(eq(stages.appId, ctx.appId), inArray(stages.id, unique)));
    if (found.length !== unique.length) throw missing(unique.filter((id) => !found.some((row) => row.id === id)));
    const used = await usage(tx, ctx.appId, unique);
    const blocked = found
      .map((row) => ({ row, use: used.get(row.id) ?? { pipelines: 0, applications: 0 } }))
      .filter(({ use }) => use.pipelines + use.applications > 0)
      .map(({ row, use }) => `'${row.name}' is used by ${usageText([[use.pipelines, 'pipeline'], [use.applications, 'application']])}.`);
    if (blocked.length > 0) throw conflict(blocked.join(' '));
    await tx.delete(stages).where(and(eq(stages.appId, ctx.appId), inArray(stages.id, unique)));
    return unique.length;
  });
}

export const deleteStage = (ctx: ServiceContext, id: number) => deleteStages(ctx, [id], () => notFound('Stage'));
export const deleteManyStages = (ctx: ServiceContext, ids: readonly number[]) =>
  deleteStages(ctx, ids, () => invalid({ id: ['Unknown stage.'] }));
