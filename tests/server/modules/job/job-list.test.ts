import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, apps, jobPlatforms } from '../../../../src/server/db/schema';
import type { JobListItem, JobOption } from '../../../../src/shared/contract/job-views';
import type { ListMeta } from '../../../../src/shared/contract/list';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob, createJobLookups, type JobLookups } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;
let l: JobLookups;
const job: Record<string, number> = {};

// The clock is 2026-11-22 09:00 UTC; the app's time zone is UTC unless a test changes it.
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour));

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('job-list-a');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('job-list-b'), 'admin');
  l = await createJobLookups(t.db, tenant.id);
  const add = async (key: string, fields: Parameters<typeof createJob>[2]) => {
    job[key] = (await createJob(t.db, tenant.id, fields)).id;
  };
  await add('backend', {
    jobTitle: 'Backend Engineer',
    jobCode: 'ENG-100',
    slug: 'backend-engineer',
    numberOfPositions: 3,
    expiryDate: '2026-12-31',
    departmentId: l.department.id,
    jobTypeId: l.jobType.id,
    locationId: l.location.id,
    referralAmountId: l.slab.id,
    employmentCategoryId: 1,
    hiringManagerId: manager.id,
    createdAt: at(10),
  });
  await add('noExpiry', { jobTitle: 'Recruiter', jobCode: 'HR_1', numberOfPositions: 1, createdAt: at(12) });
  await add('today', { jobTitle: 'Data Analyst', expiryDate: '2026-11-22', numberOfPositions: 5, createdAt: at(14) });
  await add('expired', {
    jobTitle: 'Sales Lead 100%',
    jobCode: 'SAL-9',
    expiryDate: '2026-11-21',
    departmentId: l.otherDepartment.id,
    hiringManagerId: manager.id,
    createdAt: at(1),
  });
  await add('expiredOld', { jobTitle: 'Archivist', expiryDate: '2025-01-01', createdAt: at(2) });
  await t.db.insert(jobPlatforms).values([
    { appId: tenant.id, jobId: job.backend, platformId: l.platforms[1].id },
    { appId: tenant.id, jobId: job.backend, platformId: l.platforms[0].id },
    { appId: tenant.id, jobId: job.expired, platformId: l.platforms[0].id },
  ]);
  for (let i = 0; i < 3; i++) await createApplication(t.db, tenant.id, job.backend);
  await createApplication(t.db, tenant.id, job.today);
  await createJob(t.db, outsider.appId, { jobTitle: 'Backend Engineer elsewhere', expiryDate: '2026-12-31' });
});
afterAll(() => t.close());

interface Page {
  status: number;
  data: JobListItem[];
  meta: ListMeta;
  message?: string;
}
async function list(query: string, as = admin): Promise<Page> {
  const response = await t.call('GET', `/api/job?${query}`, { as });
  const body = response.body as { data: JobListItem[]; meta: ListMeta; message?: string };
  return { status: response.status, data: body.data, meta: body.meta, message: body.message };
}
const titles = (page: Page) => page.data.map((row) => row.jobTitle);

describe('GET /api/job', () => {
  it('answers each row in the JobListItem shape, with the real applicant count and published platforms', async () => {
    const page = await list('type=all&search=ENG-100');
    expect(page.data).toEqual([
      {
        jobId: job.backend,
        jobTitle: 'Backend Engineer',
        jobCode: 'ENG-100',
        jobSlug: 'backend-engineer',
        numberOfPositions: 3,
        jobApplication: 3,
        created_at: '2026-11-10T09:00:00.000Z',
        expiryDate: '2026-12-31',
        expired: false,
        jobStatusId: 1,
        employmentCategoryId: 1,
        department: { departmentId: l.department.id, departmentName: l.department.departmentName },
        jobType: { jobType: l.jobType.jobType },
        location: { locationDisplay: l.location.locationDisplay, city: l.city.city, country: l.country.name },
        referralAmount: { id: l.slab.id, slug: l.slab.slug, amount: 25000 },
        publishplatforms: [
          { id: l.platforms[0].id, name: l.platforms[0].name },
          { id: l.platforms[1].id, name: l.platforms[1].name },
        ],
      },
    ]);
  });

  it('lists active jobs by default, newest first: no expiry date, or one not before today (spec §4)', async () => {
    const page = await list('');
    expect(titles(page)).toEqual(['Data Analyst', 'Recruiter', 'Backend Engineer']);
    expect(page.meta).toEqual({ total: 3, per_page: 10, current_page: 1, last_page: 1, from: 1, to: 3 });
    expect(page.data.every((row) => !row.expired)).toBe(true);
  });

  it('lists expired jobs (expiry date before today) and all jobs, by type or by the spec flags', async () => {
    expect(titles(await list('type=expired'))).toEqual(['Archivist', 'Sales Lead 100%']);
    expect((await list('type=expired')).data.every((row) => row.expired)).toBe(true);
    expect(titles(await list('expiredJobs=1'))).toEqual(['Archivist', 'Sales Lead 100%']);
    expect((await list('type=all')).meta.total).toBe(5);
    expect((await list('allJobs=1')).meta.total).toBe(5);
    expect((await list('activeJobs=1&expiredJobs=1')).meta.total).toBe(5);
    expect(titles(await list('activeJobs=1'))).toEqual(['Data Analyst', 'Recruiter', 'Backend Engineer']);
  });

  it("decides active and expired by today in the app's time zone", async () => {
    await t.db.update(apps).set({ timeZone: 'Asia/Kolkata' }).where(eq(apps.id, admin.appId));
    try {
      // 20:00 UTC on the 22nd is the 23rd in Kolkata: the job due on the 22nd has expired there.
      t.setNow(at(22, 20));
      const late = await t.factories.user({ id: admin.appId, key: admin.appKey }, 'recruiter');
      expect(titles(await list('type=active', late))).toEqual(['Recruiter', 'Backend Engineer']);
      expect(titles(await list('type=expired', late))).toEqual(['Data Analyst', 'Archivist', 'Sales Lead 100%']);
      expect((await list('type=all&search=Data', late)).data[0].expired).toBe(true);
    } finally {
      t.setNow(at(22));
      await t.db.update(apps).set({ timeZone: 'UTC' }).where(eq(apps.id, admin.appId));
    }
  });

  it('filters Published (1: at least one platform) and Unpublished / Saved (0: none) (spec §4)', async () => {
    expect(titles(await list('type=all&jobPublishedSaveStatus=1'))).toEqual(['Backend Engineer', 'Sales Lead 100%']);
    expect(titles(await list('type=all&jobPublishedSaveStatus=0'))).toEqual(['Data Analyst', 'Recruiter', 'Archivist']);
    expect(titles(await list('type=active&jobPublishedSaveStatus=0'))).toEqual(['Data Analyst', 'Recruiter']);
    expect((await list('type=all&jobPublishedSaveStatus=')).meta.total).toBe(5);
  });

  it('searches job title, job code, department name, location and city, ignoring case, with % and _ taken literally', async () => {
    expect(titles(await list('type=all&search=backend'))).toEqual(['Backend Engineer']);
    expect(titles(await list('type=all&search=sal-9'))).toEqual(['Sales Lead 100%']);
    expect(titles(await list(`type=all&search=${encodeURIComponent(l.otherDepartment.departmentName.toUpperCase())}`))).toEqual([
      'Sales Lead 100%',
    ]);
    expect(titles(await list(`type=all&search=${encodeURIComponent(l.location.locationDisplay)}`))).toEqual(['Backend Engineer']);
    expect(titles(await list(`type=all&search=${encodeURIComponent(l.city.city.toLowerCase())}`))).toEqual(['Backend Engineer']);
    expect(titles(await list('type=all&search=100%25'))).toEqual(['Sales Lead 100%']);
    expect(titles(await list('type=all&search=HR_'))).toEqual(['Recruiter']);
    expect(titles(await list('type=all&search=R%25'))).toEqual([]);
    expect((await list('type=all&search=nothing-matches')).meta).toMatchObject({ total: 0, from: null, to: null });
  });

  it('pages on the server with the meta of spec §3, also past the last page and while searching', async () => {
    const first = await list('type=all&limit=2');
    expect(titles(first)).toEqual(['Data Analyst', 'Recruiter']);
    expect(first.meta).toEqual({ total: 5, per_page: 2, current_page: 1, last_page: 3, from: 1, to: 2 });
    const last = await list('type=all&limit=2&page=3');
    expect(titles(last)).toEqual(['Sales Lead 100%']);
    expect(last.meta).toMatchObject({ from: 5, to: 5 });
    const beyond = await list('type=all&limit=2&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 5, from: null, to: null });
    const searching = await list('type=all&search=e&limit=2&page=2');
    expect(searching.meta.total).toBe((await list('type=all&search=e&limit=100')).data.length);
    expect((await list('type=all&search=e&limit=2&page=40')).meta.total).toBe(searching.meta.total);
  });

  it('sorts by title, expiry date, positions and applicants, ties broken by id', async () => {
    expect(titles(await list('type=all&sort=jobTitle'))).toEqual([
      'Archivist',
      'Backend Engineer',
      'Data Analyst',
      'Recruiter',
      'Sales Lead 100%',
    ]);
    expect(titles(await list('type=all&sort=jobTitle&order=desc'))[0]).toBe('Sales Lead 100%');
    expect(titles(await list('type=all&sort=expiryDate'))).toEqual([
      'Archivist',
      'Sales Lead 100%',
      'Data Analyst',
      'Backend Engineer',
      'Recruiter',
    ]);
    expect(titles(await list('type=all&sort=numberOfPositions&order=desc'))).toEqual([
      'Data Analyst',
      'Backend Engineer',
      'Recruiter',
      'Archivist',
      'Sales Lead 100%',
    ]);
    const byApplicants = await list('type=all&sort=jobApplication&order=desc');
    expect(byApplicants.data.map((row) => [row.jobTitle, row.jobApplication])).toEqual([
      ['Backend Engineer', 3],
      ['Data Analyst', 1],
      ['Archivist', 0],
      ['Sales Lead 100%', 0],
      ['Recruiter', 0],
    ]);
    expect(titles(await list('type=all&sort=created_at&order=asc'))[0]).toBe('Sales Lead 100%');
  });

  it('keeps the applicant count as applications are added, moved to another job and removed, however they are written', async () => {
    const tenant = await t.factories.tenant('job-list-counts');
    const reader = await t.factories.user(tenant, 'recruiter');
    const first = await createJob(t.db, tenant.id, { jobTitle: 'First' });
    const second = await createJob(t.db, tenant.id, { jobTitle: 'Second' });
    const counts = async () =>
      Object.fromEntries((await list('type=all&sort=jobTitle', reader)).data.map((row) => [row.jobTitle, row.jobApplication]));
    const moved = await createApplication(t.db, tenant.id, first.id);
    const removed = await createApplication(t.db, tenant.id, first.id);
    await createApplication(t.db, tenant.id, second.id);
    expect(await counts()).toEqual({ First: 2, Second: 1 });
    await t.db.update(applications).set({ jobId: second.id }).where(eq(applications.id, moved.id));
    await t.db.update(applications).set({ firstName: 'Renamed' }).where(eq(applications.id, removed.id));
    expect(await counts()).toEqual({ First: 1, Second: 2 });
    await t.db.delete(applications).where(eq(applications.id, removed.id));
    expect(await counts()).toEqual({ First: 0, Second: 2 });
    expect((await list('type=all&sort=jobApplication&order=desc', reader)).data.map((row) => row.jobTitle)).toEqual(['Second', 'First']);
  });

  it('refuses bad query values with 422', async () => {
    for (const query of [
      'limit=101',
      'page=0',
      'limit=abc',
      'type=archived',
      'sort=salary',
      'order=up',
      'jobPublishedSaveStatus=2',
      'activeJobs=yes',
    ]) {
      const page = await list(query);
      expect(page.status, query).toBe(422);
    }
  });

  it('lists a hiring manager the jobs they hire for, in every filter, search and page; employees get 403', async () => {
    expect(titles(await list('type=all', manager))).toEqual(['Backend Engineer', 'Sales Lead 100%']);
    expect(titles(await list('', manager))).toEqual(['Backend Engineer']);
    expect(titles(await list('type=expired&jobPublishedSaveStatus=1', manager))).toEqual(['Sales Lead 100%']);
    expect(titles(await list('type=all&search=a', manager))).toEqual(['Backend Engineer', 'Sales Lead 100%']);
    expect((await list('type=all&limit=1&page=2', manager)).meta.total).toBe(2);
    expect((await list('type=all', admin)).meta.total).toBe(5);
    expect((await list('', employee)).status).toBe(403);
    expect((await t.call('GET', `/api/job/${job.backend}`, { as: employee })).status).toBe(403);
    expect((await t.call('GET', '/api/jobs/filter', { as: employee })).status).toBe(403);
  });

  it("never lists another app's jobs, and reads neither unknown nor other apps' jobs (404)", async () => {
    expect((await list('type=all&search=elsewhere')).data).toEqual([]);
    expect((await list('type=all', outsider)).data.map((row) => row.jobTitle)).toEqual(['Backend Engineer elsewhere']);
    expect((await t.call('GET', `/api/job/${job.backend}`, { as: outsider })).status).toBe(404);
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      expect((await t.call('GET', `/api/job/${id}`, { as: admin })).status, id).toBe(404);
    }
  });
});

describe('GET /api/jobs/filter and /api/expired-jobs/filter', () => {
  const options = async (path: string, as = admin) => (await t.call('GET', path, { as })).body.data as JobOption[];

  it('offers active jobs and expired jobs for pickers, by title, with search and limit', async () => {
    expect(await options('/api/jobs/filter')).toEqual([
      { jobId: job.backend, jobTitle: 'Backend Engineer', jobCode: 'ENG-100' },
      { jobId: job.today, jobTitle: 'Data Analyst', jobCode: null },
      { jobId: job.noExpiry, jobTitle: 'Recruiter', jobCode: 'HR_1' },
    ]);
    expect((await options('/api/expired-jobs/filter')).map((row) => row.jobTitle)).toEqual(['Archivist', 'Sales Lead 100%']);
    expect((await options('/api/jobs/filter?search=hr_')).map((row) => row.jobTitle)).toEqual(['Recruiter']);
    expect((await options('/api/jobs/filter', manager)).map((row) => row.jobTitle)).toEqual(['Backend Engineer']);
    expect((await options('/api/expired-jobs/filter', manager)).map((row) => row.jobTitle)).toEqual(['Sales Lead 100%']);
    expect(await options('/api/jobs/filter?limit=1')).toHaveLength(1);
    expect(await options('/api/jobs/filter', outsider)).toEqual([expect.objectContaining({ jobTitle: 'Backend Engineer elsewhere' })]);
    expect((await t.call('GET', '/api/expired-jobs/filter?limit=500', { as: admin })).status).toBe(422);
    expect((await t.call('GET', '/api/jobs/filter?page=0', { as: admin })).status).toBe(422);
  });

  it('keeps employees out of both pickers (403)', async () => {
    for (const path of ['/api/jobs/filter', '/api/expired-jobs/filter'])
      expect((await t.call('GET', path, { as: employee })).status, path).toBe(403);
  });
});
