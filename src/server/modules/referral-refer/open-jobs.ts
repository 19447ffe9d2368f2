import { and, asc, eq, exists, gte, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { apps, departments, jobPlatforms, jobs, locations, referralAmountSlabs } from '../../db/schema';
import type { Db } from '../../db/client';
import { listPage } from '../../db/paging';
import type { ServiceContext } from '../../core/context';
import { HttpError } from '../../core/errors';
import type { ListResponse } from '../../../shared/contract/list';
import { JOB_STATUS_IDS } from '../../../shared/contract/job-values';
import type { ReferralDepartment, ReferralJob, ReferralJobsQuery } from '../../../shared/contract/referral-refer';

// The jobs an employee may refer to: published (on at least one platform), not closed, and not
// expired (the target date not before today in the app's time zone), like the job lists' "active".

export const JOB_NOT_OPEN = 'Job not found.';

type Ctx = Pick<ServiceContext, 'appId' | 'now' | 'db'>;

/** Today in the app's time zone, computed by the database so the condition is one statement. */
const appToday = (ctx: Ctx) =>
  sql`(${ctx.now.toISOString()}::timestamptz at time zone (select ${apps.timeZone} from ${apps} where ${apps.id} = ${ctx.appId}))::date`;

/** The app's jobs open for referral, as a condition on `jobs`. */
export function openForReferral(ctx: Ctx): SQL {
  const published = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(jobPlatforms)
      .where(eq(jobPlatforms.jobId, jobs.id)),
  );
  return and(
    eq(jobs.appId, ctx.appId),
    ne(jobs.jobStatusId, JOB_STATUS_IDS.closed),
    or(isNull(jobs.expiryDate), gte(jobs.expiryDate, appToday(ctx))),
    published,
  )!;
}

/** Referral job rows under `where` (which must include openForReferral), with their department, location and bonus. */
function referralJobRows(
  ctx: ServiceContext,
  slice: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number; total: SQL<number> },
) {
  return ctx.db
    .select({
      jobId: jobs.id,
      jobTitle: jobs.jobTitle,
      jobCode: jobs.jobCode,
      departmentId: departments.id,
      departmentName: departments.departmentName,
      locationId: locations.id,
      locationName: locations.locationDisplay,
      expiryDate: jobs.expiryDate,
      bonus: referralAmountSlabs.amount,
      total: slice.total,
    })
    .from(jobs)
    .leftJoin(departments, and(eq(departments.id, jobs.departmentId), eq(departments.appId, jobs.appId)))
    .leftJoin(locations, and(eq(locations.id, jobs.locationId), eq(locations.appId, jobs.appId)))
    .leftJoin(referralAmountSlabs, and(eq(referralAmountSlabs.id, jobs.referralAmountId), eq(referralAmountSlabs.appId, jobs.appId)))
    .where(slice.where)
    .orderBy(...slice.orderBy)
    .limit(slice.limit)
    .offset(slice.offset);
}

type JobRow = Awaited<ReturnType<typeof referralJobRows>>[number];

function toReferralJob({
  departmentId,
  departmentName,
  locationId,
  locationName,
  total: _total,
  ...row
}: Omit<JobRow, 'total'> & { total?: number }): ReferralJob {
  return {
    ...row,
    department: departmentId !== null && departmentName !== null ? { id: departmentId, name: departmentName } : null,
    location: locationId !== null && locationName !== null ? { id: locationId, name: locationName } : null,
  };
}

/** GET /api/referral-jobs: newest first, searched by title or code, with each job's bonus. */
export async function listReferralJobs(ctx: ServiceContext, query: ReferralJobsQuery): Promise<ListResponse<ReferralJob>> {
  const source = {
    table: jobs,
    where: and(openForReferral(ctx), query.departmentId === undefined ? undefined : eq(jobs.departmentId, query.departmentId)),
    search: (pattern: string) =>
      or(sql`lower(${jobs.jobTitle}) like lower(${pattern})`, sql`lower(${jobs.jobCode}) like lower(${pattern})`),
    order: [sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`],
  };
  const page = await listPage(ctx.db, query, source, (slice) => referralJobRows(ctx, slice));
  return { data: page.data.map(toReferralJob), meta: page.meta };
}

/** GET /api/referral-jobs/{id}: one job open for referral (the form's heading and bonus), else 404. */
export async function getReferralJob(ctx: ServiceContext, id: number): Promise<ReferralJob> {
  const [row] = await referralJobRows(ctx, {
    where: and(eq(jobs.id, id), openForReferral(ctx)),
    orderBy: [],
    limit: 1,
    offset: 0,
    total: sql<number>`0`,
  });
  if (!row) throw new HttpError(404, JOB_NOT_OPEN);
  return toReferralJob(row);
}

/** GET /api/referral-jobs/departments: the departments of the open jobs, by name. */
export async function referralDepartments(ctx: ServiceContext): Promise<ReferralDepartment[]> {
  return ctx.db
    .selectDistinct({ id: departments.id, name: departments.departmentName })
    .from(jobs)
    .innerJoin(departments, and(eq(departments.id, jobs.departmentId), eq(departments.appId, jobs.appId)))
    .where(openForReferral(ctx))
    .orderBy(asc(departments.departmentName), asc(departments.id));
}

export interface OpenJob {
  id: number;
  pipelineId: number | null;
  bonus: number | null;
}

/** One job open for referral, or 404 on `jobId` (another app's, a closed, expired or unpublished one read the same). */
export async function findOpenJob(ctx: Ctx, db: Db, jobId: number): Promise<OpenJob> {
  const [job] = await db
    .select({ id: jobs.id, pipelineId: jobs.pipelineId, bonus: referralAmountSlabs.amount })
    .from(jobs)
    .leftJoin(referralAmountSlabs, and(eq(referralAmountSlabs.id, jobs.referralAmountId), eq(referralAmountSlabs.appId, jobs.appId)))
    .where(and(eq(jobs.id, jobId), openForReferral(ctx)));
  if (!job) throw new HttpError(404, JOB_NOT_OPEN, { jobId: [JOB_NOT_OPEN] });
  return job;
}
