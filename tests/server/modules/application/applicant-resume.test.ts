import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let employee: TestUser;
let outsider: TestUser;
const ids: Record<string, number> = {};
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('resume-a');
  const appId = tenant.id;
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  otherRecruiter = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('resume-b'), 'admin');
  const stored = await t.deps.storage.put(PDF, 'pdf');
  const job = await createJob(t.db, appId, { recruitingManagerId: recruiter.id });
  const apply = (fields: Parameters<typeof createApplication>[3]) => createApplication(t.db, appId, job.id, fields);
  ids.withResume = (await apply({ firstName: 'José "J"', lastName: "d'Souza/../x", resumePath: stored })).id;
  ids.without = (await apply({ firstName: 'No', lastName: 'Resume', resumePath: null })).id;
  ids.lost = (await apply({ firstName: 'Lost', lastName: 'File', resumePath: '00000000-0000-4000-8000-000000000000.pdf' })).id;
  ids.trashed = (await apply({ resumePath: stored, deletedAt: new Date('2026-11-21T00:00:00Z') })).id;
  ids.outsider = (await createApplication(t.db, outsider.appId, (await createJob(t.db, outsider.appId)).id, { resumePath: stored })).id;
});
afterAll(() => t.close());

const get = (id: number | string, as: TestUser = admin) => t.call('GET', `/api/applicant/${id}/resume`, { as });

describe('GET /api/applicant/{id}/resume', () => {
  it('answers the stored PDF inline with a safe file name, not cached by shared caches', async () => {
    const { status, headers, body } = await get(ids.withResume);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe('inline; filename="Jose-J-d-Souza-x-resume.pdf"');
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect(String(body).startsWith('%PDF-1.7')).toBe(true);
  });

  it("serves the recruiter of the applicant's job", async () => {
    expect((await get(ids.withResume, recruiter)).status).toBe(200);
  });

  it("says 'Resume not found.' when none was uploaded or the file is gone", async () => {
    for (const id of [ids.without, ids.lost]) {
      const { status, body } = await get(id);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Resume not found.' });
    }
  });

  it("answers 404 'Applicant not found.' for another tenant's, a trashed, an invisible or a malformed id", async () => {
    for (const [id, as] of [
      [ids.outsider, admin],
      [ids.trashed, admin],
      [ids.withResume, otherRecruiter],
      [ids.withResume, outsider],
      ['abc', admin],
      [99_999_999_999, admin],
    ] as const) {
      const { status, body } = await get(id, as);
      expect(status, `${id}`).toBe(404);
      expect(body).toEqual({ message: 'Applicant not found.' });
    }
  });

  it('refuses a role without applications:read (403)', async () => {
    expect((await get(ids.withResume, employee)).status).toBe(403);
  });
});
