import { and, asc, eq, exists, gte, ilike, isNull, lt, notExists, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cities, departments, jobPlatforms, jobs, locations } from '../../db/schema';
import { listPage, listPreparedIds, type ColumnSort, type ListSource, type PageSlice, type SortKey } from '../../db/paging';
import { likePattern } from '../../db/search';
import type { ServiceContext } from '../../core/context';
import type { ListMeta, ListQuery } from '../../../shared/contract/list';
import type { JobFilter, JobSort } from '../../../shared/contract/job-values';
import type { JobListQuery } from '../../../shared/contract/job-list';
import type { JobListItem, JobOption } from '../../../shared/contract/job-views';
import { appToday } from '../../db/app-day';
import { loadListItems } from './list-items';

/** `type` wins; of the flags, allJobs (or active and expired together) means all. Default: active. */
function filterOf(query: Pick<JobListQuery, 'type' | 'activeJobs' | 'expiredJobs' | 'allJobs'>): JobFilter {
  if (query.type) return query.type;
  const on = (flag: string | undefined) => flag === '1' || flag === 'true';
  if (on(query.allJobs) || (on(query.activeJobs) && on(query.expiredJobs))) return 'all';
  return on(query.expiredJobs) ? 'expired' : 'active';
}

/** Active: no expiry date, or one not before today (app time zone); expired: before today. */
export function expiryCondition(filter: JobFilter, today: string | Placeholder): SQL | undefined {
  if (filter === 'active') return or(isNull(jobs.expiryDate), gte(jobs.expiryDate, today));
  if (filter === 'expired') return lt(jobs.expiryDate, today);
  return undefined;
}

/**
 * Title, code, department name, location or city. Lookups are matched first, so no join is needed;
 * title and code are matched as lower() … like lower(), which their trigram indexes serve.
 */
function searchCondition(ctx: ServiceContext, pattern: string): SQL | undefined {
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
  // = any(array(…)) makes each lookup's ids a value known before the scan, so every arm of the OR
  // can be an index scan (trigram on title and code, the app's department and location indexes).
  return or(
    contains(jobs.jobTitle),
    contains(jobs.jobCode),
    sql`${jobs.departmentId} = any(array(${matchingDepartments}))`,
    sql`${jobs.locationId} = any(array(${matchingLocations}))`,
  );
}

/**
 * The jobs the user works on, as a condition on `jobs`: a hiring manager the jobs they are hiring
 * manager of (the only jobs whose applicants they see, README "Applicant access"); other staff every
 * job of the app. `appId` and `userId` may be placeholders of a prepared statement.
 */
export function visibleJobs(
  ctx: Pick<ServiceContext, 'user'>,
  appId: number | Placeholder,
  userId: number | Placeholder = ctx.user.id,
): SQL {
  const ofApp = eq(jobs.appId, appId);
  return ctx.user.role === 'hiring_manager' ? and(ofApp, eq(jobs.hiringManagerId, userId))! : ofApp;
}

/** The published filter (jobPublishedSaveStatus): '1' has a publish platform, '0' has none, '' either. */
export function publishedCondition(ctx: ServiceContext, status: '' | '1' | '0'): SQL | undefined {
  if (status === '') return undefined;
  const platforms = ctx.db
    .select({ one: sql`1` })
    .from(jobPlatforms)
    .where(eq(jobPlatforms.jobId, jobs.id));
  return status === '1' ? exists(platforms) : notExists(platforms);
}

const SORT_COLUMNS: Record<JobSort, SortKey> = {
  jobTitle: sql`lower(${jobs.jobTitle})`,
  created_at: jobs.createdAt,
  expiryDate: { by: jobs.expiryDate, nullsLast: true },
  numberOfPositions: { by: jobs.numberOfPositions, nullsLast: true },
  jobApplication: jobs.applicationCount,
};

const ORDER: ColumnSort<JobSort> = {
  columns: SORT_COLUMNS,
  defaultSort: 'created_at',
  defaultOrder: (sort) => (sort === 'created_at' ? 'desc' : 'asc'),
  tie: jobs.id,
};

/** The columns the job list filters on after a search and sorts by (SORT_COLUMNS), and its tie. */
const MATCH_COLUMNS = [jobs.id, jobs.jobTitle, jobs.createdAt, jobs.expiryDate, jobs.numberOfPositions, jobs.applicationCount];

/**
 * The ids of a searched page with the count of all matches. The matches are found first, in a
 * CTE that shadows the jobs table (so the sort keys read its columns): PostgreSQL 15 costs
 * `count(*) over ()` below a LIMIT as if it streamed, and would walk the created_at index through
 * every job rather than take the few matches of a rare code from the trigram indexes.
 */
async function searchedIds(
  ctx: ServiceContext,
  { where, orderBy, limit, offset, total }: PageSlice,
): Promise<{ id: number; total: number }[]> {
  const result = await ctx.db.execute(sql`
    with ${jobs} as materialized (select ${sql.join(MATCH_COLUMNS, sql`, `)} from ${jobs} where ${where})
    select ${jobs.id} as id, ${total} as total from ${jobs} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`);
  return (result as unknown as { rows: { id: number; total: number }[] }).rows;
}

/**
 * GET /api/job. The page's ids and the total are found first in one statement (filters touch only
 * the jobs table and small lookups); the rows, with their platforms, are then read for those ids alone.
 */
export async function listJobs(ctx: ServiceContext, query: JobListQuery): Promise<{ data: JobListItem[]; meta: ListMeta }> {
  const today = await appToday(ctx);
  const filter = filterOf(query);
  const published = query.jobPublishedSaveStatus;
  // Without a search the page statement has one text per filter, published state and order, so it is prepared.
  const page = query.search
    ? await listPage(
        ctx.db,
        query,
        {
          table: jobs,
          where: and(visibleJobs(ctx, ctx.appId), expiryCondition(filter, today), publishedCondition(ctx, published)),
          search: (pattern: string) => searchCondition(ctx, pattern),
          order: ORDER,
        } satisfies ListSource<JobSort>,
        (slice) => searchedIds(ctx, slice),
      )
    : await listPreparedIds(ctx.db, query, {
        name: `job_page_${ctx.user.role === 'hiring_manager' ? 'own_' : ''}${filter}_${published}_${query.sort ?? ''}_${query.order ?? ''}`,
        table: jobs,
        id: jobs.id,
        where: and(
          visibleJobs(ctx, sql.placeholder('appId'), sql.placeholder('userId')),
          expiryCondition(filter, sql.placeholder('today')),
          publishedCondition(ctx, published),
        ),
        order: ORDER,
        values: { appId: ctx.appId, userId: ctx.user.id, today },
      });
  return {
    data: await loadListItems(
      ctx,
      page.data.map((row) => row.id),
      today,
    ),
    meta: page.meta,
  };
}

/** GET /api/jobs/filter and /api/expired-jobs/filter: the user's job pickers, by title. */
export async function jobOptions(ctx: ServiceContext, filter: 'active' | 'expired', query: ListQuery): Promise<JobOption[]> {
  const today = await appToday(ctx);
  const pattern = likePattern(query.search);
  return ctx.db
    .select({ jobId: jobs.id, jobTitle: jobs.jobTitle, jobCode: jobs.jobCode })
    .from(jobs)
    .where(
      and(
        visibleJobs(ctx, ctx.appId),
        expiryCondition(filter, today),
        query.search ? or(ilike(jobs.jobTitle, pattern), ilike(jobs.jobCode, pattern)) : undefined,
      ),
    )
    .orderBy(sql`lower(${jobs.jobTitle})`, asc(jobs.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}
