import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralSettingTypes } from '../../../../src/server/db/schema';
import type { ReferralSetting, ReferralSettingType } from '../../../../src/shared/contract/referral-settings';
import { referralRules } from '../../../../src/server/modules/referral-rules/service';
import { createReferralSetup } from '../../../support/referral-factory';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let team: Team;
let standard: number;
let contract: number;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'rs');
  // A type added before the default one: the default still comes first.
  [{ id: contract }] = await t.db.insert(referralSettingTypes).values({ appId: team.tenant.id, name: 'Contract Staff' }).returning();
  ({ settingTypeId: standard } = await createReferralSetup(t.db, team.tenant.id, {
    paymentReleaseInDays: 60,
    referralGapPeriod: 9,
    selectionAttribute: 2,
  }));
});
afterAll(() => t.close());

const settingsOf = async (query = '', as = team.admin) => t.call('GET', `/api/referral-setting${query}`, { as });
const save = (typeId: number | string, body: unknown, as = team.admin) =>
  t.call('PUT', `/api/referral-setting/${typeId}`, { as, json: body });
const valid = { paymentReleaseInDays: 180, reHiredCandidate: 1, referralGapPeriod: 12, selectionAttribute: 3 };

describe('referral setting types', () => {
  it('lists the default type first, then the others in the order added', async () => {
    const response = await t.call('GET', '/api/referral-setting-type', { as: team.recruiter });
    expect(response.status).toBe(200);
    expect(response.body.data as ReferralSettingType[]).toEqual([
      { id: standard, name: 'Standard Referral', isDefault: 1 },
      { id: contract, name: 'Contract Staff', isDefault: 0 },
    ]);
    expect((await t.call('GET', '/api/referral-setting-type', { as: team.outsider })).body.data).toEqual([]);
  });
});

describe('referral settings', () => {
  it('answers the named type, or the default type when none is named', async () => {
    const expected = {
      referralSettingTypeId: standard,
      paymentReleaseInDays: 60,
      reHiredCandidate: 0,
      referralGapPeriod: 9,
      selectionAttribute: 2,
    };
    expect((await settingsOf()).body.data).toEqual(expected);
    expect((await settingsOf(`?referralSettingTypeId=${standard}`)).body.data).toEqual(expected);
  });

  it('answers the defaults (90 days, no re-hires, 6 months, One) for a type never saved', async () => {
    const response = await settingsOf(`?referralSettingTypeId=${contract}`);
    expect(response.body.data).toEqual({
      referralSettingTypeId: contract,
      paymentReleaseInDays: 90,
      reHiredCandidate: 0,
      referralGapPeriod: 6,
      selectionAttribute: 1,
    });
  });

  it('saves a type never saved, then updates it, answering the saved settings', async () => {
    const first = await save(contract, valid);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      data: { referralSettingTypeId: contract, ...valid },
      message: 'Your change has been successfully submitted',
    });
    const form = await t.call('PUT', `/api/referral-setting/${contract}`, {
      as: team.recruiter,
      form: { paymentReleaseInDays: '45', reHiredCandidate: '0', referralGapPeriod: '6', selectionAttribute: '1' },
    });
    expect(form.status).toBe(200);
    expect((await settingsOf(`?referralSettingTypeId=${contract}`)).body.data).toEqual({
      referralSettingTypeId: contract,
      paymentReleaseInDays: 45,
      reHiredCandidate: 0,
      referralGapPeriod: 6,
      selectionAttribute: 1,
    });
    // The other type is untouched.
    expect((await settingsOf()).body.data).toMatchObject({ referralSettingTypeId: standard, paymentReleaseInDays: 60 });
  });

  it('refuses values outside the choices (45/60/90/180 days, yes/no, 6/9/12 months, One/Two/Three) with 422 and writes nothing', async () => {
    const before = (await settingsOf()).body.data as ReferralSetting;
    const cases: [string, unknown, string][] = [
      ['paymentReleaseInDays', 30, 'The payment release period must be 45, 60, 90 or 180 days.'],
      ['paymentReleaseInDays', '90 days', 'The payment release period must be 45, 60, 90 or 180 days.'],
      ['reHiredCandidate', 2, 'Re-hired candidate must be 1 (Yes) or 0 (No).'],
      ['referralGapPeriod', 1, 'The referral gap period must be 6, 9 or 12 months.'],
      ['selectionAttribute', 4, 'Selection attribution must be 1 (One), 2 (Two) or 3 (Three).'],
      ['selectionAttribute', undefined, 'Selection attribution must be 1 (One), 2 (Two) or 3 (Three).'],
    ];
    for (const [field, value, message] of cases) {
      const response = await save(standard, { ...valid, [field]: value });
      expect(response.status, `${field}=${String(value)}`).toBe(422);
      expect(response.body.errors).toEqual({ [field]: [message] });
    }
    expect((await save(standard, {})).status).toBe(422);
    expect(
      (
        await t.call('PUT', `/api/referral-setting/${standard}`, {
          as: team.admin,
          body: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect((await settingsOf()).body.data).toEqual(before);
  });

  it("answers 404 for an unknown, malformed or another app's type, and 422 for a malformed query", async () => {
    const before = (await settingsOf()).body.data;
    for (const id of ['999999', 'abc', '0']) expect((await save(id, valid)).status, id).toBe(404);
    expect((await save(standard, valid, team.outsider)).status).toBe(404);
    expect((await settingsOf(`?referralSettingTypeId=${standard}`, team.outsider)).status).toBe(404);
    expect((await settingsOf('', team.outsider)).body).toEqual({ message: 'Referral setting type not found.' });
    expect((await settingsOf('?referralSettingTypeId=abc')).status).toBe(422);
    expect((await settingsOf()).body.data).toEqual(before);
  });

  it('reads for staff, saves for admins and recruiters only; employees get 403; no token 401', async () => {
    const before = (await settingsOf()).body.data;
    expect((await settingsOf('', team.manager)).status).toBe(200);
    expect((await settingsOf('', team.employee)).status).toBe(403);
    expect((await t.call('GET', '/api/referral-setting-type', { as: team.employee })).status).toBe(403);
    expect((await save(standard, valid, team.manager)).status).toBe(403);
    expect((await save(standard, valid, team.employee)).status).toBe(403);
    expect((await t.call('PUT', `/api/referral-setting/${standard}?app=rs-a`, { json: valid })).status).toBe(401);
    expect((await settingsOf()).body.data).toEqual(before);
  });

  it('the saved default type is what the referral rules read', async () => {
    await save(standard, { ...valid, paymentReleaseInDays: 45 });
    expect(await referralRules({ appId: team.admin.appId }, t.db)).toEqual({
      paymentReleaseInDays: 45,
      reHiredCandidate: true,
      referralGapMonths: 12,
      selectionAttribute: 3,
    });
  });
});
