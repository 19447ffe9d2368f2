import { and, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { applications, apps, jobs } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { ApplicationListQuery } from '../../../shared/contract/application';
import { visibleApplications } from './access';

type Ctx = Pick<ServiceContext, 'appId' | 'user' | 'now'>;
type JobFilter = 'active' | 'expired' | 'all';

/** Whether a query's 1/0 flag is set. */
export const on = (flag: string | undefined) => flag === '1' || flag === 'true';

/** allJobs, or active and expired together, or no flag at all: every job. */
function jobFilterOf(query: Pick<ApplicationListQuery, 'activeJobs' | 'expiredJobs' | 'allJobs'>): JobFilter {
  if (on(query.allJobs) || on(query.activeJobs) === on(query.expiredJobs)) return 'all';
  return on(query.activeJobs) ? 'active' : 'expired';
}

/** A value, or a placeholder of a prepared statement. */
type Bound<T> = T | Placeholder;

/** The app's time zone, as a constant subquery the planner evaluates once. */
const appTimeZone = (appId: Bound<number>) => sql`(select ${apps.timeZone} from ${apps} where ${apps.id} = ${appId})`;

/** Midnight starting `day` in the app's time zone, as an instant: compared against the indexed created_at as is. */
const startOfDay = (appId: Bound<number>, day: Bound<string>, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${appTimeZone(appId)})`;

/**
 * `column` (an instant) falls on the days from `fromDate` through `toDate` in the app's time zone,
 * both ends inclusive, either end optional; undefined when neither is given.
 */
export function onAppDays(
  appId: Bound<number>,
  column: SQLWrapper,
  range: { fromDate?: Bound<string>; toDate?: Bound<string> },
): SQL | undefined {
  return and(
    range.fromDate ? gte(column, startOfDay(appId, range.fromDate)) : undefined,
    range.toDate ? lt(column, startOfDay(appId, range.toDate, 1)) : undefined,
  );
}

/** The active/expired job filter as a condition on `jobs`; undefined for every job. */
function expiryCondition(ctx: Ctx, query: ApplicationListQuery): SQL | undefined {
  const filter = jobFilterOf(query);
  const today = sql`(${ctx.now.toISOString()}::timestamptz at time zone ${appTimeZone(ctx.appId)})::date`;
  if (filter === 'active') return or(isNull(jobs.expiryDate), gte(jobs.expiryDate, today));
  return filter === 'expired' ? lt(jobs.expiryDate, today) : undefined;
}

/** The department and location filters as a condition on `jobs`; undefined when neither applies. */
function placeCondition(query: ApplicationListQuery): SQL | undefined {
  const department = query.departmentId === undefined ? undefined : eq(jobs.departmentId, query.departmentId);
  const location = query.locationId === undefined ? undefined : eq(jobs.locationId, query.locationId);
  return and(department, location);
}

/** The filter bar's job-side filters as a condition on `jobs`; undefined when none applies. */
export function jobSideConditions(ctx: Ctx, query: ApplicationListQuery): SQL | undefined {
  return and(expiryCondition(ctx, query), placeCondition(query));
}

const appJobs = (ctx: Ctx, onJobs: SQL) => sql`select ${jobs.id} from ${jobs} where ${and(eq(jobs.appId, ctx.appId), onJobs)}`;

/**
 * Applications of the jobs the job-side filters keep; undefined when none applies.
 * A department or location is a small slice of the jobs: a plain IN lets the planner start from
 * those jobs. Active or expired each keep a large share, so each application is tested against a
 * hash of the job ids while the list walks its date index; `NOT (… NOT IN …)` asks for exactly
 * that (job ids are never null, so it means IN), where IN would be joined job by job.
 */
function jobConditions(ctx: Ctx, query: ApplicationListQuery): SQL | undefined {
  const expiry = expiryCondition(ctx, query);
  const place = placeCondition(query);
  return and(
    expiry && sql`not (${applications.jobId} not in (${appJobs(ctx, expiry)}))`,
    place && sql`${applications.jobId} in (${appJobs(ctx, place)})`,
  );
}

/** Whether a filter looks at the application itself (not only at its job). */
export function filtersApplications(query: ApplicationListQuery): boolean {
  const { sourceId, applicantStatusId, statusId, stageId, applicantRelated, fromDate, toDate, flagged } = query;
  return (
    [sourceId, applicantStatusId, statusId, stageId, fromDate, toDate].some((value) => value !== undefined) ||
    Boolean(applicantRelated) ||
    on(flagged)
  );
}

/** Search: names, e-mail and phone as "contains", through the trigram-indexed search column. */
export const applicationSearch = (pattern: string) => ilike(applications.searchText, pattern);

const equals = <T>(column: Parameters<typeof eq>[0], value: T | undefined) => (value === undefined ? undefined : eq(column, value));

/**
 * The WHERE condition of the applicant list (GET v2/application, applicant-filter) for the parsed
 * query, without the search: the signed-in user's visible applications narrowed by every filter.
 * The CSV export reuses it so it exports exactly the rows the list shows.
 * Dates are application days in the app's time zone, both ends inclusive.
 */
export function applicationListConditions(ctx: Ctx, query: ApplicationListQuery): SQL {
  return and(
    visibleApplications(ctx),
    equals(applications.jobId, query.jobId),
    equals(applications.sourceId, query.sourceId),
    equals(applications.applicantStatusId, query.applicantStatusId),
    equals(applications.currentStatusId, query.statusId),
    equals(applications.currentStageId, query.stageId),
    query.applicantRelated ? isNotNull(applications.referrerId) : undefined,
    // The partial index of live flagged applications answers this with the date order.
    on(query.flagged) ? isNotNull(applications.flagReason) : undefined,
    onAppDays(ctx.appId, applications.createdAt, query),
    jobConditions(ctx, query),
  )!;
}
