import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { applications } from '../../../../src/server/db/schema';
import type { JobApplicationItem } from '../../../../src/shared/contract/application';
import type { ListMeta } from '../../../../src/shared/contract/list';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { statusWorld, type StatusWorld } from '../application-status-change/application-status-fixture';

// A job's applicants (GET /api/job-application/{jobId}) carry the knockout flag and take the
// applicant list's `flagged` filter, so the job's Applicants screen can show and filter flags too.

let t: TestApp;
let w: StatusWorld;
const ids: Record<string, number> = {};
const REASON = 'Answered "No" to "Can you work weekends?"';

beforeAll(async () => {
  t = await createTestApp();
  w = await statusWorld(t, 'job-application-flags');
  ids.flagged = await w.applicant(w.job.pipeline, undefined, { firstName: 'Asha', flagReason: REASON });
  ids.plain = await w.applicant(w.job.pipeline, undefined, { firstName: 'Bala' });
  ids.otherJob = await w.applicant(w.job.short, undefined, { firstName: 'Chitra', flagReason: REASON });
  ids.elsewhere = await w.applicant(w.job.other, undefined, { firstName: 'Dev', flagReason: REASON });
});
afterAll(() => t.close());

type Page = { status: number; body: { data: JobApplicationItem[]; meta: ListMeta; errors?: Record<string, string[]> } };
const jobList = async (jobId: string | number, query: string, as: TestUser) =>
  (await t.call('GET', `/api/job-application/${jobId}?${query}`, { as })) as unknown as Page;
const firstNames = (page: Page) => page.body.data.map((row) => row.firstName);

describe('GET /api/job-application/{jobId}: flags', () => {
  it("carries each row's flag reason, null when nothing flagged it", async () => {
    const page = await jobList(w.job.pipeline, '', w.users.recruiter);
    expect(page.status).toBe(200);
    expect(Object.fromEntries(page.body.data.map((row) => [row.firstName, row.flagReason]))).toEqual({ Asha: REASON, Bala: null });
  });

  it('flagged=1 lists only the flagged applicants of the job, counted; flagged=0 lists everyone', async () => {
    const flagged = await jobList(w.job.pipeline, 'flagged=1', w.users.recruiter);
    expect([firstNames(flagged), flagged.body.meta.total]).toEqual([['Asha'], 1]);
    expect(firstNames(await jobList(w.job.pipeline, 'flagged=0', w.users.recruiter)).sort()).toEqual(['Asha', 'Bala']);
    expect(firstNames(await jobList(w.job.pipeline, 'flagged=1&search=bala', w.users.recruiter))).toEqual([]);
  });

  it("'all' with flagged=1 keeps to the applicants the user may see", async () => {
    expect(firstNames(await jobList('all', 'flagged=1', w.users.recruiter)).sort()).toEqual(['Asha', 'Chitra']);
    expect(firstNames(await jobList('all', 'flagged=1', w.users.otherRecruiter))).toEqual(['Dev']);
    const admin = await jobList('all', 'flagged=1', w.users.admin);
    expect([admin.body.data.length, admin.body.meta.total]).toEqual([3, 3]);
  });

  it.each(['yes', '2', '', 'TRUE', 'on'])('refuses flagged=%s with 422 and changes nothing', async (value) => {
    const [before] = await t.db.select({ n: count() }).from(applications);
    const page = await jobList(w.job.pipeline, `flagged=${value}`, w.users.recruiter);
    expect([page.status, page.body.errors]).toEqual([422, { flagged: ['flagged must be 1 or 0.'] }]);
    const [after] = await t.db.select({ n: count() }).from(applications);
    expect(after).toEqual(before);
  });

  it("another workspace's job is 404 and an employee is refused, with or without the filter", async () => {
    expect((await jobList(w.job.outsider, 'flagged=1', w.users.recruiter)).status).toBe(404);
    expect((await jobList(w.job.pipeline, 'flagged=1', w.users.employee)).status).toBe(403);
    expect((await jobList(w.job.pipeline, 'flagged=1', w.users.outsider)).status).toBe(404);
  });
});
