import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import { daysCompleted, leftBeforePayout, payoutDate, payoutDue } from '../../../shared/rules/referral-payout';
import { DUPLICATE_REASON } from '../../../shared/contract/referral-payable';
import { appToday } from '../../db/app-day';
import { referralRules } from '../referral-rules/service';

/** What the payout rules are measured against: today on the app's calendar and the release period in force. */
export interface PayoutClock {
  today: string;
  releaseDays: number;
}

/** Today in the app's time zone and the settings' release days. */
export async function payoutClock(ctx: ServiceContext, db: Db = ctx.db): Promise<PayoutClock> {
  const [today, rules] = await Promise.all([appToday(ctx, db), referralRules(ctx, db)]);
  return { today, releaseDays: rules.paymentReleaseInDays };
}

/** The facts a payable record's clock and the people's last days decide. */
export interface PayoutFacts {
  joiningDate: string;
  hireLastDay: string | null;
  referrerLastDay: string | null;
  /** Why the referral earns no bonus at all (set when it was referred). */
  noBonusReason: string | null;
  /** The referral's own state code (duplicate earns nothing). */
  referralCode: string | null;
}

/** The eligibility date, days completed, whether the payout is due, and why it will not be paid (or null). */
export function payoutState(facts: PayoutFacts, clock: PayoutClock) {
  const eligibilityDate = payoutDate(facts.joiningDate, clock.releaseDays);
  const notPayableReason =
    leftBeforePayout(eligibilityDate, facts.hireLastDay, facts.referrerLastDay) ??
    facts.noBonusReason ??
    (facts.referralCode === 'duplicate' ? DUPLICATE_REASON : null);
  return {
    eligibilityDate,
    daysCompleted: daysCompleted(facts.joiningDate, clock.today),
    payoutDue: payoutDue(facts.joiningDate, clock.today, clock.releaseDays),
    notPayableReason,
  };
}
