import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import type { PayoutCode } from '../../../shared/contract/referral-payable';
import type { ReferralPayout } from '../../../shared/contract/referral-refer';
import { payoutClock, payoutState } from './clock';
import { factsOf, payableRecords, remarksOf } from './rows';

// What a referrer is told of their hires' payouts (My referrals, the notice of a change): the
// state, since when, and why it will not be paid, by the same rules the payable list applies.

/** The payouts of the given applications that have a payable record, by application id. */
export async function referrerPayouts(
  ctx: ServiceContext,
  applicationIds: readonly number[],
  db: Db = ctx.db,
): Promise<Map<number, ReferralPayout>> {
  const payouts = new Map<number, ReferralPayout>();
  if (applicationIds.length === 0) return payouts;
  const records = await payableRecords(ctx, [...applicationIds], db);
  if (records.length === 0) return payouts;
  const [clock, remarks] = await Promise.all([
    payoutClock(ctx, db),
    remarksOf(
      ctx,
      records.map((record) => record.payableId),
      db,
    ),
  ]);
  for (const record of records) {
    const newest = remarks.get(record.payableId)?.[0] ?? null;
    const status = record.status.code as PayoutCode;
    // A Not eligible decision's reason is the remark it was given with, unless a rule says why.
    const decided = status === 'not_eligible' ? (newest?.remarkName ?? null) : null;
    payouts.set(record.application.id, {
      status,
      since: newest?.created_at ?? null,
      notPayableReason: payoutState(factsOf(record), clock).notPayableReason ?? decided,
    });
  }
  return payouts;
}
