import { desc, asc } from 'drizzle-orm';
import { applications } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { listMeta, type ListMeta } from '../../../shared/contract/list';
import type { ReferralListItem, ReferralListName, ReferralListQuery } from '../../../shared/contract/referral';
import { pageByIds } from '../../db/id-paging';
import { countApplications } from '../application/service';
import { referralRows } from './rows';
import { referralListCondition } from './scope';

/**
 * GET total-referral, referral-progress, referral-hired: one page, newest referral first. Paged by
 * ids like the applicant list (the live referred index hands pages over in this order; a late page
 * is read from the other end).
 */
export async function listReferrals(
  ctx: ServiceContext,
  list: ReferralListName,
  query: ReferralListQuery,
): Promise<{ data: ReferralListItem[]; meta: ListMeta }> {
  const where = await referralListCondition(ctx, ctx.db, list, query);
  if (where === null) return { data: [], meta: listMeta(0, query.page, query.limit) };
  const { ids, meta } = await pageByIds({
    query,
    select: () => ctx.db.select({ id: applications.id }).from(applications).where(where),
    order: (reversed) =>
      reversed ? [asc(applications.createdAt), asc(applications.id)] : [desc(applications.createdAt), desc(applications.id)],
    total: (upTo) => countApplications(ctx, where, upTo),
  });
  return { data: await referralRows(ctx, ids), meta };
}
