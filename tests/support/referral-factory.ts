import {
  applicantSources,
  referralSettings,
  referralSettingTypes,
  referralStatuses,
  type ReferralStatusCode,
} from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { REFERRAL_STATUSES } from '../../src/server/db/seed/referral-config';

export interface ReferralSetup {
  /** The app's referral status ids by code. */
  statuses: Record<ReferralStatusCode, number>;
  settingTypeId: number;
  /** The 'Employee Referral' applicant source (identifier 'referral'). */
  sourceId: number;
}

/**
 * What every seeded app has for referrals: the referral statuses, a default setting type with its
 * settings (90-day release, 6-month gap, no re-hires, attribution One unless overridden) and the
 * Employee Referral source.
 */
export async function createReferralSetup(
  db: Db,
  appId: number,
  settings: { paymentReleaseInDays?: number; referralGapPeriod?: number; reHiredCandidate?: number; selectionAttribute?: number } = {},
): Promise<ReferralSetup> {
  const rows = await db
    .insert(referralStatuses)
    .values(REFERRAL_STATUSES.map((status, sortOrder) => ({ appId, ...status, sortOrder })))
    .returning({ id: referralStatuses.id, code: referralStatuses.code });
  const [type] = await db.insert(referralSettingTypes).values({ appId, name: 'Standard Referral', isDefault: 1 }).returning();
  await db.insert(referralSettings).values({ appId, referralSettingTypeId: type.id, ...settings });
  const [source] = await db.insert(applicantSources).values({ appId, source: 'Employee Referral', identifier: 'referral' }).returning();
  return {
    statuses: Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<ReferralStatusCode, number>,
    settingTypeId: type.id,
    sourceId: source.id,
  };
}
