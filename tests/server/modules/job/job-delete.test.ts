import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, jobPlatforms, seoGraphs } from '../../../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob, createJobLookups, jobTables, type JobLookups } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;
let l: JobLookups;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('job-delete-a');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('job-delete-b'), 'admin');
  l = await createJobLookups(t.db, tenant.id);
});
afterAll(() => t.close());

const remove = (jobId: unknown[], as = admin) => t.call('POST', '/api/multiple-job-delete', { as, form: { jobId } });

describe('POST /api/multiple-job-delete', () => {
  let snapshot: Awaited<ReturnType<typeof jobTables>>;
  const unchanged = async () => expect(await jobTables(t.db, admin.appId)).toEqual(snapshot);
  beforeEach(async () => {
    snapshot = await jobTables(t.db, admin.appId);
  });

  it('deletes the selected jobs with their skills, platforms and recipients', async () => {
    const a = await createJob(t.db, admin.appId, { jobTitle: 'Delete A' });
    const b = await createJob(t.db, admin.appId, { jobTitle: 'Delete B' });
    const keep = await createJob(t.db, admin.appId, { jobTitle: 'Keep' });
    await t.db.insert(jobPlatforms).values({ appId: admin.appId, jobId: a.id, platformId: l.platforms[0].id });
    const response = await remove([a.id, b.id]);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('2 jobs deleted.');
    const after = await jobTables(t.db, admin.appId);
    expect(after.jobs.map((row) => row.id)).toContain(keep.id);
    expect(after.jobs.map((row) => row.id)).not.toContain(a.id);
    expect(after.platforms.some((row) => row.jobId === a.id)).toBe(false);
    expect((await t.call('GET', `/api/job/${a.id}`, { as: admin })).status).toBe(404);
  });

  it('never deletes a job with applications: the whole batch is refused with 409 and the applicants stay on record', async () => {
    const free = await createJob(t.db, admin.appId, { jobTitle: 'No applicants' });
    const busy = await createJob(t.db, admin.appId, { jobTitle: 'Busy job' });
    await createApplication(t.db, admin.appId, busy.id);
    await createApplication(t.db, admin.appId, busy.id);
    snapshot = await jobTables(t.db, admin.appId);
    const response = await remove([free.id, busy.id]);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      "'Busy job' has 2 applications, so it cannot be deleted. Set its target date to close it instead; its applicants stay on record. Nothing was deleted.",
    );
    await unchanged();
    const alsoBusy = await createJob(t.db, admin.appId, { jobTitle: 'Also busy' });
    await createApplication(t.db, admin.appId, alsoBusy.id);
    snapshot = await jobTables(t.db, admin.appId);
    const several = await remove([alsoBusy.id, free.id, busy.id]);
    expect(several.status).toBe(409);
    expect(several.body.message).toBe(
      "'Busy job' (2 applications), 'Also busy' (1 application) have applications, so they cannot be deleted. Set their target dates to close them instead; their applicants stay on record. Nothing was deleted.",
    );
    await unchanged();
    expect(await t.db.select().from(applications).where(eq(applications.jobId, busy.id))).toHaveLength(2);
    const single = await createJob(t.db, admin.appId, { jobTitle: 'One applicant' });
    await createApplication(t.db, admin.appId, single.id);
    expect((await remove([single.id])).body.message).toBe(
      "'One applicant' has 1 application, so it cannot be deleted. Set its target date to close it instead; its applicants stay on record.",
    );
  });

  it('keeps SEO graphs that were about a deleted job, detached from it, and removes its SEO image file', async () => {
    const job = await createJob(t.db, admin.appId, { jobTitle: 'With graph' });
    const [graph] = await t.db
      .insert(seoGraphs)
      .values({ appId: admin.appId, title: 'Graph', type: 'bar', description: '', jobId: job.id })
      .returning();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'x.png');
    await t.call('POST', `/api/job/${job.id}/seo-image`, { as: admin, form: { file: png } });
    const [{ seoImagePath }] = (await jobTables(t.db, admin.appId)).jobs.filter((row) => row.id === job.id);
    expect(await t.deps.storage.get(seoImagePath!)).not.toBeNull();
    expect((await remove([job.id])).status).toBe(200);
    expect(await t.deps.storage.get(seoImagePath!)).toBeNull();
    const [kept] = await t.db.select().from(seoGraphs).where(eq(seoGraphs.id, graph.id));
    expect(kept.jobId).toBeNull();
  });

  it("refuses unknown and other apps' ids with 404, deleting none of the batch", async () => {
    const mine = await createJob(t.db, admin.appId, { jobTitle: 'Mine' });
    const theirs = await createJob(t.db, outsider.appId, { jobTitle: 'Theirs' });
    snapshot = await jobTables(t.db, admin.appId);
    expect((await remove([mine.id, theirs.id])).status).toBe(404);
    expect((await remove([mine.id, 999_999])).status).toBe(404);
    await unchanged();
    expect((await jobTables(t.db, outsider.appId)).jobs.map((row) => row.id)).toContain(theirs.id);
  });

  it('refuses an empty selection and ids that are not ids (422)', async () => {
    const empty = await t.call('POST', '/api/multiple-job-delete', { as: admin, json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ jobId: ['Choose at least one job to delete.'] });
    expect((await remove(['abc'])).status).toBe(422);
    expect((await remove([-1])).status).toBe(422);
    expect((await t.call('POST', '/api/multiple-job-delete', { as: admin, json: { jobId: 'all' } })).status).toBe(422);
    await unchanged();
  });

  it('may not be used by hiring managers or employees (403)', async () => {
    const job = await createJob(t.db, admin.appId, { jobTitle: 'Protected' });
    snapshot = await jobTables(t.db, admin.appId);
    expect((await remove([job.id], manager)).status).toBe(403);
    expect((await remove([job.id], employee)).status).toBe(403);
    await unchanged();
  });
});
