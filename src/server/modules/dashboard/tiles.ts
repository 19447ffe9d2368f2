import { and, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { jobs } from '../../db/schema';
import { appToday } from '../../db/app-day';
import type { ServiceContext } from '../../core/context';
import { ApplicationListQuerySchema } from '../../../shared/contract/application';
import type { DashboardTiles } from '../../../shared/contract/dashboard';
import { JOB_STATUS_IDS } from '../../../shared/contract/job-values';
import { applicationListTotal } from '../application/service';
import { expiryCondition, publishedCondition, visibleJobs } from '../job/service';

/** The applicant list as it opens: no filter, no search. */
const UNFILTERED_LIST = v.parse(ApplicationListQuerySchema, {});

/** Jobs not closed: Open and In Progress. */
export const openJob = inArray(jobs.jobStatusId, [JOB_STATUS_IDS.open, JOB_STATUS_IDS.inProgress]);

/**
 * GET /api/dashboard/tiles. Total Applicants is the applicant list's total for the user; the job
 * tiles are the job list's published filter over all the user's jobs (a hiring manager's own, as
 * their job list shows them), and Total Openings the positions of those not closed and not expired.
 */
export async function dashboardTiles(ctx: ServiceContext): Promise<DashboardTiles> {
  const today = await appToday(ctx);
  const count = (condition: unknown) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [[figures], totalApplicants] = await Promise.all([
    ctx.db
      .select({
        publishedJobs: count(publishedCondition(ctx, '1')),
        unpublishedJobs: count(publishedCondition(ctx, '0')),
        totalOpenings: sql<number>`(coalesce(sum(${jobs.numberOfPositions}) filter (where ${and(openJob, expiryCondition('active', today))}), 0))::int`,
      })
      .from(jobs)
      .where(visibleJobs(ctx, ctx.appId)),
    // Taken as the list takes it: from the jobs' counts where they are exact (counting a million rows took 150 ms).
    applicationListTotal(ctx, UNFILTERED_LIST),
  ]);
  return { totalApplicants, ...figures };
}
