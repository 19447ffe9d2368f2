import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../src/server/app';
import { API_PATHS } from '../../../../src/shared/contract/api-paths';
import { recordingStatements } from '../../../support/statement-log';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { NOW, seedDashboard, type DashboardWorld } from './dashboard-fixture';

let t: TestApp;
let w: DashboardWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedDashboard(t, 'dash-cards');
});
afterAll(() => t.close());

const get = async (as: TestUser, path: string, params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return t.call('GET', `${API_PATHS.dashboard}/${path}?${query}`, { as });
};
const data = async (as: TestUser, path: string, params: Record<string, string | number> = {}) => {
  const response = await get(as, path, params);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Record<string, unknown>;
};
const sourceRows = async (as: TestUser, params: Record<string, string | number> = {}) =>
  ((await data(as, 'applicant-source', params)).rows as { source: string; applications: number }[]).map(
    (row) => `${row.source}:${row.applications}`,
  );
/** The funnel as 'total | count percent, …' in step order. */
const funnel = async (as: TestUser, params: Record<string, string | number> = {}) => {
  const card = (await data(as, 'acquisitions', params)) as { total: number; steps: { count: number; percent: number }[] };
  return `${card.total} | ${card.steps.map((step) => `${step.count} ${step.percent}%`).join(', ')}`;
};
const progress = async (as: TestUser, params: Record<string, string | number> = {}) =>
  ((await data(as, 'recruiter-progress', params)).rows as { name: string; inProgress: number; closed: number; overdue: number }[]).map(
    (row) => `${row.name}: ${row.inProgress}/${row.closed}/${row.overdue}`,
  );

describe('GET /api/dashboard/tiles', () => {
  it('counts the live applications, the published and unpublished jobs and the open positions of the open, unexpired jobs', async () => {
    expect(await data(w.team.admin, 'tiles')).toEqual({ totalApplicants: 10, publishedJobs: 2, unpublishedJobs: 2, totalOpenings: 7 });
  });

  it("covers a hiring manager's own jobs and their applicants, and a recruiter's own applicants", async () => {
    // The manager hires for j1 (open, published, 3 positions) and j3 (closed, unpublished).
    expect(await data(w.team.manager, 'tiles')).toEqual({ totalApplicants: 6, publishedJobs: 1, unpublishedJobs: 1, totalOpenings: 3 });
    expect((await data(w.team.recruiter, 'tiles')).totalApplicants).toBe(7);
  });
});

describe('GET /api/dashboard/applicant-source', () => {
  it('lists applications per source, most first then by name, with Unknown for those without a source', async () => {
    const card = await data(w.team.admin, 'applicant-source');
    expect(card).toEqual({
      rows: [
        { sourceId: w.sources.careers.id, source: 'Careers', applications: 4 },
        { sourceId: w.sources.linkedIn.id, source: 'LinkedIn', applications: 3 },
        { sourceId: null, source: 'Unknown', applications: 3 },
      ],
      range: null,
      locationId: null,
    });
  });

  it('narrows by department, job, branch and their combination', async () => {
    expect(await sourceRows(w.team.admin, { departmentId: w.lookups.department.id })).toEqual(['Careers:4', 'LinkedIn:1', 'Unknown:1']);
    expect(await sourceRows(w.team.admin, { jobId: w.jobs.j2.id })).toEqual(['LinkedIn:2', 'Unknown:1']);
    expect(await sourceRows(w.team.admin, { branchId: w.branches.other.id })).toEqual(['LinkedIn:2', 'Careers:1', 'Unknown:1']);
    expect(await sourceRows(w.team.admin, { departmentId: w.lookups.department.id, branchId: w.branches.other.id })).toEqual(['Careers:1']);
    const card = await data(w.team.admin, 'applicant-source', { branchId: w.branches.main.id });
    expect(card.locationId).toBe(w.lookups.location.id);
  });

  it('counts the days of each date choice in the app time zone and answers them as the range', async () => {
    expect(await sourceRows(w.team.admin, { date: 'today' })).toEqual(['Careers:1']);
    expect(await sourceRows(w.team.admin, { date: 'yesterday' })).toEqual(['Careers:1', 'Unknown:1']);
    expect(await sourceRows(w.team.admin, { date: 'last7' })).toEqual(['Careers:2', 'LinkedIn:2', 'Unknown:1']);
    expect(await sourceRows(w.team.admin, { date: 'thisMonth' })).toEqual(['Careers:2', 'LinkedIn:3', 'Unknown:2'].sort(byCount));
    expect(await sourceRows(w.team.admin, { date: 'all' })).toEqual(['Careers:4', 'LinkedIn:3', 'Unknown:3']);
    const ranges = {
      today: { fromDate: '2026-11-22', toDate: '2026-11-22' },
      yesterday: { fromDate: '2026-11-21', toDate: '2026-11-21' },
      last7: { fromDate: '2026-11-16', toDate: '2026-11-22' },
      thisMonth: { fromDate: '2026-11-01', toDate: '2026-11-22' },
    };
    for (const [date, range] of Object.entries(ranges))
      expect((await data(w.team.admin, 'applicant-source', { date })).range).toEqual(range);
  });

  it('a branch without a location has no jobs, so it counts nothing', async () => {
    expect(await data(w.team.admin, 'applicant-source', { branchId: w.branches.empty.id })).toEqual({
      rows: [],
      range: null,
      locationId: null,
    });
  });

  it("a hiring manager's card covers their jobs' applicants only", async () => {
    expect(await sourceRows(w.team.manager)).toEqual(['Careers:4', 'LinkedIn:1', 'Unknown:1']);
  });
});

/** Most first, then by name, as the card sorts. */
function byCount(a: string, b: string) {
  const [nameA, countA] = a.split(':');
  const [nameB, countB] = b.split(':');
  return Number(countB) - Number(countA) || nameA.localeCompare(nameB);
}

describe('GET /api/dashboard/acquisitions', () => {
  it('counts relevant, shortlisted, on hold and hired applications with the labels in order', async () => {
    const card = await data(w.team.admin, 'acquisitions');
    expect(card).toEqual({
      total: 10,
      steps: [
        { step: 'relevant', label: 'Relevant Application', count: 8, percent: 80 },
        { step: 'shortlisted', label: 'Shortlisted', count: 4, percent: 40 },
        { step: 'on_hold', label: 'On hold', count: 2, percent: 20 },
        { step: 'hired', label: 'Hired', count: 2, percent: 20 },
      ],
      range: null,
      locationId: null,
    });
  });

  it('follows every filter and date choice', async () => {
    expect(await funnel(w.team.admin, { date: 'today' })).toBe('1 | 1 100%, 1 100%, 0 0%, 0 0%');
    expect(await funnel(w.team.admin, { date: 'yesterday' })).toBe('2 | 2 100%, 1 50%, 0 0%, 1 50%');
    expect(await funnel(w.team.admin, { date: 'last7' })).toBe('5 | 5 100%, 3 60%, 1 20%, 2 40%');
    expect(await funnel(w.team.admin, { date: 'thisMonth' })).toBe('7 | 6 86%, 3 43%, 2 29%, 2 29%');
    expect(await funnel(w.team.admin, { jobId: w.jobs.j2.id })).toBe('3 | 2 67%, 1 33%, 1 33%, 1 33%');
    expect(await funnel(w.team.admin, { departmentId: w.lookups.department.id })).toBe('6 | 5 83%, 3 50%, 1 17%, 1 17%');
    expect(await funnel(w.team.admin, { branchId: w.branches.other.id, date: 'thisMonth' })).toBe('2 | 2 100%, 1 50%, 1 50%, 1 50%');
  });

  it('answers 0% of nothing', async () => {
    expect(await funnel(w.team.admin, { branchId: w.branches.empty.id })).toBe('0 | 0 0%, 0 0%, 0 0%, 0 0%');
  });

  it("covers a hiring manager's applicants only", async () => {
    expect(await funnel(w.team.manager)).toBe('6 | 5 83%, 3 50%, 1 17%, 1 17%');
  });
});

describe('GET /api/dashboard/recruiter-progress', () => {
  it("lists each recruiting manager's jobs in progress, closed and overdue, by name", async () => {
    const card = await data(w.team.admin, 'recruiter-progress');
    expect(card).toEqual({
      rows: [
        { userId: w.recruiters.arjun, name: 'Arjun Mehta', inProgress: 0, closed: 0, overdue: 1 },
        { userId: w.recruiters.zara, name: 'Zara Khan', inProgress: 1, closed: 1, overdue: 0 },
      ],
      range: null,
      locationId: null,
    });
  });

  it("covers a hiring manager's own jobs only", async () => {
    expect(await progress(w.team.manager)).toEqual(['Zara Khan: 1/1/0']);
    expect(await progress(w.team.manager, { jobId: w.jobs.j2.id })).toEqual([]);
  });

  it('narrows the jobs by department, job and branch', async () => {
    expect(await progress(w.team.admin, { departmentId: w.lookups.department.id })).toEqual(['Zara Khan: 1/1/0']);
    expect(await progress(w.team.admin, { jobId: w.jobs.j3.id })).toEqual(['Zara Khan: 0/1/0']);
    expect(await progress(w.team.admin, { branchId: w.branches.other.id })).toEqual(['Arjun Mehta: 0/0/1', 'Zara Khan: 0/1/0']);
    expect(await progress(w.team.admin, { branchId: w.branches.main.id })).toEqual(['Zara Khan: 1/0/0']);
  });

  it('counts the jobs created on the days of the date choice; recruiters without such jobs are not listed', async () => {
    expect(await progress(w.team.admin, { date: 'today' })).toEqual(['Zara Khan: 1/0/0']);
    expect(await progress(w.team.admin, { date: 'yesterday' })).toEqual([]);
    expect(await progress(w.team.admin, { date: 'last7' })).toEqual(['Zara Khan: 1/0/0']);
    expect(await progress(w.team.admin, { date: 'thisMonth' })).toEqual(['Arjun Mehta: 0/0/1', 'Zara Khan: 1/0/0']);
  });

  it('a job whose target date is today is still in progress; the day after it is overdue', async () => {
    /** The admin signed in at `instant`. */
    const adminAt = async (instant: string) => {
      t.setNow(new Date(instant));
      const { id, appKey } = w.team.admin;
      return { ...w.team.admin, token: await t.deps.auth.signer.sign({ userId: id, appKey }) };
    };
    try {
      // 17:30 on 31 December in Kolkata: the target date is today.
      expect(await progress(await adminAt('2026-12-31T12:00:00Z'), { jobId: w.jobs.j1.id })).toEqual(['Zara Khan: 1/0/0']);
      // 00:30 on 1 January in Kolkata, still 31 December in UTC.
      const newYear = await adminAt('2026-12-31T19:00:00Z');
      expect(await progress(newYear, { jobId: w.jobs.j1.id })).toEqual(['Zara Khan: 0/0/1']);
      expect((await data(newYear, 'recruiter-progress', { date: 'thisMonth' })).range).toEqual({
        fromDate: '2027-01-01',
        toDate: '2027-01-01',
      });
    } finally {
      t.setNow(NOW);
    }
  });
});

describe('who may read the dashboard', () => {
  const cards = ['tiles', 'applicant-source', 'recruiter-progress', 'acquisitions'];

  it('refuses an employee the tiles and cards (403) but answers their own referral summary', async () => {
    for (const card of cards) expect((await get(w.team.employee, card)).status).toBe(403);
    expect((await get(w.team.employee, 'my-referrals')).status).toBe(200);
  });

  it("refuses a token of another workspace, and never counts another workspace's data", async () => {
    for (const card of cards)
      expect((await t.call('GET', `${API_PATHS.dashboard}/${card}`, { as: w.team.outsider, appKey: w.team.tenant.key })).status).toBe(403);
    expect(await data(w.team.outsider, 'tiles')).toEqual({ totalApplicants: 3, publishedJobs: 1, unpublishedJobs: 0, totalOpenings: 9 });
    // Recruiter's Progress is one prepared statement for every workspace: after this one's, the other's holds only its own job.
    await progress(w.team.admin);
    const theirs = (await data(w.team.outsider, 'recruiter-progress')).rows as { userId: number; inProgress: number }[];
    expect(theirs).toHaveLength(1);
    expect(theirs[0].inProgress).toBe(1);
    expect([w.recruiters.zara, w.recruiters.arjun]).not.toContain(theirs[0].userId);
  });
});

describe('bad filters', () => {
  it("answers 422 naming another workspace's department, job or branch", async () => {
    const { elsewhere } = w;
    for (const card of ['applicant-source', 'recruiter-progress', 'acquisitions']) {
      const response = await get(w.team.admin, card, {
        departmentId: elsewhere.department.id,
        jobId: elsewhere.job.id,
        branchId: elsewhere.branch.id,
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        departmentId: ['Unknown department.'],
        jobId: ['Unknown job.'],
        branchId: ['Unknown branch.'],
      });
    }
  });

  it('answers 422, never 500, for unknown ids, malformed ids and unknown dates', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ branchId: 999999 }, 'branchId'],
      [{ jobId: 999999999 }, 'jobId'],
      [{ departmentId: 'abc' }, 'departmentId'],
      [{ jobId: 0 }, 'jobId'],
      [{ branchId: -3 }, 'branchId'],
      [{ date: 'tomorrow' }, 'date'],
      [{ departmentId: '1e3' }, 'departmentId'],
    ];
    for (const [params, field] of cases) {
      const response = await get(w.team.admin, 'acquisitions', params);
      expect(response.status, JSON.stringify(params)).toBe(422);
      expect(Object.keys(response.body.errors as object)).toEqual([field]);
    }
    const date = await get(w.team.admin, 'applicant-source', { date: 'tomorrow' });
    expect(date.body.errors).toEqual({ date: ['date must be one of all, today, yesterday, last7, thisMonth.'] });
  });

  it('answers an empty filter as no filter', async () => {
    expect(await funnel(w.team.admin, { departmentId: '', jobId: '', branchId: '' })).toBe('10 | 8 80%, 4 40%, 2 20%, 2 20%');
  });
});

describe('statements', () => {
  it('reads each card in a fixed number of statements, however many rows it counts', async () => {
    const counts = async (params: Record<string, string | number>) => {
      const result: Record<string, number> = {};
      for (const card of ['tiles', 'applicant-source', 'recruiter-progress', 'acquisitions', 'my-referrals']) {
        const recording = recordingStatements(t.db);
        const query = new URLSearchParams(Object.entries({ ...params, app: w.team.admin.appKey }).map(([k, v]) => [k, String(v)]));
        const response = await createApp({ ...t.deps, db: recording.db }).request(`${API_PATHS.dashboard}/${card}?${query}`, {
          headers: { authorization: `Bearer ${w.team.admin.token}` },
        });
        expect(response.status).toBe(200);
        result[card] = recording.statements.length;
      }
      return result;
    };
    // The sign-in's one statement, then: the jobs' figures and the applicant count; one grouped
    // count; the hired status, the funnel's other statuses and its counts; the caller's referrals
    // (none paid out here).
    const unfiltered = { tiles: 3, 'applicant-source': 2, 'recruiter-progress': 2, acquisitions: 4, 'my-referrals': 2 };
    expect(await counts({})).toEqual(unfiltered);
    expect(await counts({ date: 'thisMonth' })).toEqual(unfiltered);
    // Filter ids are checked against the workspace in one more statement; a branch's location is one more.
    const withIds = await counts({ departmentId: w.lookups.department.id });
    expect(withIds).toEqual({ ...unfiltered, 'applicant-source': 3, 'recruiter-progress': 3, acquisitions: 5 });
    const withBranch = await counts({ departmentId: w.lookups.department.id, branchId: w.branches.main.id });
    expect(withBranch).toEqual({ ...unfiltered, 'applicant-source': 4, 'recruiter-progress': 4, acquisitions: 6 });
  });
});
