import { aliasedTable, and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { applicantStatuses, applications, applicationStatusHistory, jobs, stages, statuses, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import type { CandidateHistory, HistoryEntry, TimelineStage } from '../../../shared/contract/application-status-change';
import type { Pipeline } from '../../../shared/contract/pipeline';
import { pairKey, timelineMarks } from '../../../shared/rules/timeline-marks';
import { REJECTED_CODE } from '../../../shared/rules/pipeline-sequence';
import { selectApplicants, visibleApplications } from '../application/service';
import { recruitersOf } from './recruiters';
import { hiredStatusId } from './referral-move';
import { pipelinesById } from './targets';

// GET /api/candidate-history/{applicantId}: the applicant's history, oldest first, and the job's
// pipeline with every status marked past / present / future / not visited and its applicant count.

const appliedStatus = aliasedTable(applicantStatuses, 'applied_status');

/** A stage or status as the history names it: `{ name }`, or null where there is none. */
const named = (name: string | null) => (name === null ? null : { name });

async function historyOf(db: Db, appId: number, applicationId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      id: applicationStatusHistory.id,
      stageId: applicationStatusHistory.stageId,
      statusId: applicationStatusHistory.statusId,
      applicantStatusId: applicationStatusHistory.applicantStatusId,
      statusName: statuses.name,
      applicantStatusName: appliedStatus.name,
      stageName: stages.name,
      comment: applicationStatusHistory.comment,
      createdAt: applicationStatusHistory.createdAt,
      changedBy: { name: users.name, lastName: users.lastName },
    })
    .from(applicationStatusHistory)
    .leftJoin(statuses, eq(statuses.id, applicationStatusHistory.statusId))
    .leftJoin(stages, eq(stages.id, applicationStatusHistory.stageId))
    .leftJoin(appliedStatus, eq(appliedStatus.id, applicationStatusHistory.applicantStatusId))
    .leftJoin(users, eq(users.id, applicationStatusHistory.changedById))
    .where(and(eq(applicationStatusHistory.appId, appId), eq(applicationStatusHistory.applicationId, applicationId)))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
  return rows.map(({ statusName, applicantStatusName, stageName, comment, createdAt, changedBy, ...ids }) => ({
    ...ids,
    // A job without a pipeline records an applicant status instead.
    status: named(statusName ?? applicantStatusName),
    stage: named(stageName),
    comment,
    created_at: createdAt.toISOString(),
    changedBy,
  }));
}

/** Live applications of the job per current stage and status, by `pairKey`. */
async function countsAtPairs(db: Db, appId: number, jobId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ stageId: applications.currentStageId, statusId: applications.currentStatusId, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.appId, appId), eq(applications.jobId, jobId), isNull(applications.deletedAt)))
    .groupBy(applications.currentStageId, applications.currentStatusId);
  return new Map(
    rows
      .filter((row) => row.stageId !== null && row.statusId !== null)
      .map((row) => [pairKey(row.stageId ?? 0, row.statusId ?? 0), Number(row.count)]),
  );
}

async function markedStages(
  ctx: ServiceContext,
  pipeline: Pipeline,
  jobId: number,
  current: { stageId: number; statusId: number } | null,
  history: HistoryEntry[],
): Promise<TimelineStage[]> {
  const statusIds = [...new Set(pipeline.stage.flatMap((stage) => stage.status.map((status) => status.id)))];
  const [counts, details] = await Promise.all([
    countsAtPairs(ctx.db, ctx.appId, jobId),
    statusIds.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select({ id: statuses.id, colour: statuses.statusColor, code: statuses.code })
          .from(statuses)
          .where(and(eq(statuses.appId, ctx.appId), inArray(statuses.id, statusIds))),
  ]);
  const colourOf = new Map(details.map((row) => [row.id, row.colour]));
  const rejected = new Set(details.filter((row) => row.code === REJECTED_CODE).map((row) => row.id));
  const visited = history.flatMap((entry) =>
    entry.stageId !== null && entry.statusId !== null ? [{ stageId: entry.stageId, statusId: entry.statusId }] : [],
  );
  const input = pipeline.stage.map((stage) => ({
    id: stage.id,
    status: stage.status.map((status) => ({ id: status.id, rejected: rejected.has(status.id) })),
  }));
  const marks = timelineMarks(input, current, visited);
  return pipeline.stage.map((stage) => ({
    id: stage.id,
    name: stage.name,
    status: stage.status.map((status) => {
      const key = pairKey(stage.id, status.id);
      return {
        id: status.id,
        name: status.name,
        statusColor: colourOf.get(status.id) ?? null,
        jobApplicationCount: counts.get(key) ?? 0,
        mark: marks.get(key) ?? 'future',
      };
    }),
  }));
}

/**
 * The applicant (if the user may see it, else 404), its job and where it is now, named (stage and
 * status, or applicant status): one query, through the same visibility rule as every applicant read.
 */
async function visibleApplicant(ctx: ServiceContext, applicationId: number) {
  const [row] = await selectApplicants(ctx.db, {
    jobId: jobs.id,
    jobTitle: jobs.jobTitle,
    pipelineId: jobs.pipelineId,
    stageId: applications.currentStageId,
    statusId: applications.currentStatusId,
    applicantStatusId: applications.applicantStatusId,
    stageName: stages.name,
    statusName: statuses.name,
    statusColor: statuses.statusColor,
    applicantStatusName: applicantStatuses.name,
  }).where(and(eq(applications.id, applicationId), visibleApplications(ctx)));
  if (!row) throw notFound('Applicant');
  const name = row.statusName ?? row.applicantStatusName;
  const currentStatus: CandidateHistory['currentStatus'] =
    name === null
      ? null
      : {
          stageId: row.stageId,
          statusId: row.statusId,
          applicantStatusId: row.applicantStatusId,
          stage: named(row.stageName),
          name,
          statusColor: row.statusName === null ? null : row.statusColor,
        };
  const current = row.stageId !== null && row.statusId !== null ? { stageId: row.stageId, statusId: row.statusId } : null;
  return { job: { jobId: row.jobId, jobTitle: row.jobTitle, pipelineId: row.pipelineId }, currentStatus, current };
}

export async function candidateHistory(ctx: ServiceContext, id: number): Promise<CandidateHistory> {
  const { job, currentStatus, current } = await visibleApplicant(ctx, id);
  const [history, recruitingManager, pipelines, hired] = await Promise.all([
    historyOf(ctx.db, ctx.appId, id),
    recruitersOf(ctx.db, ctx.appId, id),
    pipelinesById(ctx, ctx.db, job.pipelineId === null ? [] : [job.pipelineId]),
    hiredStatusId(ctx, ctx.db),
  ]);
  const pipeline = job.pipelineId === null ? undefined : pipelines.get(job.pipelineId);
  return {
    history,
    stages: pipeline ? await markedStages(ctx, pipeline, job.jobId, current, history) : [],
    currentStatus,
    pipeline: pipeline ? { id: pipeline.id, name: pipeline.name } : null,
    job: { jobId: job.jobId, jobTitle: job.jobTitle },
    recruitingManager,
    hiredStatusId: hired,
  };
}
