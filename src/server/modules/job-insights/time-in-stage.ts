import { and, eq, sql, type SQL } from 'drizzle-orm';
import { applicationStatusHistory, applications, stages, statuses } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { REJECTED_CODE } from '../../../shared/rules/pipeline-sequence';

export interface StageTiming {
  stageId: number;
  name: string;
  applications: number;
  averageDays: number;
  medianDays: number;
}

const DAY_SECONDS = 86_400;

/**
 * Days the applications `where` keeps (a condition on `applications`: one job's, or a report's)
 * spent in each stage, from their status history: each history row lasts until the application's
 * next row, the newest one until `now`. An application that
 * visits a stage twice counts once, with both visits added up. Time after a move to the
 * built-in Rejected status is not time in the stage (the application has left the process), so
 * rejected applications do not inflate the stage they were rejected in as the months go by.
 * Runs as one query: the job's applications first, then each one's history rows (index on
 * application, created_at, id) in a lateral subquery. Its window function keeps PostgreSQL from
 * merging it into a join, so the plan does not hang on the statistics: with the applications as
 * `= any(array(…))` a job was planned for ~10 of them and met ~5,000.
 */
export async function timeInStages(ctx: ServiceContext, where: SQL): Promise<StageTiming[]> {
  const h = applicationStatusHistory;
  const until = sql`coalesce(lead(${h.createdAt}) over (order by ${h.createdAt}, ${h.id}), ${ctx.now.toISOString()}::timestamptz)`;
  // One uncorrelated lookup rather than a join per history row.
  const rejectedId = ctx.db
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.appId, ctx.appId), eq(statuses.code, REJECTED_CODE)));
  const history = ctx.db
    .select({
      stageId: h.stageId,
      rejected: sql<boolean>`coalesce(${h.statusId} = (${rejectedId}), false)`.as('rejected'),
      // date_part gives float8; extract would give numeric, whose arithmetic is several times slower.
      seconds: sql<number>`greatest(date_part('epoch', ${until} - ${h.createdAt}), 0)`.as('seconds'),
    })
    .from(h)
    .where(and(eq(h.applicationId, applications.id), eq(h.appId, ctx.appId)))
    .as('history');
  const steps = ctx.db
    .select({ applicationId: applications.id, stageId: history.stageId, rejected: history.rejected, seconds: history.seconds })
    .from(applications)
    .crossJoinLateral(history)
    .where(and(eq(applications.appId, ctx.appId), where))
    .as('steps');
  const perApplication = ctx.db
    .select({ stageId: steps.stageId, days: sql<number>`sum(${steps.seconds}) / ${DAY_SECONDS}`.as('days') })
    .from(steps)
    .where(sql`${steps.stageId} is not null and not ${steps.rejected}`)
    .groupBy(steps.applicationId, steps.stageId)
    .as('per_application');
  const rows = await ctx.db
    .select({
      stageId: stages.id,
      name: stages.name,
      applications: sql<number>`count(*)::int`,
      averageDays: sql<number>`avg(${perApplication.days})::float8`,
      medianDays: sql<number>`percentile_cont(0.5) within group (order by ${perApplication.days})::float8`,
    })
    .from(perApplication)
    .innerJoin(stages, and(eq(stages.id, perApplication.stageId), eq(stages.appId, ctx.appId)))
    .groupBy(stages.id, stages.name);
  return rows.map((row) => ({
    stageId: row.stageId,
    name: row.name,
    applications: Number(row.applications),
    averageDays: roundDays(Number(row.averageDays)),
    medianDays: roundDays(Number(row.medianDays)),
  }));
}

/** Two decimals: about a quarter of an hour, finer than anyone reads a stage duration. */
function roundDays(days: number): number {
  return Math.round(days * 100) / 100;
}
