import { and, count, eq, sql } from 'drizzle-orm';
import { applicantStatuses, applications, applicationStatusHistory, generalSettings } from '../../db/schema';
import type { ApplicantStatus, ApplicantStatusFields } from '../../../shared/contract/applicant-status';
import { appRecords } from '../../db/app-records';
import { valueTaken } from '../../db/value-taken';
import { conflict } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

const columns = { id: applicantStatuses.id, status: applicantStatuses.name };
const statusRecords = appRecords(applicantStatuses, columns, { label: 'Applicant status', search: [applicantStatuses.name] });
const { scoped } = statusRecords;
const getApplicantStatus = statusRecords.reads.one;

async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: number) {
  if (await valueTaken(ctx.db, applicantStatuses, applicantStatuses.name, { appId: ctx.appId, value: name, exceptId }))
    throw conflict(`An applicant status named '${name}' already exists.`);
}

export function createApplicantStatus(ctx: ServiceContext, input: ApplicantStatusFields): Promise<ApplicantStatus> {
  return ctx.db.transaction(async (db) => {
    await assertNameFree({ ...ctx, db }, input.status);
    const [row] = await db.insert(applicantStatuses).values({ appId: ctx.appId, name: input.status }).returning(columns);
    return row;
  });
}

export function updateApplicantStatus(ctx: ServiceContext, id: number, input: ApplicantStatusFields): Promise<ApplicantStatus> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await getApplicantStatus(tx, id);
    await assertNameFree(tx, input.status, id);
    const [row] = await db
      .update(applicantStatuses)
      .set({ name: input.status, updatedAt: ctx.now })
      .where(scoped(ctx, id))
      .returning(columns);
    return row;
  });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A status that applications hold (now or in their history) or that general settings choose as
 * the default is kept: deleting it would orphan the history or silently drop the default.
 */
export function deleteApplicantStatus(ctx: ServiceContext, id: number): Promise<void> {
  return statusRecords.remove(ctx, id, async (db, status) => {
    const [[current], [history], [settings]] = await Promise.all([
      db
        .select({ value: count() })
        .from(applications)
        .where(and(eq(applications.appId, ctx.appId), eq(applications.applicantStatusId, id))),
      db
        .select({ value: count(sql`distinct ${applicationStatusHistory.applicationId}`) })
        .from(applicationStatusHistory)
        .where(and(eq(applicationStatusHistory.appId, ctx.appId), eq(applicationStatusHistory.applicantStatusId, id))),
      db
        .select({ value: count() })
        .from(generalSettings)
        .where(and(eq(generalSettings.appId, ctx.appId), eq(generalSettings.withoutHiringProcessId, id))),
    ]);
    const applicationsUsing = Math.max(current.value, history.value);
    if (applicationsUsing > 0) {
      throw conflict(`'${status.status}' is used by ${plural(applicationsUsing, 'application')} and cannot be deleted.`);
    }
    if (settings.value > 0) {
      throw conflict(`'${status.status}' is the Default Applicant Status in General Settings. Choose another default first.`);
    }
  });
}

/** What the resource routes call for list, one, create, update and delete. */
export const applicantStatusOperations = {
  ...statusRecords.reads,
  create: createApplicantStatus,
  update: updateApplicantStatus,
  remove: deleteApplicantStatus,
};
