import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { departments, designations, jobs, referralAmountSlabs } from '../../db/schema';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import {
  SLAB_NAME_TAKEN,
  UNKNOWN_DEPARTMENT,
  UNKNOWN_DESIGNATION,
  type ReferralAmountFields,
  type ReferralAmountOption,
} from '../../../shared/contract/referral-amount';
import { listPage } from '../../db/paging';
import { valueTaken } from '../../db/value-taken';
import type { ServiceContext } from '../../core/context';
import { conflict, invalid, notFound } from '../../core/errors';

const slabs = referralAmountSlabs;
const LABEL = 'Referral amount';

const slabFields = {
  id: slabs.id,
  slug: slabs.slug,
  amount: slabs.amount,
  department: { departmentId: departments.id, departmentName: departments.departmentName },
  designation: { id: designations.id, designation: designations.designation },
};

/** Slabs with their department and designation (of the same app), as the list and a write answer them; `total` is the list's count. */
function selectSlabs(ctx: ServiceContext, total: SQL<number> = sql<number>`0`) {
  return ctx.db
    .select({ ...slabFields, total })
    .from(slabs)
    .leftJoin(departments, and(eq(departments.id, slabs.departmentId), eq(departments.appId, slabs.appId)))
    .leftJoin(designations, and(eq(designations.id, slabs.designationId), eq(designations.appId, slabs.appId)))
    .$dynamic();
}

/** GET /api/referral-amount: the app's slabs newest first (a slab just added shows on page 1), searched by slab name. */
export function listReferralAmounts(ctx: ServiceContext, query: ListQuery): Promise<ListResponse<ReferralAmountOption>> {
  const source = { table: slabs, where: eq(slabs.appId, ctx.appId), search: [slabs.slug], order: [desc(slabs.createdAt), desc(slabs.id)] };
  return listPage(ctx.db, query, source, ({ where, orderBy, limit, offset, total }) =>
    selectSlabs(ctx, total)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
}

const ofApp = (ctx: ServiceContext, id: number): SQL => and(eq(slabs.appId, ctx.appId), eq(slabs.id, id))!;

export async function getReferralAmount(ctx: ServiceContext, id: number): Promise<ReferralAmountOption> {
  const [row] = await selectSlabs(ctx).where(ofApp(ctx, id));
  if (!row) throw notFound(LABEL);
  const { total: _total, ...slab } = row;
  return slab;
}

/** The database does not check tenants on references: a department or designation of another app is unknown here. */
async function assertReferencesOwned(ctx: ServiceContext, input: ReferralAmountFields) {
  const [designation] = await ctx.db
    .select({ id: designations.id })
    .from(designations)
    .where(and(eq(designations.appId, ctx.appId), eq(designations.id, input.designationId)));
  if (!designation) throw invalid({ designationId: [UNKNOWN_DESIGNATION] });
  if (input.departmentId === null) return;
  const [department] = await ctx.db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.appId, ctx.appId), eq(departments.id, input.departmentId)));
  if (!department) throw invalid({ departmentId: [UNKNOWN_DEPARTMENT] });
}

async function assertSlugFree(ctx: ServiceContext, slug: string, exceptId?: number) {
  if (await valueTaken(ctx.db, slabs, slabs.slug, { appId: ctx.appId, value: slug, exceptId })) throw conflict(SLAB_NAME_TAKEN, 'slug');
}

export async function createReferralAmount(ctx: ServiceContext, input: ReferralAmountFields): Promise<ReferralAmountOption> {
  await assertReferencesOwned(ctx, input);
  await assertSlugFree(ctx, input.slug);
  const [{ id }] = await ctx.db
    .insert(slabs)
    .values({ appId: ctx.appId, ...input })
    .returning({ id: slabs.id });
  return getReferralAmount(ctx, id);
}

/** PUT /api/referral-amount/{id}: jobs that use the slab show its new name and amount at once (they point at it). */
export async function updateReferralAmount(ctx: ServiceContext, id: number, input: ReferralAmountFields): Promise<ReferralAmountOption> {
  await getReferralAmount(ctx, id);
  await assertReferencesOwned(ctx, input);
  await assertSlugFree(ctx, input.slug, id);
  await ctx.db
    .update(slabs)
    .set({ ...input, updatedAt: ctx.now })
    .where(ofApp(ctx, id));
  return getReferralAmount(ctx, id);
}

/** A slab a job still pays by is kept: deleting it would leave those jobs' referral bonus unknown. */
export async function deleteReferralAmount(ctx: ServiceContext, id: number): Promise<void> {
  const slab = await getReferralAmount(ctx, id);
  const [{ value: used }] = await ctx.db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.appId, ctx.appId), eq(jobs.referralAmountId, id)));
  if (used > 0) {
    throw conflict(
      `'${slab.slug}' is the referral amount of ${used} job${used === 1 ? '' : 's'}. Choose another slab on ${used === 1 ? 'that job' : 'those jobs'} first.`,
    );
  }
  await ctx.db.delete(slabs).where(ofApp(ctx, id));
}

/** What the resource routes call for list, one, create, update and delete. */
export const referralAmountOperations = {
  list: listReferralAmounts,
  one: getReferralAmount,
  create: createReferralAmount,
  update: updateReferralAmount,
  remove: deleteReferralAmount,
};
