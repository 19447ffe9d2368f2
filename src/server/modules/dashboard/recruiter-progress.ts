import { and, asc, eq, sql } from 'drizzle-orm';
import { jobs, users } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { DashboardFilter, RecruiterProgressCard } from '../../../shared/contract/dashboard';
import { JOB_STATUS_IDS } from '../../../shared/contract/job-values';
import { onAppDays } from '../application/service';
import { expiryCondition } from '../job/service';
import { cardJobs, cardLinks, cardScope } from './scope';
import { openJob } from './tiles';

const fullName = sql<string>`trim(${users.name} || ' ' || ${users.lastName})`;
const jobsWhere = (condition: unknown) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * GET /api/dashboard/recruiter-progress: per recruiting manager of the card's jobs (created on the
 * filter's days), the jobs open or in progress before and after their target date, and the closed
 * ones. The target date is compared with today on the app's calendar, as the job lists' expiry is.
 */
export async function recruiterProgressCard(ctx: ServiceContext, filter: DashboardFilter): Promise<RecruiterProgressCard> {
  const scope = await cardScope(ctx, filter);
  const rows = await ctx.db
    .select({
      userId: users.id,
      name: fullName,
      inProgress: jobsWhere(and(openJob, expiryCondition('active', scope.today))),
      closed: jobsWhere(eq(jobs.jobStatusId, JOB_STATUS_IDS.closed)),
      overdue: jobsWhere(and(openJob, expiryCondition('expired', scope.today))),
    })
    .from(jobs)
    .innerJoin(users, and(eq(users.id, jobs.recruitingManagerId), eq(users.appId, jobs.appId)))
    .where(and(cardJobs(ctx, scope), onAppDays(ctx, jobs.createdAt, scope.range ?? {})))
    .groupBy(users.id)
    .orderBy(sql`lower(${fullName})`, asc(users.id));
  return { rows, ...cardLinks(scope) };
}
