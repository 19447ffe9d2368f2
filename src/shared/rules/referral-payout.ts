// The referral payout clock: a hire's referral bonus is released once the hire has completed the
// payment release period (Referrals Settings; 90 days by default) since joining. Until then the
// payable list disables Status and Export and the server refuses both with the same words.
import { daysBetween } from './calendar-day';

export const DEFAULT_PAYMENT_RELEASE_DAYS = 90;
export const PAYMENT_RELEASE_OPTIONS = [45, 60, 90, 180] as const;
/** Months before the same candidate may be referred again. */
export const REFERRAL_GAP_OPTIONS = [6, 9, 12] as const;
/** How many referrers of the same candidate within the gap period share the credit (One, Two, Three). */
export const SELECTION_ATTRIBUTION_OPTIONS = [1, 2, 3] as const;

/** The spec's tooltip and the server's 409, with the number following the setting. */
export const notCompletedMessage = (releaseDays: number) =>
  `The employee has not completed ${releaseDays} days, so you can neither change the status nor export the data.`;

/** A 'YYYY-MM-DD' day as referral tables and texts show it (spec §9: MM/DD/YYYY). */
export const referralDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** 'YYYY-MM-DD' plus whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The payout (eligibility) date: joining date plus the payment release period. */
export const payoutDate = (joiningDate: string, releaseDays: number) => addDays(joiningDate, releaseDays);

/** Days completed since joining, as of `today` (0 before the joining date). */
export const daysCompleted = (joiningDate: string, today: string) => Math.max(0, daysBetween(joiningDate, today));

/** Whether the hire has completed the release period: payable status changes and export are allowed. */
export const payoutDue = (joiningDate: string, today: string, releaseDays: number) => daysCompleted(joiningDate, today) >= releaseDays;

/**
 * Why a hired referral will not be paid, or null: the hire or the referrer left (last working
 * day) before the payout date. Days as referral screens show them unless `day` says otherwise
 * (the export's ISO days).
 */
export function leftBeforePayout(
  payout: string,
  hireLastDay: string | null,
  referrerLastDay: string | null,
  day: (date: string) => string = referralDay,
): string | null {
  if (hireLastDay !== null && hireLastDay < payout)
    return `The employee left on ${day(hireLastDay)}, before the eligibility date ${day(payout)}.`;
  if (referrerLastDay !== null && referrerLastDay < payout)
    return `The referrer left on ${day(referrerLastDay)}, before the eligibility date ${day(payout)}.`;
  return null;
}
