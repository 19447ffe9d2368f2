import { and, asc, count, eq, exists, gte, ilike, inArray, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cities, departments, jobPlatforms, jobs, locations } from '../../db/schema';
import { likePattern } from '../../db/search';
import type { ServiceContext } from '../../http/context';
import { listMeta, type ListMeta, type ListQuery } from '../../../shared/contract/list';
import type { JobFilter, JobSort } from '../../../shared/contract/job';
import type { JobListQuery } from '../../../shared/contract/job-list';
import type { JobListItem, JobOption } from '../../../shared/contract/job-views';
import { appToday } from './app-day';
import { loadListItems } from './list-items';

/** `type` wins; of the flags, allJobs (or active and expired together) means all. Default: active. */
export function filterOf(query: Pick<JobListQuery, 'type' | 'activeJobs' | 'expiredJobs' | 'allJobs'>): JobFilter {
  if (query.type) return query.type;
  const on = (flag: string | undefined) => flag === '1' || flag === 'true';
  if (on(query.allJobs) || (on(query.activeJobs) && on(query.expiredJobs))) return 'all';
  return on(query.expiredJobs) ? 'expired' : 'active';
}

/** Active: no expiry date, or one not before today (app time zone); expired: before today. */
export function expiryCondition(filter: JobFilter, today: string): SQL | undefined {
  if (filter === 'active') return or(isNull(jobs.expiryDate), gte(jobs.expiryDate, today));
  if (filter === 'expired') return lt(jobs.expiryDate, today);
  return undefined;
}

/**
 * Title, code, department name, location or city. Lookups are matched first, so no join is needed;
 * lower() … like lower() costs a third less than ilike on the one scan over the app's jobs.
 */
function searchCondition(ctx: ServiceContext, search: string): SQL | undefined {
  const pattern = likePattern(search);
  const contains = (column: PgColumn) => sql`lower(${column}) like lower(${pattern})`;
  const matchingDepartments = ctx.db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.appId, ctx.appId), ilike(departments.departmentName, pattern)));
  const matchingLocations = ctx.db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .where(and(eq(locations.appId, ctx.appId), or(ilike(locations.locationDisplay, pattern), ilike(cities.city, pattern))));
  return or(
    contains(jobs.jobTitle),
    contains(jobs.jobCode),
    inArray(jobs.departmentId, matchingDepartments),
    inArray(jobs.locationId, matchingLocations),
  );
}

function publishedCondition(ctx: ServiceContext, status: '' | '1' | '0'): SQL | undefined {
  if (status === '') return undefined;
  const platforms = ctx.db.select({ one: sql`1` }).from(jobPlatforms).where(eq(jobPlatforms.jobId, jobs.id));
  return status === '1' ? exists(platforms) : notExists(platforms);
}

/** Ties are broken by id in the same direction, so pages never overlap or skip a job. */
function orderBy(sort: JobSort, direction: 'asc' | 'desc'): SQL[] {
  const dir = sql.raw(direction);
  const tie = sql`${jobs.id} ${dir}`;
  if (sort === 'jobTitle') return [sql`lower(${jobs.jobTitle}) ${dir}`, tie];
  if (sort === 'expiryDate') return [sql`${jobs.expiryDate} ${dir} nulls last`, tie];
  if (sort === 'numberOfPositions') return [sql`${jobs.numberOfPositions} ${dir} nulls last`, tie];
  if (sort === 'jobApplication') return [sql`${jobs.applicationCount} ${dir}`, tie];
  return [sql`${jobs.createdAt} ${dir}`, tie];
}

/**
 * GET /api/job. The page's ids are found first (filters touch only the jobs table and small
 * lookups); the rows, application counts and platforms are then read for those ids alone.
 */
export async function listJobs(ctx: ServiceContext, query: JobListQuery): Promise<{ data: JobListItem[]; meta: ListMeta }> {
  const today = await appToday(ctx);
  const where = and(
    eq(jobs.appId, ctx.appId),
    expiryCondition(filterOf(query), today),
    publishedCondition(ctx, query.jobPublishedSaveStatus),
    query.search ? searchCondition(ctx, query.search) : undefined,
  );
  const direction = query.order ?? (query.sort === 'created_at' ? 'desc' : 'asc');
  const offset = (query.page - 1) * query.limit;
  const countAll = async () => (await ctx.db.select({ value: count() }).from(jobs).where(where))[0]?.value ?? 0;

  // A search scans every job of the app, so one scan answers both the page and the total.
  const total = query.search ? sql<number>`(count(*) over ())::int` : sql<number>`0`;
  const page = ctx.db
    .select({ id: jobs.id, total })
    .from(jobs)
    .where(where)
    .orderBy(...orderBy(query.sort, direction))
    .limit(query.limit)
    .offset(offset);
  const [rows, counted] = await Promise.all([page, query.search ? undefined : countAll()]);
  const found = counted ?? rows[0]?.total ?? (offset > 0 ? await countAll() : 0);
  return { data: await loadListItems(ctx, rows.map((row) => row.id), today), meta: listMeta(found, query.page, query.limit) };
}

/** GET /api/jobs/filter and /api/expired-jobs/filter: job pickers, by title. */
export async function jobOptions(ctx: ServiceContext, filter: 'active' | 'expired', query: ListQuery): Promise<JobOption[]> {
  const today = await appToday(ctx);
  const pattern = likePattern(query.search);
  return ctx.db
    .select({ jobId: jobs.id, jobTitle: jobs.jobTitle, jobCode: jobs.jobCode })
    .from(jobs)
    .where(
      and(
        eq(jobs.appId, ctx.appId),
        expiryCondition(filter, today),
        query.search ? or(ilike(jobs.jobTitle, pattern), ilike(jobs.jobCode, pattern)) : undefined,
      ),
    )
    .orderBy(sql`lower(${jobs.jobTitle})`, asc(jobs.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}
