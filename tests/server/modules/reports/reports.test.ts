import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  RecruiterWorkloadReport,
  ReferralProgrammeReport,
  SourceEffectivenessReport,
  TimeInStageReport,
  TimeToFillReport,
  TimeToHireReport,
} from '../../../../src/shared/contract/reports';
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { apps } from '../../../../src/server/db/schema';
import type { ServiceContext } from '../../../../src/server/core/context';
import {
  recruiterWorkloadReport,
  referralProgrammeReport,
  sourceEffectivenessReport,
  stageReport,
  timeToFillReport,
  timeToHireReport,
} from '../../../../src/server/modules/reports/service';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { recordingStatements } from '../../../support/statement-log';
import { spyRealtime } from '../notifications/notifications-support';
import { seedHistory, type Seeded } from './seed';

let t: TestApp;
let admin: TestUser;
let employee: TestUser;
let manager1: TestUser;
let manager2: TestUser;
let recruiter1: TestUser;
let recruiter2: TestUser;
let referrer: TestUser;
let a: Seeded;
let b: Seeded;
const NOW = new Date('2026-11-22T09:00:00Z');

async function peopleOf(tenant: { id: number; key: string }) {
  const f = t.factories;
  return {
    admin: await f.user(tenant, 'admin'),
    recruiter1: await f.user(tenant, 'recruiter'),
    recruiter2: await f.user(tenant, 'recruiter'),
    referrer: await f.user(tenant, 'employee'),
    manager1: await f.user(tenant, 'hiring_manager'),
    manager2: await f.user(tenant, 'hiring_manager'),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const tenantA = await t.factories.tenant('reports-a');
  const people = await peopleOf(tenantA);
  ({ admin, recruiter1, recruiter2, referrer, manager1, manager2 } = people);
  employee = referrer;
  a = await seedHistory(t, admin, people);
  // The same history in another app: never counted in app A.
  const other = await peopleOf(await t.factories.tenant('reports-b'));
  b = await seedHistory(t, other.admin, other);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

const get = async <T>(path: string, as = admin) => {
  const response = await t.call('GET', `/api/reports/${path}`, { as });
  return { status: response.status, body: response.body, data: response.body.data as T };
};
const DEFAULT_RANGE = { fromDate: '2026-08-25', toDate: '2026-11-22' };
const buckets = (...counts: number[]) =>
  ['0–7', '8–14', '15–30', '31–60', '61–90', '91+'].map((label, i) => expect.objectContaining({ label, count: counts[i] }));

describe('time to hire', () => {
  it('counts the hires of the last 90 days: days from applying to the first hired row, quartiles and buckets', async () => {
    const { status, data } = await get<TimeToHireReport>('time-to-hire');
    expect(status).toBe(200);
    expect(data.range).toEqual(DEFAULT_RANGE);
    // A1 10 days, A2 21 days; A6 was hired in May, A7 is in the trash.
    expect(data.stats).toEqual({
      count: 2,
      medianDays: 15.5,
      p25Days: 12.75,
      p75Days: 18.25,
      minDays: 10,
      maxDays: 21,
      histogram: buckets(0, 1, 1, 0, 0, 0),
    });
    expect(data.stats.histogram[5]).toEqual({ label: '91+', minDays: 91, maxDays: null, count: 0 });
  });

  it('takes both ends of the range as whole days', async () => {
    expect((await get<TimeToHireReport>('time-to-hire?fromDate=2026-11-10&toDate=2026-11-10')).data.stats).toMatchObject({
      count: 1,
      medianDays: 21,
    });
    expect((await get<TimeToHireReport>('time-to-hire?fromDate=2026-10-15&toDate=2026-10-15')).data.stats.count).toBe(1);
    const empty = (await get<TimeToHireReport>('time-to-hire?fromDate=2026-11-11&toDate=2026-11-21')).data.stats;
    expect(empty).toMatchObject({ count: 0, medianDays: null, p25Days: null, minDays: null, maxDays: null });
    // Only fromDate: up to today.
    expect((await get<TimeToHireReport>('time-to-hire?fromDate=2026-05-01')).data.stats).toMatchObject({ count: 3, maxDays: 30 });
  });

  it('narrows by job, source, department and assigned recruiter', async () => {
    const count = async (query: string) => (await get<TimeToHireReport>(`time-to-hire?${query}`)).data.stats.count;
    expect(await count(`jobId=${a.job.J2}`)).toBe(0);
    expect(await count(`sourceId=${a.source.LinkedIn}`)).toBe(1);
    expect(await count(`departmentId=${a.department.D1}`)).toBe(2);
    expect(await count(`recruiterId=${recruiter2.id}`)).toBe(1);
  });

  it("counts days and the range's ends on the app's calendar", async () => {
    await t.db.update(apps).set({ timeZone: 'America/New_York' }).where(eq(apps.id, admin.appId));
    try {
      // A2 was hired at midnight UTC on 10 Nov: 7 pm on 9 Nov in New York (applied 8 pm on 19 Oct: still 21 days).
      expect((await get<TimeToHireReport>('time-to-hire?fromDate=2026-11-10&toDate=2026-11-10')).data.stats.count).toBe(0);
      expect((await get<TimeToHireReport>('time-to-hire?fromDate=2026-11-09&toDate=2026-11-09')).data.stats).toMatchObject({
        count: 1,
        medianDays: 21,
      });
    } finally {
      await t.db.update(apps).set({ timeZone: 'UTC' }).where(eq(apps.id, admin.appId));
    }
  });

  it("scopes a hiring manager to their own jobs' applicants", async () => {
    expect((await get<TimeToHireReport>('time-to-hire', manager1)).data.stats.count).toBe(2);
    expect((await get<TimeToHireReport>('time-to-hire', manager2)).data.stats.count).toBe(0);
    // Another manager's job is a job of the app: empty figures, as the applicant list answers.
    const foreignJob = await get<TimeToHireReport>(`time-to-hire?jobId=${a.job.J1}`, manager2);
    expect(foreignJob.status).toBe(200);
    expect(foreignJob.data.stats.count).toBe(0);
  });
});

describe('time to fill', () => {
  it('counts a job filled when its last position is hired in the range, from the job creation day', async () => {
    const { data } = await get<TimeToFillReport>('time-to-fill');
    // J1 (2 positions): the second hire, A2 on 10 Nov, 40 days after 1 Oct. J2 was filled in May.
    expect(data.stats).toMatchObject({ count: 1, medianDays: 40, minDays: 40, maxDays: 40, p25Days: 40 });
    expect(data.stats.histogram).toEqual(buckets(0, 0, 0, 1, 0, 0));
    expect((await get<TimeToFillReport>('time-to-fill?fromDate=2026-05-31&toDate=2026-05-31')).data.stats).toMatchObject({
      count: 1,
      medianDays: 60,
    });
  });

  it("takes recruiterId as the job's recruiting manager, and scopes hiring managers", async () => {
    expect((await get<TimeToFillReport>(`time-to-fill?recruiterId=${recruiter1.id}`)).data.stats.count).toBe(1);
    expect((await get<TimeToFillReport>(`time-to-fill?recruiterId=${recruiter2.id}`)).data.stats.count).toBe(0);
    expect((await get<TimeToFillReport>(`time-to-fill?departmentId=${a.department.D2}`)).data.stats.count).toBe(0);
    expect((await get<TimeToFillReport>('time-to-fill', manager1)).data.stats.count).toBe(1);
    expect((await get<TimeToFillReport>('time-to-fill', manager2)).data.stats.count).toBe(0);
  });
});

describe('time in stage', () => {
  it("gives each stage's time in pipeline order and each step's conversion", async () => {
    const { status, data } = await get<TimeInStageReport>(`time-in-stage?pipelineId=${a.pipelineId}`);
    expect(status).toBe(200);
    expect(data.pipeline).toEqual({ id: a.pipelineId, name: 'Engineering' });
    expect(data.stages).toEqual([
      // A1 3, A2 5, A3 2 (its time after Rejected is not counted), A4 2, A5 2.375 (still there).
      { stageId: a.stage.Screening, name: 'Screening', applications: 5, averageDays: 2.88, medianDays: 2.38 },
      // A1 7, A2 16, A4 18.375 (still there).
      { stageId: a.stage.Interview, name: 'Interview', applications: 3, averageDays: 13.79, medianDays: 16 },
      // A1 37.96, A2 12.375 (both still at Hired).
      { stageId: a.stage.Offer, name: 'Offer', applications: 2, averageDays: 25.17, medianDays: 25.17 },
    ]);
    expect(data.conversion).toEqual([
      {
        fromStageId: a.stage.Screening,
        fromStage: 'Screening',
        toStageId: a.stage.Interview,
        toStage: 'Interview',
        entered: 5,
        passed: 3,
        rate: 0.6,
      },
      {
        fromStageId: a.stage.Interview,
        fromStage: 'Interview',
        toStageId: a.stage.Offer,
        toStage: 'Offer',
        entered: 3,
        passed: 2,
        rate: 0.6667,
      },
    ]);
  });

  it('takes the applications created in the range, under the filters', async () => {
    const { data } = await get<TimeInStageReport>(`time-in-stage?pipelineId=${a.pipelineId}&fromDate=2026-11-01&jobId=${a.job.J2}`);
    expect(data.stages.map((row) => row.applications)).toEqual([3, 1, 0]);
    expect(data.conversion.map((row) => [row.entered, row.passed, row.rate])).toEqual([
      [3, 1, 0.3333],
      [1, 0, 0],
    ]);
    const none = (await get<TimeInStageReport>(`time-in-stage?pipelineId=${a.pipelineId}&toDate=2026-09-01`)).data;
    expect(none.conversion[0]).toMatchObject({ entered: 0, passed: 0, rate: null });
  });

  it('needs a pipeline of the app', async () => {
    const missing = await get('time-in-stage');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ pipelineId: ['Choose a pipeline.'] });
    const foreign = await get(`time-in-stage?pipelineId=${b.pipelineId}`);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ pipelineId: ['Unknown pipeline.'] });
    expect((await get('time-in-stage?pipelineId=abc')).status).toBe(422);
  });
});

describe('source effectiveness', () => {
  it('counts applicants, shortlisted and hired per source, the referrals and the careers campaigns', async () => {
    const { data } = await get<SourceEffectivenessReport>('source-effectiveness');
    expect(data.total).toEqual({ applicants: 5, shortlisted: 3, hired: 2, hireRate: 0.4 });
    expect(data.rows).toEqual([
      { kind: 'source', sourceId: a.source.Careers, label: 'Careers', applicants: 2, shortlisted: 1, hired: 1, hireRate: 0.5 },
      { kind: 'source', sourceId: a.source.LinkedIn, label: 'LinkedIn', applicants: 2, shortlisted: 2, hired: 1, hireRate: 0.5 },
      { kind: 'source', sourceId: null, label: 'Unknown', applicants: 1, shortlisted: 0, hired: 0, hireRate: 0 },
      { kind: 'referral', sourceId: null, label: 'Referral', applicants: 2, shortlisted: 1, hired: 1, hireRate: 0.5 },
      { kind: 'utm', sourceId: null, label: 'linkedin-ads', applicants: 2, shortlisted: 1, hired: 1, hireRate: 0.5 },
    ]);
  });

  it('scopes a hiring manager and narrows by source', async () => {
    expect((await get<SourceEffectivenessReport>('source-effectiveness', manager2)).data.total).toEqual({
      applicants: 3,
      shortlisted: 1,
      hired: 0,
      hireRate: 0,
    });
    const bySource = (await get<SourceEffectivenessReport>(`source-effectiveness?sourceId=${a.source.Careers}`)).data;
    expect(bySource.total.applicants).toBe(2);
    expect(bySource.rows.filter((row) => row.kind === 'source').map((row) => row.label)).toEqual(['Careers']);
  });
});

describe('referral programme', () => {
  it('gives the referral shares, the payouts due, coming and paid, and the top referrers', async () => {
    const { data } = await get<ReferralProgrammeReport>('referral-programme');
    expect(data).toEqual({
      range: DEFAULT_RANGE,
      applicants: { total: 5, referred: 2, rate: 0.4 },
      hires: { total: 2, referred: 1, rate: 0.5 },
      payouts: {
        due: { count: 2, amount: 1300 },
        upcoming: { count: 1, amount: 500 },
        paid: { count: 1, amount: 2000 },
      },
      topReferrers: [{ userId: referrer.id, name: expect.any(String), referrals: 2, hires: 1 }],
    });
    const november = (await get<ReferralProgrammeReport>('referral-programme?fromDate=2026-11-02&toDate=2026-11-30')).data;
    expect(november.payouts.paid).toEqual({ count: 0, amount: 0 });
    expect(november.topReferrers).toEqual([{ userId: referrer.id, name: expect.any(String), referrals: 1, hires: 1 }]);
  });
});

describe('recruiter workload', () => {
  it('counts open and untouched applicants per assigned recruiter, most open first', async () => {
    const { data } = await get<RecruiterWorkloadReport>('recruiter-workload');
    expect(data.rows.map(({ userId, open, untouched }) => ({ userId, open, untouched }))).toEqual([
      { userId: recruiter1.id, open: 2, untouched: 1 },
      { userId: recruiter2.id, open: 1, untouched: 0 },
    ]);
    const one = (await get<RecruiterWorkloadReport>(`recruiter-workload?recruiterId=${recruiter2.id}`)).data;
    expect(one.rows.map((row) => [row.userId, row.open])).toEqual([[recruiter2.id, 1]]);
    expect((await get<RecruiterWorkloadReport>('recruiter-workload', manager1)).data.rows).toEqual([]);
  });

  it('shows a recruiter only what they may see', async () => {
    const { data } = await get<RecruiterWorkloadReport>('recruiter-workload', recruiter2);
    // recruiter2 sees A1, A3, A5 (assigned): only A5 is open, and recruiter1 is assigned to it too.
    expect(data.rows.map(({ userId, open }) => [userId, open])).toEqual([
      [recruiter1.id, 1],
      [recruiter2.id, 1],
    ]);
  });
});

describe('every report', () => {
  const names = ['time-to-hire', 'time-to-fill', 'source-effectiveness', 'referral-programme', 'recruiter-workload'];

  it("refuses employees (403) and other apps' ids (422 on the field)", async () => {
    for (const name of names) {
      expect((await get(name, employee)).status).toBe(403);
      const foreign = await get(
        `${name}?jobId=${b.job.J1}&sourceId=${b.source.LinkedIn}&departmentId=${b.department.D1}&recruiterId=${recruiter1.id + 10_000}`,
      );
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual({
        departmentId: ['Unknown department.'],
        jobId: ['Unknown job.'],
        recruiterId: ['Unknown recruiter.'],
        sourceId: ['Unknown source.'],
      });
    }
  });

  it('refuses bad dates and ids with 422, never 500', async () => {
    for (const name of names) {
      const reversed = await get(`${name}?fromDate=2026-11-10&toDate=2026-11-01`);
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors).toEqual({ toDate: ['The from date cannot be later than the to date.'] });
      const future = await get(`${name}?fromDate=2026-12-01`);
      expect(future.status).toBe(422);
      expect(future.body.errors).toEqual({ fromDate: ['The from date cannot be later than the to date.'] });
      expect((await get(`${name}?fromDate=2026-02-30`)).status).toBe(422);
      expect((await get(`${name}?toDate=yesterday`)).status).toBe(422);
      expect((await get(`${name}?jobId=-1`)).status).toBe(422);
      expect((await get(`${name}?sourceId=99999999999`)).status).toBe(422);
    }
  });
});

describe('statements', () => {
  it('reads each report in a few grouped statements, however many applications there are', async () => {
    const recording = recordingStatements(t.db);
    const ctx: ServiceContext = {
      db: recording.db,
      storage: t.deps.storage,
      realtime: spyRealtime().realtime,
      appId: admin.appId,
      appKey: admin.appKey,
      user: { id: admin.id, role: admin.role, email: admin.email },
      now: NOW,
      timeZone: 'UTC',
    };
    const filter = { jobId: a.job.J1 };
    const counts: number[] = [];
    for (const run of [
      () => timeToHireReport(ctx, filter),
      () => timeToFillReport(ctx, filter),
      () => stageReport(ctx, { ...filter, pipelineId: a.pipelineId }),
      () => sourceEffectivenessReport(ctx, filter),
      () => referralProgrammeReport(ctx, filter),
      () => recruiterWorkloadReport(ctx, filter),
    ]) {
      const before = recording.statements.length;
      await run();
      counts.push(recording.statements.length - before);
    }
    // The hired status and the ids' check, then the report's own statements: one for each
    // duration report and the workload; the pipeline's read (4), time and conversion; the grouped
    // sources and their names; the shares, the payout clock's settings, payouts and referrers.
    expect(counts).toEqual([3, 3, 8, 4, 6, 3]);
  });
});

describe('CSV', () => {
  const csv = async (path: string, as = admin) => {
    const response = await t.call('GET', `/api/reports/${path}`, { as });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    return String(response.body)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  };

  it('answers time to hire with a header and the same figures', async () => {
    const lines = await csv('time-to-hire.csv');
    expect(lines[0]).toBe('From,To,Measure,Value');
    expect(lines.slice(1, 7)).toEqual([
      '2026-08-25,2026-11-22,Count,2',
      '2026-08-25,2026-11-22,Median days,15.5',
      '2026-08-25,2026-11-22,25th percentile days,12.75',
      '2026-08-25,2026-11-22,75th percentile days,18.25',
      '2026-08-25,2026-11-22,Minimum days,10',
      '2026-08-25,2026-11-22,Maximum days,21',
    ]);
    expect(lines[8]).toBe('2026-08-25,2026-11-22,Days 8–14,1');
  });

  it('answers every report, row for row with its JSON', async () => {
    const sources = await csv('source-effectiveness.csv');
    expect(sources).toEqual([
      'Kind,Source,Applicants,Shortlisted,Hired,Hire rate',
      'source,Careers,2,1,1,0.5',
      'source,LinkedIn,2,2,1,0.5',
      'source,Unknown,1,0,0,0',
      'referral,Referral,2,1,1,0.5',
      'utm,linkedin-ads,2,1,1,0.5',
    ]);
    const stages = await csv(`time-in-stage.csv?pipelineId=${a.pipelineId}`);
    expect(stages[0]).toBe('Row,Stage,Next stage,Applications,Average days,Median days,Entered,Passed,Rate');
    expect(stages.slice(1)).toEqual([
      'Time in stage,Screening,,5,2.88,2.38,,,',
      'Time in stage,Interview,,3,13.79,16,,,',
      'Time in stage,Offer,,2,25.17,25.17,,,',
      'Conversion,Screening,Interview,,,,5,3,0.6',
      'Conversion,Interview,Offer,,,,3,2,0.6667',
    ]);
    const referral = await csv('referral-programme.csv');
    expect(referral[0]).toBe('Measure,Name,Count,Referred,Rate,Amount,Hires');
    expect(referral.slice(1, 6)).toEqual([
      'Applicants,,5,2,0.4,,',
      'Hires,,2,1,0.5,,',
      'Payouts due,,2,,,1300,',
      'Payouts upcoming,,1,,,500,',
      'Payouts paid,,1,,,2000,',
    ]);
    expect(referral[6]).toMatch(/^Top referrer,.+,2,,,,1$/);
    const workload = await csv('recruiter-workload.csv');
    expect(workload[0]).toBe('Recruiter,Open,Untouched 14+ days');
    expect(workload.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual(['2,1', '1,0']);
    expect((await csv('time-to-fill.csv'))[1]).toBe('2026-08-25,2026-11-22,Count,1');
  });

  it('compresses the CSV for a client that accepts it, to the same bytes', async () => {
    const path = `/api/reports/time-to-hire.csv?app=${admin.appKey}`;
    const authorization = `Bearer ${admin.token}`;
    const plain = Buffer.from(await (await t.app.request(path, { headers: { authorization } })).arrayBuffer());
    const compressed = await t.app.request(path, { headers: { authorization, 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).equals(plain)).toBe(true);
  });

  it('refuses what the JSON refuses', async () => {
    expect((await t.call('GET', '/api/reports/time-to-hire.csv', { as: employee })).status).toBe(403);
    expect((await t.call('GET', '/api/reports/time-in-stage.csv', { as: admin })).status).toBe(422);
  });
});
