import { and, asc, eq, sql } from 'drizzle-orm';
import { jobs, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/paging';
import type { ServiceContext } from '../../core/context';
import type { DashboardFilter, RecruiterProgressCard } from '../../../shared/contract/dashboard';
import { JOB_STATUS_IDS } from '../../../shared/contract/job-values';
import { expiryCondition } from '../job/service';
import { cardFigures, cardJobs } from './scope';
import { openJob } from './tiles';

const fullName = sql<string>`trim(${users.name} || ' ' || ${users.lastName})`;
const jobsWhere = (condition: unknown) => sql<number>`(count(*) filter (where ${condition}))::int`;
const today = sql.placeholder('today');

/** The card's statement for the jobs `where` names; its text is fixed per filter shape, so it is prepared. */
const progressStatement = (where: ReturnType<typeof cardJobs>['where']) => (db: Db, name: string) =>
  db
    .select({
      userId: users.id,
      name: fullName,
      inProgress: jobsWhere(and(openJob, expiryCondition('active', today))),
      closed: jobsWhere(eq(jobs.jobStatusId, JOB_STATUS_IDS.closed)),
      overdue: jobsWhere(and(openJob, expiryCondition('expired', today))),
    })
    .from(jobs)
    .innerJoin(users, and(eq(users.id, jobs.recruitingManagerId), eq(users.appId, jobs.appId)))
    .where(where)
    .groupBy(users.id)
    .orderBy(sql`lower(${fullName})`, asc(users.id))
    .prepare(name);

/**
 * GET /api/dashboard/recruiter-progress: per recruiting manager of the card's jobs (created on the
 * filter's days), the jobs open or in progress before and after their target date, and the closed
 * ones. The target date is compared with today on the app's calendar, as the job lists' expiry is.
 * Its statements take a millisecond or two, so building their text was a good part of its cost.
 */
export function recruiterProgressCard(ctx: ServiceContext, filter: DashboardFilter): Promise<RecruiterProgressCard> {
  return cardFigures(ctx, filter, async (scope) => {
    const { name, where, values } = cardJobs(ctx, scope, jobs.createdAt);
    const statement = preparedOnce(ctx.db, `recruiter_progress_${name}`, progressStatement(where));
    return { rows: await statement.execute(values) };
  });
}
