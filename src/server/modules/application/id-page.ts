import { and, eq, sql, type SQL } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema';
import { likePattern } from '../../db/search';
import type { ServiceContext } from '../../core/context';
import type { ApplicationListQuery, ApplicationSort } from '../../../shared/contract/application';
import { applicationListConditions, applicationSearch, filtersApplications, jobSideConditions } from './filters';
import { pageByIds, type IdPage } from '../../db/id-paging';
import { countApplications, visibleJobsTotal } from './totals';

// One page of the applicant list (GET v2/application) as ids, and its total (see db/id-paging.ts).

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
function idQuery(ctx: ServiceContext, query: ApplicationListQuery, where: SQL | undefined) {
  const select = ctx.db.select({ id: applications.id }).from(applications);
  const joined =
    query.sort === 'jobTitle' ? select.innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.appId, applications.appId))) : select;
  return joined.where(where);
}

/** The total: from the jobs' counts when neither a search nor a filter looks at the applications themselves, else counted. */
async function totalOf(ctx: ServiceContext, query: ApplicationListQuery, where: SQL | undefined, upTo?: number): Promise<number> {
  const onJobs = and(query.jobId === undefined ? undefined : eq(jobs.id, query.jobId), jobSideConditions(ctx, query));
  const fromJobs = query.search || filtersApplications(query) ? null : await visibleJobsTotal(ctx, onJobs);
  return fromJobs ?? countApplications(ctx, where, upTo);
}

/** The applications the list shows for `query`: its filters and its search. */
function listWhere(ctx: ServiceContext, query: ApplicationListQuery): SQL | undefined {
  const filtered = applicationListConditions(ctx, query);
  return query.search ? and(filtered, applicationSearch(likePattern(query.search))) : filtered;
}

/** The list's total for `query` (its meta.total), counted as the list counts it. */
export function applicationListTotal(ctx: ServiceContext, query: ApplicationListQuery): Promise<number> {
  return totalOf(ctx, query, listWhere(ctx, query));
}

/** The ids of the query's page, in list order, and the total of the filtered list. */
export function applicationIdPage(ctx: ServiceContext, query: ApplicationListQuery): Promise<IdPage> {
  const where = listWhere(ctx, query);
  return pageByIds({
    query,
    select: () => idQuery(ctx, query, where),
    order: (reversed) => applicationOrder(query, reversed),
    total: (upTo) => totalOf(ctx, query, where, upTo),
  });
}
