import { and, eq, sql, type SQL } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema';
import { countRows } from '../../db/id-paging';
import type { ServiceContext } from '../../core/context';

// Totals of the applicant lists: the jobs' live-application counts where that is exact, else a count.

/** The number of applications `where` keeps, or of at most `upTo` of them (a subquery that stops there). */
export function countApplications(ctx: ServiceContext, where: SQL | undefined, upTo?: number): Promise<number> {
  return countRows(ctx.db, applications, where, upTo);
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
