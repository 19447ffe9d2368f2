import { expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  applicantStatuses,
  applicationRecruiters,
  applications,
  applicationStatusHistory,
  jobs,
  pipelines,
  pipelineStages,
  stages,
  stageStatuses,
  statuses,
} from '../../../../src/server/db/schema';
import type { Db } from '../../../../src/server/db/client';
import type { TestApp } from '../../../support/test-app';

// A workspace with a two-stage pipeline, a job on it, a job without a pipeline, and the people
// whose access the status-change tests exercise. Shared by the application-status test files.

export async function statusWorld(t: TestApp, key: string) {
  const tenant = await t.factories.tenant(key);
  const appId = tenant.id;
  const admin = await t.factories.user(tenant, 'admin');
  const manager = await t.factories.user(tenant, 'hiring_manager');
  const otherManager = await t.factories.user(tenant, 'hiring_manager');
  const recruiter = await t.factories.user(tenant, 'recruiter');
  const otherRecruiter = await t.factories.user(tenant, 'recruiter');
  const employee = await t.factories.user(tenant, 'employee');
  const outsider = await t.factories.user(await t.factories.tenant(`${key}-other`), 'admin');

  const status = async (name: string, code: string | null = null, statusColor = '#0f6cbd') =>
    (await t.db.insert(statuses).values({ appId, name, code, statusColor }).returning())[0].id;
  const toBeStart = await status('To-be-start', 'to_be_start');
  const rejected = await status('Rejected', 'rejected', '#c50f1f');
  const screening = await status('Screening');
  const shortlisted = await status('Shortlisted');
  const interview = await status('Interview');
  const offer = await status('Offer');
  const stray = await status('Not in any stage');

  const stage = async (name: string, statusIds: number[]) => {
    const [row] = await t.db.insert(stages).values({ appId, name }).returning();
    await t.db
      .insert(stageStatuses)
      .values(statusIds.map((statusId, index) => ({ appId, stageId: row.id, statusId, sequence: index + 1 })));
    return row.id;
  };
  const screen = await stage('Screen', [toBeStart, screening, shortlisted, rejected]);
  const interviewStage = await stage('Interview round', [toBeStart, interview, offer, rejected]);
  const unusedStage = await stage('Unused', [toBeStart, rejected]);

  const pipeline = async (name: string, stageIds: number[]) => {
    const [row] = await t.db.insert(pipelines).values({ appId, name }).returning();
    await t.db
      .insert(pipelineStages)
      .values(stageIds.map((stageId, index) => ({ appId, pipelineId: row.id, stageId, sequence: index + 1 })));
    return row.id;
  };
  const mainPipeline = await pipeline('Engineering', [screen, interviewStage]);
  const shortPipeline = await pipeline('Short', [screen]);

  const applied = (await t.db.insert(applicantStatuses).values({ appId, name: 'Applied' }).returning())[0].id;
  const reviewed = (await t.db.insert(applicantStatuses).values({ appId, name: 'Reviewed' }).returning())[0].id;

  const job = async (fields: Partial<typeof jobs.$inferInsert>) =>
    (
      await t.db
        .insert(jobs)
        .values({ appId, jobTitle: 'Backend engineer', jobDescription: '<p>Work.</p>', ...fields })
        .returning()
    )[0].id;
  const pipelineJob = await job({ pipelineId: mainPipeline, hiringManagerId: manager.id, recruitingManagerId: recruiter.id });
  const shortJob = await job({ pipelineId: shortPipeline, hiringManagerId: manager.id, recruitingManagerId: recruiter.id });
  const plainJob = await job({ pipelineId: null, hiringManagerId: manager.id, recruitingManagerId: recruiter.id });
  const otherJob = await job({ pipelineId: mainPipeline, hiringManagerId: otherManager.id, recruitingManagerId: otherRecruiter.id });
  const outsiderJob = (await t.db.insert(jobs).values({ appId: outsider.appId, jobTitle: 'Elsewhere', pipelineId: null }).returning())[0]
    .id;

  let n = 0;
  /** An application at the newest of `path` (stage, status pairs), with that history. */
  async function applicant(
    jobId: number,
    path: [number, number][] = [[screen, toBeStart]],
    fields: Partial<typeof applications.$inferInsert> = {},
  ) {
    n += 1;
    const last = path.at(-1);
    const [row] = await t.db
      .insert(applications)
      .values({
        appId: fields.appId ?? appId,
        jobId,
        firstName: `Applicant${n}`,
        lastName: 'Test',
        applicantEmail: `applicant-${key}-${n}@example.test`,
        currentStageId: last?.[0] ?? null,
        currentStatusId: last?.[1] ?? null,
        ...fields,
      })
      .returning();
    if (path.length > 0) {
      await t.db.insert(applicationStatusHistory).values(
        path.map(([stageId, statusId], index) => ({
          appId: row.appId,
          applicationId: row.id,
          stageId,
          statusId,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        })),
      );
    }
    return row.id;
  }

  return {
    appId,
    users: { admin, manager, otherManager, recruiter, otherRecruiter, employee, outsider },
    status: { toBeStart, rejected, screening, shortlisted, interview, offer, stray },
    stage: { screen, interview: interviewStage, unused: unusedStage },
    pipeline: { main: mainPipeline, short: shortPipeline },
    applicantStatus: { applied, reviewed },
    job: { pipeline: pipelineJob, short: shortJob, plain: plainJob, other: otherJob, outsider: outsiderJob },
    applicant,
  };
}

export type StatusWorld = Awaited<ReturnType<typeof statusWorld>>;

/** What a refusal must leave untouched: the history count and the current copies of the rows. */
export async function snapshot(db: Db, ids: number[]) {
  const rows = await Promise.all(
    ids.map(async (id) => {
      const [copies] = await db
        .select({
          stageId: applications.currentStageId,
          statusId: applications.currentStatusId,
          applicantStatusId: applications.applicantStatusId,
          changedAt: applications.statusChangedAt,
        })
        .from(applications)
        .where(eq(applications.id, id));
      const [{ value: entries }] = await db
        .select({ value: count() })
        .from(applicationStatusHistory)
        .where(eq(applicationStatusHistory.applicationId, id));
      const [{ value: recruiters }] = await db
        .select({ value: count() })
        .from(applicationRecruiters)
        .where(eq(applicationRecruiters.applicationId, id));
      return { id, ...copies, entries, recruiters };
    }),
  );
  return rows;
}

export async function historyOf(db: Db, id: number) {
  return db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, id))
    .orderBy(applicationStatusHistory.createdAt, applicationStatusHistory.id);
}

/** Runs a request that must be refused and checks it left history, copies and recruiters as they were. */
export async function refusedUnchanged<R>(db: Db, ids: number[], request: () => Promise<R>): Promise<R> {
  const before = await snapshot(db, ids);
  const response = await request();
  expect(await snapshot(db, ids)).toEqual(before);
  return response;
}
