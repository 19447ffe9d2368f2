import {
  referralAmountSlabs,
  referralSettings,
  referralSettingTypes,
  referralStatuses,
  referrerEligibilities,
  type ReferralStatusCode,
} from '../schema';
import { IdMap, insertIds, insertRows, type SeedContext } from './context';
import type { OrgIds } from './org';
import type { ReferralConfigSpec } from './spec';

/** Every app gets these referral statuses; `code` is what the server filters on (see schema). */
export const REFERRAL_STATUSES: readonly { code: ReferralStatusCode; referralStatus: string; colour: string }[] = [
  { code: 'in_progress', referralStatus: 'In Progress', colour: '#0f6cbd' },
  { code: 'hired', referralStatus: 'Hired', colour: '#107c10' },
  { code: 'rejected', referralStatus: 'Rejected', colour: '#d13438' },
  { code: 'duplicate', referralStatus: 'Duplicate', colour: '#8a8886' },
  { code: 'payable', referralStatus: 'Payable', colour: '#ca5010' },
  { code: 'on_hold', referralStatus: 'On Hold', colour: '#986f0b' },
  { code: 'paid', referralStatus: 'Paid', colour: '#13a10e' },
  { code: 'not_eligible', referralStatus: 'Not Eligible', colour: '#a4262c' },
];

export interface ReferralConfigIds {
  statuses: Record<ReferralStatusCode, number>;
  slabs: IdMap;
  /** Slab amounts by slab id, copied onto payable records. */
  amounts: Map<number, number>;
}

export async function seedReferralConfig(ctx: SeedContext, spec: ReferralConfigSpec, orgIds: OrgIds): Promise<ReferralConfigIds> {
  const { db, appId } = ctx;
  const typeIds = await insertIds(
    db,
    referralSettingTypes,
    spec.settingTypes.map((t) => ({ appId, name: t.name, isDefault: t.isDefault })),
  );
  await insertRows(
    db,
    referralSettings,
    spec.settingTypes.map((t, i) => ({
      appId,
      referralSettingTypeId: typeIds[i],
      paymentReleaseInDays: t.paymentReleaseInDays,
      reHiredCandidate: t.reHiredCandidate,
      referralGapPeriod: t.referralGapPeriod,
      selectionAttribute: t.selectionAttribute,
    })),
  );
  const slabIds = await insertIds(
    db,
    referralAmountSlabs,
    spec.slabs.map((s) => ({
      appId,
      slug: s.slug,
      departmentId: s.department ? orgIds.departments.get(s.department) : null,
      designationId: orgIds.designations.get(s.designation),
      amount: s.amount,
    })),
  );
  await insertRows(
    db,
    referrerEligibilities,
    spec.eligibility.map((e) => ({
      appId,
      designationId: orgIds.designations.get(e.designation),
      eligibilityStatus: e.eligible,
    })),
  );
  const statusIds = await insertIds(
    db,
    referralStatuses,
    REFERRAL_STATUSES.map((s, sortOrder) => ({ appId, ...s, sortOrder })),
  );
  const statuses = Object.fromEntries(REFERRAL_STATUSES.map((s, i) => [s.code, statusIds[i]])) as Record<ReferralStatusCode, number>;
  return {
    statuses,
    slabs: IdMap.from(
      'referral slab',
      spec.slabs.map((s) => s.slug),
      slabIds,
    ),
    amounts: new Map(slabIds.map((id, i) => [id, spec.slabs[i].amount])),
  };
}
