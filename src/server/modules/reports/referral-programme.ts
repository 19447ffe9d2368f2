import { and, desc, eq, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import { applications, referralPayableRemarks, referralPayables, referralStatuses, users } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { ReferralProgrammeReport } from '../../../shared/contract/reports';
import { addDays } from '../../../shared/rules/referral-payout';
import { payoutClock } from '../referral-payable/service';
import { applicationScope, hireMoments, inRange, rateOf, type ReportScope } from './scope';

// The referral programme: referral shares of applicants and hires, the payouts due, coming and
// paid, and the top referrers; three statements.

const TOP_REFERRERS = 10;
const UPCOMING_DAYS = 30;

/** Applicants created in the range and hires made in it, each with how many were referred (one pass). */
async function shares(ctx: ServiceContext, scope: ReportScope) {
  const hires = hireMoments(ctx, scope);
  const applied = inRange(scope, applications.createdAt);
  const hired = inRange(scope, hires.hiredAt);
  const referred = isNotNull(applications.referrerId);
  const [row] = await ctx.db
    .select({
      applicants: sql<number>`(count(*) filter (where ${applied}))::int`,
      referredApplicants: sql<number>`(count(*) filter (where ${applied} and ${referred}))::int`,
      hires: sql<number>`(count(*) filter (where ${hired}))::int`,
      referredHires: sql<number>`(count(*) filter (where ${hired} and ${referred}))::int`,
    })
    .from(applications)
    .leftJoin(hires, eq(hires.applicationId, applications.id))
    .where(and(applicationScope(ctx, scope), or(applied, hired)));
  const share = (total: number, part: number) => ({
    total: Number(total),
    referred: Number(part),
    rate: rateOf(Number(part), Number(total)),
  });
  return { applicants: share(row.applicants, row.referredApplicants), hires: share(row.hires, row.referredHires) };
}

/** Payout records of the applications in scope: due now, due within 30 days, and paid in the range (one pass). */
async function payouts(ctx: ServiceContext, scope: ReportScope) {
  const clock = await payoutClock(ctx);
  const paidAt = ctx.db
    .select({ payableId: referralPayableRemarks.referralPayableId, paidAt: max(referralPayableRemarks.createdAt).as('paid_at') })
    .from(referralPayableRemarks)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referralPayableRemarks.referralStatusId))
    .where(and(eq(referralPayableRemarks.appId, ctx.appId), eq(referralStatuses.code, 'paid')))
    .groupBy(referralPayableRemarks.referralPayableId)
    .as('paid');
  // The release date is joining date + release days: due on or before today, upcoming within 30 days after it.
  const releasedBy = (day: string) => sql`${referralPayables.joiningDate} <= ${addDays(day, -clock.releaseDays)}::date`;
  const code = referralStatuses.code;
  const due = sql`${code} = 'payable' or (${code} = 'hired' and ${releasedBy(clock.today)})`;
  const upcoming = sql`${code} = 'hired' and not ${releasedBy(clock.today)} and ${releasedBy(addDays(clock.today, UPCOMING_DAYS))}`;
  const paid = sql`${code} = 'paid' and ${inRange(scope, paidAt.paidAt)}`;
  const figure = (condition: typeof due) => ({
    count: sql<number>`(count(*) filter (where ${condition}))::int`,
    amount: sql<number>`coalesce(sum(${referralPayables.amount}) filter (where ${condition}), 0)::float8`,
  });
  const [row] = await ctx.db
    .select({ due: figure(due), upcoming: figure(upcoming), paid: figure(paid) })
    .from(referralPayables)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referralPayables.referralStatusId))
    .leftJoin(paidAt, eq(paidAt.payableId, referralPayables.id))
    .where(
      and(
        eq(referralPayables.appId, ctx.appId),
        inArray(
          referralPayables.applicationId,
          ctx.db.select({ id: applications.id }).from(applications).where(applicationScope(ctx, scope)),
        ),
      ),
    );
  const of = (figure: { count: number; amount: number }) => ({ count: Number(figure.count), amount: Number(figure.amount) });
  return { due: of(row.due), upcoming: of(row.upcoming), paid: of(row.paid) };
}

/** The referrers with the most referrals created in the range (and their referrals hired in it). */
async function topReferrers(ctx: ServiceContext, scope: ReportScope) {
  const hires = hireMoments(ctx, scope);
  const applied = inRange(scope, applications.createdAt);
  const hired = inRange(scope, hires.hiredAt);
  const referrals = sql<number>`(count(*) filter (where ${applied}))::int`;
  const hiresOf = sql<number>`(count(*) filter (where ${hired}))::int`;
  const rows = await ctx.db
    .select({ userId: users.id, name: sql<string>`trim(${users.name} || ' ' || ${users.lastName})`, referrals, hires: hiresOf })
    .from(applications)
    .innerJoin(users, and(eq(users.id, applications.referrerId), eq(users.appId, ctx.appId)))
    .leftJoin(hires, eq(hires.applicationId, applications.id))
    .where(and(applicationScope(ctx, scope), or(applied, hired)))
    .groupBy(users.id, users.name, users.lastName)
    .orderBy(desc(referrals), desc(hiresOf), users.name, users.lastName, users.id)
    .limit(TOP_REFERRERS);
  return rows.map((row) => ({ userId: row.userId, name: row.name, referrals: Number(row.referrals), hires: Number(row.hires) }));
}

/** GET /api/reports/referral-programme. */
export async function referralProgramme(ctx: ServiceContext, scope: ReportScope): Promise<ReferralProgrammeReport> {
  const [shared, payout, referrers] = await Promise.all([shares(ctx, scope), payouts(ctx, scope), topReferrers(ctx, scope)]);
  return { range: scope.range, ...shared, payouts: payout, topReferrers: referrers };
}
