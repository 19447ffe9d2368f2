import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysCompleted,
  leftBeforePayout,
  notCompletedMessage,
  payoutDate,
  payoutDue,
} from '../../../src/shared/rules/referral-payout';

describe('the referral payout clock', () => {
  it('pays out the release period after joining, across month and leap-year ends', () => {
    expect(payoutDate('2026-01-01', 90)).toBe('2026-04-01');
    expect(payoutDate('2027-12-15', 90)).toBe('2028-03-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts completed days and is due on the payout date, not a day before', () => {
    expect(daysCompleted('2026-08-25', '2026-11-24')).toBe(91);
    expect(daysCompleted('2026-12-01', '2026-11-24')).toBe(0);
    expect(payoutDue('2026-08-26', '2026-11-24', 90)).toBe(true);
    expect(payoutDue('2026-08-27', '2026-11-24', 90)).toBe(false);
    expect(payoutDue('2026-10-25', '2026-11-24', 45)).toBe(false);
  });

  it("says the setting's number in the refusal", () => {
    expect(notCompletedMessage(90)).toBe(
      'The employee has not completed 90 days, so you can neither change the status nor export the data.',
    );
    expect(notCompletedMessage(45)).toContain('completed 45 days');
  });

  it('ends the payout when the hire or the referrer left before the payout date', () => {
    expect(leftBeforePayout('2026-11-30', null, null)).toBeNull();
    expect(leftBeforePayout('2026-11-30', '2026-11-30', null)).toBeNull();
    expect(leftBeforePayout('2026-11-30', '2026-11-10', null)).toBe(
      'The employee left on 11/10/2026, before the eligibility date 11/30/2026.',
    );
    expect(leftBeforePayout('2026-11-30', null, '2026-10-01')).toBe(
      'The referrer left on 10/01/2026, before the eligibility date 11/30/2026.',
    );
  });
});
