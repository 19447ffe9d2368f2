import { and, desc, eq } from 'drizzle-orm';
import { applications, referralPayableRemarks } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import { conflict, invalid } from '../../core/errors';
import { LAST_DAY_BEFORE_JOINING, PAID_LAST_DAY_LOCKED, type PayableItem } from '../../../shared/contract/referral-payable';
import { leftBeforePayout, payoutDate } from '../../../shared/rules/referral-payout';
import { notifyPayoutChanges } from './payout-notice';
import { referralStatusIds } from '../referral-rules/service';
import { payoutClock, payoutState } from './clock';
import { lockedRecords, setPayoutState } from './commands';
import { factsOf, payableItems, type PayableRecord } from './rows';

/** The remark left when clearing the day undoes the leave's 'not eligible'. */
export const LAST_DAY_CLEARED = 'Last working day cleared; the payout awaits a decision again.';

async function newestRemark(ctx: ServiceContext, tx: Db, payableId: number): Promise<string | null> {
  const [row] = await tx
    .select({ remarkName: referralPayableRemarks.remarkName })
    .from(referralPayableRemarks)
    .where(and(eq(referralPayableRemarks.appId, ctx.appId), eq(referralPayableRemarks.referralPayableId, payableId)))
    .orderBy(desc(referralPayableRemarks.createdAt), desc(referralPayableRemarks.id))
    .limit(1);
  return row?.remarkName ?? null;
}

/**
 * Whether clearing the day should undo the 'not eligible' the leave caused: only when the newest
 * remark is the one the leave wrote and no other reason keeps the referral unpaid.
 */
async function clearingUndoesLeave(
  ctx: ServiceContext,
  tx: Db,
  record: PayableRecord,
  eligibilityDate: string,
  stillUnpaid: boolean,
): Promise<boolean> {
  const previous = record.application.lastWorkingDate;
  if (record.status.code !== 'not_eligible' || previous === null || stillUnpaid) return false;
  return (await newestRemark(ctx, tx, record.payableId)) === leftBeforePayout(eligibilityDate, previous, null);
}

/**
 * PUT /api/referral-payable/{applicantId}/last-working-date: the hire's last working day. A day
 * before the eligibility date makes the payout 'not eligible' with the reason as its remark;
 * clearing it is allowed while the referral is not paid (and undoes that). A paid referral only
 * takes a day on or after its eligibility date. A payout that changed state tells its referrer.
 */
export async function setLastWorkingDate(ctx: ServiceContext, applicantId: number, lastWorkingDate: string | null): Promise<PayableItem> {
  const { item, moved } = await ctx.db.transaction(async (tx) => {
    const [record] = await lockedRecords(ctx, tx, [applicantId]);
    if (lastWorkingDate !== null && lastWorkingDate < record.joiningDate) throw invalid({ lastWorkingDate: [LAST_DAY_BEFORE_JOINING] });
    const clock = await payoutClock(ctx, tx);
    const eligibilityDate = payoutDate(record.joiningDate, clock.releaseDays);
    if (record.status.code === 'paid' && (lastWorkingDate === null || lastWorkingDate < eligibilityDate))
      throw conflict(PAID_LAST_DAY_LOCKED);

    await tx
      .update(applications)
      .set({ lastWorkingDate, updatedAt: ctx.now })
      .where(and(eq(applications.appId, ctx.appId), eq(applications.id, applicantId)));
    const left = leftBeforePayout(eligibilityDate, lastWorkingDate, null);
    const statuses = await referralStatusIds(ctx, tx, ['hired', 'not_eligible']);
    let moved = false;
    if (left !== null && record.status.code !== 'not_eligible') {
      await setPayoutState(ctx, tx, [record], statuses.not_eligible, left);
      moved = true;
    } else if (lastWorkingDate === null) {
      const stillUnpaid = payoutState({ ...factsOf(record), hireLastDay: null }, clock).notPayableReason !== null;
      moved = await clearingUndoesLeave(ctx, tx, record, eligibilityDate, stillUnpaid);
      if (moved) await setPayoutState(ctx, tx, [record], statuses.hired, LAST_DAY_CLEARED);
    }
    const [changedItem] = await payableItems(ctx, [applicantId], clock, tx);
    return { item: changedItem, moved };
  });
  if (moved) await notifyPayoutChanges(ctx, [applicantId]);
  return item;
}
