import { eq } from 'drizzle-orm';
import {
  applicantSources,
  applicantStatuses,
  applicationRecruiters,
  applicationStatusHistory,
  applications as applicationRows,
  apps,
  branches,
  generalSettings,
  jobPlatforms,
  locations,
  stages,
  statuses,
  users,
} from '../../../../src/server/db/schema';
import { JOB_STATUS_IDS } from '../../../../src/shared/contract/job-values';
import { createApplication, createJob, createJobLookups } from '../../../support/job-factory';
import { createTeam, type Team } from '../../../support/team';
import type { TestApp } from '../../../support/test-app';

// A workspace in Asia/Kolkata with a known history: four jobs (two with a pipeline), ten live
// applications and one in the trash, each at a known status and with a known past; a second
// workspace full of its own jobs and applications that must never be counted.

/** 02:30 on 22 November 2026 in Kolkata, still the 21st in UTC: "today" is the app's day. */
export const NOW = new Date('2026-11-21T21:00:00Z');
export const TODAY = '2026-11-22';
const utc = (instant: string) => new Date(instant);

export type DashboardWorld = Awaited<ReturnType<typeof seedDashboard>>;

export async function seedDashboard(t: TestApp, key: string) {
  t.setNow(NOW);
  const team: Team = await createTeam(t, key);
  const appId = team.tenant.id;
  const db = t.db;
  await db.update(apps).set({ timeZone: 'Asia/Kolkata' }).where(eq(apps.id, appId));
  const l = await createJobLookups(db, appId);
  const [otherLocation] = await db
    .insert(locations)
    .values({ appId, cityId: l.city.id, locationDisplay: `Hinjewadi ${key}` })
    .returning();
  const [mainBranch, otherBranch, emptyBranch] = await db
    .insert(branches)
    .values([
      { appId, branchName: 'Pune HQ', locationId: l.location.id },
      { appId, branchName: 'Hinjewadi', locationId: otherLocation.id },
      { appId, branchName: 'Unplaced', locationId: null },
    ])
    .returning();
  // The recruiting managers get names that sort the other way round from their ids.
  await db.update(users).set({ name: 'Zara', lastName: 'Khan' }).where(eq(users.id, team.recruiter.id));
  await db.update(users).set({ name: 'Arjun', lastName: 'Mehta' }).where(eq(users.id, l.recruiter.id));

  const status = async (name: string, code: string | null = null) =>
    (await db.insert(statuses).values({ appId, name, code }).returning())[0].id;
  const s = {
    start: await status('To-be-start', 'to_be_start'),
    shortlisted: await status('Shortlisted'),
    onHold: await status('On Hold'),
    rejected: await status('Not a fit', 'rejected'),
    selected: await status('Selected'),
    // Named Hired, but not the payable status: it hires nobody.
    hiredByName: await status('Hired'),
  };
  await db.insert(generalSettings).values({ appId, payableEmployeeStatusId: s.selected });
  const [stage] = await db.insert(stages).values({ appId, name: 'Screening' }).returning();
  const applicantStatus = async (name: string) => (await db.insert(applicantStatuses).values({ appId, name }).returning())[0].id;
  const as = {
    fresh: await applicantStatus('New'),
    hired: await applicantStatus('Hired'),
    onHold: await applicantStatus(' on Hold '),
    rejected: await applicantStatus('REJECTED'),
  };
  const [careers, linkedIn] = await db
    .insert(applicantSources)
    .values([
      { appId, source: 'Careers', identifier: 'careers' },
      { appId, source: 'LinkedIn', identifier: 'linkedin' },
    ])
    .returning();

  const manager = team.manager.id;
  const jobs = {
    // Open, target date ahead, published, created today (app time zone).
    j1: await createJob(db, appId, {
      departmentId: l.department.id,
      locationId: l.location.id,
      pipelineId: l.pipeline.id,
      recruitingManagerId: team.recruiter.id,
      hiringManagerId: manager,
      jobStatusId: JOB_STATUS_IDS.open,
      expiryDate: '2026-12-31',
      numberOfPositions: 3,
      createdAt: utc('2026-11-21T19:00:00Z'),
    }),
    // In progress, target date passed (overdue and expired), unpublished, no pipeline.
    j2: await createJob(db, appId, {
      departmentId: l.otherDepartment.id,
      locationId: otherLocation.id,
      recruitingManagerId: l.recruiter.id,
      hiringManagerId: l.hiringManager.id,
      jobStatusId: JOB_STATUS_IDS.inProgress,
      expiryDate: '2026-11-01',
      numberOfPositions: 5,
      createdAt: utc('2026-11-10T06:00:00Z'),
    }),
    // Closed, no target date, unpublished.
    j3: await createJob(db, appId, {
      departmentId: l.department.id,
      locationId: otherLocation.id,
      pipelineId: l.pipeline.id,
      recruitingManagerId: team.recruiter.id,
      hiringManagerId: manager,
      jobStatusId: JOB_STATUS_IDS.closed,
      numberOfPositions: 2,
      createdAt: utc('2026-10-15T06:00:00Z'),
    }),
    // Open, target date today (still in progress), published, no recruiting manager, created yesterday.
    j4: await createJob(db, appId, {
      departmentId: l.otherDepartment.id,
      locationId: l.location.id,
      jobStatusId: JOB_STATUS_IDS.open,
      expiryDate: TODAY,
      numberOfPositions: 4,
      createdAt: utc('2026-11-21T10:00:00Z'),
    }),
  };
  await db.insert(jobPlatforms).values([
    { appId, jobId: jobs.j1.id, platformId: l.platforms[0].id },
    { appId, jobId: jobs.j4.id, platformId: l.platforms[1].id },
  ]);

  type Step = [statusId: number, when: string];
  /** An application to a pipeline job at `path`'s last status, with `path` as its history. */
  const atPipeline = async (jobId: number, created: string, sourceId: number | null, path: Step[]) => {
    const last = path[path.length - 1];
    const row = await createApplication(db, appId, jobId, {
      sourceId,
      createdAt: utc(created),
      currentStageId: stage.id,
      currentStatusId: last[0],
      statusChangedAt: utc(last[1]),
    });
    await db
      .insert(applicationStatusHistory)
      .values(path.map(([statusId, when]) => ({ appId, applicationId: row.id, stageId: stage.id, statusId, createdAt: utc(when) })));
    return row;
  };
  /** An application to a job without a pipeline, moved through applicant statuses. */
  const atApplicantStatus = async (jobId: number, created: string, sourceId: number | null, path: Step[]) => {
    const last = path[path.length - 1];
    const row = await createApplication(db, appId, jobId, { sourceId, createdAt: utc(created), applicantStatusId: last[0] });
    await db
      .insert(applicationStatusHistory)
      .values(path.map(([applicantStatusId, when]) => ({ appId, applicationId: row.id, applicantStatusId, createdAt: utc(when) })));
    return row;
  };
  const j1 = jobs.j1.id;
  const applications = {
    // Today in Kolkata (00:30 on the 22nd), the 21st in UTC.
    a1: await atPipeline(j1, '2026-11-21T19:00:00Z', careers.id, [
      [s.start, '2026-11-21T19:00:00Z'],
      [s.shortlisted, '2026-11-21T20:00:00Z'],
    ]),
    // Yesterday (23:30 on the 21st): shortlisted, then hired.
    a2: await atPipeline(j1, '2026-11-21T18:00:00Z', careers.id, [
      [s.start, '2026-11-21T18:00:00Z'],
      [s.shortlisted, '2026-11-21T18:10:00Z'],
      [s.selected, '2026-11-21T18:20:00Z'],
    ]),
    a3: await atPipeline(j1, '2026-11-18T06:00:00Z', linkedIn.id, [
      [s.start, '2026-11-18T06:00:00Z'],
      [s.onHold, '2026-11-19T06:00:00Z'],
    ]),
    // Shortlisted once, rejected now.
    a4: await atPipeline(j1, '2026-11-05T06:00:00Z', null, [
      [s.start, '2026-11-05T06:00:00Z'],
      [s.shortlisted, '2026-11-06T06:00:00Z'],
      [s.rejected, '2026-11-07T06:00:00Z'],
    ]),
    // At a status named Hired that is not the payable status.
    a5: await atPipeline(j1, '2026-10-20T06:00:00Z', careers.id, [
      [s.start, '2026-10-20T06:00:00Z'],
      [s.hiredByName, '2026-10-21T06:00:00Z'],
    ]),
    b1: await atApplicantStatus(jobs.j2.id, '2026-11-20T06:00:00Z', linkedIn.id, [
      [as.fresh, '2026-11-20T06:00:00Z'],
      [as.hired, '2026-11-21T06:00:00Z'],
    ]),
    b2: await atApplicantStatus(jobs.j2.id, '2026-11-01T06:00:00Z', linkedIn.id, [[as.onHold, '2026-11-01T06:00:00Z']]),
    b3: await atApplicantStatus(jobs.j2.id, '2026-09-01T06:00:00Z', null, [[as.rejected, '2026-09-01T06:00:00Z']]),
    // Shortlisted, then moved back to the start.
    c1: await atPipeline(jobs.j3.id, '2026-10-16T06:00:00Z', careers.id, [
      [s.start, '2026-10-16T06:00:00Z'],
      [s.shortlisted, '2026-10-17T06:00:00Z'],
      [s.start, '2026-10-18T06:00:00Z'],
    ]),
    // Yesterday (15:30 on the 21st), at no status at all.
    d1: await createApplication(db, appId, jobs.j4.id, { createdAt: utc('2026-11-21T10:00:00Z') }),
    // In the trash: never counted.
    trashed: await atPipeline(j1, '2026-11-21T19:30:00Z', careers.id, [[s.selected, '2026-11-21T19:30:00Z']]),
  };
  await db.update(applicationRows).set({ deletedAt: NOW }).where(eq(applicationRows.id, applications.trashed.id));
  // The recruiter is assigned one application of a job they do not recruit for.
  await db.insert(applicationRecruiters).values({ appId, applicationId: applications.b1.id, userId: team.recruiter.id });

  const elsewhere = await seedElsewhere(t, team);
  return {
    team,
    lookups: l,
    otherLocation,
    branches: { main: mainBranch, other: otherBranch, empty: emptyBranch },
    sources: { careers, linkedIn },
    jobs,
    applications,
    recruiters: { zara: team.recruiter.id, arjun: l.recruiter.id },
    elsewhere,
  };
}

/** The second workspace: jobs, branches and applications at every step, all its own. */
async function seedElsewhere(t: TestApp, team: Team) {
  const appId = team.elsewhere.id;
  const l = await createJobLookups(t.db, appId);
  const [branch] = await t.db.insert(branches).values({ appId, branchName: 'Elsewhere', locationId: l.location.id }).returning();
  const [source] = await t.db.insert(applicantSources).values({ appId, source: 'Careers', identifier: 'careers' }).returning();
  const job = await createJob(t.db, appId, {
    departmentId: l.department.id,
    locationId: l.location.id,
    recruitingManagerId: l.recruiter.id,
    numberOfPositions: 9,
    createdAt: NOW,
  });
  await t.db.insert(jobPlatforms).values({ appId, jobId: job.id, platformId: l.platforms[0].id });
  for (let i = 0; i < 3; i++) await createApplication(t.db, appId, job.id, { sourceId: source.id, createdAt: NOW });
  return { department: l.department, job, branch };
}
