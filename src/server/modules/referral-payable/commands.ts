import { and, eq, inArray } from 'drizzle-orm';
import { applications, referralPayableRemarks, referralPayables, referralStatuses } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import { conflict, invalid, notFound } from '../../core/errors';
import {
  PAYABLE_DELETED,
  PAYING_CODES,
  PAYOUT_DECISION_CODES,
  UNKNOWN_PAYOUT_STATUS,
  type PayableStatusChange,
  type PayoutCode,
} from '../../../shared/contract/referral-payable';
import { notCompletedMessage } from '../../../shared/rules/referral-payout';
import { visibleApplications } from '../application/service';
import { notifyPayoutChanges } from './payout-notice';
import { payoutClock, payoutState, type PayoutClock } from './clock';
import { factsOf, payableRecords, type PayableRecord } from './rows';

/**
 * The payable records of these applicants, locked for the transaction; 404 unless every one is a
 * payable record the user may see (one unseen id and nothing changes).
 */
export async function lockedRecords(ctx: ServiceContext, tx: Db, applicantIds: number[]): Promise<PayableRecord[]> {
  const visible = tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(visibleApplications(ctx), inArray(applications.id, applicantIds)));
  const locked = await tx
    .select({ id: referralPayables.applicationId })
    .from(referralPayables)
    .where(and(eq(referralPayables.appId, ctx.appId), inArray(referralPayables.applicationId, visible)))
    .for('update');
  if (locked.length !== applicantIds.length) throw notFound('Referral payable');
  return payableRecords(ctx, applicantIds, tx);
}

const nameOf = (record: PayableRecord) => `${record.application.firstName} ${record.application.lastName}`.trim();

/**
 * Refuses a payout decision the rules forbid: before the release period is over (the spec's words,
 * with the setting's number), and a paying state for a referral that cannot be paid (its reason).
 */
export function assertDecisionAllowed(records: PayableRecord[], code: PayoutCode, clock: PayoutClock): void {
  const states = records.map((record) => ({ record, ...payoutState(factsOf(record), clock) }));
  if (states.some((state) => !state.payoutDue)) throw conflict(notCompletedMessage(clock.releaseDays));
  const unpaid = PAYING_CODES.includes(code) ? states.find((state) => state.notPayableReason !== null) : undefined;
  if (unpaid) throw conflict(`${nameOf(unpaid.record)}: ${unpaid.notPayableReason}`);
}

/** Sets the payout state of the records and leaves the remark on each. */
export async function setPayoutState(
  ctx: ServiceContext,
  tx: Db,
  records: PayableRecord[],
  statusId: number,
  remark: string,
): Promise<void> {
  const ids = records.map((record) => record.payableId);
  await tx
    .update(referralPayables)
    .set({ referralStatusId: statusId, updatedAt: ctx.now })
    .where(and(eq(referralPayables.appId, ctx.appId), inArray(referralPayables.id, ids)));
  await tx.insert(referralPayableRemarks).values(
    ids.map((referralPayableId) => ({
      appId: ctx.appId,
      referralPayableId,
      remarkName: remark,
      referralStatusId: statusId,
      createdById: ctx.user.id,
      createdAt: ctx.now,
    })),
  );
}

/** The app's payout decision status with this id, or 422 on the field. */
async function decisionStatus(ctx: ServiceContext, tx: Db, id: number): Promise<{ id: number; code: PayoutCode }> {
  const [row] = await tx
    .select({ id: referralStatuses.id, code: referralStatuses.code })
    .from(referralStatuses)
    .where(
      and(eq(referralStatuses.appId, ctx.appId), eq(referralStatuses.id, id), inArray(referralStatuses.code, [...PAYOUT_DECISION_CODES])),
    );
  if (!row) throw invalid({ referralStatusId: [UNKNOWN_PAYOUT_STATUS] });
  return { id: row.id, code: row.code as PayoutCode };
}

/**
 * POST /api/multiple-referral-payable-status-change: every selected record to one payout state with
 * the remark, or none. Once committed, the referrers of the records whose state changed are told.
 */
export async function changePayableStatus(ctx: ServiceContext, input: PayableStatusChange): Promise<number> {
  const { changed, count } = await ctx.db.transaction(async (tx) => {
    const status = await decisionStatus(ctx, tx, input.referralStatusId);
    const records = await lockedRecords(ctx, tx, input.applicantId);
    assertDecisionAllowed(records, status.code, await payoutClock(ctx, tx));
    await setPayoutState(ctx, tx, records, status.id, input.remark);
    return {
      changed: records.filter((record) => record.status.id !== status.id).map((record) => record.application.id),
      count: records.length,
    };
  });
  await notifyPayoutChanges(ctx, changed);
  return count;
}

/** POST /api/multiple-referral-payable-delete: removes the payout records and their remarks (the applications stay). */
export async function deletePayables(ctx: ServiceContext, applicantIds: number[]): Promise<{ message: string; changed: number }> {
  return ctx.db.transaction(async (tx) => {
    const records = await lockedRecords(ctx, tx, applicantIds);
    await tx.delete(referralPayables).where(
      and(
        eq(referralPayables.appId, ctx.appId),
        inArray(
          referralPayables.id,
          records.map((record) => record.payableId),
        ),
      ),
    );
    return { message: PAYABLE_DELETED, changed: records.length };
  });
}
