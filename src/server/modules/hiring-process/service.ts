import { and, asc, eq, sql } from 'drizzle-orm';
import { hiringProcesses, hiringProcessStages } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import type {
  HiringProcess,
  HiringProcessFields,
  HiringProcessRow,
  HiringProcessStage,
  HiringProcessStageFields,
} from '../../../shared/contract/hiring-process';
import { resequence } from '../../../shared/rules/pipeline-sequence';
import { listColumns } from '../../db/paging';
import { valueTaken } from '../../db/value-taken';
import { conflict, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

// Columns written table-qualified: drizzle renders a bare column unqualified inside a subquery.
const stageCount = sql<number>`(select count(*)::int from ${hiringProcessStages} where ${hiringProcessStages}.hiring_process_id = ${hiringProcesses}.id)`;
const stageColumns = {
  id: hiringProcessStages.id,
  name: hiringProcessStages.name,
  colour: hiringProcessStages.colour,
  sequence: hiringProcessStages.sequence,
};

export function listHiringProcesses(ctx: ServiceContext, query: ListQuery): Promise<ListResponse<HiringProcessRow>> {
  const source = {
    table: hiringProcesses,
    where: eq(hiringProcesses.appId, ctx.appId),
    search: [hiringProcesses.name],
    order: [asc(hiringProcesses.id)],
  };
  return listColumns(ctx.db, query, source, { id: hiringProcesses.id, name: hiringProcesses.name, stageCount });
}

const scoped = (ctx: ServiceContext, id: number) => and(eq(hiringProcesses.appId, ctx.appId), eq(hiringProcesses.id, id));

async function findProcess(db: Db, ctx: ServiceContext, id: number) {
  const [row] = await db.select({ id: hiringProcesses.id, name: hiringProcesses.name }).from(hiringProcesses).where(scoped(ctx, id));
  if (!row) throw notFound('Hiring process');
  return row;
}

async function stagesOf(db: Db, ctx: ServiceContext, processId: number): Promise<HiringProcessStage[]> {
  const rows = await db
    .select(stageColumns)
    .from(hiringProcessStages)
    .where(and(eq(hiringProcessStages.appId, ctx.appId), eq(hiringProcessStages.hiringProcessId, processId)))
    .orderBy(asc(hiringProcessStages.sequence), asc(hiringProcessStages.id));
  return resequence(rows);
}

export async function getHiringProcess(ctx: ServiceContext, id: number, db: Db = ctx.db): Promise<HiringProcess> {
  const process = await findProcess(db, ctx, id);
  return { ...process, stages: await stagesOf(db, ctx, id) };
}

async function assertNameFree(db: Db, appId: number, name: string, exceptId?: number) {
  if (await valueTaken(db, hiringProcesses, hiringProcesses.name, { appId, value: name, exceptId }))
    throw conflict(`A hiring process named '${name}' already exists.`);
}

export function createHiringProcess(ctx: ServiceContext, input: HiringProcessFields): Promise<HiringProcessRow> {
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, ctx.appId, input.name);
    const [row] = await tx
      .insert(hiringProcesses)
      .values({ appId: ctx.appId, name: input.name })
      .returning({ id: hiringProcesses.id, name: hiringProcesses.name });
    return { ...row, stageCount: 0 };
  });
}

export function renameHiringProcess(ctx: ServiceContext, id: number, input: HiringProcessFields): Promise<HiringProcessRow> {
  return ctx.db.transaction(async (tx) => {
    await findProcess(tx, ctx, id);
    await assertNameFree(tx, ctx.appId, input.name, id);
    const [row] = await tx
      .update(hiringProcesses)
      .set({ name: input.name, updatedAt: ctx.now })
      .where(scoped(ctx, id))
      .returning({ id: hiringProcesses.id, name: hiringProcesses.name, stageCount });
    return row;
  });
}

/** Nothing else refers to a process; its stages go with it. */
export function deleteHiringProcess(ctx: ServiceContext, id: number): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    await findProcess(tx, ctx, id);
    await tx.delete(hiringProcesses).where(scoped(ctx, id));
  });
}

/** Adds a stage last (sequence n + 1); names are unique within the process. */
export function addHiringProcessStage(ctx: ServiceContext, id: number, input: HiringProcessStageFields): Promise<HiringProcessStage> {
  return ctx.db.transaction(async (tx) => {
    const current = await stagesOf(tx, ctx, (await findProcess(tx, ctx, id)).id);
    const taken = current.find((stage) => stage.name.toLowerCase() === input.name.toLowerCase());
    if (taken) throw conflict(`This process already has a stage named '${taken.name}'.`);
    const [row] = await tx
      .insert(hiringProcessStages)
      .values({ appId: ctx.appId, hiringProcessId: id, name: input.name, colour: input.colour, sequence: current.length + 1 })
      .returning(stageColumns);
    return row;
  });
}

/** Removes a stage and closes the gap, so the remaining stages stay numbered 1..n. */
export function removeHiringProcessStage(ctx: ServiceContext, id: number, stageId: number): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    await findProcess(tx, ctx, id);
    const stageWhere = and(
      eq(hiringProcessStages.appId, ctx.appId),
      eq(hiringProcessStages.hiringProcessId, id),
      eq(hiringProcessStages.id, stageId),
    );
    const [removed] = await tx.delete(hiringProcessStages).where(stageWhere).returning({ id: hiringProcessStages.id });
    if (!removed) throw notFound('Hiring process stage');
    for (const stage of await stagesOf(tx, ctx, id)) {
      await tx.update(hiringProcessStages).set({ sequence: stage.sequence }).where(eq(hiringProcessStages.id, stage.id));
    }
  });
}

/** What the resource routes call for list, one, create, update and delete. */
export const hiringProcessOperations = {
  list: listHiringProcesses,
  one: getHiringProcess,
  create: createHiringProcess,
  update: renameHiringProcess,
  remove: deleteHiringProcess,
};
