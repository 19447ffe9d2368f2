import { and, asc, eq } from 'drizzle-orm';
import { departments, designations, referralAmountSlabs } from '../../db/schema';
import type { ListQuery } from '../../../shared/contract/list';
import type { ReferralAmountOption } from '../../../shared/contract/referral-amount';
import type { ServiceContext } from '../../http/context';
import { pagedLookup } from '../lookups/paged-lookup';

const slabs = referralAmountSlabs;

/** GET /api/referral-amount: the app's slabs in the order they were added, searched by slab name. */
export async function listReferralAmounts(ctx: ServiceContext, query: ListQuery) {
  const page = await pagedLookup(ctx, query, {
    table: slabs,
    appId: slabs.appId,
    fields: {
      id: slabs.id,
      slug: slabs.slug,
      amount: slabs.amount,
      department: { departmentId: departments.id, departmentName: departments.departmentName },
      designation: { id: designations.id, designation: designations.designation },
    },
    search: [slabs.slug],
    orderBy: [asc(slabs.createdAt), asc(slabs.id)],
    joins: [
      { table: departments, on: and(eq(departments.id, slabs.departmentId), eq(departments.appId, slabs.appId))! },
      { table: designations, on: and(eq(designations.id, slabs.designationId), eq(designations.appId, slabs.appId))! },
    ],
  });
  return { data: page.data as unknown as ReferralAmountOption[], meta: page.meta };
}
