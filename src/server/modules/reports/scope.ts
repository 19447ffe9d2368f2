import { and, eq, gte, inArray, isNull, lt, min, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
import { invalid } from '../../core/errors';
import { unknownIds } from '../../db/unknown-ids';
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
import { visibleApplications } from '../application/service';
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

/** 422 on each id the query names that is not a row of the app (one statement for all of them). */
async function assertKnownIds(ctx: ServiceContext, filter: Checked): Promise<void> {
  const errors = await unknownIds(ctx.db, ctx.appId, [
    { field: 'departmentId', table: departments, id: filter.departmentId, unknown: UNKNOWN_DEPARTMENT },
    { field: 'jobId', table: jobs, id: filter.jobId, unknown: UNKNOWN_JOB },
    { field: 'recruiterId', table: users, id: filter.recruiterId, unknown: UNKNOWN_RECRUITER },
    { field: 'sourceId', table: applicantSources, id: filter.sourceId, unknown: UNKNOWN_SOURCE },
    { field: 'pipelineId', table: pipelines, id: filter.pipelineId, unknown: UNKNOWN_PIPELINE },
  ]);
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

/** Midnight starting `day` (plus `days`) in the report's time zone, as an instant. */
const startOfDay = (scope: ReportScope, day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${scope.timeZone})`;

/**
 * `instant` falls on a day of the range, in the app's time zone (the applicant list's rule,
 * onAppDays). The zone is the one the scope read, a constant to the planner: read through the
 * app's row, as the list reads it, the range's ends were unknown while planning, so it guessed a
 * range keeps 1 row in 200 and probed the history once per application (time in stage at
 * 1,000,000 applications: 10.6 s).
 */
export function inRange(scope: ReportScope, instant: SQLWrapper): SQL {
  return and(gte(instant, startOfDay(scope, scope.range.fromDate)), lt(instant, startOfDay(scope, scope.range.toDate, 1)))!;
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
