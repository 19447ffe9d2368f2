// A workspace with jobs for the job-list tests: lookups, platforms and jobs written straight to
// the database (the list reads them back through the real API), as of the test app's clock,
// 22 November 2026 (UTC app): expiry 2026-12-31 is active, 2026-10-01 expired.
import {
  applications,
  cities,
  departments,
  designations,
  jobPlatforms,
  jobs,
  jobTypes,
  locations,
  publishPlatforms,
  referralAmountSlabs,
} from '../../../../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';

export interface JobListWorld {
  t: TestApp;
  admin: TestUser;
  recruiter: TestUser;
  manager: TestUser;
  job: Record<string, number>;
  platform: Record<string, number>;
}

/** Active filler jobs: with Backend Engineer and Data Analyst, 13 active jobs (two pages of 10). */
export const FILLERS = Array.from({ length: 11 }, (_, i) => `Filler Role ${String(i + 1).padStart(2, '0')}`);

export async function createJobListWorld(key: string): Promise<JobListWorld> {
  const t = await createTestApp();
  const tenant = await t.factories.tenant(key);
  const appId = tenant.id;
  const admin = await t.factories.user(tenant, 'admin');
  const recruiter = await t.factories.user(tenant, 'recruiter');
  const manager = await t.factories.user(tenant, 'hiring_manager');
  const db = t.db;

  const [engineering, sales] = await db
    .insert(departments)
    .values([
      { appId, departmentName: 'Engineering' },
      { appId, departmentName: 'Sales' },
    ])
    .returning();
  const [fullTime] = await db.insert(jobTypes).values({ appId, jobType: 'Full Time' }).returning();
  const [pune] = await db.insert(cities).values({ appId, city: 'Pune' }).returning();
  const [tower] = await db.insert(locations).values({ appId, cityId: pune.id, locationDisplay: 'Pune – Acme Tower' }).returning();
  const [engineer] = await db.insert(designations).values({ appId, designation: 'Software Engineer' }).returning();
  const [slab] = await db
    .insert(referralAmountSlabs)
    .values({ appId, slug: 'eng-l1', designationId: engineer.id, amount: 50000 })
    .returning();
  const platform: Record<string, number> = {};
  for (const [name, status, sortOrder] of [
    ['LinkedIn', 1, 1],
    ['Naukri', 1, 2],
    ['Glassdoor', 0, 3],
  ] as const) {
    const [row] = await db.insert(publishPlatforms).values({ appId, name, status, sortOrder }).returning();
    platform[name] = row.id;
  }

  const job: Record<string, number> = {};
  const add = async (jobTitle: string, fields: Partial<typeof jobs.$inferInsert> = {}) => {
    const [row] = await db
      .insert(jobs)
      .values({ appId, jobTitle, ...fields })
      .returning();
    job[jobTitle] = row.id;
    return row.id;
  };
  const backend = await add('Backend Engineer', {
    expiryDate: '2026-12-31',
    departmentId: engineering.id,
    jobTypeId: fullTime.id,
    locationId: tower.id,
    referralAmountId: slab.id,
    employmentCategoryId: 1,
    numberOfPositions: 3,
    // The hiring manager's one job: their job list shows only the jobs they hire for.
    hiringManagerId: manager.id,
    createdAt: new Date('2026-11-02T10:00:00Z'),
  });
  await add('Data Analyst', { departmentId: sales.id, numberOfPositions: 1, createdAt: new Date('2026-11-05T10:00:00Z') });
  await add('Legacy Designer', { expiryDate: '2026-10-01', createdAt: new Date('2026-08-01T10:00:00Z') });
  const oldSales = await add('Old Sales Role', {
    expiryDate: '2026-09-15',
    departmentId: sales.id,
    createdAt: new Date('2026-07-01T10:00:00Z'),
  });
  for (const [i, title] of FILLERS.entries()) await add(title, { expiryDate: '2027-01-31', createdAt: new Date(Date.UTC(2026, 9, 1 + i)) });

  await db.insert(jobPlatforms).values([
    { appId, jobId: backend, platformId: platform.LinkedIn },
    { appId, jobId: oldSales, platformId: platform.Naukri },
  ]);
  await db.insert(applications).values(
    ['Asha', 'Bilal'].map((firstName) => ({
      appId,
      jobId: backend,
      firstName,
      lastName: 'Applicant',
      applicantEmail: `${firstName.toLowerCase()}@example.test`,
    })),
  );
  return { t, admin, recruiter, manager, job, platform };
}
