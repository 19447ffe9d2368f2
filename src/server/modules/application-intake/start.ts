import { and, asc, eq } from 'drizzle-orm';
import { pipelineStages } from '../../db/schema';
import type { Db } from '../../db/client';
import { conflict } from '../../core/errors';
import { defaultApplicantStatusFor } from '../general-settings/service';
import { statusOrderOfStages } from '../pipeline/service';

export const NO_STARTING_STATUS =
  'The app has no applicant status to start an application at. An administrator can add one under Applicant Status.';

export interface StartingPoint {
  stageId: number | null;
  statusId: number | null;
  applicantStatusId: number | null;
}

/**
 * Where a new application starts: the first status (To-be-start) of the first stage of the job's
 * pipeline; without a pipeline (or one whose first stage has no status) General Settings'
 * withoutHiringProcess applicant status, else the app's first applicant status.
 */
export async function startingPoint(db: Db, appId: number, pipelineId: number | null): Promise<StartingPoint> {
  if (pipelineId !== null) {
    const [first] = await db
      .select({ stageId: pipelineStages.stageId })
      .from(pipelineStages)
      .where(and(eq(pipelineStages.appId, appId), eq(pipelineStages.pipelineId, pipelineId)))
      .orderBy(asc(pipelineStages.sequence))
      .limit(1);
    const status = first ? (await statusOrderOfStages(db, appId, [first.stageId])).get(first.stageId)?.[0] : undefined;
    if (first && status) return { stageId: first.stageId, statusId: status.id, applicantStatusId: null };
  }
  const status = await defaultApplicantStatusFor({ db, appId });
  if (!status) throw conflict(NO_STARTING_STATUS);
  return { stageId: null, statusId: null, applicantStatusId: status.id };
}
