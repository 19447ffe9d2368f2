import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../src/shared/contract/api-paths';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { seedDashboard, type DashboardWorld } from './dashboard-fixture';

// Every figure equals the total of the list it links to, for the same user and the same filters.

let t: TestApp;
let w: DashboardWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedDashboard(t, 'dash-lists');
});
afterAll(() => t.close());

type Params = Record<string, string | number>;

async function data<T>(as: TestUser, path: string, params: Params = {}): Promise<T> {
  const response = await t.call('GET', `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, { as });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as T;
}
const listTotal = async (as: TestUser, path: string, params: Params) =>
  (await data<{ meta: { total: number } }>(as, path, params)).meta.total;

interface Card {
  total: number;
  range: { fromDate: string; toDate: string } | null;
  locationId: number | null;
}

describe('the dashboard agrees with the lists it links to', () => {
  const roles = () => [w.team.admin, w.team.manager, w.team.recruiter];

  it('Total Applicants is the applicant list total for each role', async () => {
    for (const as of roles()) {
      const { data: tiles } = await data<{ data: { totalApplicants: number } }>(as, `${API_PATHS.dashboard}/tiles`);
      expect(tiles.totalApplicants, as.role).toBe(await listTotal(as, API_PATHS.applicationList, {}));
    }
  });

  it("Published and Unpublished Jobs are the job list's published filter totals", async () => {
    for (const as of roles()) {
      const { data: tiles } = await data<{ data: { publishedJobs: number; unpublishedJobs: number } }>(as, `${API_PATHS.dashboard}/tiles`);
      expect(tiles.publishedJobs, as.role).toBe(await listTotal(as, API_PATHS.job, { allJobs: 1, jobPublishedSaveStatus: 1 }));
      expect(tiles.unpublishedJobs, as.role).toBe(await listTotal(as, API_PATHS.job, { allJobs: 1, jobPublishedSaveStatus: 0 }));
    }
  });

  it("the cards count what View All lists: the applicant list with the card's department, job, location and days", async () => {
    const filters: Params[] = [
      {},
      { date: 'today' },
      { date: 'yesterday' },
      { date: 'last7' },
      { date: 'thisMonth' },
      { departmentId: w.lookups.department.id },
      { departmentId: w.lookups.otherDepartment.id, date: 'thisMonth' },
      { jobId: w.jobs.j1.id, date: 'last7' },
      { jobId: w.jobs.j2.id },
      { branchId: w.branches.main.id },
      { branchId: w.branches.other.id, date: 'thisMonth' },
      { departmentId: w.lookups.department.id, branchId: w.branches.other.id },
    ];
    for (const as of roles()) {
      for (const filter of filters) {
        const { data: funnel } = await data<{ data: Card }>(as, `${API_PATHS.dashboard}/acquisitions`, filter);
        const { data: sources } = await data<{ data: Card & { rows: { applications: number }[] } }>(
          as,
          `${API_PATHS.dashboard}/applicant-source`,
          filter,
        );
        const list: Params = {
          ...(filter.departmentId ? { departmentId: filter.departmentId } : {}),
          ...(filter.jobId ? { jobId: filter.jobId } : {}),
          ...(funnel.locationId ? { locationId: funnel.locationId } : {}),
          ...(funnel.range ?? {}),
        };
        const total = await listTotal(as, API_PATHS.applicationList, list);
        const label = `${as.role} ${JSON.stringify(filter)}`;
        expect(funnel.total, label).toBe(total);
        expect(
          sources.rows.reduce((sum, row) => sum + row.applications, 0),
          label,
        ).toBe(total);
        expect(sources.range, label).toEqual(funnel.range);
        expect(sources.locationId, label).toBe(funnel.locationId);
      }
    }
  });

  it('a source row is the applicant list filtered to that source', async () => {
    const { data: card } = await data<{ data: { rows: { sourceId: number | null; applications: number }[] } }>(
      w.team.admin,
      `${API_PATHS.dashboard}/applicant-source`,
      { date: 'last7' },
    );
    for (const row of card.rows.filter((entry) => entry.sourceId !== null)) {
      const total = await listTotal(w.team.admin, API_PATHS.applicationList, {
        sourceId: row.sourceId!,
        fromDate: '2026-11-16',
        toDate: '2026-11-22',
      });
      expect(row.applications).toBe(total);
    }
  });
});
