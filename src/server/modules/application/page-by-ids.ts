import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema';
import type { ServiceContext } from '../../http/context';

// Applicant lists page through ids, kept cheap on 200,000 applications: the page query reads
// applications alone (lookups are joined for the page's ids only), totals come from the jobs'
// live-application counts where that is exact, and a page past the middle is read from the other
// end in the reverse order, so a late page skips as few rows as an early one.
//
// A search counts its matches only so far: a broad one ("priya" in a million applicants) would
// otherwise read every match from the table on every page. The count goes up to the next
// thousand past the page shown, so the pager always knows whether there is more, and the
// total is then marked as "at least".

export interface IdPage {
  ids: number[];
  total: number;
  /** The count stopped at `total`: more match. */
  totalCapped: boolean;
}

export interface IdPageSource {
  page: number;
  limit: number;
  searched: boolean;
  /** The page query for an order, limit and offset. */
  ids: (order: SQL[], limit: number, offset: number) => Promise<{ id: number }[]>;
  /** The list's order, or its exact reverse. */
  order: (reversed: boolean) => SQL[];
  /** The number of rows, or of at most `upTo` of them when given. */
  total: (upTo?: number) => Promise<number>;
}

/** A search's matches are counted in steps of this many. */
export const SEARCH_COUNT_STEP = 1000;

/** How far a search counts for a page ending at row `end`: the next step past it. */
export const searchCountCap = (end: number) => (Math.floor(end / SEARCH_COUNT_STEP) + 1) * SEARCH_COUNT_STEP;

export async function pageByIds(source: IdPageSource): Promise<IdPage> {
  const { page, limit } = source;
  const offset = (page - 1) * limit;
  const forward = source.order(false);
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
  if (source.searched) {
    const cap = searchCountCap(offset + limit);
    const [rows, counted] = await Promise.all([source.ids(forward, limit, offset), source.total(cap + 1)]);
    return { ids: idsOf(rows), total: Math.min(counted, cap), totalCapped: counted > cap };
  }
  if (offset === 0) {
    const [rows, total] = await Promise.all([source.ids(forward, limit, 0), source.total()]);
    return { ids: idsOf(rows), total, totalCapped: false };
  }
  const total = await source.total();
  if (offset >= total) return { ids: [], total, totalCapped: false };
  const take = Math.min(limit, total - offset);
  const fromEnd = total - offset - take;
  const ids = fromEnd >= offset ? idsOf(await source.ids(forward, take, offset)) : idsOf(await source.ids(source.order(true), take, fromEnd)).reverse();
  return { ids, total, totalCapped: false };
}

/** The number of applications `where` keeps, or of at most `upTo` of them (a subquery that stops there). */
export async function countApplications(ctx: ServiceContext, where: SQL | undefined, upTo?: number): Promise<number> {
  const matching = ctx.db.select({ id: applications.id }).from(applications).where(where);
  const [row] = upTo === undefined ? await ctx.db.select({ total: count() }).from(applications).where(where) : await ctx.db.select({ total: count() }).from(matching.limit(upTo).as('matching'));
  return row?.total ?? 0;
}

/**
 * The number of applications an admin or hiring manager sees in the jobs `onJobs` keeps, from the
 * jobs' live-application counts (a trigger keeps them); null for roles that see single
 * applications (recruiters' assignments), whose rows must be counted.
 */
export async function visibleJobsTotal(ctx: ServiceContext, onJobs: SQL | undefined): Promise<number | null> {
  const { role, id } = ctx.user;
  if (role !== 'admin' && role !== 'hiring_manager') return null;
  const [row] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${jobs.applicationCount}), 0)::int` })
    .from(jobs)
    .where(and(eq(jobs.appId, ctx.appId), role === 'hiring_manager' ? eq(jobs.hiringManagerId, id) : undefined, onJobs));
  return row?.total ?? 0;
}
