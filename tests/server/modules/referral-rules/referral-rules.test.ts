import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralRules, referralStatusIds } from '../../../../src/server/modules/referral-rules/service';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { createReferralSetup } from '../../../support/referral-factory';

let t: TestApp;
afterAll(() => t.close());
beforeAll(async () => {
  t = await createTestApp();
});

describe('referral rules', () => {
  it("reads the default setting type's settings", async () => {
    const tenant = await t.factories.tenant('referral-rules-a');
    await createReferralSetup(t.db, tenant.id, {
      paymentReleaseInDays: 45,
      referralGapPeriod: 12,
      reHiredCandidate: 1,
      selectionAttribute: 2,
    });
    expect(await referralRules({ appId: tenant.id }, t.db)).toEqual({
      paymentReleaseInDays: 45,
      reHiredCandidate: true,
      referralGapMonths: 12,
      selectionAttribute: 2,
    });
  });

  it('falls back to 90 days, a 6-month gap, no re-hires and one referrer without settings', async () => {
    const tenant = await t.factories.tenant('referral-rules-b');
    expect(await referralRules({ appId: tenant.id }, t.db)).toEqual({
      paymentReleaseInDays: 90,
      reHiredCandidate: false,
      referralGapMonths: 6,
      selectionAttribute: 1,
    });
  });

  it('finds status ids by code, and refuses with 409 when the app lacks one', async () => {
    const tenant = await t.factories.tenant('referral-rules-c');
    const setup = await createReferralSetup(t.db, tenant.id);
    expect(await referralStatusIds({ appId: tenant.id }, t.db, ['hired', 'paid'])).toEqual({
      hired: setup.statuses.hired,
      paid: setup.statuses.paid,
    });
    const bare = await t.factories.tenant('referral-rules-d');
    await expect(referralStatusIds({ appId: bare.id }, t.db, ['hired'])).rejects.toMatchObject({ status: 409 });
  });
});
