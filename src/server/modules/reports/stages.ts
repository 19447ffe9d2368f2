import { and, eq, inArray, min, sql, type SQL } from 'drizzle-orm';
import { applicationStatusHistory, applications, jobs } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { StageConversionRow, TimeInStageReport } from '../../../shared/contract/reports';
import type { Pipeline } from '../../../shared/contract/pipeline';
import { getPipeline } from '../pipeline/service';
import { timeInStages } from '../job-insights/service';
import { applicationScope, inRange, rateOf, type ReportScope } from './scope';

// Time in stage and stage conversion over one pipeline: the applications of its jobs created in
// the range. The time per stage is the job analytics' own computation (job-insights), given the
// report's applications instead of one job's.

/** The report's applications: the filters', of the pipeline's jobs, created in the range. */
function cohort(ctx: ServiceContext, scope: ReportScope, pipelineId: number): SQL {
  return and(
    applicationScope(ctx, scope),
    inArray(
      applications.jobId,
      ctx.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.appId, ctx.appId), eq(jobs.pipelineId, pipelineId))),
    ),
    inRange(scope, applications.createdAt),
  )!;
}

/**
 * Entered and passed per step of the pipeline, in one statement: each application's first entry
 * into each stage, joined to its first entry into the next stage at or after it.
 */
async function conversion(ctx: ServiceContext, where: SQL, pipeline: Pipeline): Promise<StageConversionRow[]> {
  const steps = pipeline.stage.slice(0, -1).map((stage, i) => ({ from: stage, to: pipeline.stage[i + 1] }));
  if (steps.length === 0) return [];
  const h = applicationStatusHistory;
  const firsts = ctx.db
    .select({
      applicationId: sql<number>`${h.applicationId}`.as('application_id'),
      stageId: sql<number>`${h.stageId}`.as('stage_id'),
      firstAt: min(h.createdAt).as('first_at'),
    })
    .from(applications)
    .innerJoin(h, and(eq(h.applicationId, applications.id), eq(h.appId, ctx.appId)))
    .where(and(where, inArray(h.stageId, steps.map((step) => step.from.id).concat(steps.at(-1)!.to.id))))
    .groupBy(h.applicationId, h.stageId);
  const next = sql.join(
    steps.map((step) => sql`(${step.from.id}::int, ${step.to.id}::int)`),
    sql`, `,
  );
  const result = await ctx.db.execute(sql`
    with firsts as (${firsts}), next_stage (stage_id, next_id) as (values ${next})
    select f.stage_id as "stageId", count(*)::int as entered, count(n.application_id)::int as passed
    from firsts f
    join next_stage x on x.stage_id = f.stage_id
    left join firsts n on n.application_id = f.application_id and n.stage_id = x.next_id and n.first_at >= f.first_at
    group by f.stage_id`);
  const rows = (result as unknown as { rows: { stageId: number; entered: number; passed: number }[] }).rows;
  return steps.map(({ from, to }) => {
    const row = rows.find((candidate) => Number(candidate.stageId) === from.id);
    const entered = Number(row?.entered ?? 0);
    const passed = Number(row?.passed ?? 0);
    return {
      fromStageId: from.id,
      fromStage: from.name,
      toStageId: to.id,
      toStage: to.name,
      entered,
      passed,
      rate: rateOf(passed, entered),
    };
  });
}

/** GET /api/reports/time-in-stage: the pipeline's stages in order with their time, and each step's conversion. */
export async function timeInStageReport(ctx: ServiceContext, scope: ReportScope, pipelineId: number): Promise<TimeInStageReport> {
  const where = cohort(ctx, scope, pipelineId);
  // The conversion needs only the pipeline's stages: it runs beside the time in stage, not after it.
  const pipelineRead = getPipeline(ctx, pipelineId);
  const [pipeline, timings, steps] = await Promise.all([
    pipelineRead,
    timeInStages(ctx, where),
    pipelineRead.then((read) => conversion(ctx, where, read)),
  ]);
  const stages = pipeline.stage.map((stage) => {
    const timing = timings.find((row) => row.stageId === stage.id);
    return {
      stageId: stage.id,
      name: stage.name,
      applications: timing?.applications ?? 0,
      averageDays: timing?.averageDays ?? 0,
      medianDays: timing?.medianDays ?? 0,
    };
  });
  return {
    range: scope.range,
    pipeline: { id: pipeline.id, name: pipeline.name },
    stages,
    conversion: steps,
  };
}
