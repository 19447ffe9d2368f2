import { and, eq, isNull } from 'drizzle-orm';
import { applications, jobs, referralAmountSlabs, referralPayables, referralStatuses, statuses } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { MyReferralSummary } from '../../../shared/contract/dashboard';
import { payoutShown } from '../../../shared/contract/referral-refer';
import type { PayoutCode } from '../../../shared/contract/referral-payable';
import { referrerPayouts } from '../referral-payable/service';
import { coarseStage } from '../referral-rules/service';

// The employee's own referrals on the dashboard, as My referrals tells them: the stage their
// referrer is shown, and each hire's payout as the payable list decides it.

/** Where a referral ends for its referrer; in between it is in process (the finer stages need not be read). */
const endStage = (referralCode: string | null, statusCode: string | null) =>
  coarseStage({ referralCode, statusCode, moved: false, stagePosition: null, stageCount: null });

/** GET /api/dashboard/my-referrals: the caller's live referrals, their hires, and their bonuses by payout state. */
export async function myReferralSummary(ctx: ServiceContext): Promise<MyReferralSummary> {
  const sameApp = eq(jobs.appId, applications.appId);
  const rows = await ctx.db
    .select({
      id: applications.id,
      referralCode: referralStatuses.code,
      statusCode: statuses.code,
      hasPayable: referralPayables.id,
      // The amount a payable record was made with, else the job's slab (as My referrals' expected bonus).
      payableAmount: referralPayables.amount,
      slabAmount: referralAmountSlabs.amount,
    })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), sameApp))
    .leftJoin(referralStatuses, and(eq(referralStatuses.id, applications.referralStatusId), eq(referralStatuses.appId, applications.appId)))
    .leftJoin(statuses, and(eq(statuses.id, applications.currentStatusId), eq(statuses.appId, applications.appId)))
    .leftJoin(referralPayables, and(eq(referralPayables.applicationId, applications.id), eq(referralPayables.appId, applications.appId)))
    .leftJoin(referralAmountSlabs, and(eq(referralAmountSlabs.id, jobs.referralAmountId), eq(referralAmountSlabs.appId, jobs.appId)))
    .where(and(eq(applications.appId, ctx.appId), eq(applications.referrerId, ctx.user.id), isNull(applications.deletedAt)));
  const payouts = await referrerPayouts(
    ctx,
    rows.filter((row) => row.hasPayable !== null).map((row) => row.id),
  );
  const bonus = (code: PayoutCode) => {
    const paidOut = rows.filter((row) => {
      const payout = payouts.get(row.id);
      return payout !== undefined && payoutShown(payout) === code;
    });
    return { count: paidOut.length, amount: paidOut.reduce((sum, row) => sum + Number(row.payableAmount ?? row.slabAmount ?? 0), 0) };
  };
  const stages = rows.map((row) => endStage(row.referralCode, row.statusCode));
  return {
    referred: rows.length,
    inProcess: stages.filter((stage) => stage !== 'Hired' && stage !== 'Not selected').length,
    hired: stages.filter((stage) => stage === 'Hired').length,
    bonusDue: bonus('payable'),
    bonusUpcoming: bonus('hired'),
    bonusPaid: bonus('paid'),
  };
}
