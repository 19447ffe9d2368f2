import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicantStatuses,
  applicationDuplicateDismissals,
  applicationRecruiters,
  applications,
  applicationStatusHistory,
  jobs,
  statuses,
} from '../../db/schema';
import { conflict, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { applicantRowFields, applicantStatusJoin, currentStatus, currentStatusFields, currentStatusJoin } from '../application/service';
import { refreshChatAudience } from '../chat/service';
import {
  GROUP_CHANGED,
  GROUP_KEY_PATTERN,
  type DuplicateApplication,
  type DuplicateGroup,
  type DuplicateKind,
  type MergeResult,
} from '../../../shared/contract/duplicates';
import { listMeta, type ListMeta, type ListQuery } from '../../../shared/contract/list';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { groupOf, groupPage, type GroupRow } from './groups';

const groupKeyOf = (group: GroupRow) => `${group.kind}-${group.ids[0]}-${group.newest}`;
const shownValue = (group: GroupRow) => (group.kind === 'document' ? maskAadhaar(group.value) : group.value);

async function applicationsById(ctx: ServiceContext, ids: number[]): Promise<Map<number, DuplicateApplication>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ ...applicantRowFields, phoneNumber: applications.phoneNumber, ...currentStatusFields })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.appId, applications.appId)))
    .leftJoin(statuses, currentStatusJoin)
    .leftJoin(applicantStatuses, applicantStatusJoin)
    .where(and(eq(applications.appId, ctx.appId), inArray(applications.id, ids)));
  return new Map(
    rows.map((row) => [
      row.applicantId,
      {
        applicantId: row.applicantId,
        firstName: row.firstName,
        lastName: row.lastName,
        applicantEmail: row.applicantEmail,
        phoneNumber: row.phoneNumber,
        job: { jobId: row.jobId, jobTitle: row.jobTitle },
        created_at: row.createdAt.toISOString(),
        status: currentStatus(row),
      },
    ]),
  );
}

/** GET duplicate-records: one page of the groups still to look at, newest duplicate first. */
export async function listDuplicateGroups(ctx: ServiceContext, query: ListQuery): Promise<{ data: DuplicateGroup[]; meta: ListMeta }> {
  const { groups, total } = await groupPage(ctx.db, ctx.appId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    search: query.search,
  });
  const members = await applicationsById(ctx, [...new Set(groups.flatMap((group) => group.ids))]);
  return {
    meta: listMeta(total, query.page, query.limit),
    data: groups.map((group) => ({
      groupKey: groupKeyOf(group),
      kind: group.kind,
      value: shownValue(group),
      applications: group.ids.flatMap((id) => members.get(id) ?? []),
    })),
  };
}

/**
 * The group a key names, as it is now: 404 when its oldest application is gone or has no
 * duplicate left; 409 when an application joined or left it since the key was handed out, so an
 * admin never merges or dismisses more (or other) applications than were on screen.
 */
async function resolveGroup(ctx: ServiceContext, db: Db, groupKey: string, lock: boolean): Promise<GroupRow> {
  const [, kind, oldest, newest] = GROUP_KEY_PATTERN.exec(groupKey) ?? [];
  const group = await groupOf(db, ctx.appId, kind as DuplicateKind, Number(oldest), lock);
  if (!group) throw notFound('Duplicate group');
  if (groupKeyOf(group) !== `${kind}-${oldest}-${newest}`) throw conflict(GROUP_CHANGED);
  return group;
}

/** POST duplicate-records/dismiss: "not duplicates"; hidden until a newer application joins. */
export async function dismissGroup(ctx: ServiceContext, groupKey: string): Promise<void> {
  const group = await resolveGroup(ctx, ctx.db, groupKey, false);
  const values = {
    kind: group.kind,
    value: group.value,
    newestApplicationId: group.newest,
    dismissedById: ctx.user.id,
    createdAt: ctx.now,
  };
  await ctx.db
    .insert(applicationDuplicateDismissals)
    .values({ appId: ctx.appId, ...values })
    .onConflictDoUpdate({
      target: [applicationDuplicateDismissals.appId, applicationDuplicateDismissals.kind, applicationDuplicateDismissals.value],
      set: values,
    });
}

/**
 * POST duplicate-records/merge, one transaction: the others' history moves onto the oldest (both
 * kept, in time order), their recruiters are added to it, the oldest gets a history entry at its
 * current stage and status naming the merged ones (so its newest entry is still its current
 * state), and the others go to the trash.
 */
export async function mergeGroup(ctx: ServiceContext, groupKey: string): Promise<MergeResult> {
  const merged = await mergeInTransaction(ctx, groupKey);
  // The trashed ones' chats close; the kept one's gains the recruiters it was given.
  await refreshChatAudience(ctx, { applicationIds: [merged.applicantId, ...merged.merged] });
  return merged;
}

function mergeInTransaction(ctx: ServiceContext, groupKey: string): Promise<MergeResult> {
  return ctx.db.transaction(async (tx) => {
    const group = await resolveGroup(ctx, tx, groupKey, true);
    const [keep, ...others] = group.ids;
    await tx.update(applicationStatusHistory).set({ applicationId: keep }).where(inArray(applicationStatusHistory.applicationId, others));
    await tx.execute(sql`
      insert into ${applicationRecruiters} (app_id, application_id, user_id, assigned_by_id, created_at)
      select app_id, ${keep}, user_id, assigned_by_id, created_at from ${applicationRecruiters} where application_id in (${sql.join(
        others.map((id) => sql`${id}`),
        sql`, `,
      )})
      on conflict do nothing`);
    const [current] = await tx
      .select({
        stageId: applications.currentStageId,
        statusId: applications.currentStatusId,
        applicantStatusId: applications.applicantStatusId,
      })
      .from(applications)
      .where(eq(applications.id, keep));
    // A row's history entry needs a target (stage and status, or an applicant status); one without either has no state to repeat.
    if (current && (current.statusId !== null || current.applicantStatusId !== null)) {
      await tx.insert(applicationStatusHistory).values({
        appId: ctx.appId,
        applicationId: keep,
        ...current,
        comment: `Merged with application ${others.map((id) => `#${id}`).join(', ')}`,
        changedById: ctx.user.id,
        createdAt: ctx.now,
      });
      await tx.update(applications).set({ statusChangedAt: ctx.now, updatedAt: ctx.now }).where(eq(applications.id, keep));
    }
    await tx
      .update(applications)
      .set({ deletedAt: ctx.now, deletedById: ctx.user.id, updatedAt: ctx.now })
      .where(inArray(applications.id, others));
    return { applicantId: keep, merged: others };
  });
}
