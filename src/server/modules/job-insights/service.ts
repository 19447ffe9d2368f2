import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { applicantStatuses, applications, statuses } from '../../db/schema';
import { columnById } from '../../db/column-by-id';
import type { ServiceContext } from '../../core/context';
import type { JobAnalytics, JobPipelineView } from '../../../shared/contract/job-views';
import type { Pipeline } from '../../../shared/contract/pipeline';
import { getPipeline } from '../pipeline/service';
import { applicationCounts } from './application-counts';
import { findInsightJob, openSpan } from './job-scope';
import { timeInStages, type StageTiming } from './time-in-stage';
import { weeklySeries } from './weeks';

// Read-only views of one job's applications: its pipeline with the applicants at each status,
// and its analytics.

export { timeInStages, type StageTiming } from './time-in-stage';

/** Applicants named per status in the drawer; the count covers the rest. */
const NAMES_PER_STATUS = 5;

type Applicant = { applicantId: number; firstName: string; lastName: string };

/**
 * Count and newest applicants of each (stage, status) pair the job's applications are at, and the
 * job's total, in one pass over its applications (a status can sit in several stages, so the pair
 * is the key; applications at no status form a pair of nulls that no stage shows).
 */
async function applicantsAtPairs(ctx: ServiceContext, jobId: number) {
  const scope = and(eq(applications.appId, ctx.appId), eq(applications.jobId, jobId), isNull(applications.deletedAt));
  const pair = sql`${applications.currentStageId}, ${applications.currentStatusId}`;
  const ranked = ctx.db
    .select({
      applicantId: applications.id,
      firstName: applications.firstName,
      lastName: applications.lastName,
      stageId: applications.currentStageId,
      statusId: applications.currentStatusId,
      total: sql<number>`(count(*) over (partition by ${pair}))::int`.as('total'),
      jobTotal: sql<number>`(count(*) over ())::int`.as('job_total'),
      position:
        sql<number>`row_number() over (partition by ${pair} order by ${applications.statusChangedAt} desc, ${applications.id} desc)`.as(
          'position',
        ),
    })
    .from(applications)
    .where(scope)
    .as('ranked');
  const rows = await ctx.db.select().from(ranked).where(lte(ranked.position, NAMES_PER_STATUS)).orderBy(asc(ranked.position));
  const pairs = new Map<string, { total: number; applicants: Applicant[] }>();
  const jobTotal = Number(rows[0]?.jobTotal ?? 0);
  for (const row of rows) {
    const key = `${row.stageId}:${row.statusId}`;
    const entry = pairs.get(key) ?? { total: Number(row.total), applicants: [] };
    entry.applicants.push({ applicantId: row.applicantId, firstName: row.firstName, lastName: row.lastName });
    pairs.set(key, entry);
  }
  return { pairs, jobTotal };
}

/** Every applicant status of the app with how many of the job's applications are at it. */
async function applicantStatusCounts(ctx: ServiceContext, jobId: number) {
  const rows = await ctx.db
    .select({ id: applicantStatuses.id, name: applicantStatuses.name, jobApplicationCount: count(applications.id) })
    .from(applicantStatuses)
    .leftJoin(
      applications,
      and(
        eq(applications.applicantStatusId, applicantStatuses.id),
        eq(applications.appId, ctx.appId),
        eq(applications.jobId, jobId),
        isNull(applications.deletedAt),
      ),
    )
    .where(eq(applicantStatuses.appId, ctx.appId))
    .groupBy(applicantStatuses.id)
    .orderBy(asc(applicantStatuses.id));
  return rows.map((row) => ({ ...row, jobApplicationCount: Number(row.jobApplicationCount) }));
}

/** GET /api/job/:id/view-application: the job's pipeline with its applicants per status. */
export async function jobPipelineView(ctx: ServiceContext, jobId: number): Promise<JobPipelineView> {
  const job = await findInsightJob(ctx, jobId);
  const jobRef = { jobId: job.id, jobTitle: job.jobTitle };
  if (job.pipelineId === null) {
    return {
      job: jobRef,
      totalApplications: job.applicationCount,
      pipeline: null,
      applicantStatuses: await applicantStatusCounts(ctx, job.id),
    };
  }

  const pipeline = await getPipeline(ctx, job.pipelineId);
  const [{ pairs, jobTotal }, colours] = await Promise.all([
    applicantsAtPairs(ctx, job.id),
    // Badge colours: the shared status order carries only id and name.
    columnById(ctx.db, statuses, statuses.statusColor, {
      appId: ctx.appId,
      ids: [...new Set(pipeline.stage.flatMap((stage) => stage.status.map((status) => status.id)))],
    }),
  ]);
  const stages = pipeline.stage.map((stage) => {
    // A stage's own count also takes in applications at a status the stage no longer lists.
    let atStage = 0;
    for (const [key, entry] of pairs) if (key.startsWith(`${stage.id}:`)) atStage += entry.total;
    return {
      id: stage.id,
      name: stage.name,
      sequence: stage.sequence,
      jobApplicationCount: atStage,
      status: stage.status.map((status) => {
        const entry = pairs.get(`${stage.id}:${status.id}`);
        return {
          id: status.id,
          name: status.name,
          colour: colours.get(status.id) ?? null,
          jobApplicationCount: entry?.total ?? 0,
          job_application_status: entry?.applicants ?? [],
        };
      }),
    };
  });
  return { job: jobRef, totalApplications: jobTotal, pipeline: { id: pipeline.id, name: pipeline.name, stages }, applicantStatuses: [] };
}

/** Pipeline stages first, in order (with zeros where no application has been), then any others. */
function inPipelineOrder(timings: StageTiming[], pipeline: Pipeline | null): StageTiming[] {
  if (!pipeline) return timings.sort((a, b) => a.name.localeCompare(b.name));
  const ids = pipeline.stage.map((stage) => stage.id);
  const inPipeline = pipeline.stage.map(
    (stage) =>
      timings.find((t) => t.stageId === stage.id) ?? {
        stageId: stage.id,
        name: stage.name,
        applications: 0,
        averageDays: 0,
        medianDays: 0,
      },
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
  const [counts, timings] = await Promise.all([
    applicationCounts(ctx, job, statusOrder),
    timeInStages(ctx, and(eq(applications.jobId, job.id), isNull(applications.deletedAt))!),
  ]);
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
