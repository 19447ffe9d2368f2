import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, applicationStatusHistory, generalSettings, jobs } from '../../../../src/server/db/schema';
import { APPLICANT_STATUS_REQUIRED } from '../../../../src/shared/contract/applicant-status';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

interface Row {
  id: number;
  status: string;
}

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'astatus');
});
afterAll(() => t.close());

const list = async (as = team.admin) => (await t.call('GET', '/api/applicant-status?limit=100', { as })).body.data as Row[];
const create = (status: unknown, as = team.admin) => t.call('POST', '/api/applicant-status', { as, json: { status } });
const createId = async (status: string) => ((await create(status)).body.data as Row).id;

async function application(fields: { applicantStatusId?: number } = {}) {
  const [job] = await t.db.insert(jobs).values({ appId: team.admin.appId, jobTitle: 'Clerk' }).returning({ id: jobs.id });
  const [row] = await t.db
    .insert(applications)
    .values({ appId: team.admin.appId, jobId: job.id, firstName: 'Mira', applicantEmail: 'mira@example.test', ...fields })
    .returning({ id: applications.id });
  return row.id;
}

describe('applicant status', () => {
  let snapshot: Row[];
  beforeEach(async () => {
    snapshot = await list();
  });
  const unchanged = async () => expect(await list()).toEqual(snapshot);

  it('creates with field status (JSON or multipart), reads it by id', async () => {
    const created = await create('Shortlisted');
    expect(created.status).toBe(201);
    const row = created.body.data as Row;
    expect(row).toEqual({ id: row.id, status: 'Shortlisted' });
    const form = await t.call('POST', '/api/applicant-status', { as: team.admin, form: { status: '  On Hold ' } });
    expect(form.body.data).toMatchObject({ status: 'On Hold' });
    expect((await t.call('GET', `/api/applicant-status/${row.id}`, { as: team.manager })).body.data).toEqual(row);
  });

  it('lists with search, limit and page and answers data plus meta', async () => {
    await createId('Search Alpha');
    await createId('Search Beta');
    const page = await t.call('GET', '/api/applicant-status?search=search&limit=1&page=1', { as: team.admin });
    expect((page.body.data as Row[]).map((r) => r.status)).toEqual(['Search Alpha']);
    expect(page.body.meta).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2, from: 1, to: 1 });
    expect((await t.call('GET', '/api/applicant-status?limit=101', { as: team.admin })).status).toBe(422);
  });

  it('refuses an empty, missing, too long or non-text status with 422 and writes nothing', async () => {
    for (const value of ['', '   ', undefined]) {
      const response = await create(value);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: APPLICANT_STATUS_REQUIRED, errors: { status: [APPLICANT_STATUS_REQUIRED] } });
    }
    expect((await create('x'.repeat(101))).status).toBe(422);
    expect((await create(12)).status).toBe(422);
    expect(
      (await t.call('POST', '/api/applicant-status', { as: team.admin, body: '{', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
    await unchanged();
  });

  it('refuses a duplicate name in the same app with 409 on create and rename', async () => {
    await createId('Interviewing');
    const duplicate = await create('INTERVIEWING');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("An applicant status named 'INTERVIEWING' already exists.");
    const other = await createId('Interviewed');
    const rename = await t.call('PUT', `/api/applicant-status/${other}`, { as: team.admin, json: { status: 'interviewing' } });
    expect(rename.status).toBe(409);
    expect((await create('Interviewing', team.outsider)).status).toBe(201);
  });

  it('renames with field status; keeping its own name is fine', async () => {
    const id = await createId('Screned');
    const renamed = await t.call('PUT', `/api/applicant-status/${id}`, { as: team.admin, form: { status: 'Screened' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ id, status: 'Screened' });
    expect((await t.call('PUT', `/api/applicant-status/${id}`, { as: team.admin, json: { status: 'screened' } })).status).toBe(200);
    snapshot = await list();
    expect((await t.call('PUT', `/api/applicant-status/${id}`, { as: team.admin, json: {} })).status).toBe(422);
    await unchanged();
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1e3']) {
      expect((await t.call('GET', `/api/applicant-status/${id}`, { as: team.admin })).status, id).toBe(404);
      expect((await t.call('PUT', `/api/applicant-status/${id}`, { as: team.admin, json: { status: 'X' } })).status, id).toBe(404);
      expect((await t.call('DELETE', `/api/applicant-status/${id}`, { as: team.admin })).status, id).toBe(404);
    }
    await unchanged();
  });

  it('deletes an unused status', async () => {
    const id = await createId('Disposable');
    expect((await t.call('DELETE', `/api/applicant-status/${id}`, { as: team.admin })).status).toBe(200);
    expect((await list()).some((r) => r.id === id)).toBe(false);
  });

  it('refuses to delete a status that applications hold now or in their history (409, kept)', async () => {
    const held = await createId('Held now');
    await application({ applicantStatusId: held });
    const past = await createId('Held before');
    const appId = await application();
    await t.db.insert(applicationStatusHistory).values({ appId: team.admin.appId, applicationId: appId, applicantStatusId: past });
    snapshot = await list();
    const now = await t.call('DELETE', `/api/applicant-status/${held}`, { as: team.admin });
    expect(now.status).toBe(409);
    expect(now.body.message).toBe("'Held now' is used by 1 application and cannot be deleted.");
    const before = await t.call('DELETE', `/api/applicant-status/${past}`, { as: team.admin });
    expect(before.status).toBe(409);
    expect(before.body.message).toBe("'Held before' is used by 1 application and cannot be deleted.");
    await unchanged();
  });

  it('refuses to delete the Default Applicant Status of general settings (409, kept)', async () => {
    const id = await createId('Default one');
    await t.db.insert(generalSettings).values({ appId: team.admin.appId, withoutHiringProcessId: id });
    snapshot = await list();
    const response = await t.call('DELETE', `/api/applicant-status/${id}`, { as: team.admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("'Default one' is the Default Applicant Status in General Settings. Choose another default first.");
    await unchanged();
  });

  it('lets hiring managers read but not write, and employees do neither (403)', async () => {
    const id = snapshot[0]?.id ?? (await createId('Perm'));
    snapshot = await list();
    expect((await t.call('GET', '/api/applicant-status', { as: team.manager })).status).toBe(200);
    expect((await create('Nope', team.manager)).status).toBe(403);
    expect((await t.call('PUT', `/api/applicant-status/${id}`, { as: team.manager, json: { status: 'Nope' } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/applicant-status/${id}`, { as: team.manager })).status).toBe(403);
    expect((await t.call('GET', '/api/applicant-status', { as: team.employee })).status).toBe(403);
    await unchanged();
  });

  it("never shows or changes another app's statuses (404)", async () => {
    const id = await createId('Private status');
    snapshot = await list();
    expect((await list(team.outsider)).some((r) => r.id === id)).toBe(false);
    expect((await t.call('GET', `/api/applicant-status/${id}`, { as: team.outsider })).status).toBe(404);
    expect((await t.call('PUT', `/api/applicant-status/${id}`, { as: team.outsider, json: { status: 'Hijack' } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/applicant-status/${id}`, { as: team.outsider })).status).toBe(404);
    await unchanged();
  });
});
