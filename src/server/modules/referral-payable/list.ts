import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { applications, referralPayables, referralStatuses } from '../../db/schema';
import { countRows, pageByIds } from '../../db/id-paging';
import { likePattern } from '../../db/search';
import type { ServiceContext } from '../../core/context';
import type { PayableList, PayableListQuery, PayoutCode } from '../../../shared/contract/referral-payable';
import { addDays } from '../../../shared/rules/referral-payout';
import { refersToVisibleApplication } from '../application/service';
import { payoutClock, type PayoutClock } from './clock';
import { payableItems } from './rows';

/** Payable records of applications the user may see (the applicant access scope: admins all, managers their jobs'). */
export function visiblePayables(ctx: ServiceContext): SQL {
  return and(eq(referralPayables.appId, ctx.appId), refersToVisibleApplication(ctx, referralPayables.applicationId))!;
}

/** Records in the payout state with this code. */
export function inPayoutState(ctx: ServiceContext, code: PayoutCode): SQL {
  const ids = ctx.db
    .select({ id: referralStatuses.id })
    .from(referralStatuses)
    .where(and(eq(referralStatuses.appId, ctx.appId), eq(referralStatuses.code, code)));
  return inArray(referralPayables.referralStatusId, ids);
}

/** Records whose release period is over today: joined at least `releaseDays` days ago. */
export const payoutIsDue = (clock: PayoutClock): SQL => lte(referralPayables.joiningDate, addDays(clock.today, -clock.releaseDays));

/**
 * Records whose candidate matches the search (names, e-mail, phone). Each record's candidate is
 * looked up by id: a broad search ("asha") then stops as soon as the page and the capped count are
 * filled, and a narrow one reads only the payout records, which are few beside the applications.
 */
export function candidateMatches(pattern: string): SQL {
  return sql`(select ${applications.searchText} from ${applications} where ${applications.id} = ${referralPayables.applicationId}) ilike ${pattern}`;
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
  const where = and(payableConditions(ctx, query.status), query.search ? candidateMatches(likePattern(query.search)) : undefined);
  const { ids, meta } = await pageByIds({
    query,
    select: () => ctx.db.select({ id: referralPayables.applicationId }).from(referralPayables).where(where),
    order: (reversed) =>
      reversed
        ? [asc(referralPayables.joiningDate), asc(referralPayables.id)]
        : [desc(referralPayables.joiningDate), desc(referralPayables.id)],
    total: (upTo) => countRows(ctx.db, referralPayables, where, upTo),
  });
  return { data: await payableItems(ctx, ids, clock), meta, releaseDays: clock.releaseDays };
}
