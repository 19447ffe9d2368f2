import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { applicantStatuses, applications, jobs, stages, statuses } from '../../db/schema';
import { likePattern } from '../../db/search';
import type { ServiceContext } from '../../core/context';
import { notFound } from '../../core/errors';
import type { JobApplicationItem, JobApplicationQuery, JobApplicationSort } from '../../../shared/contract/application';
import type { ListMeta } from '../../../shared/contract/list';
import { visibleApplications } from './access';
import { applicationSearch, on } from './filters';
import { applicantRowFields, applicantStatusJoin, currentStatus, currentStatusFields, currentStatusJoin } from './current-status';
import { inIdOrder, pageByIds } from '../../db/id-paging';
import { hiringManagers, preparedApplicantRows } from './applicant-rows';
import { countApplications, visibleJobsTotal } from './totals';
import { assignedRecruiters } from './recruiters';

const SORT_KEYS: Record<JobApplicationSort, SQL> = {
  created_at: sql`${applications.createdAt}`,
  name: sql`lower(${applications.firstName} || ' ' || ${applications.lastName})`,
  // The status the row shows: the pipeline status, or the applicant status without a pipeline.
  status: sql`lower(coalesce(${statuses.name}, ${applicantStatuses.name}))`,
};

/** A job of the app, or 404 (another app's job and an unknown id look the same). */
async function assertJob(ctx: ServiceContext, jobId: number) {
  const [job] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.appId, ctx.appId)));
  if (!job) throw notFound('Job');
}

/** What a row of the list shows. */
const ROW_FIELDS = {
  ...applicantRowFields,
  pipelineId: jobs.pipelineId,
  ...currentStatusFields,
  stageId: stages.id,
  stageName: stages.name,
  managerId: hiringManagers.id,
  managerName: hiringManagers.name,
  managerLastName: hiringManagers.lastName,
  hasResume: sql<boolean>`${applications.resumePath} is not null`,
  flagReason: applications.flagReason,
};

/** The rows of the given applications, in the given order. */
async function rowsOf(ctx: ServiceContext, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await preparedApplicantRows(ctx.db, 'job_application_rows', ROW_FIELDS).execute({ appId: ctx.appId, ids });
  return inIdOrder(ids, rows, (row) => row.applicantId);
}

/** Only the status sort reads the status tables to find the page. */
function idQuery(ctx: ServiceContext, query: JobApplicationQuery, where: SQL | undefined) {
  const select = ctx.db.select({ id: applications.id }).from(applications);
  if (query.sort !== 'status') return select.where(where);
  return select.leftJoin(statuses, currentStatusJoin).leftJoin(applicantStatuses, applicantStatusJoin).where(where);
}

/** The list's order, or its exact reverse (empty statuses move to the other end too). */
function orderOf(query: JobApplicationQuery, reversed: boolean): SQL[] {
  const descending = (query.order ?? (query.sort === 'created_at' ? 'desc' : 'asc')) === 'desc';
  const direction = sql.raw(descending !== reversed ? 'desc' : 'asc');
  const nulls = sql.raw(query.sort === 'status' ? (reversed ? ' nulls first' : ' nulls last') : '');
  return [sql`${SORT_KEYS[query.sort]} ${direction}${nulls}`, sql`${applications.id} ${direction}`];
}

/** GET /api/job-application/{jobId}: a job's visible applicants ('all': every visible applicant). */
export async function listJobApplications(
  ctx: ServiceContext,
  jobId: number | 'all',
  query: JobApplicationQuery,
): Promise<{ data: JobApplicationItem[]; meta: ListMeta }> {
  if (jobId !== 'all') await assertJob(ctx, jobId);
  const flagged = on(query.flagged);
  const visible = and(
    visibleApplications(ctx),
    jobId === 'all' ? undefined : eq(applications.jobId, jobId),
    flagged ? isNotNull(applications.flagReason) : undefined,
  );
  const where = query.search ? and(visible, applicationSearch(likePattern(query.search))) : visible;
  const { ids, meta } = await pageByIds({
    query,
    select: () => idQuery(ctx, query, where),
    order: (reversed) => orderOf(query, reversed),
    total: async (upTo) =>
      (query.search || flagged ? null : await visibleJobsTotal(ctx, jobId === 'all' ? undefined : eq(jobs.id, jobId))) ??
      countApplications(ctx, where, upTo),
  });
  const [rows, recruiters] = await Promise.all([rowsOf(ctx, ids), assignedRecruiters(ctx.db, ctx.appId, ids)]);
  return {
    meta,
    data: rows.map((row) => ({
      applicantId: row.applicantId,
      firstName: row.firstName,
      lastName: row.lastName,
      applicantEmail: row.applicantEmail,
      job: { jobId: row.jobId, jobTitle: row.jobTitle, pipelineId: row.pipelineId },
      status: currentStatus(row),
      stage: row.stageId !== null && row.stageName !== null ? { id: row.stageId, name: row.stageName } : null,
      applicantStatus:
        row.applicantStatusId !== null && row.applicantStatusName !== null
          ? { id: row.applicantStatusId, name: row.applicantStatusName }
          : null,
      hiringManager:
        row.managerId !== null && row.managerName !== null
          ? { id: row.managerId, name: row.managerName, lastName: row.managerLastName ?? '' }
          : null,
      recruitingManager: recruiters.get(row.applicantId) ?? [],
      created_at: row.createdAt.toISOString(),
      hasResume: row.hasResume,
      flagReason: row.flagReason,
    })),
  };
}
