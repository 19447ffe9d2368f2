import { referralPayableRemarks, referralPayables, type ReferralStatusCode } from '../schema';
import type { SeededApplication } from './applications';
import { insertIds, insertRows, type SeedContext } from './context';
import { PAYABLE_REMARKS } from './names';
import { addDays, toDateOnly } from './random';
import type { ReferralConfigIds } from './referral-config';

// Payable records for every joined referral. Under 90 days the record stays 'hired' (payout not
// yet due); past 90 days it is payable, on hold, paid or not eligible, each with its remark trail.

const PAYOUT_STATE: Partial<Record<NonNullable<SeededApplication['referral']>, ReferralStatusCode>> = {
  joinedRecently: 'hired',
  payable: 'payable',
  onHold: 'on_hold',
  paid: 'paid',
  notEligible: 'not_eligible',
};

export async function seedReferralPayables(
  ctx: SeedContext,
  applications: SeededApplication[],
  referral: ReferralConfigIds,
  adminId: number,
): Promise<void> {
  const { db, appId, rng, now } = ctx;
  const joined = applications.flatMap((a) => {
    const state = a.referral ? PAYOUT_STATE[a.referral] : undefined;
    return state && a.joinedAt ? [{ application: a, state, joinedAt: a.joinedAt }] : [];
  });
  const payableIds = await insertIds(
    db,
    referralPayables,
    joined.map(({ application, state, joinedAt }) => ({
      appId,
      applicationId: application.id,
      joiningDate: toDateOnly(joinedAt),
      referralStatusId: referral.statuses[state],
      amount: application.job.slabId === null ? null : (referral.amounts.get(application.job.slabId) ?? null),
      createdAt: joinedAt,
      updatedAt: joinedAt,
    })),
  );

  const remarks = joined.flatMap(({ state, joinedAt }, i) => {
    const trail: { code: ReferralStatusCode; at: Date }[] = [{ code: 'hired', at: joinedAt }];
    const due = addDays(joinedAt, 90 + rng.int(0, 3));
    if (state !== 'hired' && due < now) {
      if (state === 'paid') trail.push({ code: 'payable', at: due });
      const last = state === 'paid' ? addDays(due, rng.int(5, 20)) : due;
      trail.push({ code: state, at: last < now ? last : due });
    }
    return trail.map(({ code, at }) => ({
      appId,
      referralPayableId: payableIds[i],
      remarkName: PAYABLE_REMARKS[code] ?? code,
      referralStatusId: referral.statuses[code],
      createdById: adminId,
      createdAt: at,
    }));
  });
  await insertRows(db, referralPayableRemarks, remarks);
}
