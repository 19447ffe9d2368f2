import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../../src/server/db/schema';
import type { ApplicationListItem, JobApplicationItem } from '../../../../src/shared/contract/application';
import type { ListMeta } from '../../../../src/shared/contract/list';
import { SEARCH_COUNT_STEP } from '../../../../src/server/db/id-paging';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { createJob, createJobLookups } from '../../../support/job-factory';

// A broad applicant search is counted only up to the next thousand past the page shown, and the
// total says so (meta.total_capped); a narrow one is counted exactly.

type Page<T> = { status: number; body: { data: T[]; meta: ListMeta } };

let t: TestApp;
let admin: TestUser;
let jobId: number;
const MATCHES = 2 * SEARCH_COUNT_STEP + 500;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('application-search-count');
  admin = await t.factories.user(tenant, 'admin');
  const lookups = await createJobLookups(t.db, tenant.id);
  jobId = (await createJob(t.db, tenant.id, { departmentId: lookups.department.id, locationId: lookups.location.id })).id;
  const start = Date.UTC(2026, 0, 1);
  await t.db.insert(applications).values(
    Array.from({ length: MATCHES + 1 }, (_, n) => ({
      appId: tenant.id,
      jobId,
      // Applicant n was created n minutes after the first: the newest has the highest number.
      firstName: n === MATCHES ? 'Zara' : 'Priya',
      lastName: `Number ${n}`,
      applicantEmail: `applicant-${n}@example.test`,
      createdAt: new Date(start + n * 60_000),
    })),
  );
});

afterAll(() => t.close());

const list = async (query: string) =>
  (await t.call('GET', `/api/v2/application?${query}`, { as: admin })) as unknown as Page<ApplicationListItem>;
const lastNames = (page: Page<ApplicationListItem | JobApplicationItem>) => page.body.data.map((row) => row.lastName);

describe('the total of a broad search', () => {
  it('stops at the next thousand past the page, says so, and still pages newest first', async () => {
    const first = await list('search=priya');
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ total: 1000, total_capped: true, last_page: 100, from: 1, to: 10 });
    expect(lastNames(first)[0]).toBe(`Number ${MATCHES - 1}`);
  });

  it('counts further as the pages go further, and exactly once the end is in reach', async () => {
    const hundredth = await list('search=priya&page=100');
    expect(hundredth.body.meta).toMatchObject({ total: 2000, total_capped: true, from: 991, to: 1000 });
    expect(lastNames(hundredth)[9]).toBe(`Number ${MATCHES - 1000}`);
    const last = await list('search=priya&page=250');
    expect(last.body.meta).toMatchObject({ total: MATCHES, last_page: 250, from: 2491, to: 2500 });
    expect(last.body.meta.total_capped).toBeUndefined();
    expect(lastNames(last)[9]).toBe('Number 0');
  });

  it('counts a narrow search exactly', async () => {
    const narrow = await list('search=zara');
    expect(narrow.body.meta).toMatchObject({ total: 1, last_page: 1 });
    expect(narrow.body.meta.total_capped).toBeUndefined();
    expect((await list('search=number%202499')).body.meta).toMatchObject({ total: 1 });
  });

  it("caps the job's applicants table the same way", async () => {
    const page = (await t.call('GET', `/api/job-application/${jobId}?search=priya`, { as: admin })) as unknown as Page<JobApplicationItem>;
    expect(page.body.meta).toMatchObject({ total: 1000, total_capped: true });
    expect(lastNames(page)[0]).toBe(`Number ${MATCHES - 1}`);
  });

  it('leaves lists without a search counted exactly', async () => {
    expect((await list('')).body.meta).toMatchObject({ total: MATCHES + 1 });
    expect((await list('')).body.meta.total_capped).toBeUndefined();
  });
});
