import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  applicantSources,
  applicantStatuses,
  applicationRecruiters,
  apps,
  referralStatuses,
  stages,
  statuses,
} from '../../../../src/server/db/schema';
import type { ApplicationListItem, JobApplicationItem } from '../../../../src/shared/contract/application';
import type { ListMeta } from '../../../../src/shared/contract/list';
import { verhoeffDigit } from '../../../../src/shared/rules/aadhaar';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createApplication, createJob, createJobLookups, type JobLookups } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let recruiter: TestUser;
let assignedRecruiter: TestUser;
let employee: TestUser;
let outsider: TestUser;
let l: JobLookups;
const ids: Record<string, number> = {};

// The clock is 2026-11-22 09:00 UTC; the app's time zone is UTC unless a test changes it.
const at = (day: number, hour = 9, minute = 0) => new Date(Date.UTC(2026, 10, day, hour, minute));
const aadhaar = `23456789012${verhoeffDigit('23456789012')}`;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('application-list-a');
  const appId = tenant.id;
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  recruiter = await t.factories.user(tenant, 'recruiter');
  assignedRecruiter = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('application-list-b'), 'admin');
  l = await createJobLookups(t.db, appId);
  const [stage] = await t.db.insert(stages).values({ appId, name: 'Screening' }).returning();
  const [screen, call] = await t.db
    .insert(statuses)
    .values([
      { appId, name: 'To screen', statusColor: '#0f6cbd' },
      { appId, name: 'Phone call', statusColor: '#107c10' },
    ])
    .returning();
  const [onHold] = await t.db.insert(applicantStatuses).values({ appId, name: 'On hold' }).returning();
  const [portal, campus] = await t.db
    .insert(applicantSources)
    .values([
      { appId, source: 'Portal', identifier: 'portal' },
      { appId, source: 'Campus', identifier: 'campus' },
    ])
    .returning();
  const [inProgress] = await t.db
    .insert(referralStatuses)
    .values({ appId, code: 'in_progress', referralStatus: 'In Progress' })
    .returning();
  Object.assign(ids, { stage: stage.id, screen: screen.id, call: call.id, onHold: onHold.id, portal: portal.id, campus: campus.id });

  const active = await createJob(t.db, appId, {
    jobTitle: 'Backend Engineer',
    expiryDate: '2026-12-31',
    departmentId: l.department.id,
    locationId: l.location.id,
    hiringManagerId: manager.id,
    recruitingManagerId: recruiter.id,
    pipelineId: l.pipeline.id,
  });
  const expired = await createJob(t.db, appId, {
    jobTitle: 'Account Manager',
    expiryDate: '2026-11-01',
    departmentId: l.otherDepartment.id,
  });
  ids.activeJob = active.id;
  ids.expiredJob = expired.id;
  const add = async (key: string, jobId: number, fields: Parameters<typeof createApplication>[3]) => {
    ids[key] = (await createApplication(t.db, appId, jobId, fields)).id;
  };
  await add('asha', active.id, {
    firstName: 'Asha',
    lastName: 'Rao',
    applicantEmail: 'asha.rao@example.test',
    phoneNumber: '9876500001',
    experience: 0,
    documentNumber: aadhaar,
    sourceId: portal.id,
    currentStageId: stage.id,
    currentStatusId: screen.id,
    resumePath: 'resume-asha.pdf',
    createdAt: at(20),
  });
  await add('bala', active.id, {
    firstName: 'Bala',
    lastName: 'Iyer',
    applicantEmail: 'bala@example.test',
    experience: 3,
    sourceId: campus.id,
    referrerId: employee.id,
    referralStatusId: inProgress.id,
    currentStageId: stage.id,
    currentStatusId: call.id,
    createdAt: at(21, 23, 30),
  });
  await add('chitra', expired.id, {
    firstName: 'Chitra',
    lastName: 'Das',
    applicantEmail: 'chitra@example.test',
    applicantStatusId: onHold.id,
    createdAt: at(1),
  });
  await add('dev', expired.id, {
    firstName: 'Dev',
    lastName: 'Nair',
    applicantEmail: 'dev@example.test',
    experience: 7,
    createdAt: at(15),
  });
  await t.db.insert(applicationRecruiters).values({ appId, applicationId: ids.dev, userId: assignedRecruiter.id });
  await add('trashed', active.id, { firstName: 'Trashed', applicantEmail: 'gone@example.test', deletedAt: at(21), createdAt: at(19) });
  const elsewhere = await createJob(t.db, outsider.appId, { jobTitle: 'Backend Engineer elsewhere' });
  ids.outsiderJob = elsewhere.id;
  ids.outsiderApplication = (
    await createApplication(t.db, outsider.appId, elsewhere.id, { firstName: 'Asha', applicantEmail: 'asha@elsewhere.test' })
  ).id;
});
afterAll(() => t.close());

interface Page<T> {
  status: number;
  body: { data: T[]; meta: ListMeta; message?: string; errors?: Record<string, string[]> };
}

async function list(query: string, as: TestUser = admin, path = '/api/v2/application'): Promise<Page<ApplicationListItem>> {
  const response = await t.call('GET', `${path}${query ? `?${query}` : ''}`, { as });
  return response as unknown as Page<ApplicationListItem>;
}
const names = (page: Page<ApplicationListItem> | Page<JobApplicationItem>) => page.body.data.map((row) => row.firstName);

describe('GET /api/v2/application', () => {
  it('lists the live applications newest first, with masked document numbers and the current status', async () => {
    const page = await list('');
    expect(page.status).toBe(200);
    expect(names(page)).toEqual(['Bala', 'Asha', 'Dev', 'Chitra']);
    expect(page.body.meta).toMatchObject({ total: 4, current_page: 1, last_page: 1, from: 1, to: 4, per_page: 10 });
    const asha = page.body.data[1];
    expect(asha).toMatchObject({
      applicantId: ids.asha,
      documentNumber: `XXXX-XXXX-${aadhaar.slice(-4)}`,
      experience: 0,
      job: { jobId: ids.activeJob, jobTitle: 'Backend Engineer' },
      source: { sourceId: ids.portal, source: 'Portal' },
      status: { id: ids.screen, name: 'To screen', statusColor: '#0f6cbd' },
      stage: { id: ids.stage, name: 'Screening' },
      created_at: at(20).toISOString(),
      referred: false,
    });
    expect(page.body.data[0].referred).toBe(true);
    // A job without a pipeline shows the applicant status.
    expect(page.body.data[3]).toMatchObject({
      status: { id: ids.onHold, name: 'On hold' },
      stage: null,
      experience: null,
      documentNumber: null,
    });
  });

  it('never lists trashed applications or another workspace’s', async () => {
    const page = await list('search=a&limit=500');
    expect(names(page)).not.toContain('Trashed');
    expect(page.body.data.map((row) => row.applicantId)).not.toContain(ids.outsiderApplication);
    expect(names(await list('', outsider))).toEqual(['Asha']);
    expect((await list(`jobId=${ids.activeJob}`, outsider)).body.data).toEqual([]);
  });

  it.each([
    ['jobId', () => `jobId=${ids.activeJob}`, ['Bala', 'Asha']],
    ['sourceId', () => `sourceId=${ids.campus}`, ['Bala']],
    ['statusId', () => `statusId=${ids.screen}`, ['Asha']],
    ['stageId', () => `stageId=${ids.stage}`, ['Bala', 'Asha']],
    ['applicantStatusId', () => `applicantStatusId=${ids.onHold}`, ['Chitra']],
    ['applicantRelated=referral', () => 'applicantRelated=referral', ['Bala']],
    ['applicantRelated=1', () => 'applicantRelated=1', ['Bala']],
    ['applicantRelated=0 (everyone)', () => 'applicantRelated=0', ['Bala', 'Asha', 'Dev', 'Chitra']],
    ['departmentId', () => `departmentId=${l.otherDepartment.id}`, ['Dev', 'Chitra']],
    ['locationId', () => `locationId=${l.location.id}`, ['Bala', 'Asha']],
    ['activeJobs', () => 'activeJobs=1', ['Bala', 'Asha']],
    ['expiredJobs', () => 'expiredJobs=1', ['Dev', 'Chitra']],
    ['allJobs', () => 'allJobs=1', ['Bala', 'Asha', 'Dev', 'Chitra']],
    ['activeJobs and expiredJobs together (all)', () => 'activeJobs=1&expiredJobs=1', ['Bala', 'Asha', 'Dev', 'Chitra']],
    ['fromDate (inclusive)', () => 'fromDate=2026-11-20', ['Bala', 'Asha']],
    ['toDate (inclusive)', () => 'toDate=2026-11-20', ['Asha', 'Dev', 'Chitra']],
    ['one day', () => 'fromDate=2026-11-21&toDate=2026-11-21', ['Bala']],
    ['filters combine', () => `jobId=${ids.activeJob}&sourceId=${ids.portal}`, ['Asha']],
    ['a blank filter is no filter', () => 'sourceId=&fromDate=', ['Bala', 'Asha', 'Dev', 'Chitra']],
  ])('filters by %s', async (_name, query, expected) => {
    const page = await list(query());
    expect(page.status).toBe(200);
    expect(names(page)).toEqual(expected);
    expect(page.body.meta.total).toBe(expected.length);
  });

  it("reads dates as days in the app's time zone", async () => {
    const [tenant] = await t.db.select().from(apps).where(eq(apps.id, admin.appId));
    await t.db.update(apps).set({ timeZone: 'Asia/Kolkata' }).where(eq(apps.id, admin.appId));
    try {
      // 21 Nov 23:30 UTC is 22 Nov 05:00 in India.
      expect(names(await list('fromDate=2026-11-22'))).toEqual(['Bala']);
      expect(names(await list('toDate=2026-11-21'))).toEqual(['Asha', 'Dev', 'Chitra']);
    } finally {
      await t.db.update(apps).set({ timeZone: tenant.timeZone }).where(eq(apps.id, admin.appId));
    }
  });

  it('searches names, e-mail and phone as "contains"', async () => {
    expect(names(await list('search=RAO'))).toEqual(['Asha']);
    expect(names(await list('search=bala%40example'))).toEqual(['Bala']);
    expect(names(await list('search=98765'))).toEqual(['Asha']);
    expect(names(await list('search=a%25b'))).toEqual([]);
    const searched = await list(`search=a&jobId=${ids.activeJob}`);
    expect(searched.body.meta.total).toBe(2);
  });

  it('pages with the spec meta, up to 500 a page', async () => {
    const second = await list('limit=2&page=2');
    expect(names(second)).toEqual(['Dev', 'Chitra']);
    expect(second.body.meta).toMatchObject({ total: 4, per_page: 2, current_page: 2, last_page: 2, from: 3, to: 4 });
    const beyond = await list('limit=2&page=9');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta.total).toBe(4);
    expect((await list('limit=500')).status).toBe(200);
    const tooMany = await list('limit=501');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.limit).toEqual(['must be at most 500']);
  });

  it.each([
    ['admin (totals from job counts)', () => admin, () => ''],
    ['admin with a row filter (counted)', () => admin, () => `&stageId=${ids.stage}`],
    ['recruiter (counted)', () => recruiter, () => ''],
  ])('pages past the middle, read from the end, show the same rows as the whole list: %s', async (_name, as, filterOf) => {
    const filter = filterOf();
    for (const sort of [
      '',
      '&sort=experience&order=asc',
      '&sort=experience&order=desc',
      '&sort=jobTitle&order=desc',
      '&sort=phoneNumber',
    ]) {
      const whole = names(await list(`limit=500${sort}${filter}`, as()));
      for (const limit of [1, 3]) {
        const paged: string[] = [];
        for (let page = 1; page <= Math.ceil(whole.length / limit); page++)
          paged.push(...names(await list(`limit=${limit}&page=${page}${sort}${filter}`, as())));
        expect(paged, `${sort} limit ${limit}`).toEqual(whole);
      }
    }
  });

  it.each([
    ['name', 'asc', ['Asha', 'Bala', 'Chitra', 'Dev']],
    ['name', 'desc', ['Dev', 'Chitra', 'Bala', 'Asha']],
    ['experience', 'asc', ['Asha', 'Bala', 'Dev', 'Chitra']],
    ['applicantId', 'asc', ['Asha', 'Bala', 'Chitra', 'Dev']],
    ['jobTitle', 'asc', ['Chitra', 'Dev', 'Asha', 'Bala']],
    ['applicantEmail', 'asc', ['Asha', 'Bala', 'Chitra', 'Dev']],
  ])('sorts by %s %s', async (sort, order, expected) => {
    expect(names(await list(`sort=${sort}&order=${order}`))).toEqual(expected);
  });

  it.each([
    ['sourceId=abc', 'sourceId', 'sourceId must be an id.'],
    ['jobId=0', 'jobId', 'jobId must be an id.'],
    ['statusId=99999999999', 'statusId', 'statusId must be an id.'],
    ['fromDate=2026-02-30', 'fromDate', 'fromDate is not a day of the calendar.'],
    ['toDate=22-11-2026', 'toDate', 'toDate must be a date (YYYY-MM-DD).'],
    ['fromDate=2026-11-22&toDate=2026-11-01', 'toDate', 'The from date cannot be later than the to date.'],
    ['applicantRelated=friends', 'applicantRelated', 'applicantRelated must be referral, 1 or 0.'],
    ['activeJobs=yes', 'activeJobs', 'activeJobs must be 1 or 0.'],
    ['sort=salary', 'sort', 'sort must be one of created_at, applicantId, name, jobTitle, experience, applicantEmail, phoneNumber.'],
    ['page=0', 'page', 'must be at least 1'],
    ['limit=ten', 'limit', 'must be a number'],
  ])('refuses %s with 422', async (query, field, message) => {
    const page = await list(query);
    expect(page.status).toBe(422);
    expect(page.body.errors?.[field]).toEqual([message]);
  });

  it('shows each role its own applicants: hiring manager, recruiter, assigned recruiter; employees are refused', async () => {
    expect(names(await list('', manager))).toEqual(['Bala', 'Asha']);
    expect(names(await list('', recruiter))).toEqual(['Bala', 'Asha']);
    expect(names(await list('', assignedRecruiter))).toEqual(['Dev']);
    expect((await list('', employee)).status).toBe(403);
  });
});

describe('GET /api/applicant-filter', () => {
  it('answers the same rows as v2/application for the same query', async () => {
    for (const query of ['', `departmentId=${l.department.id}`, 'expiredJobs=1&search=dev', 'fromDate=2026-11-20&limit=1']) {
      const filtered = await list(query, admin, '/api/applicant-filter');
      expect(filtered.status).toBe(200);
      expect(filtered.body).toEqual((await list(query)).body);
    }
    expect((await list('limit=501', admin, '/api/applicant-filter')).status).toBe(422);
    expect((await list('', employee, '/api/applicant-filter')).status).toBe(403);
  });
});

describe('GET /api/job-application/{jobId}', () => {
  const jobList = async (jobId: string | number, query = '', as: TestUser = admin) =>
    (await t.call('GET', `/api/job-application/${jobId}${query ? `?${query}` : ''}`, { as })) as unknown as Page<JobApplicationItem>;

  it("lists the job's applicants with their status, hiring manager and assigned recruiters", async () => {
    const page = await jobList(ids.activeJob);
    expect(page.status).toBe(200);
    expect(names(page)).toEqual(['Bala', 'Asha']);
    expect(page.body.data[1]).toMatchObject({
      applicantId: ids.asha,
      job: { jobId: ids.activeJob, jobTitle: 'Backend Engineer', pipelineId: l.pipeline.id },
      status: { id: ids.screen, name: 'To screen', statusColor: '#0f6cbd' },
      stage: { id: ids.stage, name: 'Screening' },
      hiringManager: { id: manager.id },
      recruitingManager: [],
      hasResume: true,
      created_at: at(20).toISOString(),
    });
    const expired = await jobList(ids.expiredJob);
    expect(expired.body.data[0]).toMatchObject({
      firstName: 'Dev',
      hiringManager: null,
      recruitingManager: [{ id: assignedRecruiter.id }],
      hasResume: false,
    });
    expect(expired.body.data[1]).toMatchObject({ applicantStatus: { id: ids.onHold, name: 'On hold' }, status: { name: 'On hold' } });
  });

  it("'all' lists every visible applicant; search, sort and paging apply", async () => {
    expect(names(await jobList('all'))).toEqual(['Bala', 'Asha', 'Dev', 'Chitra']);
    expect(names(await jobList('all', '', assignedRecruiter))).toEqual(['Dev']);
    expect(names(await jobList('all', 'search=nair'))).toEqual(['Dev']);
    expect(names(await jobList('all', 'sort=name&order=asc&limit=2&page=2'))).toEqual(['Chitra', 'Dev']);
    expect(names(await jobList('all', 'sort=status&order=asc'))).toEqual(['Chitra', 'Bala', 'Asha', 'Dev']);
  });

  it('pages past the middle, read from the end, match the whole list', async () => {
    for (const [as, sort] of [
      [admin, ''],
      [admin, '&sort=status&order=desc'],
      [recruiter, '&sort=name'],
      [admin, '&search=a&sort=status'],
    ] as const) {
      const whole = names(await jobList('all', `limit=100${sort}`, as));
      const paged: string[] = [];
      for (let page = 1; page <= whole.length; page++) paged.push(...names(await jobList('all', `limit=1&page=${page}${sort}`, as)));
      expect(paged, sort).toEqual(whole);
    }
  });

  it("answers 404 for another workspace's job, an unknown or malformed id; 422 for a bad query; 403 for employees", async () => {
    expect((await jobList(ids.outsiderJob)).status).toBe(404);
    expect((await jobList(99999999)).status).toBe(404);
    const malformed = await jobList('abc');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Job not found.');
    expect((await jobList(ids.activeJob, 'limit=501')).status).toBe(422);
    expect((await jobList(ids.activeJob, 'sort=salary')).status).toBe(422);
    expect((await jobList(ids.activeJob, '', employee)).status).toBe(403);
    // A job the user may not see applicants of lists none of them.
    expect((await jobList(ids.expiredJob, '', manager)).body.data).toEqual([]);
  });
});
