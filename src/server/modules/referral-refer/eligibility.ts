import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { designations, referrerEligibilities, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import {
  NO_BONUS_DESIGNATION,
  NO_BONUS_REHIRE,
  noBonusForDesignation,
  type ReferralEligibility,
} from '../../../shared/contract/referral-refer';
import { referralRules, type ReferralRules } from '../referral-rules/service';

// Bonus eligibility: the referrer's designation must say yes on Referrer Eligibility (no row, or
// no designation, is no), and a candidate who is a former employee earns a bonus only when the
// settings' re-hired candidate rule allows it. An ineligible employee may still refer.

type Ctx = Pick<ServiceContext, 'appId' | 'user'>;

/** Why the signed-in user's referrals earn no bonus, or null when they may. */
async function referrerNoBonusReason(ctx: Ctx, db: Db): Promise<string | null> {
  const [row] = await db
    .select({
      designationId: users.designationId,
      designation: designations.designation,
      eligible: referrerEligibilities.eligibilityStatus,
    })
    .from(users)
    .leftJoin(designations, and(eq(designations.id, users.designationId), eq(designations.appId, users.appId)))
    .leftJoin(
      referrerEligibilities,
      and(eq(referrerEligibilities.designationId, users.designationId), eq(referrerEligibilities.appId, users.appId)),
    )
    .where(and(eq(users.id, ctx.user.id), eq(users.appId, ctx.appId)));
  if (!row || row.designationId === null || row.designation === null) return NO_BONUS_DESIGNATION;
  return row.eligible === 1 ? null : noBonusForDesignation(row.designation);
}

/** A user of the app with this e-mail (any case) who has a last working day: a former employee. */
async function isFormerEmployee(ctx: Ctx, db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.appId, ctx.appId), sql`lower(${users.email}) = lower(${email})`, isNotNull(users.lastWorkingDate)))
    .limit(1);
  return row !== undefined;
}

/** GET /api/referral-eligibility. */
export async function referralEligibility(ctx: ServiceContext): Promise<ReferralEligibility> {
  const [reason, rules] = await Promise.all([referrerNoBonusReason(ctx, ctx.db), referralRules(ctx, ctx.db)]);
  return {
    eligible: reason === null,
    reason,
    referralGapMonths: rules.referralGapMonths,
    reHiredCandidate: rules.reHiredCandidate,
    selectionAttribute: rules.selectionAttribute,
  };
}

/** Why a referral of this candidate by the signed-in user earns no bonus, or null when it may. */
export async function noBonusReason(ctx: Ctx, db: Db, rules: ReferralRules, email: string | undefined): Promise<string | null> {
  const referrer = await referrerNoBonusReason(ctx, db);
  if (referrer) return referrer;
  if (email !== undefined && !rules.reHiredCandidate && (await isFormerEmployee(ctx, db, email))) return NO_BONUS_REHIRE;
  return null;
}
