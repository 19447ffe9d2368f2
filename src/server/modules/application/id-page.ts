import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema';
import { likePattern } from '../../db/search';
import type { ServiceContext } from '../../http/context';
import type { ApplicationListQuery, ApplicationSort } from '../../../shared/contract/application';
import { applicationListConditions, applicationSearch, filtersApplications, jobSideConditions } from './filters';

// One page of the applicant list as ids, and its total, kept cheap on 200,000 applications:
// the page scans applications alone (lookups are joined for the page's ids only), the total comes
// from the jobs' live-application counts where that is exact, and a page past the middle is read
// from the other end, so a late page skips as few rows as an early one.

interface SortKey {
  by: SQL;
  nullsLast?: true;
}

const SORT_KEYS: Record<ApplicationSort, SortKey> = {
  created_at: { by: sql`${applications.createdAt}` },
  applicantId: { by: sql`${applications.id}` },
  name: { by: sql`lower(${applications.firstName} || ' ' || ${applications.lastName})` },
  jobTitle: { by: sql`lower(${jobs.jobTitle})` },
  experience: { by: sql`${applications.experience}`, nullsLast: true },
  applicantEmail: { by: sql`lower(${applications.applicantEmail})` },
  phoneNumber: { by: sql`${applications.phoneNumber}`, nullsLast: true },
};

const defaultDescending = (sort: ApplicationSort) => sort === 'created_at' || sort === 'applicantId';

/** ORDER BY of the list, or its exact reverse (empty values move to the other end too). */
export function applicationOrder(query: Pick<ApplicationListQuery, 'sort' | 'order'>, reversed = false): SQL[] {
  const descending = (query.order ?? (defaultDescending(query.sort) ? 'desc' : 'asc')) === 'desc';
  const direction = sql.raw(descending !== reversed ? 'desc' : 'asc');
  const key = SORT_KEYS[query.sort];
  const nulls = key.nullsLast ? sql.raw(reversed ? ' nulls first' : ' nulls last') : sql.raw('');
  return [sql`${key.by} ${direction}${nulls}`, sql`${applications.id} ${direction}`];
}

/** Only the job title sort reads another table. */
function idQuery(ctx: ServiceContext, query: ApplicationListQuery, where: SQL | undefined, extra: { total?: SQL<number> } = {}) {
  const select = ctx.db.select({ id: applications.id, ...extra }).from(applications);
  const joined = query.sort === 'jobTitle' ? select.innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.appId, applications.appId))) : select;
  return joined.where(where);
}

/**
 * The total. Admins and hiring managers see whole jobs, so when no filter looks at the
 * applications themselves the total is the sum of the jobs' live-application counts (kept by a
 * trigger); otherwise the rows are counted.
 */
async function totalOf(ctx: ServiceContext, query: ApplicationListQuery, where: SQL | undefined): Promise<number> {
  const { role, id } = ctx.user;
  if (!filtersApplications(query) && (role === 'admin' || role === 'hiring_manager')) {
    const [row] = await ctx.db
      .select({ total: sql<number>`coalesce(sum(${jobs.applicationCount}), 0)::int` })
      .from(jobs)
      .where(
        and(
          eq(jobs.appId, ctx.appId),
          query.jobId === undefined ? undefined : eq(jobs.id, query.jobId),
          role === 'hiring_manager' ? eq(jobs.hiringManagerId, id) : undefined,
          jobSideConditions(ctx, query),
        ),
      );
    return row?.total ?? 0;
  }
  const [row] = await ctx.db.select({ total: count() }).from(applications).where(where);
  return row?.total ?? 0;
}

export interface IdPage {
  ids: number[];
  total: number;
}

/** A search scans every match anyway: the page query counts them too (`count(*) over ()`). */
async function searchedPage(ctx: ServiceContext, query: ApplicationListQuery, where: SQL | undefined, offset: number): Promise<IdPage> {
  const rows = await idQuery(ctx, query, where, { total: sql<number>`(count(*) over ())::int` })
    .orderBy(...applicationOrder(query))
    .limit(query.limit)
    .offset(offset);
  // A search past its last page finds no row to carry the count.
  const total = rows[0]?.total ?? (offset > 0 ? await totalOf(ctx, query, where) : 0);
  return { ids: rows.map((row) => row.id), total };
}

/** The ids of the query's page, in list order, and the total of the filtered list. */
export async function applicationIdPage(ctx: ServiceContext, query: ApplicationListQuery): Promise<IdPage> {
  const filtered = applicationListConditions(ctx, query);
  const offset = (query.page - 1) * query.limit;
  if (query.search) return searchedPage(ctx, query, and(filtered, applicationSearch(likePattern(query.search))), offset);
  const page = (order: SQL[], limit: number, skip: number) => idQuery(ctx, query, filtered).orderBy(...order).limit(limit).offset(skip);
  if (offset === 0) {
    const [rows, total] = await Promise.all([page(applicationOrder(query), query.limit, 0), totalOf(ctx, query, filtered)]);
    return { ids: rows.map((row) => row.id), total };
  }
  const total = await totalOf(ctx, query, filtered);
  if (offset >= total) return { ids: [], total };
  const take = Math.min(query.limit, total - offset);
  const fromEnd = total - offset - take;
  if (fromEnd >= offset) return { ids: (await page(applicationOrder(query), take, offset)).map((row) => row.id), total };
  const reversed = await page(applicationOrder(query, true), take, fromEnd);
  return { ids: reversed.map((row) => row.id).reverse(), total };
}
