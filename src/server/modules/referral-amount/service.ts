import { and, asc, eq } from 'drizzle-orm';
import { departments, designations, referralAmountSlabs } from '../../db/schema';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import type { ReferralAmountOption } from '../../../shared/contract/referral-amount';
import { listPage } from '../../db/paging';
import type { ServiceContext } from '../../http/context';

const slabs = referralAmountSlabs;

/** GET /api/referral-amount: the app's slabs in the order they were added, searched by slab name. */
export function listReferralAmounts(ctx: ServiceContext, query: ListQuery): Promise<ListResponse<ReferralAmountOption>> {
  const source = { table: slabs, where: eq(slabs.appId, ctx.appId), search: [slabs.slug], order: [asc(slabs.createdAt), asc(slabs.id)] };
  return listPage(ctx.db, query, source, ({ where, orderBy, limit, offset, total }) =>
    ctx.db
      .select({
        id: slabs.id,
        slug: slabs.slug,
        amount: slabs.amount,
        department: { departmentId: departments.id, departmentName: departments.departmentName },
        designation: { id: designations.id, designation: designations.designation },
        total,
      })
      .from(slabs)
      .leftJoin(departments, and(eq(departments.id, slabs.departmentId), eq(departments.appId, slabs.appId)))
      .leftJoin(designations, and(eq(designations.id, slabs.designationId), eq(designations.appId, slabs.appId)))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
}
