import { and, inArray, isNotNull } from 'drizzle-orm';
import { applications } from '../../db/schema';
import { notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { visibleApplications } from '../application/service';
import { trashApplications } from '../application-trash/service';

/**
 * DELETE /api/referrals: moves referred applications to the trash (the applicant trash: an admin
 * restores them for 30 days). Every id must be a referral the user may see, or nothing moves (404).
 */
export function trashReferrals(ctx: ServiceContext, ids: readonly number[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const referred = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(inArray(applications.id, [...ids]), visibleApplications(ctx), isNotNull(applications.referrerId)))
      .for('update');
    if (referred.length !== ids.length) throw notFound('Referral');
    return trashApplications({ ...ctx, db: tx }, ids);
  });
}
