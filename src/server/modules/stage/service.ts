import { and, asc, count, countDistinct, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { applications, applicationStatusHistory, pipelineStages, stages, stageStatuses, statuses } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import {
  STAGE_STATUS_UNKNOWN,
  type Stage,
  type StageCreateFields,
  type StageMapStatusFields,
  type StageStatus,
  type StageUpdateFields,
} from '../../../shared/contract/stage';
import { orderBySequence, sequenceStageStatuses, type BuiltInStatusIds, type SequencedStatus } from '../../../shared/rules/stage-sequence';
import { listColumns } from '../../db/paging';
import { valueTaken } from '../../db/value-taken';
import { conflict, invalid, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

// A stage is a name and a sequenced status list. The list's helpers are shared with the status
// module; writes replace the whole list (delete, then insert) because sequences are unique per stage.

/** Ids of the app's built-in To-be-start and Rejected statuses. */
export async function builtInStatuses(db: Db, appId: number): Promise<BuiltInStatusIds> {
  const rows = await db
    .select({ id: statuses.id, code: statuses.code })
    .from(statuses)
    .where(and(eq(statuses.appId, appId), inArray(statuses.code, ['to_be_start', 'rejected'])));
  return {
    toBeStart: rows.find((row) => row.code === 'to_be_start')?.id ?? null,
    rejected: rows.find((row) => row.code === 'rejected')?.id ?? null,
  };
}

/** The database does not check tenants on references, so every status id in a body is checked here. */
export async function assertStatusesOwned(db: Db, appId: number, ids: readonly number[], field = 'statusId'): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.appId, appId), inArray(statuses.id, unique)));
  if (found.length !== unique.length) throw invalid({ [field]: [STAGE_STATUS_UNKNOWN] });
}

/** The statuses of some stages, in sequence order, grouped by stage. */
export async function statusesOfStages(db: Db, appId: number, stageIds: readonly number[]): Promise<Map<number, StageStatus[]>> {
  const byStage = new Map<number, StageStatus[]>(stageIds.map((id) => [id, []]));
  if (stageIds.length === 0) return byStage;
  const rows = await db
    .select({
      stageId: stageStatuses.stageId,
      id: statuses.id,
      name: statuses.name,
      sequence: stageStatuses.sequence,
      statusColor: statuses.statusColor,
      code: statuses.code,
    })
    .from(stageStatuses)
    .innerJoin(statuses, eq(statuses.id, stageStatuses.statusId))
    .where(and(eq(stageStatuses.appId, appId), inArray(stageStatuses.stageId, [...stageIds])))
    .orderBy(asc(stageStatuses.stageId), asc(stageStatuses.sequence));
  for (const { stageId, ...status } of rows) byStage.get(stageId)?.push(status);
  return byStage;
}

export async function storedList(db: Db, appId: number, stageId: number): Promise<SequencedStatus[]> {
  return db
    .select({ statusId: stageStatuses.statusId, sequence: stageStatuses.sequence })
    .from(stageStatuses)
    .where(and(eq(stageStatuses.appId, appId), eq(stageStatuses.stageId, stageId)))
    .orderBy(asc(stageStatuses.sequence));
}

/**
 * Replaces a stage's list with `chosen` sequenced by the shared rule. Taking a status away from a
 * stage while applications sit at it would leave them at a status their stage no longer has: 409.
 */
export async function replaceStageStatuses(db: Db, appId: number, stage: { id: number; name: string }, chosen: readonly number[]) {
  const list = sequenceStageStatuses(chosen, await builtInStatuses(db, appId));
  const kept = list.map((entry) => entry.statusId);
  const stranded: SQL[] = [eq(applications.appId, appId), eq(applications.currentStageId, stage.id)];
  if (kept.length > 0) stranded.push(notInArray(applications.currentStatusId, kept));
  const [{ value }] = await db
    .select({ value: count() })
    .from(applications)
    .where(and(...stranded));
  if (value > 0) {
    throw conflict(
      `${value} application${value === 1 ? ' is' : 's are'} at a status you removed from '${stage.name}'. Move ${value === 1 ? 'it' : 'them'} first, or keep that status.`,
    );
  }
  await db.delete(stageStatuses).where(and(eq(stageStatuses.appId, appId), eq(stageStatuses.stageId, stage.id)));
  if (list.length > 0) await db.insert(stageStatuses).values(list.map((entry) => ({ appId, stageId: stage.id, ...entry })));
}

/** "2 pipelines and 14 applications" from counts, leaving out the zeros; `extra` names other users. */
export function usageText(parts: readonly [number, string][], extra: readonly string[] = []): string {
  const named = [...parts.filter(([n]) => n > 0).map(([n, noun]) => `${n} ${noun}${n === 1 ? '' : 's'}`), ...extra];
  return named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

const columns = { id: stages.id, name: stages.name };

export async function listStages(ctx: ServiceContext, query: ListQuery): Promise<ListResponse<Stage>> {
  const source = { table: stages, where: eq(stages.appId, ctx.appId), search: [stages.name], order: [asc(stages.id)] };
  const page = await listColumns(ctx.db, query, source, columns);
  const lists = await statusesOfStages(
    ctx.db,
    ctx.appId,
    page.data.map((row) => row.id),
  );
  return { ...page, data: page.data.map((row): Stage => ({ ...row, status: lists.get(row.id) ?? [] })) };
}

async function findStage(db: Db, appId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(stages)
    .where(and(eq(stages.appId, appId), eq(stages.id, id)));
  if (!row) throw notFound('Stage');
  return row;
}

export async function getStage(ctx: ServiceContext, id: number, db: Db = ctx.db): Promise<Stage> {
  const row = await findStage(db, ctx.appId, id);
  return { ...row, status: (await statusesOfStages(db, ctx.appId, [id])).get(id) ?? [] };
}

async function assertNameFree(db: Db, appId: number, name: string, exceptId?: number) {
  if (await valueTaken(db, stages, stages.name, { appId, value: name, exceptId }))
    throw conflict(`A stage named '${name}' already exists.`);
}

/** POST /api/stage: the statuses in the order chosen. */
export async function createStage(ctx: ServiceContext, input: StageCreateFields): Promise<Stage> {
  return ctx.db.transaction(async (tx) => {
    await assertStatusesOwned(tx, ctx.appId, input.statusId);
    await assertNameFree(tx, ctx.appId, input.name);
    const [row] = await tx.insert(stages).values({ appId: ctx.appId, name: input.name }).returning(columns);
    await replaceStageStatuses(tx, ctx.appId, row, input.statusId);
    return getStage(ctx, row.id, tx);
  });
}

/** PUT /api/stage/:id: renames; a sequenced list is stored in sequence order, plain ids in the order sent. */
export function updateStage(ctx: ServiceContext, id: number, input: StageUpdateFields): Promise<Stage> {
  const statusIds = input.status
    ? orderBySequence(input.status.map((entry, index) => ({ statusId: entry.statusId, sequence: entry.sequence ?? index + 1 })))
    : input.statusId;
  return saveStage(ctx, id, { name: input.name, statusIds });
}

/** PUT /api/stage/map-status/:id: the stage's statuses, in order; the name stays. */
export function mapStageStatuses(ctx: ServiceContext, id: number, input: StageMapStatusFields): Promise<Stage> {
  return saveStage(ctx, id, { statusIds: input.statusId });
}

/** Renames; with `statusIds` also replaces the list (contiguous 1..n, built-ins at their ends). */
async function saveStage(ctx: ServiceContext, id: number, input: { name?: string; statusIds?: number[] }): Promise<Stage> {
  return ctx.db.transaction(async (tx) => {
    const stage = await findStage(tx, ctx.appId, id);
    if (input.statusIds) await assertStatusesOwned(tx, ctx.appId, input.statusIds);
    if (input.name !== undefined) {
      await assertNameFree(tx, ctx.appId, input.name, id);
      await tx
        .update(stages)
        .set({ name: input.name, updatedAt: ctx.now })
        .where(and(eq(stages.appId, ctx.appId), eq(stages.id, id)));
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
  return new Map(
    ids.map((id) => [id, { pipelines: pipelineCounts.find((row) => row.stageId === id)?.value ?? 0, applications: apps.get(id) ?? 0 }]),
  );
}

/** All or nothing: one stage in use keeps every stage of the request. */
export async function deleteStages(ctx: ServiceContext, ids: readonly number[], missing: (ids: number[]) => Error): Promise<number> {
  const unique = [...new Set(ids)];
  return ctx.db.transaction(async (tx) => {
    const found = await tx
      .select(columns)
      .from(stages)
      .where(and(eq(stages.appId, ctx.appId), inArray(stages.id, unique)));
    if (found.length !== unique.length) throw missing(unique.filter((id) => !found.some((row) => row.id === id)));
    const used = await usage(tx, ctx.appId, unique);
    const blocked = found
      .map((row) => ({ row, use: used.get(row.id) ?? { pipelines: 0, applications: 0 } }))
      .filter(({ use }) => use.pipelines + use.applications > 0)
      .map(
        ({ row, use }) =>
          `'${row.name}' is used by ${usageText([
            [use.pipelines, 'pipeline'],
            [use.applications, 'application'],
          ])}.`,
      );
    if (blocked.length > 0) throw conflict(blocked.join(' '));
    await tx.delete(stages).where(and(eq(stages.appId, ctx.appId), inArray(stages.id, unique)));
    return unique.length;
  });
}

export const deleteStage = (ctx: ServiceContext, id: number) => deleteStages(ctx, [id], () => notFound('Stage'));
export const deleteManyStages = (ctx: ServiceContext, ids: readonly number[]) =>
  deleteStages(ctx, ids, () => invalid({ id: ['Unknown stage.'] }));

/** What the resource routes call for list, one, create, update and delete. */
export const stageOperations = { list: listStages, one: getStage, create: createStage, update: updateStage, remove: deleteStage };
