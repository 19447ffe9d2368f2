import { and, desc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import { applications, referralPayables, referralStatuses } from '../../db/schema';
import { listPage } from '../../db/paging';
import type { ServiceContext } from '../../http/context';
import type { PayableList, PayableListQuery, PayoutCode } from '../../../shared/contract/referral-payable';
import { addDays } from '../../../shared/rules/referral-payout';
import { applicationSearch, visibleApplications } from '../application/service';
import { payoutClock, type PayoutClock } from './clock';
import { payableItems } from './rows';

/**
 * Payable records of applications the user may see (the applicant access scope: admins all,
 * managers their jobs'). Only referrals have payables: saying so lets the check read the referral
 * index instead of every application.
 */
export function visiblePayables(ctx: ServiceContext): SQL {
  const visible = ctx.db.select({ id: applications.id }).from(applications).where(and(visibleApplications(ctx), isNotNull(applications.referrerId)));
  return and(eq(referralPayables.appId, ctx.appId), inArray(referralPayables.applicationId, visible))!;
}

/** Records in the payout state with this code. */
export function inPayoutState(ctx: ServiceContext, code: PayoutCode): SQL {
  const ids = ctx.db.select({ id: referralStatuses.id }).from(referralStatuses).where(and(eq(referralStatuses.appId, ctx.appId), eq(referralStatuses.code, code)));
  return inArray(referralPayables.referralStatusId, ids);
}

/** Records whose release period is over today: joined at least `releaseDays` days ago. */
export const payoutIsDue = (clock: PayoutClock): SQL => lte(referralPayables.joiningDate, addDays(clock.today, -clock.releaseDays));

/** Records whose candidate matches the search (names, e-mail, phone). */
export function candidateMatches(ctx: ServiceContext, pattern: string): SQL {
  const matching = ctx.db.select({ id: applications.id }).from(applications).where(and(eq(applications.appId, ctx.appId), applicationSearch(pattern)));
  return inArray(referralPayables.applicationId, matching);
}

/** The list's condition without the search: visibility and the payout state asked for. */
export function payableConditions(ctx: ServiceContext, status: PayoutCode | undefined): SQL {
  return and(visiblePayables(ctx), status ? inPayoutState(ctx, status) : undefined)!;
}

/**
 * GET /api/referral-payable (and /api/job-referral with the state 'hired': the referrals awaiting
 * a decision): newest joining first, with the release period in force.
 */
export async function listPayables(ctx: ServiceContext, query: PayableListQuery): Promise<PayableList> {
  const clock = await payoutClock(ctx);
  const page = await listPage(
    ctx.db,
    query,
    {
      table: referralPayables,
      where: payableConditions(ctx, query.status),
      search: (pattern) => candidateMatches(ctx, pattern),
      order: [desc(referralPayables.joiningDate), desc(referralPayables.id)],
    },
    ({ where, orderBy, limit, offset, total }) =>
      ctx.db
        .select({ applicationId: referralPayables.applicationId, total })
        .from(referralPayables)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  );
  const data = await payableItems(ctx, page.data.map((row) => row.applicationId), clock);
  return { data, meta: page.meta, releaseDays: clock.releaseDays };
}
