import { and, count, eq, isNotNull } from 'drizzle-orm';
import { applications, channels, referralPayables } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { ReferralSummary } from '../../../shared/contract/referral';
import { visibleApplications } from '../application/service';
import { referralStatusIds } from '../referral-rules/service';
import { visibleChannels } from '../chat/service';

const referred = (ctx: ServiceContext) => and(visibleApplications(ctx), isNotNull(applications.referrerId))!;

/** GET /api/referral-summary: the /referrals landing's counts over the referrals the user may see. */
export async function referralSummary(ctx: ServiceContext): Promise<ReferralSummary> {
  const codes = await referralStatusIds(ctx, ctx.db, ['in_progress', 'hired', 'payable']);
  const byState = await ctx.db
    .select({ statusId: applications.referralStatusId, total: count() })
    .from(applications)
    .where(referred(ctx))
    .groupBy(applications.referralStatusId);
  const [payable] = await ctx.db
    .select({ total: count() })
    .from(referralPayables)
    .innerJoin(applications, eq(applications.id, referralPayables.applicationId))
    .where(and(referred(ctx), eq(referralPayables.referralStatusId, codes.payable)));
  const [chat] = await ctx.db.select({ total: count() }).from(channels).where(visibleChannels(ctx));
  const of = (statusId: number) => byState.find((row) => row.statusId === statusId)?.total ?? 0;
  return {
    total: byState.reduce((sum, row) => sum + row.total, 0),
    inProgress: of(codes.in_progress),
    hired: of(codes.hired),
    payable: payable?.total ?? 0,
    chat: chat?.total ?? 0,
  };
}
