import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralSettings, referralSettingTypes, referralStatuses, type ReferralStatusCode } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { conflict } from '../../core/errors';
import { DEFAULT_PAYMENT_RELEASE_DAYS } from '../../../shared/rules/referral-payout';

// The referral rules every referral module reads: the settings in force, the referral statuses by
// their stable codes (README "Referrals: rules worth knowing") and the stage a referrer is shown.

export { coarseStage } from './coarse-stage';
export { referralStageFields, referralStageOf, referralStagesOf } from './referral-stage';

export interface ReferralRules {
  paymentReleaseInDays: number;
  /** A re-hired former employee still earns a bonus. */
  reHiredCandidate: boolean;
  referralGapMonths: number;
  /** How many referrers of one candidate within the gap period share the credit. */
  selectionAttribute: number;
}

const DEFAULT_RULES: ReferralRules = {
  paymentReleaseInDays: DEFAULT_PAYMENT_RELEASE_DAYS,
  reHiredCandidate: false,
  referralGapMonths: 6,
  selectionAttribute: 1,
};

/** The settings of the app's default referral setting type (the one /referral-settings opens on); defaults when none is saved. */
export async function referralRules(ctx: Pick<ServiceContext, 'appId'>, db: Db): Promise<ReferralRules> {
  const [row] = await db
    .select({
      paymentReleaseInDays: referralSettings.paymentReleaseInDays,
      reHiredCandidate: referralSettings.reHiredCandidate,
      referralGapPeriod: referralSettings.referralGapPeriod,
      selectionAttribute: referralSettings.selectionAttribute,
    })
    .from(referralSettings)
    .innerJoin(referralSettingTypes, eq(referralSettingTypes.id, referralSettings.referralSettingTypeId))
    .where(and(eq(referralSettings.appId, ctx.appId), eq(referralSettingTypes.isDefault, 1)))
    .limit(1);
  if (!row) return DEFAULT_RULES;
  return {
    paymentReleaseInDays: row.paymentReleaseInDays,
    reHiredCandidate: row.reHiredCandidate === 1,
    referralGapMonths: row.referralGapPeriod,
    selectionAttribute: row.selectionAttribute,
  };
}

/** The ids of the app's referral statuses with the given codes; 409 when the app lacks one (its set-up is incomplete). */
export async function referralStatusIds<C extends ReferralStatusCode>(
  ctx: Pick<ServiceContext, 'appId'>,
  db: Db,
  codes: readonly C[],
): Promise<Record<C, number>> {
  const rows = await db
    .select({ id: referralStatuses.id, code: referralStatuses.code })
    .from(referralStatuses)
    .where(and(eq(referralStatuses.appId, ctx.appId), inArray(referralStatuses.code, [...codes])));
  const byCode = Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<C, number>;
  const missing = codes.filter((code) => byCode[code] === undefined);
  if (missing.length)
    throw conflict(`The workspace has no referral status for ${missing.join(', ')}. Ask an admin to restore the referral statuses.`);
  return byCode;
}
