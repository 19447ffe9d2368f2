import { and, eq } from 'drizzle-orm';
import { applications, departments, designations, referralPayables, users } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { conflict, notFound } from '../../core/errors';
import { ALREADY_DUPLICATE, ALREADY_PAID, type JobReferralDetail } from '../../../shared/contract/referral-payable';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { notifyPayoutChanges } from './payout-notice';
import { referralStatusIds } from '../referral-rules/service';
import { payoutClock } from './clock';
import { assertDecisionAllowed, lockedRecords, setPayoutState } from './commands';
import { visiblePayables } from './list';
import { payableItems, payableRecords, referralStateOf } from './rows';

export const DUPLICATE_REMARK = 'Marked as duplicate.';
export const ELIGIBLE_REMARK = 'Eligible: approved for payout.';

/** The referrer's department and designation names (the Reference details card). */
async function referrerPlace(ctx: ServiceContext, userId: number) {
  const [row] = await ctx.db
    .select({ department: departments.departmentName, designation: designations.designation })
    .from(users)
    .leftJoin(departments, and(eq(departments.id, users.departmentId), eq(departments.appId, ctx.appId)))
    .leftJoin(designations, and(eq(designations.id, users.designationId), eq(designations.appId, ctx.appId)))
    .where(and(eq(users.id, userId), eq(users.appId, ctx.appId)));
  return row ?? { department: null, designation: null };
}

/** GET /api/job-referral/{applicantId}: the payable detail page (candidate, referrer, payout); 404 unless the user may see it. */
export async function getJobReferral(ctx: ServiceContext, applicantId: number): Promise<JobReferralDetail> {
  const [visible] = await ctx.db
    .select({ id: referralPayables.id })
    .from(referralPayables)
    .where(and(visiblePayables(ctx), eq(referralPayables.applicationId, applicantId)));
  if (!visible) throw notFound('Referral');
  const clock = await payoutClock(ctx);
  const [[record], [item]] = await Promise.all([payableRecords(ctx, [applicantId]), payableItems(ctx, [applicantId], clock)]);
  const { application: a, referrer } = record;
  return {
    ...item,
    phoneNumber: a.phoneNumber,
    experience: a.experience,
    documentNumber: a.documentNumber ? maskAadhaar(a.documentNumber) : null,
    referralNote: a.referralNote,
    referralConsentAt: a.referralConsentAt?.toISOString() ?? null,
    referralStatus: referralStateOf(record),
    referrer: referrer ? await referrerPlace(ctx, referrer.id) : null,
    releaseDays: clock.releaseDays,
  };
}

/** POST /api/job-referral/{applicantId}/duplicate: the referral becomes 'duplicate' and its payout 'not eligible'; the referrer is told. */
export async function markDuplicate(ctx: ServiceContext, applicantId: number, remark: string | undefined): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [record] = await lockedRecords(ctx, tx, [applicantId]);
    if (record.referralStateCode === 'duplicate') throw conflict(ALREADY_DUPLICATE);
    if (record.status.code === 'paid') throw conflict(ALREADY_PAID);
    const statuses = await referralStatusIds(ctx, tx, ['duplicate', 'not_eligible']);
    await tx
      .update(applications)
      .set({ referralStatusId: statuses.duplicate, updatedAt: ctx.now })
      .where(and(eq(applications.appId, ctx.appId), eq(applications.id, applicantId)));
    await setPayoutState(ctx, tx, [record], statuses.not_eligible, remark ?? DUPLICATE_REMARK);
  });
  await notifyPayoutChanges(ctx, [applicantId]);
}

/** POST /api/job-referral/{applicantId}/eligible: the payout becomes 'payable' once due and when nothing keeps it unpaid; the referrer is told. */
export async function markEligible(ctx: ServiceContext, applicantId: number, remark: string | undefined): Promise<void> {
  const changed = await ctx.db.transaction(async (tx) => {
    const [record] = await lockedRecords(ctx, tx, [applicantId]);
    if (record.status.code === 'paid') throw conflict(ALREADY_PAID);
    assertDecisionAllowed([record], 'payable', await payoutClock(ctx, tx));
    const statuses = await referralStatusIds(ctx, tx, ['payable']);
    await setPayoutState(ctx, tx, [record], statuses.payable, remark ?? ELIGIBLE_REMARK);
    return record.status.id !== statuses.payable;
  });
  if (changed) await notifyPayoutChanges(ctx, [applicantId]);
}
