import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { applications, stageStatuses, statuses } from '../../db/schema';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../http/errors';
import type { StageStatus } from '../../../shared/contract/stage';
import { STAGE_STATUS_UNKNOWN } from '../../../shared/contract/stage';
import { sequenceStageStatuses, type BuiltInStatusIds, type SequencedStatus } from '../../../shared/rules/stage-sequence';

// The sequenced status list of a stage, shared by the stage and status modules. Writes replace the
// whole list (delete, then insert) because sequences are unique per stage.

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
  const found = await db.select({ id: statuses.id }).from(statuses).where(and(eq(statuses.appId, appId), inArray(statuses.id, unique)));
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
  const [{ value }] = await db.select({ value: count() }).from(applications).where(and(...stranded));
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
