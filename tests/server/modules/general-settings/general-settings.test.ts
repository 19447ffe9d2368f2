import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantStatuses, statuses } from '../../../../src/server/db/schema';
import { GENERAL_SETTINGS_SAVED, UNKNOWN_APPLICANT_STATUS, UNKNOWN_STATUS } from '../../../../src/shared/contract/general-settings';
import { defaultApplicantStatusFor } from '../../../../src/server/modules/general-settings/service';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let employee: TestUser;
let outsider: TestUser;
const ids = { applied: 0, hold: 0, joined: 0, offered: 0, foreignApplicant: 0, foreignStatus: 0 };

async function applicantStatus(appId: number, name: string) {
  const [row] = await t.db.insert(applicantStatuses).values({ appId, name }).returning({ id: applicantStatuses.id });
  return row.id;
}
async function pipelineStatus(appId: number, name: string) {
  const [row] = await t.db.insert(statuses).values({ appId, name }).returning({ id: statuses.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('settings-a');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('settings-b'), 'admin');
  ids.applied = await applicantStatus(admin.appId, 'Applied');
  ids.hold = await applicantStatus(admin.appId, 'On Hold');
  ids.joined = await pipelineStatus(admin.appId, 'Joined');
  ids.offered = await pipelineStatus(admin.appId, 'Offered');
  ids.foreignApplicant = await applicantStatus(outsider.appId, 'Theirs');
  ids.foreignStatus = await pipelineStatus(outsider.appId, 'Their joined');
});
afterAll(() => t.close());

const read = async (as = admin) => (await t.call('GET', '/api/general-settings', { as })).body.data;
const save = (json: Record<string, unknown>, as = admin) => t.call('PUT', '/api/general-settings', { as, json });
const ctxOf = (user: TestUser) => ({ db: t.db, appId: user.appId });

describe('general settings', () => {
  it('reads as nothing chosen before anything is saved, and defaults to the first applicant status', async () => {
    expect(await read()).toEqual({
      withoutHiringProcessId: null,
      withoutHiringPipelineStatus: null,
      payableEmployeeStatusId: null,
      payableEmployeeStatus: null,
    });
    expect(await defaultApplicantStatusFor(ctxOf(admin))).toEqual({ id: ids.applied, name: 'Applied' });
  });

  it('offers the applicant statuses and pipeline statuses of this app only', async () => {
    const options = await t.call('GET', '/api/general-settings/options', { as: admin });
    expect(options.body.data).toEqual({
      applicantStatuses: [
        { id: ids.applied, name: 'Applied' },
        { id: ids.hold, name: 'On Hold' },
      ],
      statuses: [
        { id: ids.joined, name: 'Joined' },
        { id: ids.offered, name: 'Offered' },
      ],
    });
  });

  it('saves both choices, reads them back with names, and the default applicant status follows', async () => {
    const saved = await save({ withoutHiringProcessId: ids.hold, payableEmployeeStatusId: ids.joined });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(GENERAL_SETTINGS_SAVED);
    const expected = {
      withoutHiringProcessId: ids.hold,
      withoutHiringPipelineStatus: { id: ids.hold, name: 'On Hold' },
      payableEmployeeStatusId: ids.joined,
      payableEmployeeStatus: { id: ids.joined, name: 'Joined' },
    };
    expect(saved.body.data).toEqual(expected);
    expect(await read()).toEqual(expected);
    expect(await defaultApplicantStatusFor(ctxOf(admin))).toEqual({ id: ids.hold, name: 'On Hold' });
  });

  it('accepts multipart with only withoutHiringProcessId, as the spec sends it, keeping the other choice', async () => {
    const saved = await t.call('PUT', '/api/general-settings', { as: admin, form: { withoutHiringProcessId: String(ids.applied) } });
    expect(saved.status).toBe(200);
    expect(await read()).toMatchObject({ withoutHiringProcessId: ids.applied, payableEmployeeStatusId: ids.joined });
  });

  it('clears a choice with null', async () => {
    await save({ payableEmployeeStatusId: null });
    expect(await read()).toMatchObject({ withoutHiringProcessId: ids.applied, payableEmployeeStatusId: null, payableEmployeeStatus: null });
    await save({ payableEmployeeStatusId: ids.offered });
  });

  it("refuses unknown ids, another app's ids and wrong types with 422 and changes nothing", async () => {
    const before = await read();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ withoutHiringProcessId: 999999 }, 'withoutHiringProcessId', UNKNOWN_APPLICANT_STATUS],
      [{ withoutHiringProcessId: ids.foreignApplicant }, 'withoutHiringProcessId', UNKNOWN_APPLICANT_STATUS],
      [{ withoutHiringProcessId: ids.joined + 1000 }, 'withoutHiringProcessId', UNKNOWN_APPLICANT_STATUS],
      [{ withoutHiringProcessId: 'abc' }, 'withoutHiringProcessId', UNKNOWN_APPLICANT_STATUS],
      [{ withoutHiringProcessId: 1.5 }, 'withoutHiringProcessId', UNKNOWN_APPLICANT_STATUS],
      [{ withoutHiringProcessId: [1] }, 'withoutHiringProcessId', UNKNOWN_APPLICANT_STATUS],
      [{ payableEmployeeStatusId: ids.foreignStatus }, 'payableEmployeeStatusId', UNKNOWN_STATUS],
      [{ payableEmployeeStatusId: ids.applied + 100000 }, 'payableEmployeeStatusId', UNKNOWN_STATUS],
      [{ payableEmployeeStatusId: -3 }, 'payableEmployeeStatusId', UNKNOWN_STATUS],
      // A valid first field does not get saved when the second is wrong: one transaction.
      [{ withoutHiringProcessId: ids.hold, payableEmployeeStatusId: ids.foreignStatus }, 'payableEmployeeStatusId', UNKNOWN_STATUS],
    ];
    for (const [body, field, message] of cases) {
      const response = await save(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors?.[field as never]).toEqual([message]);
    }
    expect(await read()).toEqual(before);
  });

  it('needs settings:write to change (recruiters and employees get 403) and setup:read to read', async () => {
    const before = await read();
    expect((await save({ withoutHiringProcessId: ids.hold }, recruiter)).status).toBe(403);
    expect((await t.call('GET', '/api/general-settings', { as: recruiter })).status).toBe(200);
    expect((await t.call('GET', '/api/general-settings', { as: employee })).status).toBe(403);
    expect((await t.call('GET', '/api/general-settings/options', { as: employee })).status).toBe(403);
    expect(await read()).toEqual(before);
  });

  it("keeps each app's settings apart", async () => {
    expect(await read(outsider)).toMatchObject({ withoutHiringProcessId: null, payableEmployeeStatusId: null });
    expect(await defaultApplicantStatusFor(ctxOf(outsider))).toEqual({ id: ids.foreignApplicant, name: 'Theirs' });
    expect((await save({ withoutHiringProcessId: ids.foreignApplicant }, outsider)).status).toBe(200);
    expect(await read()).toMatchObject({ withoutHiringProcessId: ids.applied });
  });

  it('gives no default applicant status to an app that has none', async () => {
    const empty = await t.factories.user(await t.factories.tenant('settings-empty'), 'admin');
    expect(await defaultApplicantStatusFor(ctxOf(empty))).toBeNull();
  });
});
