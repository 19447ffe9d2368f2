import { and, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { applications } from '../../db/schema';
import { likePattern } from '../../db/search';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import { REFERRAL_LISTS, type ReferralListName, type ReferralListQuery } from '../../../shared/contract/referral';
import { applicationSearch, visibleApplications } from '../application/service';
import { referralStatusIds } from '../referral-rules/service';

// Which applications a referral list shows: the referred ones among those the user may see
// (the applicant access scope), in the list's referral states, narrowed by the state filter
// and the search.

/**
 * The list's condition, or null when the state filter asks for a state the list does not show
 * (the in-progress list filtered to hired is empty, not an error).
 */
export async function referralListCondition(
  ctx: ServiceContext,
  db: Db,
  list: ReferralListName,
  query: Pick<ReferralListQuery, 'referralStatus' | 'search'>,
): Promise<SQL | null> {
  const shown: readonly string[] = REFERRAL_LISTS[list];
  const states = query.referralStatus === undefined ? shown : shown.filter((state) => state === query.referralStatus);
  if (states.length === 0) return null;
  const narrowed = states.length < REFERRAL_LISTS['total-referral'].length;
  const ids = narrowed
    ? Object.values<number>(await referralStatusIds(ctx, db, states as (typeof REFERRAL_LISTS)['total-referral'][number][]))
    : [];
  return and(
    visibleApplications(ctx),
    isNotNull(applications.referrerId),
    narrowed ? inArray(applications.referralStatusId, ids) : undefined,
    query.search ? applicationSearch(likePattern(query.search)) : undefined,
  )!;
}
