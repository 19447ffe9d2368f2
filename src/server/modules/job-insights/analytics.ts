import type { ServiceContext } from '../../http/context';
import type { JobAnalytics } from '../../../shared/contract/job-views';
import type { Pipeline } from '../../../shared/contract/pipeline';
import { getPipeline } from '../pipeline/read';
import { applicationCounts } from './application-counts';
import { findInsightJob, openSpan } from './job-scope';
import { timeInStages, type StageTiming } from './time-in-stage';
import { weeklySeries } from './weeks';

/** Pipeline stages first, in order (with zeros where no application has been), then any others. */
function inPipelineOrder(timings: StageTiming[], pipeline: Pipeline | null): StageTiming[] {
  if (!pipeline) return timings.sort((a, b) => a.name.localeCompare(b.name));
  const ids = pipeline.stage.map((stage) => stage.id);
  const inPipeline = pipeline.stage.map(
    (stage) => timings.find((t) => t.stageId === stage.id) ?? { stageId: stage.id, name: stage.name, applications: 0, averageDays: 0, medianDays: 0 },
  );
  return [...inPipeline, ...timings.filter((t) => !ids.includes(t.stageId)).sort((a, b) => a.name.localeCompare(b.name))];
}

/** GET /api/job/:id/analytics: real figures from the job's applications and their history. */
export async function jobAnalytics(ctx: ServiceContext, jobId: number): Promise<JobAnalytics> {
  const job = await findInsightJob(ctx, jobId);
  const span = openSpan(job, ctx.now);
  const pipeline = job.pipelineId === null ? null : await getPipeline(ctx, job.pipelineId);
  // A status may sit in several stages: it ranks by the first stage it appears in.
  const statusOrder = pipeline ? [...new Set(pipeline.stage.flatMap((stage) => stage.status.map((status) => status.id)))] : null;
  const [counts, timings] = await Promise.all([applicationCounts(ctx, job, statusOrder), timeInStages(ctx, job.id)]);
  return {
    jobId: job.id,
    // Every application is in exactly one source group (unknown included).
    totalApplications: counts.bySource.reduce((sum, row) => sum + row.count, 0),
    daysOpen: span.daysOpen,
    byStatus: counts.byStatus,
    bySource: counts.bySource,
    overTime: weeklySeries(span.firstDay, span.lastDay, counts.weekly),
    timeInStage: inPipelineOrder(timings, pipeline),
  };
}
