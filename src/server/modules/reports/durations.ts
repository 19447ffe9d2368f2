import { and, eq, inArray, sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { DURATION_BUCKETS, type DurationStats, type TimeToFillReport, type TimeToHireReport } from '../../../shared/contract/reports';
import { visibleApplications } from '../application/service';
import { applicationScope, dayOf, hireMoments, inRange, liveApplications, type ReportScope } from './scope';

// Time to hire and time to fill: whole calendar days between two moments, summed up as count,
// quartiles, extremes and a histogram in one aggregate statement each.

/** A subquery with a `days` column. */
type Spans = Subquery<string, { days: SQL.Aliased<number> }> & { days: SQL.Aliased<number> };

const round2 = (value: unknown) => (value === null ? null : Math.round(Number(value) * 100) / 100);

/** The statistics of a subquery's `days` column (integers). */
async function durationStats(ctx: ServiceContext, spans: Spans): Promise<DurationStats> {
  const days = spans.days;
  const quantile = (p: number) => sql<number | null>`percentile_cont(${sql.raw(String(p))}) within group (order by ${days})::float8`;
  const bucketCounts = Object.fromEntries(
    DURATION_BUCKETS.map((bucket, i) => [
      `b${i}`,
      sql<number>`(count(*) filter (where ${days} >= ${bucket.minDays}${bucket.maxDays === null ? sql`` : sql` and ${days} <= ${bucket.maxDays}`}))::int`,
    ]),
  );
  const [row] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      median: quantile(0.5),
      p25: quantile(0.25),
      p75: quantile(0.75),
      min: sql<number | null>`min(${days})::int`,
      max: sql<number | null>`max(${days})::int`,
      ...bucketCounts,
    })
    .from(spans);
  const buckets = row as unknown as Record<string, number>;
  return {
    count: Number(row.count),
    medianDays: round2(row.median),
    p25Days: round2(row.p25),
    p75Days: round2(row.p75),
    minDays: row.min === null ? null : Number(row.min),
    maxDays: row.max === null ? null : Number(row.max),
    histogram: DURATION_BUCKETS.map((bucket, i) => ({ ...bucket, count: Number(buckets[`b${i}`]) })),
  };
}

const daysBetween = (scope: ReportScope, from: SQLWrapper, to: SQLWrapper) =>
  sql<number>`(${dayOf(scope, to)} - ${dayOf(scope, from)})`.as('days');

/** GET /api/reports/time-to-hire: applications whose hire moment is in the range, days from applying. */
export async function timeToHire(ctx: ServiceContext, scope: ReportScope): Promise<TimeToHireReport> {
  const hires = hireMoments(ctx, scope);
  const spans = ctx.db
    .select({ days: daysBetween(scope, applications.createdAt, hires.hiredAt) })
    .from(applications)
    .innerJoin(hires, eq(hires.applicationId, applications.id))
    .where(and(applicationScope(ctx, scope), inRange(scope, hires.hiredAt)))
    .as('spans');
  return { range: scope.range, stats: await durationStats(ctx, spans) };
}

/**
 * The jobs time to fill looks at: the filters' (recruiterId is the job's recruiting manager) among
 * the jobs with an application the caller may see (the applicant list's rule, so a hiring manager
 * gets their own jobs).
 */
function jobScope(ctx: ServiceContext, { filter }: ReportScope): SQL {
  return and(
    eq(jobs.appId, ctx.appId),
    inArray(jobs.id, ctx.db.select({ id: applications.jobId }).from(applications).where(visibleApplications(ctx))),
    filter.jobId === undefined ? undefined : eq(jobs.id, filter.jobId),
    filter.departmentId === undefined ? undefined : eq(jobs.departmentId, filter.departmentId),
    filter.recruiterId === undefined ? undefined : eq(jobs.recruitingManagerId, filter.recruiterId),
  )!;
}

/** GET /api/reports/time-to-fill: jobs whose last position was filled in the range, days from the job's creation. */
export async function timeToFill(ctx: ServiceContext, scope: ReportScope): Promise<TimeToFillReport> {
  const hires = hireMoments(ctx, scope);
  const ranked = ctx.db
    .select({
      jobId: sql<number>`${applications.jobId}`.as('job_id'),
      hiredAt: sql<Date>`${hires.hiredAt}`.as('filled_at'),
      position: sql<number>`row_number() over (partition by ${applications.jobId} order by ${hires.hiredAt}, ${applications.id})`.as(
        'position',
      ),
    })
    .from(applications)
    .innerJoin(hires, eq(hires.applicationId, applications.id))
    .where(liveApplications(ctx))
    .as('ranked');
  const spans = ctx.db
    .select({ days: daysBetween(scope, jobs.createdAt, ranked.hiredAt) })
    .from(jobs)
    .innerJoin(ranked, and(eq(ranked.jobId, jobs.id), sql`${ranked.position} = greatest(coalesce(${jobs.numberOfPositions}, 1), 1)`))
    .where(and(jobScope(ctx, scope), inRange(scope, ranked.hiredAt)))
    .as('spans');
  return { range: scope.range, stats: await durationStats(ctx, spans) };
}
