import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applicantStatuses, applicationRecruiters, applications, jobs, stages, statuses, users } from '../../db/schema';
import { listPage, type SortKey } from '../../db/paging';
import type { ServiceContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { JobApplicationItem, JobApplicationQuery, JobApplicationSort } from '../../../shared/contract/application';
import type { ListMeta } from '../../../shared/contract/list';
import { visibleApplications } from './access';
import { applicationSearch } from './filters';
import { currentStatus } from './list';

const SORT_COLUMNS: Record<JobApplicationSort, SortKey> = {
  created_at: applications.createdAt,
  name: sql`lower(${applications.firstName} || ' ' || ${applications.lastName})`,
  // The status the row shows: the pipeline status, or the applicant status without a pipeline.
  status: { by: sql`lower(coalesce(${statuses.name}, ${applicantStatuses.name}))`, nullsLast: true },
};

const sameApp = (appId: PgColumn) => eq(appId, applications.appId);

type Person = { id: number; name: string; lastName: string };

/** The recruiters assigned to each of the given applications, by name. */
async function recruitersOf(ctx: ServiceContext, ids: number[]): Promise<Map<number, Person[]>> {
  const rows = ids.length
    ? await ctx.db
        .select({ applicationId: applicationRecruiters.applicationId, id: users.id, name: users.name, lastName: users.lastName })
        .from(applicationRecruiters)
        .innerJoin(users, and(eq(users.id, applicationRecruiters.userId), eq(users.appId, ctx.appId)))
        .where(and(eq(applicationRecruiters.appId, ctx.appId), inArray(applicationRecruiters.applicationId, ids)))
        .orderBy(asc(users.name), asc(users.lastName), asc(users.id))
    : [];
  const byApplication = new Map<number, Person[]>();
  for (const { applicationId, ...person } of rows) byApplication.set(applicationId, [...(byApplication.get(applicationId) ?? []), person]);
  return byApplication;
}

/** A job of the app, or 404 (another app's job and an unknown id look the same). */
async function assertJob(ctx: ServiceContext, jobId: number) {
  const [job] = await ctx.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.appId, ctx.appId)));
  if (!job) throw notFound('Job');
}

/** GET /api/job-application/{jobId}: a job's visible applicants ('all': every visible applicant). */
export async function listJobApplications(
  ctx: ServiceContext,
  jobId: number | 'all',
  query: JobApplicationQuery,
): Promise<{ data: JobApplicationItem[]; meta: ListMeta }> {
  if (jobId !== 'all') await assertJob(ctx, jobId);
  const source = {
    table: applications,
    where: and(visibleApplications(ctx), jobId === 'all' ? undefined : eq(applications.jobId, jobId)),
    search: applicationSearch,
    order: { columns: SORT_COLUMNS, defaultSort: 'created_at' as const, defaultOrder: (sort: JobApplicationSort) => (sort === 'created_at' ? 'desc' as const : 'asc' as const), tie: applications.id },
  };
  const page = await listPage(ctx.db, query, source, ({ where, orderBy, limit, offset, total }) =>
    ctx.db
      .select({
        applicantId: applications.id,
        firstName: applications.firstName,
        lastName: applications.lastName,
        applicantEmail: applications.applicantEmail,
        jobId: jobs.id,
        jobTitle: jobs.jobTitle,
        pipelineId: jobs.pipelineId,
        statusId: statuses.id,
        statusName: statuses.name,
        statusColor: statuses.statusColor,
        stageId: stages.id,
        stageName: stages.name,
        applicantStatusId: applicantStatuses.id,
        applicantStatusName: applicantStatuses.name,
        managerId: users.id,
        managerName: users.name,
        managerLastName: users.lastName,
        createdAt: applications.createdAt,
        hasResume: sql<boolean>`${applications.resumePath} is not null`,
        total,
      })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), sameApp(jobs.appId)))
      .leftJoin(statuses, and(eq(statuses.id, applications.currentStatusId), sameApp(statuses.appId)))
      .leftJoin(stages, and(eq(stages.id, applications.currentStageId), sameApp(stages.appId)))
      .leftJoin(applicantStatuses, and(eq(applicantStatuses.id, applications.applicantStatusId), sameApp(applicantStatuses.appId)))
      .leftJoin(users, and(eq(users.id, jobs.hiringManagerId), sameApp(users.appId)))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  const recruiters = await recruitersOf(ctx, page.data.map((row) => row.applicantId));
  return {
    meta: page.meta,
    data: page.data.map((row) => ({
      applicantId: row.applicantId,
      firstName: row.firstName,
      lastName: row.lastName,
      applicantEmail: row.applicantEmail,
      job: { jobId: row.jobId, jobTitle: row.jobTitle, pipelineId: row.pipelineId },
      status: currentStatus(row),
      stage: row.stageId !== null && row.stageName !== null ? { id: row.stageId, name: row.stageName } : null,
      applicantStatus: row.applicantStatusId !== null && row.applicantStatusName !== null ? { id: row.applicantStatusId, name: row.applicantStatusName } : null,
      hiringManager: row.managerId !== null && row.managerName !== null ? { id: row.managerId, name: row.managerName, lastName: row.managerLastName ?? '' } : null,
      recruitingManager: recruiters.get(row.applicantId) ?? [],
      created_at: row.createdAt.toISOString(),
      hasResume: row.hasResume,
    })),
  };
}
