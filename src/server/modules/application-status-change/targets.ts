import { and, eq } from 'drizzle-orm';
import { applicantStatuses } from '../../db/schema';
import type { Db } from '../../db/client';
import { invalid } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import type { Pipeline } from '../../../shared/contract/pipeline';
import { STAGE_NOT_IN_PIPELINE, STATUS_NOT_IN_STAGE, UNKNOWN_APPLICANT_STATUS } from '../../../shared/contract/application-status-change';
import { getPipeline } from '../pipeline/service';

// Where an applicant can be moved: a stage of the job's pipeline and one of that stage's statuses
// as the pipeline shows them (To-be-start first, Rejected last). There are no other transition
// rules — any status of the pipeline may be chosen from any other, Rejected included.

/** A change's destination: a stage and status, or (jobs without a pipeline) an applicant status. */
export type Target =
  { stageId: number; statusId: number; applicantStatusId: null } | { stageId: null; statusId: null; applicantStatusId: number };

/** Each pipeline once, read inside the transaction that uses it. */
export async function pipelinesById(ctx: ServiceContext, db: Db, ids: readonly number[]): Promise<Map<number, Pipeline>> {
  const unique = [...new Set(ids)];
  const pipelines = await Promise.all(unique.map((id) => getPipeline(ctx, id, db)));
  return new Map(pipelines.map((pipeline) => [pipeline.id, pipeline]));
}

/** 422 unless the stage is in the pipeline and the status is one of that stage's. */
export function assertInPipeline(pipeline: Pipeline, stageId: number, statusId: number, suffix = ''): void {
  const stage = pipeline.stage.find((candidate) => candidate.id === stageId);
  if (!stage) throw invalid({ stageId: [`${STAGE_NOT_IN_PIPELINE}${suffix}`] });
  if (!stage.status.some((status) => status.id === statusId)) throw invalid({ statusId: [`${STATUS_NOT_IN_STAGE}${suffix}`] });
}

/** 422 unless the applicant status is one of the app's. */
export async function assertApplicantStatus(db: Db, appId: number, id: number, field: string): Promise<void> {
  const [row] = await db
    .select({ id: applicantStatuses.id })
    .from(applicantStatuses)
    .where(and(eq(applicantStatuses.appId, appId), eq(applicantStatuses.id, id)));
  if (!row) throw invalid({ [field]: [UNKNOWN_APPLICANT_STATUS] });
}

/** Whether an application already is where the target points. */
export function atTarget(
  current: { currentStageId: number | null; currentStatusId: number | null; applicantStatusId: number | null },
  target: Target,
): boolean {
  if (target.applicantStatusId !== null) return current.applicantStatusId === target.applicantStatusId;
  return current.currentStageId === target.stageId && current.currentStatusId === target.statusId;
}
