import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.user(await t.factories.tenant('prio-a'), 'admin');
  outsider = await t.factories.user(await t.factories.tenant('prio-b'), 'admin');
});
afterAll(() => t.close());

const list = async (as = admin) =>
  (await t.call('GET', '/api/job-priority?limit=100', { as })).body.data as { id: number; name: string; status: number }[];
const create = (name: string, extra: Record<string, unknown> = {}, as = admin) =>
  t.call('POST', '/api/job-priority', { as, form: { name, ...extra } });

describe('job priority', () => {
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = await list();
  });
  const unchanged = async () => expect(await list()).toEqual(snapshot);

  it('creates with multipart name and status, enabled by default when status is not sent', async () => {
    const enabled = await create('Critical');
    expect(enabled.status).toBe(201);
    expect(enabled.body.data).toMatchObject({ name: 'Critical', status: 1 });
    const disabled = await create('Someday', { status: 0 });
    expect(disabled.body.data).toMatchObject({ name: 'Someday', status: 0 });
    expect((await list()).map((row) => row.name)).toEqual(expect.arrayContaining(['Critical', 'Someday']));
  });

  it('updates name and status with a JSON body', async () => {
    const { body } = await create('Medium-ish');
    const id = (body.data as { id: number }).id;
    const updated = await t.call('PUT', `/api/job-priority/${id}`, { as: admin, json: { name: 'Medium', status: 0 } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ id, name: 'Medium', status: 0 });
    expect((await t.call('GET', `/api/job-priority/${id}`, { as: admin })).body.data).toEqual({ id, name: 'Medium', status: 0 });
  });

  it("refuses an empty name with 'Please fill the field' and writes nothing", async () => {
    for (const name of ['', '   ']) {
      const response = await create(name);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: 'Please fill the field', errors: { name: ['Please fill the field'] } });
    }
    const missing = await t.call('POST', '/api/job-priority', { as: admin, form: { status: 1 } });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Please fill the field');
    await unchanged();
  });

  it('refuses a bad status, a too-long name and wrong types with 422 and writes nothing', async () => {
    expect((await create('Odd', { status: 7 })).status).toBe(422);
    expect((await create('Odd', { status: 'yes' })).status).toBe(422);
    expect((await create('x'.repeat(101))).status).toBe(422);
    const wrongType = await t.call('POST', '/api/job-priority', { as: admin, json: { name: 42 } });
    expect(wrongType.status).toBe(422);
    await unchanged();
  });

  it('refuses a duplicate name in the same app, whatever its case, with 409', async () => {
    await create('Blocker');
    const duplicate = await create('BLOCKER');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("A job priority named 'BLOCKER' already exists.");
    const { body } = await create('Blocker 2');
    const rename = await t.call('PUT', `/api/job-priority/${(body.data as { id: number }).id}`, { as: admin, json: { name: 'blocker' } });
    expect(rename.status).toBe(409);
  });

  it('allows the same name in another app', async () => {
    await create('Shared name');
    expect((await create('Shared name', {}, outsider)).status).toBe(201);
  });

  it('refuses malformed JSON with 400 and an unsupported body type with 415', async () => {
    const { body } = await create('Parse me');
    const id = (body.data as { id: number }).id;
    snapshot = await list();
    const malformed = await t.call('PUT', `/api/job-priority/${id}`, {
      as: admin,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    const xml = await t.call('PUT', `/api/job-priority/${id}`, {
      as: admin,
      body: '<name/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    await unchanged();
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      expect((await t.call('PUT', `/api/job-priority/${id}`, { as: admin, json: { name: 'X' } })).status, id).toBe(404);
      expect((await t.call('DELETE', `/api/job-priority/${id}`, { as: admin })).status, id).toBe(404);
      expect((await t.call('GET', `/api/job-priority/${id}`, { as: admin })).status, id).toBe(404);
    }
    await unchanged();
  });

  it('deletes a priority', async () => {
    const { body } = await create('Temporary');
    const id = (body.data as { id: number }).id;
    expect((await t.call('DELETE', `/api/job-priority/${id}`, { as: admin })).status).toBe(200);
    expect((await list()).some((row) => row.id === id)).toBe(false);
  });

  it('refuses to delete a priority that jobs use, naming them, and keeps it (409)', async () => {
    const { body } = await create('In use');
    const id = (body.data as { id: number }).id;
    await t.db.insert(jobs).values({ appId: admin.appId, jobTitle: 'Platform engineer', jobPriorityId: id });
    const response = await t.call('DELETE', `/api/job-priority/${id}`, { as: admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("'In use' is used by 1 job. Disable it instead, or change those jobs first.");
    expect((await list()).some((row) => row.id === id)).toBe(true);
  });

  it('filters by status and searches by name', async () => {
    await create('Searchable Alpha');
    await create('Searchable Beta', { status: 0 });
    const search = await t.call('GET', '/api/job-priority?search=searchable%20a', { as: admin });
    expect((search.body.data as { name: string }[]).map((row) => row.name)).toEqual(['Searchable Alpha']);
    const enabled = await t.call('GET', '/api/job-priority?status=1&limit=100', { as: admin });
    expect((enabled.body.data as { status: number }[]).every((row) => row.status === 1)).toBe(true);
    expect((await t.call('GET', '/api/job-priority?status=5', { as: admin })).status).toBe(422);
  });
});

describe('job priority across tenants', () => {
  it("never shows or changes another app's rows (404)", async () => {
    const { body } = await create('Private to A');
    const id = (body.data as { id: number }).id;
    expect((await list(outsider)).some((row) => row.id === id)).toBe(false);
    expect((await t.call('GET', `/api/job-priority/${id}`, { as: outsider })).status).toBe(404);
    expect((await t.call('PUT', `/api/job-priority/${id}`, { as: outsider, json: { name: 'Hijacked' } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/job-priority/${id}`, { as: outsider })).status).toBe(404);
    expect((await t.call('GET', `/api/job-priority/${id}`, { as: admin })).body.data).toMatchObject({ name: 'Private to A' });
  });
});
