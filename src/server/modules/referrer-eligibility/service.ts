import { and, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { designations, referrerEligibilities } from '../../db/schema';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import {
  ELIGIBILITY_TAKEN_ON_ADD,
  ELIGIBILITY_TAKEN_ON_EDIT,
  UNKNOWN_POSITION,
  type ReferrerEligibility,
  type ReferrerEligibilityFields,
} from '../../../shared/contract/referrer-eligibility';
import { listPage } from '../../db/paging';
import type { ServiceContext } from '../../core/context';
import { conflict, invalid, notFound } from '../../core/errors';

const rules = referrerEligibilities;
const LABEL = 'Referrer eligibility';

/** Rows with their designation; an inner join, since a designation's rows go with it (cascade). */
function selectRows(ctx: ServiceContext, total: SQL<number> = sql<number>`0`) {
  return ctx.db
    .select({
      id: rules.id,
      designationId: rules.designationId,
      designation: { id: designations.id, designation: designations.designation },
      eligibilityStatus: rules.eligibilityStatus,
      total,
    })
    .from(rules)
    .innerJoin(designations, and(eq(designations.id, rules.designationId), eq(designations.appId, rules.appId)))
    .$dynamic();
}

/** GET /api/referrer-eligibility: newest first (a row just added shows on page 1), searched by designation. */
export function listReferrerEligibilities(ctx: ServiceContext, query: ListQuery): Promise<ListResponse<ReferrerEligibility>> {
  // A subquery, not the joined column: the list's count reads the eligibility table alone.
  const designationsLike = (pattern: string) =>
    ctx.db
      .select({ id: designations.id })
      .from(designations)
      .where(and(eq(designations.appId, ctx.appId), ilike(designations.designation, pattern)));
  const source = {
    table: rules,
    where: eq(rules.appId, ctx.appId),
    search: (pattern: string) => inArray(rules.designationId, designationsLike(pattern)),
    order: [desc(rules.createdAt), desc(rules.id)],
  };
  return listPage(ctx.db, query, source, ({ where, orderBy, limit, offset, total }) =>
    selectRows(ctx, total)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
}

const ofApp = (ctx: ServiceContext, id: number): SQL => and(eq(rules.appId, ctx.appId), eq(rules.id, id))!;

export async function getReferrerEligibility(ctx: ServiceContext, id: number): Promise<ReferrerEligibility> {
  const [row] = await selectRows(ctx).where(ofApp(ctx, id));
  if (!row) throw notFound(LABEL);
  const { total: _total, ...eligibility } = row;
  return eligibility;
}

/**
 * The designation must be the app's, and have no other row: one answer per position. The spec
 * words a repeat differently on add and on edit.
 */
async function assertDesignationFree(ctx: ServiceContext, designationId: number, exceptId?: number) {
  const [designation] = await ctx.db
    .select({ id: designations.id })
    .from(designations)
    .where(and(eq(designations.appId, ctx.appId), eq(designations.id, designationId)));
  if (!designation) throw invalid({ designationId: [UNKNOWN_POSITION] });
  const [taken] = await ctx.db
    .select({ id: rules.id })
    .from(rules)
    .where(
      and(eq(rules.appId, ctx.appId), eq(rules.designationId, designationId), exceptId === undefined ? undefined : ne(rules.id, exceptId)),
    )
    .limit(1);
  if (taken) throw conflict(exceptId === undefined ? ELIGIBILITY_TAKEN_ON_ADD : ELIGIBILITY_TAKEN_ON_EDIT, 'designationId');
}

export async function createReferrerEligibility(ctx: ServiceContext, input: ReferrerEligibilityFields): Promise<ReferrerEligibility> {
  await assertDesignationFree(ctx, input.designationId);
  const [{ id }] = await ctx.db
    .insert(rules)
    .values({ appId: ctx.appId, ...input })
    .returning({ id: rules.id });
  return getReferrerEligibility(ctx, id);
}

export async function updateReferrerEligibility(
  ctx: ServiceContext,
  id: number,
  input: ReferrerEligibilityFields,
): Promise<ReferrerEligibility> {
  await getReferrerEligibility(ctx, id);
  await assertDesignationFree(ctx, input.designationId, id);
  await ctx.db
    .update(rules)
    .set({ ...input, updatedAt: ctx.now })
    .where(ofApp(ctx, id));
  return getReferrerEligibility(ctx, id);
}

/** Referrals already made keep their bonus decision; a deleted row only changes future referrals. */
export async function deleteReferrerEligibility(ctx: ServiceContext, id: number): Promise<void> {
  await getReferrerEligibility(ctx, id);
  await ctx.db.delete(rules).where(ofApp(ctx, id));
}

export const referrerEligibilityOperations = {
  list: listReferrerEligibilities,
  one: getReferrerEligibility,
  create: createReferrerEligibility,
  update: updateReferrerEligibility,
  remove: deleteReferrerEligibility,
};
