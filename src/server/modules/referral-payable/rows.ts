import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applications, jobs, referralPayableRemarks, referralPayables, referralStatuses, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/paging';
import { anyOf } from '../../db/any-of';
import type { ServiceContext } from '../../core/context';
import type { PayableItem, PayableRemark } from '../../../shared/contract/referral-payable';
import { assignedRecruiters } from '../application/service';
import { payoutState, type PayoutClock } from './clock';

const referrers = aliasedTable(users, 'referrers');
const remarkAuthors = aliasedTable(users, 'remark_authors');
/**
 * A field of the referral's own state (in progress, hired, duplicate …), beside the record's payout
 * state: a subquery, since a second join of referral_statuses defeats drizzle's row typing.
 */
const referralStateField = (column: 'referral_status' | 'code') =>
  sql<
    string | null
  >`(select rs.${sql.raw(column)} from referral_statuses rs where rs.id = ${applications.referralStatusId} and rs.app_id = ${applications.appId})`;
const remarkStatuses = aliasedTable(referralStatuses, 'remark_statuses');
const sameApp = (appId: PgColumn) => eq(appId, referralPayables.appId);

const appId = sql.placeholder('appId');
const ids = sql.placeholder('ids');

const prepareRecords = (db: Db, name: string) =>
  db
    .select({
      payableId: referralPayables.id,
      joiningDate: referralPayables.joiningDate,
      amount: referralPayables.amount,
      application: {
        id: applications.id,
        firstName: applications.firstName,
        lastName: applications.lastName,
        applicantEmail: applications.applicantEmail,
        phoneNumber: applications.phoneNumber,
        experience: applications.experience,
        documentNumber: applications.documentNumber,
        lastWorkingDate: applications.lastWorkingDate,
        referralNote: applications.referralNote,
        referralConsentAt: applications.referralConsentAt,
        noBonusReason: applications.referralNoBonusReason,
        referrerId: applications.referrerId,
        createdAt: applications.createdAt,
      },
      job: { jobId: jobs.id, jobTitle: jobs.jobTitle },
      referrer: {
        id: referrers.id,
        name: referrers.name,
        lastName: referrers.lastName,
        email: referrers.email,
        lastWorkingDate: referrers.lastWorkingDate,
        departmentId: referrers.departmentId,
        designationId: referrers.designationId,
      },
      status: {
        id: referralStatuses.id,
        referralStatus: referralStatuses.referralStatus,
        colour: referralStatuses.colour,
        code: referralStatuses.code,
      },
      referralStateId: applications.referralStatusId,
      referralStateName: referralStateField('referral_status'),
      referralStateCode: referralStateField('code'),
    })
    .from(referralPayables)
    .innerJoin(applications, and(eq(applications.id, referralPayables.applicationId), sameApp(applications.appId)))
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), sameApp(jobs.appId)))
    .innerJoin(referralStatuses, and(eq(referralStatuses.id, referralPayables.referralStatusId), sameApp(referralStatuses.appId)))
    .leftJoin(referrers, and(eq(referrers.id, applications.referrerId), sameApp(referrers.appId)))
    .where(and(eq(referralPayables.appId, appId), anyOf(referralPayables.applicationId, ids)))
    .prepare(name);

/** The raw rows of the given applications' payable records, with the hire, the job, the referrer and both states. */
export function payableRecords(ctx: ServiceContext, applicationIds: number[], db: Db = ctx.db) {
  return preparedOnce(db, 'payable_records', prepareRecords).execute({ appId: ctx.appId, ids: applicationIds });
}

export type PayableRecord = Awaited<ReturnType<typeof payableRecords>>[number];

/** The referral's own state of a raw record, or null when it has none. */
export const referralStateOf = (record: PayableRecord) =>
  record.referralStateId !== null && record.referralStateName !== null && record.referralStateCode !== null
    ? { id: record.referralStateId, referralStatus: record.referralStateName, code: record.referralStateCode }
    : null;

const prepareRemarks = (db: Db, name: string) =>
  db
    .select({
      payableId: referralPayableRemarks.referralPayableId,
      id: referralPayableRemarks.id,
      remarkName: referralPayableRemarks.remarkName,
      referralStatus: remarkStatuses.referralStatus,
      authorName: remarkAuthors.name,
      authorLastName: remarkAuthors.lastName,
      createdAt: referralPayableRemarks.createdAt,
    })
    .from(referralPayableRemarks)
    .leftJoin(remarkStatuses, and(eq(remarkStatuses.id, referralPayableRemarks.referralStatusId), eq(remarkStatuses.appId, appId)))
    .leftJoin(remarkAuthors, and(eq(remarkAuthors.id, referralPayableRemarks.createdById), eq(remarkAuthors.appId, appId)))
    .where(and(eq(referralPayableRemarks.appId, appId), anyOf(referralPayableRemarks.referralPayableId, ids)))
    .orderBy(desc(referralPayableRemarks.createdAt), desc(referralPayableRemarks.id))
    .prepare(name);

/** The remark trails of the given payable records, newest first. */
export async function remarksOf(ctx: ServiceContext, payableIds: number[], db: Db): Promise<Map<number, PayableRemark[]>> {
  const rows = await preparedOnce(db, 'payable_remarks', prepareRemarks).execute({ appId: ctx.appId, ids: payableIds });
  const byPayable = new Map<number, PayableRemark[]>();
  for (const row of rows) {
    const remark: PayableRemark = {
      id: row.id,
      remarkName: row.remarkName,
      referralStatus: row.referralStatus,
      createdBy: row.authorName === null ? null : { name: row.authorName, lastName: row.authorLastName ?? '' },
      created_at: row.createdAt.toISOString(),
    };
    byPayable.set(row.payableId, [...(byPayable.get(row.payableId) ?? []), remark]);
  }
  return byPayable;
}

/** The payout facts of one raw record. */
export const factsOf = (record: PayableRecord) => ({
  joiningDate: record.joiningDate,
  hireLastDay: record.application.lastWorkingDate,
  referrerLastDay: record.referrer?.lastWorkingDate ?? null,
  noBonusReason: record.application.noBonusReason,
  referralCode: record.referralStateCode,
});

/** One list row of a raw record, its remarks and recruiters. */
export function payableItem(
  record: PayableRecord,
  clock: PayoutClock,
  remarks: PayableRemark[],
  recruiters: PayableItem['recruitingManager'],
): PayableItem {
  const { application: a, referrer } = record;
  return {
    applicantId: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    applicantEmail: a.applicantEmail,
    lastWorkingDate: a.lastWorkingDate,
    job: record.job,
    user: referrer
      ? {
          id: referrer.id,
          name: referrer.name,
          lastName: referrer.lastName,
          email: referrer.email,
          lastWorkingDate: referrer.lastWorkingDate,
        }
      : null,
    recruitingManager: recruiters,
    joiningDate: record.joiningDate,
    ...payoutState(factsOf(record), clock),
    status: record.status,
    remark: remarks[0] ?? null,
    referralPayable: { id: record.payableId, joiningDate: record.joiningDate, amount: record.amount, remark: remarks },
    created_at: a.createdAt.toISOString(),
  };
}

/** The list rows of the given applications' payable records, in the given order. */
export async function payableItems(
  ctx: ServiceContext,
  applicationIds: number[],
  clock: PayoutClock,
  db: Db = ctx.db,
): Promise<PayableItem[]> {
  if (applicationIds.length === 0) return [];
  const records = await payableRecords(ctx, applicationIds, db);
  const [remarks, recruiters] = await Promise.all([
    remarksOf(
      ctx,
      records.map((record) => record.payableId),
      db,
    ),
    assignedRecruiters(db, ctx.appId, applicationIds),
  ]);
  const byApplication = new Map(records.map((record) => [record.application.id, record]));
  return applicationIds.flatMap((id) => {
    const record = byApplication.get(id);
    return record ? [payableItem(record, clock, remarks.get(record.payableId) ?? [], recruiters.get(id) ?? [])] : [];
  });
}
