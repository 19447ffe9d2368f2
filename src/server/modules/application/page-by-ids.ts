import { and, eq, sql, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { ServiceContext } from '../../http/context';

// Applicant lists page through ids, kept cheap on 200,000 applications: the page query reads
// applications alone (lookups are joined for the page's ids only), totals come from the jobs'
// live-application counts where that is exact, and a page past the middle is read from the other
// end in the reverse order, so a late page skips as few rows as an early one.

export interface IdPage {
  ids: number[];
  total: number;
}

export interface IdPageSource {
  page: number;
  limit: number;
  /** A search scans every match anyway: its page query counts them too (`count(*) over ()`). */
  searched: boolean;
  /** The page query for an order, limit and offset; `total` (when given) is selected as `total`. */
  ids: (order: SQL[], limit: number, offset: number, total?: SQL<number>) => Promise<{ id: number; total?: number }[]>;
  /** The list's order, or its exact reverse. */
  order: (reversed: boolean) => SQL[];
  total: () => Promise<number>;
}

export async function pageByIds(source: IdPageSource): Promise<IdPage> {
  const { page, limit } = source;
  const offset = (page - 1) * limit;
  const forward = source.order(false);
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
  if (source.searched) {
    const rows = await source.ids(forward, limit, offset, sql<number>`(count(*) over ())::int`);
    // A search past its last page finds no row to carry the count.
    return { ids: idsOf(rows), total: rows[0]?.total ?? (offset > 0 ? await source.total() : 0) };
  }
  if (offset === 0) {
    const [rows, total] = await Promise.all([source.ids(forward, limit, 0), source.total()]);
    return { ids: idsOf(rows), total };
  }
  const total = await source.total();
  if (offset >= total) return { ids: [], total };
  const take = Math.min(limit, total - offset);
  const fromEnd = total - offset - take;
  if (fromEnd >= offset) return { ids: idsOf(await source.ids(forward, take, offset)), total };
  return { ids: idsOf(await source.ids(source.order(true), take, fromEnd)).reverse(), total };
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
