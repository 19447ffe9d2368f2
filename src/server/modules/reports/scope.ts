import { and, eq, inArray, isNull, min, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  applicantSources,
  applicationRecruiters,
  applicationStatusHistory,
  applications,
  departments,
  jobs,
  pipelines,
  users,
} from '../../db/schema';
import { invalid, type FieldErrors } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { appTimeZone } from '../../db/app-day';
import {
  REPORT_DEFAULT_DAYS,
  UNKNOWN_DEPARTMENT,
  UNKNOWN_JOB,
  UNKNOWN_PIPELINE,
  UNKNOWN_RECRUITER,
  UNKNOWN_SOURCE,
  DATE_RANGE_INVALID,
  type ReportFilter,
  type ReportRange,
} from '../../../shared/contract/reports';
import { calendarDayIn } from '../../../shared/rules/calendar-day';
import { addDays } from '../../../shared/rules/referral-payout';
import { startOfDay, visibleApplications } from '../application/service';
import { hiredStatusId } from '../application-status-change/service';

// What every report starts from: the filters checked against the app, the range with its
// defaults, the applications the caller may see under the filters, and each application's hire.

/** A report's filters once checked: the range resolved, the hired status and the app's time zone read. */
export interface ReportScope {
  filter: ReportFilter;
  range: ReportRange;
  timeZone: string;
  hiredId: number | null;
}

type Checked = ReportFilter & { pipelineId?: number };
type CheckedField = keyof Checked & (typeof REFERENCES)[number][0];

const REFERENCES = [
  ['departmentId', departments, UNKNOWN_DEPARTMENT],
  ['jobId', jobs, UNKNOWN_JOB],
  ['recruiterId', users, UNKNOWN_RECRUITER],
  ['sourceId', applicantSources, UNKNOWN_SOURCE],
  ['pipelineId', pipelines, UNKNOWN_PIPELINE],
] as const;

/** 422 on each id the query names that is not a row of the app (one statement for all of them). */
async function assertKnownIds(ctx: ServiceContext, filter: Checked): Promise<void> {
  const named = REFERENCES.filter(([field]) => (filter as Record<CheckedField, number | undefined>)[field] !== undefined);
  if (named.length === 0) return;
  const checks = named.map(
    ([field, table]) =>
      sql`exists (select 1 from ${table} where ${table.appId} = ${ctx.appId} and ${table.id} = ${(filter as Record<CheckedField, number | undefined>)[field]}::int) as ${sql.identifier(field)}`,
  );
  const result = await ctx.db.execute(sql`select ${sql.join(checks, sql`, `)}`);
  const [found] = (result as unknown as { rows: Record<string, boolean>[] }).rows;
  const errors: FieldErrors = {};
  for (const [field, , message] of named) if (!found[field]) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The range asked for, or its defaults: toDate today, fromDate 89 days before toDate. */
function resolveRange(filter: ReportFilter, today: string): ReportRange {
  const toDate = filter.toDate ?? today;
  const fromDate = filter.fromDate ?? addDays(toDate, 1 - REPORT_DEFAULT_DAYS);
  if (fromDate > toDate) throw invalid({ fromDate: [DATE_RANGE_INVALID] });
  return { fromDate, toDate };
}

/** Checks the filters (422 on unknown ids) and reads what every report needs. */
export async function reportScope(ctx: ServiceContext, filter: Checked): Promise<ReportScope> {
  const [timeZone, hiredId] = await Promise.all([appTimeZone(ctx), hiredStatusId(ctx, ctx.db), assertKnownIds(ctx, filter)]);
  return { filter, range: resolveRange(filter, calendarDayIn(timeZone, ctx.now)), timeZone, hiredId };
}

/** `column` (an instant) falls on a day of the range, in the app's time zone. */
export function inRange(ctx: ServiceContext, scope: ReportScope, instant: SQLWrapper): SQL {
  return sql`(${instant} >= ${startOfDay(ctx, scope.range.fromDate)} and ${instant} < ${startOfDay(ctx, scope.range.toDate, 1)})`;
}

/** The calendar day of an instant in the app's time zone, as a date. */
export const dayOf = (scope: ReportScope, instant: SQLWrapper) => sql`(timezone(${scope.timeZone}, ${instant}))::date`;

const ofJobs = (ctx: ServiceContext, condition: SQL) =>
  inArray(
    applications.jobId,
    ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.appId, ctx.appId), condition)),
  );

/**
 * The live applications the caller may see (the applicant list's rule), narrowed by the filters;
 * the range is each report's own.
 */
export function applicationScope(ctx: ServiceContext, { filter }: ReportScope): SQL {
  const { departmentId, jobId, recruiterId, sourceId } = filter;
  return and(
    visibleApplications(ctx),
    jobId === undefined ? undefined : eq(applications.jobId, jobId),
    sourceId === undefined ? undefined : eq(applications.sourceId, sourceId),
    departmentId === undefined ? undefined : ofJobs(ctx, eq(jobs.departmentId, departmentId)),
    recruiterId === undefined
      ? undefined
      : inArray(
          applications.id,
          ctx.db
            .select({ id: applicationRecruiters.applicationId })
            .from(applicationRecruiters)
            .where(and(eq(applicationRecruiters.appId, ctx.appId), eq(applicationRecruiters.userId, recruiterId))),
        ),
  )!;
}

/**
 * Each application's hire moment: its first history row at the hired status (a grouped subquery
 * to join on application_id, not a correlated one). None when the app has no hired status.
 */
export function hireMoments(ctx: ServiceContext, scope: ReportScope) {
  const h = applicationStatusHistory;
  return ctx.db
    .select({ applicationId: h.applicationId, hiredAt: min(h.createdAt).as('hired_at') })
    .from(h)
    .where(and(eq(h.appId, ctx.appId), scope.hiredId === null ? sql`false` : eq(h.statusId, scope.hiredId)))
    .groupBy(h.applicationId)
    .as('hires');
}

/** Live applications, whoever may see them (a job's own figures, e.g. its hires). */
export const liveApplications = (ctx: ServiceContext) => and(eq(applications.appId, ctx.appId), isNull(applications.deletedAt))!;

/** A fraction with four decimals; null when there is nothing to divide by. */
export function rateOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}
