import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, jobs } from '../../../../src/server/db/schema';
import {
  SOURCE_IDENTIFIER_FORMAT,
  SOURCE_IDENTIFIER_READ_ONLY,
  SOURCE_ID_MISMATCH,
  SOURCE_REQUIRED,
  SOURCE_IDENTIFIER_REQUIRED,
} from '../../../../src/shared/contract/applicant-source';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

interface Row {
  id: number;
  sourceId: number;
  source: string;
  description: string;
  identifier: string;
}

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'source');
});
afterAll(() => t.close());

const list = async (as = team.admin) => (await t.call('GET', '/api/source?limit=100', { as })).body.data as Row[];
const create = (fields: Record<string, unknown>, as = team.admin) => t.call('POST', '/api/source', { as, form: fields });
const createId = async (source: string, identifier: string) =>
  ((await create({ source, identifier, description: `${source} desc` })).body.data as Row).id;

describe('applicant source', () => {
  let snapshot: Row[];
  beforeEach(async () => {
    snapshot = await list();
  });
  const unchanged = async () => expect(await list()).toEqual(snapshot);

  it('creates with multipart source, description and identifier and reads it back with sourceId', async () => {
    const created = await create({ source: 'LinkedIn', description: 'Job posts', identifier: 'linkedin' });
    expect(created.status).toBe(201);
    const row = created.body.data as Row;
    expect(row).toEqual({ id: row.id, sourceId: row.id, source: 'LinkedIn', description: 'Job posts', identifier: 'linkedin' });
    const read = await t.call('GET', `/api/source/${row.id}`, { as: team.manager });
    expect(read.body.data).toEqual(row);
  });

  it('lists with search and paging meta', async () => {
    await createId('Paging One', 'paging-one');
    await createId('Paging Two', 'paging-two');
    await createId('Other', 'other_src');
    const found = await t.call('GET', '/api/source?search=PAGING&limit=1&page=2', { as: team.admin });
    expect(found.status).toBe(200);
    expect((found.body.data as Row[]).map((r) => r.source)).toEqual(['Paging Two']);
    expect(found.body.meta).toMatchObject({ total: 2, per_page: 1, current_page: 2, last_page: 2, from: 2, to: 2 });
    const byIdentifier = await t.call('GET', '/api/source?search=other_', { as: team.admin });
    expect((byIdentifier.body.data as Row[]).map((r) => r.identifier)).toEqual(['other_src']);
    expect((await t.call('GET', '/api/source?limit=abc', { as: team.admin })).status).toBe(422);
    expect((await t.call('GET', '/api/source?page=0', { as: team.admin })).status).toBe(422);
  });

  it('refuses missing or bad fields with 422 and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: 'x', identifier: 'abc' }, 'source', SOURCE_REQUIRED],
      [{ source: '  ', identifier: 'abc' }, 'source', SOURCE_REQUIRED],
      [{ source: 'X' }, 'identifier', SOURCE_IDENTIFIER_REQUIRED],
      [{ source: 'X', identifier: 'has space' }, 'identifier', SOURCE_IDENTIFIER_FORMAT],
      [{ source: 'x'.repeat(101), identifier: 'long' }, 'source', 'The source must be at most 100 characters.'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await create(fields);
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(response.body.errors?.[field as never]).toEqual([message]);
    }
    const wrongType = await t.call('POST', '/api/source', { as: team.admin, json: { source: 5, identifier: ['a'] } });
    expect(wrongType.status).toBe(422);
    await unchanged();
  });

  it('refuses a duplicate identifier in the same app, whatever its case, with 409; another app may reuse it', async () => {
    await createId('Indeed', 'indeed');
    const duplicate = await create({ source: 'Indeed again', identifier: 'INDEED' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("The identifier 'INDEED' is already used by the source 'Indeed'.");
    expect((await create({ source: 'Indeed', identifier: 'indeed' }, team.outsider)).status).toBe(201);
  });

  it('updates source and description; the identifier is read-only (same value accepted, a change refused with 422)', async () => {
    const id = await createId('Naukri', 'naukri');
    const updated = await t.call('PUT', `/api/source/${id}`, {
      as: team.admin,
      json: { source: 'Naukri.com', description: 'Portal', identifier: 'naukri', sourceId: id },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ id, sourceId: id, source: 'Naukri.com', description: 'Portal', identifier: 'naukri' });
    snapshot = await list();
    const changed = await t.call('PUT', `/api/source/${id}`, { as: team.admin, form: { source: 'Renamed', identifier: 'naukri-2' } });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: SOURCE_IDENTIFIER_READ_ONLY, errors: { identifier: [SOURCE_IDENTIFIER_READ_ONLY] } });
    const otherId = await t.call('PUT', `/api/source/${id}`, { as: team.admin, json: { source: 'Renamed', sourceId: id + 1 } });
    expect(otherId.status).toBe(422);
    expect(otherId.body.message).toBe(SOURCE_ID_MISMATCH);
    expect((await t.call('PUT', `/api/source/${id}`, { as: team.admin, json: { source: '' } })).status).toBe(422);
    await unchanged();
    const withoutIdentifier = await t.call('PUT', `/api/source/${id}`, { as: team.admin, form: { source: 'Naukri', description: '' } });
    expect(withoutIdentifier.body.data).toMatchObject({ source: 'Naukri', description: '', identifier: 'naukri' });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      expect((await t.call('GET', `/api/source/${id}`, { as: team.admin })).status, id).toBe(404);
      expect((await t.call('PUT', `/api/source/${id}`, { as: team.admin, json: { source: 'X' } })).status, id).toBe(404);
      expect((await t.call('DELETE', `/api/source/${id}`, { as: team.admin })).status, id).toBe(404);
    }
    await unchanged();
  });

  it('deletes an unused source and refuses one that applications came from (409)', async () => {
    const unused = await createId('Temporary', 'temporary');
    expect((await t.call('DELETE', `/api/source/${unused}`, { as: team.admin })).status).toBe(200);
    expect((await list()).some((r) => r.id === unused)).toBe(false);

    const used = await createId('Campus', 'campus');
    const [job] = await t.db.insert(jobs).values({ appId: team.admin.appId, jobTitle: 'Trainee' }).returning({ id: jobs.id });
    await t.db
      .insert(applications)
      .values({ appId: team.admin.appId, jobId: job.id, firstName: 'Ravi', applicantEmail: 'ravi@example.test', sourceId: used });
    snapshot = await list();
    const refused = await t.call('DELETE', `/api/source/${used}`, { as: team.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("'Campus' is the source of 1 application and cannot be deleted.");
    await unchanged();
  });

  it('lets recruiters write, hiring managers read only, employees nothing (403, nothing written)', async () => {
    expect((await create({ source: 'By recruiter', identifier: 'by-recruiter' }, team.recruiter)).status).toBe(201);
    snapshot = await list();
    expect((await t.call('GET', '/api/source', { as: team.manager })).status).toBe(200);
    expect((await create({ source: 'By manager', identifier: 'by-manager' }, team.manager)).status).toBe(403);
    expect((await t.call('GET', '/api/source', { as: team.employee })).status).toBe(403);
    const id = snapshot[0].id;
    expect((await t.call('PUT', `/api/source/${id}`, { as: team.manager, json: { source: 'X' } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/source/${id}`, { as: team.employee })).status).toBe(403);
    await unchanged();
  });

  it("never shows or changes another app's sources (404)", async () => {
    const id = await createId('Private', 'private');
    snapshot = await list();
    expect((await list(team.outsider)).some((r) => r.id === id)).toBe(false);
    expect((await t.call('GET', `/api/source/${id}`, { as: team.outsider })).status).toBe(404);
    expect((await t.call('PUT', `/api/source/${id}`, { as: team.outsider, json: { source: 'Hijacked' } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/source/${id}`, { as: team.outsider })).status).toBe(404);
    await unchanged();
  });
});
