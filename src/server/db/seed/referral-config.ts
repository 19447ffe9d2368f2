import {
  referralAmountSlabs,
  referralSettings,
  referralSettingTypes,
  referralStatuses,
  referrerEligibilities,
  REFERRAL_STATUS_CODES,
  type ReferralStatusCode,
} from '../schema';
import { IdMap, insertIds, insertRows, type SeedContext } from './context';
import type { OrgIds } from './org';
import type { ReferralConfigSpec } from './spec';

/** How the referral statuses every app gets are named and coloured, one entry per code the server filters on. */
const REFERRAL_STATUS_LOOKS: Record<ReferralStatusCode, { referralStatus: string; colour: string }> = {
  in_progress: { referralStatus: 'In Progress', colour: '#0f6cbd' },
  hired: { referralStatus: 'Hired', colour: '#107c10' },
  rejected: { referralStatus: 'Rejected', colour: '#d13438' },
  duplicate: { referralStatus: 'Duplicate', colour: '#8a8886' },
  payable: { referralStatus: 'Payable', colour: '#ca5010' },
  on_hold: { referralStatus: 'On Hold', colour: '#986f0b' },
  paid: { referralStatus: 'Paid', colour: '#13a10e' },
  not_eligible: { referralStatus: 'Not Eligible', colour: '#a4262c' },
};

/** Every app gets these referral statuses, in the schema's order of codes (see REFERRAL_STATUS_CODES). */
export const REFERRAL_STATUSES = REFERRAL_STATUS_CODES.map((code) => ({ code, ...REFERRAL_STATUS_LOOKS[code] }));

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
  const eligibility = (designations: string[], eligibilityStatus: 0 | 1) =>
    designations.map((designation) => ({ appId, designationId: orgIds.designations.get(designation), eligibilityStatus }));
  await insertRows(db, referrerEligibilities, [
    ...eligibility(spec.eligibility.eligible, 1),
    ...eligibility(spec.eligibility.notEligible, 0),
  ]);
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
