import { and, asc, count, countDistinct, eq, inArray, or } from 'drizzle-orm';
import { applications, applicationStatusHistory, generalSettings, stages, stageStatuses, statuses } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import {
  STATUS_STAGE_UNKNOWN,
  type Status,
  type StatusCreateFields,
  type StatusRenameFields,
} from '../../../shared/contract/pipeline-status';
import { appendStageStatus } from '../../../shared/rules/stage-sequence';
import { listColumns } from '../../db/paging';
import { valueTaken } from '../../db/value-taken';
import { conflict, invalid, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { builtInStatuses, replaceStageStatuses, storedList, usageText } from '../stage/service';

const columns = { id: statuses.id, name: statuses.name, statusColor: statuses.statusColor, code: statuses.code };
type StatusRow = { id: number; name: string; statusColor: string; code: string | null };

/** The first stage each status was mapped to: the list reads it back as stageStatus.name. */
async function withStage(db: Db, appId: number, rows: StatusRow[]): Promise<Status[]> {
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ statusId: stageStatuses.statusId, id: stages.id, name: stages.name })
          .from(stageStatuses)
          .innerJoin(stages, eq(stages.id, stageStatuses.stageId))
          .where(
            and(
              eq(stageStatuses.appId, appId),
              inArray(
                stageStatuses.statusId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(stageStatuses.id));
  return rows.map((row) => {
    const link = links.find((candidate) => candidate.statusId === row.id);
    return { ...row, stageId: link?.id ?? null, stageStatus: link ? { id: link.id, name: link.name } : null };
  });
}

export async function listStatuses(ctx: ServiceContext, query: ListQuery): Promise<ListResponse<Status>> {
  const source = { table: statuses, where: eq(statuses.appId, ctx.appId), search: [statuses.name], order: [asc(statuses.id)] };
  const page = await listColumns(ctx.db, query, source, columns);
  return { ...page, data: await withStage(ctx.db, ctx.appId, page.data) };
}

async function findStatus(db: Db, appId: number, id: number): Promise<StatusRow> {
  const [row] = await db
    .select(columns)
    .from(statuses)
    .where(and(eq(statuses.appId, appId), eq(statuses.id, id)));
  if (!row) throw notFound('Status');
  return row;
}

export async function getStatus(ctx: ServiceContext, id: number, db: Db = ctx.db): Promise<Status> {
  const [status] = await withStage(db, ctx.appId, [await findStatus(db, ctx.appId, id)]);
  return status;
}

async function findStage(db: Db, appId: number, id: number) {
  const [row] = await db
    .select({ id: stages.id, name: stages.name })
    .from(stages)
    .where(and(eq(stages.appId, appId), eq(stages.id, id)));
  if (!row) throw invalid({ stageId: [STATUS_STAGE_UNKNOWN] });
  return row;
}

async function assertNameFree(db: Db, appId: number, name: string, exceptId?: number) {
  if (await valueTaken(db, statuses, statuses.name, { appId, value: name, exceptId }))
    throw conflict(`A status named '${name}' already exists.`);
}

/** Pipelines sequence every stage from To-be-start to Rejected, so those two stay as they are. */
function assertNotBuiltIn(status: StatusRow, action: string) {
  if (status.code) throw conflict(`'${status.name}' is a built-in status that every stage starts or ends with; it cannot be ${action}.`);
}

async function addToStage(db: Db, appId: number, stage: { id: number; name: string }, statusId: number) {
  const current = await storedList(db, appId, stage.id);
  const list = appendStageStatus(current, statusId, await builtInStatuses(db, appId));
  await replaceStageStatuses(
    db,
    appId,
    stage,
    list.map((entry) => entry.statusId),
  );
}

export async function createStatus(ctx: ServiceContext, input: StatusCreateFields): Promise<Status> {
  return ctx.db.transaction(async (tx) => {
    const stage = await findStage(tx, ctx.appId, input.stageId);
    await assertNameFree(tx, ctx.appId, input.name);
    const [row] = await tx
      .insert(statuses)
      .values({ appId: ctx.appId, name: input.name, ...(input.statusColor ? { statusColor: input.statusColor } : {}) })
      .returning(columns);
    await addToStage(tx, ctx.appId, stage, row.id);
    return getStatus(ctx, row.id, tx);
  });
}

export async function renameStatus(ctx: ServiceContext, id: number, input: StatusRenameFields): Promise<Status> {
  return ctx.db.transaction(async (tx) => {
    const status = await findStatus(tx, ctx.appId, id);
    if (status.name !== input.name) assertNotBuiltIn(status, 'renamed');
    await assertNameFree(tx, ctx.appId, input.name, id);
    await tx
      .update(statuses)
      .set({ name: input.name, ...(input.statusColor ? { statusColor: input.statusColor } : {}), updatedAt: ctx.now })
      .where(and(eq(statuses.appId, ctx.appId), eq(statuses.id, id)));
    return getStatus(ctx, id, tx);
  });
}

/** Adds the status to the end of a stage's chosen statuses (still before Rejected). */
export async function mapStatusToStage(ctx: ServiceContext, id: number, stageId: number): Promise<Status> {
  return ctx.db.transaction(async (tx) => {
    const status = await findStatus(tx, ctx.appId, id);
    const stage = await findStage(tx, ctx.appId, stageId);
    if ((await storedList(tx, ctx.appId, stage.id)).some((entry) => entry.statusId === id)) {
      throw conflict(`'${status.name}' is already in '${stage.name}'.`);
    }
    await addToStage(tx, ctx.appId, stage, id);
    return getStatus(ctx, id, tx);
  });
}

export async function deleteStatus(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const status = await findStatus(tx, ctx.appId, id);
    assertNotBuiltIn(status, 'deleted');
    const [{ value: stageCount }] = await tx
      .select({ value: countDistinct(stageStatuses.stageId) })
      .from(stageStatuses)
      .where(and(eq(stageStatuses.appId, ctx.appId), eq(stageStatuses.statusId, id)));
    const inHistory = tx
      .select({ id: applicationStatusHistory.applicationId })
      .from(applicationStatusHistory)
      .where(and(eq(applicationStatusHistory.appId, ctx.appId), eq(applicationStatusHistory.statusId, id)));
    const [{ value: applicationCount }] = await tx
      .select({ value: count() })
      .from(applications)
      .where(and(eq(applications.appId, ctx.appId), or(eq(applications.currentStatusId, id), inArray(applications.id, inHistory))));
    const [{ value: settingCount }] = await tx
      .select({ value: count() })
      .from(generalSettings)
      .where(and(eq(generalSettings.appId, ctx.appId), eq(generalSettings.payableEmployeeStatusId, id)));
    if (stageCount + applicationCount + settingCount > 0) {
      const setting = settingCount > 0 ? ['the general settings (Payable Employee Status)'] : [];
      throw conflict(
        `'${status.name}' is used by ${usageText(
          [
            [stageCount, 'stage'],
            [applicationCount, 'application'],
          ],
          setting,
        )}.`,
      );
    }
    await tx.delete(statuses).where(and(eq(statuses.appId, ctx.appId), eq(statuses.id, id)));
  });
}

/** What the resource routes call for list, one, create, update and delete. */
export const statusOperations = { list: listStatuses, one: getStatus, create: createStatus, update: renameStatus, remove: deleteStatus };
