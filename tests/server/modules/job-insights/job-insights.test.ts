import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  applicantSources,
  applicantStatuses,
  applicationStatusHistory,
  applications,
  apps,
  jobs,
  pipelines,
  pipelineStages,
  stages,
  stageStatuses,
  statuses,
} from '../../../../src/server/db/schema';
import type { JobAnalytics, JobPipelineView } from '../../../../src/shared/contract/job-views';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;
let tenantA: { id: number; key: string };
const status: Record<string, number> = {};
const stage: Record<string, number> = {};
const source: Record<string, number> = {};
let pipelineId: number;
let pipelineJob: number;
let plainJob: number;
let outsiderJob: number;

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-22T09:00:00Z');

async function addJob(appId: number, fields: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(jobs)
    .values({ appId, jobTitle: 'Backend engineer', ...fields })
    .returning();
  return row.id;
}

/** An application with its history; the last history row is its current stage and status. */
async function addApplication(
  appId: number,
  jobId: number,
  fields: { firstName: string; createdAt: string; sourceId?: number | null; applicantStatusId?: number },
  history: [stageName: string, statusName: string, at: string][] = [],
) {
  const last = history.at(-1);
  const [row] = await t.db
    .insert(applications)
    .values({
      appId,
      jobId,
      firstName: fields.firstName,
      lastName: 'Applicant',
      applicantEmail: `${fields.firstName.toLowerCase()}-${jobId}@example.test`,
      sourceId: fields.sourceId ?? null,
      applicantStatusId: fields.applicantStatusId,
      currentStageId: last ? stage[last[0]] : null,
      currentStatusId: last ? status[last[1]] : null,
      statusChangedAt: at(last?.[2] ?? fields.createdAt),
      createdAt: at(fields.createdAt),
    })
    .returning();
  if (history.length > 0) {
    await t.db.insert(applicationStatusHistory).values(
      history.map(([stageName, statusName, when]) => ({
        appId,
        applicationId: row.id,
        stageId: stage[stageName],
        statusId: status[statusName],
        createdAt: at(when),
      })),
    );
  }
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await t.factories.tenant('insights-a');
  admin = await t.factories.user(tenantA, 'admin');
  manager = await t.factories.user(tenantA, 'hiring_manager');
  employee = await t.factories.user(tenantA, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('insights-b'), 'admin');
  const appId = admin.appId;

  for (const [name, code, statusColor] of [
    ['To-be-start', 'to_be_start', '#616161'],
    ['Pending', null, '#f7630c'],
    ['Shortlisted', null, '#107c10'],
    ['Rejected', 'rejected', '#d13438'],
  ] as const) {
    const [row] = await t.db.insert(statuses).values({ appId, name, code, statusColor }).returning();
    status[name] = row.id;
  }
  for (const [name, list] of [
    ['Screening', ['To-be-start', 'Pending', 'Rejected']],
    ['Interview', ['To-be-start', 'Shortlisted', 'Rejected']],
    ['Offer', ['To-be-start', 'Rejected']],
  ] as const) {
    const [row] = await t.db.insert(stages).values({ appId, name }).returning();
    stage[name] = row.id;
    await t.db
      .insert(stageStatuses)
      .values(list.map((statusName, i) => ({ appId, stageId: row.id, statusId: status[statusName], sequence: i + 1 })));
  }
  const [pipeline] = await t.db.insert(pipelines).values({ appId, name: 'Engineering' }).returning();
  pipelineId = pipeline.id;
  await t.db
    .insert(pipelineStages)
    .values(['Screening', 'Interview', 'Offer'].map((name, i) => ({ appId, pipelineId, stageId: stage[name], sequence: i + 1 })));
  for (const name of ['LinkedIn', 'Referral']) {
    const [row] = await t.db.insert(applicantSources).values({ appId, source: name, identifier: name.toLowerCase() }).returning();
    source[name] = row.id;
  }

  // Opened Monday 26 October; "now" is Sunday 22 November (UTC app), so 27 days and 4 weeks.
  pipelineJob = await addJob(appId, { pipelineId, hiringManagerId: manager.id, createdAt: at('2026-10-26T08:00:00Z') });
  await addApplication(appId, pipelineJob, { firstName: 'Asha', createdAt: '2026-11-03T00:00:00Z', sourceId: source.LinkedIn }, [
    ['Screening', 'To-be-start', '2026-11-03T00:00:00Z'],
    ['Screening', 'Pending', '2026-11-05T00:00:00Z'],
    ['Interview', 'Shortlisted', '2026-11-09T00:00:00Z'],
  ]);
  await addApplication(appId, pipelineJob, { firstName: 'Bilal', createdAt: '2026-11-10T00:00:00Z', sourceId: source.LinkedIn }, [
    ['Screening', 'To-be-start', '2026-11-10T00:00:00Z'],
    ['Screening', 'Rejected', '2026-11-12T00:00:00Z'],
  ]);
  await addApplication(appId, pipelineJob, { firstName: 'Chen', createdAt: '2026-11-16T12:00:00Z' }, [
    ['Screening', 'To-be-start', '2026-11-16T12:00:00Z'],
    ['Interview', 'To-be-start', '2026-11-18T12:00:00Z'],
    ['Screening', 'Pending', '2026-11-20T12:00:00Z'],
  ]);
  await addApplication(appId, pipelineJob, { firstName: 'Dana', createdAt: '2026-11-17T00:00:00Z', sourceId: source.Referral }, [
    ['Screening', 'To-be-start', '2026-11-17T00:00:00Z'],
  ]);
  // Imported without any history yet: counted, but at no status.
  await addApplication(appId, pipelineJob, { firstName: 'Eli', createdAt: '2026-11-20T00:00:00Z', sourceId: source.Referral });

  const [fresh, contacted] = await t.db
    .insert(applicantStatuses)
    .values([
      { appId, name: 'New', createdAt: at('2026-01-01T00:00:00Z') },
      { appId, name: 'Contacted', createdAt: at('2026-01-02T00:00:00Z') },
      { appId, name: 'Hired', createdAt: at('2026-01-03T00:00:00Z') },
    ])
    .returning();
  plainJob = await addJob(appId, { jobTitle: 'Office manager', createdAt: at('2026-11-16T00:00:00Z') });
  await addApplication(appId, plainJob, { firstName: 'Femi', createdAt: '2026-11-16T10:00:00Z', applicantStatusId: fresh.id });
  await addApplication(appId, plainJob, { firstName: 'Gita', createdAt: '2026-11-17T10:00:00Z', applicantStatusId: fresh.id });
  await addApplication(appId, plainJob, { firstName: 'Hugo', createdAt: '2026-11-18T10:00:00Z', applicantStatusId: contacted.id });

  outsiderJob = await addJob(outsider.appId, { jobTitle: 'Foreign job' });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

const view = async (id: number, as = admin) => t.call('GET', `/api/job/${id}/view-application`, { as });
const analytics = async (id: number, as = admin) => t.call('GET', `/api/job/${id}/analytics`, { as });

describe('job view-application', () => {
  it("lists the pipeline's stages in order, each stage's statuses in the pipeline's order, with counts and names", async () => {
    const response = await view(pipelineJob);
    expect(response.status).toBe(200);
    const data = response.body.data as JobPipelineView;
    expect(data.job).toEqual({ jobId: pipelineJob, jobTitle: 'Backend engineer' });
    expect(data.totalApplications).toBe(5);
    expect(data.applicantStatuses).toEqual([]);
    expect(data.pipeline?.name).toBe('Engineering');
    const stagesSeen = data.pipeline!.stages;
    expect(stagesSeen.map((s) => [s.name, s.sequence, s.jobApplicationCount])).toEqual([
      ['Screening', 1, 3],
      ['Interview', 2, 1],
      ['Offer', 3, 0],
    ]);
    const screening = stagesSeen[0].status;
    expect(screening.map((s) => [s.name, s.colour, s.jobApplicationCount])).toEqual([
      ['To-be-start', '#616161', 1],
      ['Pending', '#f7630c', 1],
      ['Rejected', '#d13438', 1],
    ]);
    expect(screening[1].job_application_status).toEqual([{ applicantId: expect.any(Number), firstName: 'Chen', lastName: 'Applicant' }]);
    expect(stagesSeen[1].status.find((s) => s.name === 'Shortlisted')?.job_application_status.map((a) => a.firstName)).toEqual(['Asha']);
    // Chen passed through Interview/To-be-start but is no longer there.
    expect(stagesSeen[1].status.find((s) => s.name === 'To-be-start')?.jobApplicationCount).toBe(0);
  });

  it('names at most 5 applicants per status, newest in that status first, and counts them all', async () => {
    const jobId = await addJob(admin.appId, { pipelineId });
    for (let i = 1; i <= 7; i++) {
      await addApplication(admin.appId, jobId, { firstName: `P${i}`, createdAt: '2026-11-01T00:00:00Z' }, [
        ['Interview', 'Shortlisted', `2026-11-0${i}T00:00:00Z`],
      ]);
    }
    const data = (await view(jobId)).body.data as JobPipelineView;
    const shortlisted = data.pipeline!.stages[1].status.find((s) => s.name === 'Shortlisted')!;
    expect(shortlisted.jobApplicationCount).toBe(7);
    expect(shortlisted.job_application_status.map((a) => a.firstName)).toEqual(['P7', 'P6', 'P5', 'P4', 'P3']);
  });

  it('leaves applications in the trash out of every count and name, and puts them back on restore', async () => {
    const jobId = await addJob(admin.appId, { pipelineId });
    await addApplication(admin.appId, jobId, { firstName: 'Kept', createdAt: '2026-11-01T00:00:00Z' }, [
      ['Interview', 'Shortlisted', '2026-11-02T00:00:00Z'],
    ]);
    const trashed = await addApplication(admin.appId, jobId, { firstName: 'Trashed', createdAt: '2026-11-01T00:00:00Z' }, [
      ['Interview', 'Shortlisted', '2026-11-03T00:00:00Z'],
    ]);
    const shortlisted = async () => {
      const data = (await view(jobId)).body.data as JobPipelineView;
      const found = data.pipeline!.stages[1].status.find((s) => s.name === 'Shortlisted')!;
      return {
        total: data.totalApplications,
        count: found.jobApplicationCount,
        names: found.job_application_status.map((a) => a.firstName),
      };
    };
    const deleted = await t.call('POST', '/api/multiple-application-delete', { as: admin, json: { applicantId: [trashed] } });
    expect(deleted.status).toBe(200);
    expect(await shortlisted()).toEqual({ total: 1, count: 1, names: ['Kept'] });
    const analytics = (await t.call('GET', `/api/job/${jobId}/analytics`, { as: admin })).body.data as JobAnalytics;
    expect(analytics.totalApplications).toBe(1);
    expect((await t.call('POST', '/api/application-trash/restore', { as: admin, json: { applicantId: [trashed] } })).status).toBe(200);
    expect(await shortlisted()).toEqual({ total: 2, count: 2, names: ['Trashed', 'Kept'] });
  });

  it('answers pipeline null and every applicant status with its count for a job without a pipeline', async () => {
    const data = (await view(plainJob)).body.data as JobPipelineView;
    expect(data.pipeline).toBeNull();
    expect(data.totalApplications).toBe(3);
    expect(data.applicantStatuses.map((s) => [s.name, s.jobApplicationCount])).toEqual([
      ['New', 2],
      ['Contacted', 1],
      ['Hired', 0],
    ]);
  });
});

describe('job analytics', () => {
  it('gives exact totals, days open, status and source counts and weekly applications', async () => {
    const response = await analytics(pipelineJob);
    expect(response.status).toBe(200);
    const data = response.body.data as JobAnalytics;
    expect(data.jobId).toBe(pipelineJob);
    expect(data.totalApplications).toBe(5);
    expect(data.daysOpen).toBe(27);
    // Pipeline order; Rejected (the built-in end of every stage) last, then applications at no status.
    expect(data.byStatus).toEqual([
      { id: status['To-be-start'], name: 'To-be-start', colour: '#616161', count: 1 },
      { id: status.Pending, name: 'Pending', colour: '#f7630c', count: 1 },
      { id: status.Shortlisted, name: 'Shortlisted', colour: '#107c10', count: 1 },
      { id: status.Rejected, name: 'Rejected', colour: '#d13438', count: 1 },
      { id: 0, name: 'No status', colour: null, count: 1 },
    ]);
    expect(data.bySource).toEqual([
      { id: source.LinkedIn, source: 'LinkedIn', count: 2 },
      { id: source.Referral, source: 'Referral', count: 2 },
      { id: null, source: 'Unknown', count: 1 },
    ]);
    expect(data.overTime).toEqual([
      { weekStart: '2026-10-26', count: 0 },
      { weekStart: '2026-11-02', count: 1 },
      { weekStart: '2026-11-09', count: 1 },
      { weekStart: '2026-11-16', count: 3 },
    ]);
  });

  it('averages and takes the median of days per stage from the history, the current stage up to now, rejection ending the clock', async () => {
    const data = (await analytics(pipelineJob)).body.data as JobAnalytics;
    // Screening: Asha 6, Bilal 2 (rejected after 2), Chen 2 + 1.875 (came back), Dana 5.375 (still there).
    // Interview: Asha 13.375 (still there), Chen 2.
    expect(data.timeInStage).toEqual([
      { stageId: stage.Screening, name: 'Screening', applications: 4, averageDays: 4.31, medianDays: 4.63 },
      { stageId: stage.Interview, name: 'Interview', applications: 2, averageDays: 7.69, medianDays: 7.69 },
      { stageId: stage.Offer, name: 'Offer', applications: 0, averageDays: 0, medianDays: 0 },
    ]);
    t.setNow(at('2026-11-23T09:00:00Z'));
    // Tokens are signed against the clock, so sign in again a day later.
    const dayLater = (await analytics(pipelineJob, await t.factories.user(tenantA, 'admin'))).body.data as JobAnalytics;
    // Asha (Interview), Chen and Dana (Screening) each gain a day; Bilal, rejected, does not.
    expect(dayLater.timeInStage[0]).toMatchObject({ averageDays: 4.81, medianDays: 5.44 });
    expect(dayLater.timeInStage[1]).toMatchObject({ averageDays: 8.19 });
    expect(dayLater.daysOpen).toBe(28);
    expect(dayLater.overTime.at(-1)).toEqual({ weekStart: '2026-11-23', count: 0 });
  });

  it('stops counting days and weeks at the expiry date once the job has expired', async () => {
    const jobId = await addJob(admin.appId, { createdAt: at('2026-10-01T09:00:00Z'), expiryDate: '2026-10-20' });
    const data = (await analytics(jobId)).body.data as JobAnalytics;
    expect(data.daysOpen).toBe(19);
    expect(data.overTime).toEqual(['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19'].map((weekStart) => ({ weekStart, count: 0 })));
    expect(data).toMatchObject({ totalApplications: 0, byStatus: [], bySource: [], timeInStage: [] });
    // Expiring today is not expired yet: it counts to today.
    const today = await addJob(admin.appId, { createdAt: at('2026-11-20T09:00:00Z'), expiryDate: '2026-11-22' });
    expect(((await analytics(today)).body.data as JobAnalytics).daysOpen).toBe(2);
  });

  it("counts calendar days and weeks in the app's time zone", async () => {
    const tenant = await t.factories.tenant('insights-kolkata');
    await t.db.update(apps).set({ timeZone: 'Asia/Kolkata' }).where(eq(apps.id, tenant.id));
    // 20:00 UTC on Sunday 1 November is 01:30 on Monday 2 November in Kolkata.
    const jobId = await addJob(tenant.id, { createdAt: at('2026-11-01T20:00:00Z') });
    await addApplication(tenant.id, jobId, { firstName: 'Ira', createdAt: '2026-11-08T20:00:00Z' });
    t.setNow(at('2026-11-22T19:00:00Z'));
    const local = await t.factories.user(tenant, 'admin');
    const data = (await analytics(jobId, local)).body.data as JobAnalytics;
    expect(data.daysOpen).toBe(21);
    expect(data.overTime).toEqual([
      { weekStart: '2026-11-02', count: 0 },
      { weekStart: '2026-11-09', count: 1 },
      { weekStart: '2026-11-16', count: 0 },
      { weekStart: '2026-11-23', count: 0 },
    ]);
  });

  it('uses applicant statuses (no colour) and has no stage times for a job without a pipeline', async () => {
    const data = (await analytics(plainJob)).body.data as JobAnalytics;
    expect(data.byStatus.map((s) => [s.name, s.colour, s.count])).toEqual([
      ['New', null, 2],
      ['Contacted', null, 1],
    ]);
    expect(data.bySource).toEqual([{ id: null, source: 'Unknown', count: 3 }]);
    expect(data.timeInStage).toEqual([]);
    expect(data.daysOpen).toBe(6);
  });
});

describe('job insights: access and bad input', () => {
  it('answers 404 for unknown and malformed job ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '12345678901']) {
      expect((await t.call('GET', `/api/job/${id}/view-application`, { as: admin })).status, id).toBe(404);
      expect((await t.call('GET', `/api/job/${id}/analytics`, { as: admin })).status, id).toBe(404);
    }
    expect((await analytics(999999)).body.message).toBe('Job not found.');
  });

  it("answers 404 for another app's job, both ways", async () => {
    expect((await view(outsiderJob)).status).toBe(404);
    expect((await analytics(outsiderJob)).status).toBe(404);
    expect((await view(pipelineJob, outsider)).status).toBe(404);
    expect((await analytics(pipelineJob, outsider)).status).toBe(404);
    expect((await view(outsiderJob, outsider)).status).toBe(200);
  });

  it('needs jobs:read: hiring managers may look at the jobs they hire for, employees may not, and a token is required', async () => {
    expect((await view(pipelineJob, manager)).status).toBe(200);
    expect((await analytics(pipelineJob, manager)).status).toBe(200);
    expect((await view(plainJob, manager)).status).toBe(404);
    expect((await analytics(plainJob, manager)).status).toBe(404);
    expect((await view(pipelineJob, employee)).status).toBe(403);
    expect((await analytics(pipelineJob, employee)).status).toBe(403);
    expect((await t.call('GET', `/api/job/${pipelineJob}/analytics?app=insights-a`)).status).toBe(401);
  });

  it('is mounted beside the job resource: GET /api/job/:id still answers the job itself', async () => {
    const detail = await t.call('GET', `/api/job/${pipelineJob}`, { as: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ jobId: pipelineJob, jobTitle: 'Backend engineer' });
  });

  it('leaves other paths under /api/job/:id to the job resource (no catch-all here)', async () => {
    expect((await t.call('POST', `/api/job/${pipelineJob}/analytics`, { as: admin, json: {} })).status).toBe(404);
    expect((await t.call('GET', `/api/job/${pipelineJob}/view-applications`, { as: admin })).status).toBe(404);
  });
});
