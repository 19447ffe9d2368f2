import {
  applicantSources,
  applications,
  branches,
  cities,
  countries,
  departments,
  jobPlatforms,
  jobs,
  locations,
  publishPlatforms,
  referralStatuses,
  users,
} from '../../../../../src/server/db/schema';
import type { TestApp, TestUser } from '../../../../support/test-app';

export interface DashboardWorld {
  engineeringId: number;
  salesId: number;
  branchId: number;
  locationId: number;
  platformJobId: number;
}

const at = (iso: string) => new Date(iso);

/**
 * Two departments with a job each (the test clock stands at 2026-11-22 09:00 UTC):
 * - Platform Engineer (Engineering, Pune branch's location, 3 positions, published, the hiring
 *   manager's job, recruiter Rita): LinkedIn applications today and on 10 Nov.
 * - Account Executive (Sales, no location, 2 positions, unpublished, recruiter with a long name):
 *   a Naukri application yesterday, a LinkedIn one on 1 Nov, and two referrals by the employee.
 */
export async function seedDashboard(t: TestApp, manager: TestUser, employee: TestUser): Promise<DashboardWorld> {
  const { db } = t;
  const appId = manager.appId;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

  const [rita, sam] = await db
    .insert(users)
    .values([
      { appId, email: 'rita@example.test', name: 'Rita', lastName: 'Recruiter', role: 'recruiter' },
      { appId, email: 'sam@example.test', name: 'Samantha', lastName: 'Longsurname-Recruiter', role: 'recruiter' },
    ])
    .returning();
  const [engineering, sales] = await db
    .insert(departments)
    .values([
      { appId, departmentName: 'Engineering' },
      { appId, departmentName: 'Sales' },
    ])
    .returning();
  const country = await one(db.insert(countries).values({ appId, name: 'India', code: 'IN' }).returning());
  const city = await one(db.insert(cities).values({ appId, countryId: country.id, city: 'Pune' }).returning());
  const location = await one(db.insert(locations).values({ appId, cityId: city.id, locationDisplay: 'Pune – Tech Park' }).returning());
  const branch = await one(db.insert(branches).values({ appId, branchName: 'Pune Branch', locationId: location.id }).returning());
  const platform = await one(db.insert(publishPlatforms).values({ appId, name: 'LinkedIn Jobs' }).returning());
  const [linkedIn, naukri] = await db
    .insert(applicantSources)
    .values([
      { appId, source: 'LinkedIn', identifier: 'linkedin' },
      { appId, source: 'Naukri', identifier: 'naukri' },
    ])
    .returning();
  const [inProgress] = await db
    .insert(referralStatuses)
    .values([
      { appId, code: 'in_progress', referralStatus: 'In Progress' },
      { appId, code: 'hired', referralStatus: 'Hired' },
      { appId, code: 'payable', referralStatus: 'Payable' },
    ])
    .returning();

  const [platformJob, salesJob] = await db
    .insert(jobs)
    .values([
      {
        appId,
        jobTitle: 'Platform Engineer',
        departmentId: engineering.id,
        locationId: location.id,
        numberOfPositions: 3,
        hiringManagerId: manager.id,
        recruitingManagerId: rita.id,
        createdAt: at('2026-11-01T10:00:00Z'),
      },
      {
        appId,
        jobTitle: 'Account Executive',
        departmentId: sales.id,
        numberOfPositions: 2,
        recruitingManagerId: sam.id,
        createdAt: at('2026-11-01T10:00:00Z'),
      },
    ])
    .returning();
  await db.insert(jobPlatforms).values({ appId, jobId: platformJob.id, platformId: platform.id });

  const applicant = (jobId: number, sourceId: number, created: string, index: number, referrerId?: number) => ({
    appId,
    jobId,
    firstName: `Applicant${index}`,
    applicantEmail: `a${index}@example.test`,
    sourceId,
    createdAt: at(created),
    ...(referrerId ? { referrerId, referralStatusId: inProgress.id } : {}),
  });
  await db
    .insert(applications)
    .values([
      applicant(platformJob.id, linkedIn.id, '2026-11-22T08:00:00Z', 1),
      applicant(platformJob.id, linkedIn.id, '2026-11-10T08:00:00Z', 2),
      applicant(salesJob.id, naukri.id, '2026-11-21T08:00:00Z', 3, employee.id),
      applicant(salesJob.id, linkedIn.id, '2026-11-01T08:00:00Z', 4, employee.id),
    ]);

  // Another workspace's job and application are never counted.
  const other = await t.factories.tenant('web-dashboard-other');
  const otherJob = await one(db.insert(jobs).values({ appId: other.id, jobTitle: 'Not yours', numberOfPositions: 9 }).returning());
  await db.insert(applications).values({ appId: other.id, jobId: otherJob.id, firstName: 'X', applicantEmail: 'x@example.test' });

  return { engineeringId: engineering.id, salesId: sales.id, branchId: branch.id, locationId: location.id, platformJobId: platformJob.id };
}
