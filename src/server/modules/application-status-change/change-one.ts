import { and, eq } from 'drizzle-orm';
import { applications, applicationStatusHistory, jobs } from '../../db/schema';
import type { Db } from '../../db/client';
import { HttpError, invalid } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import {
  NO_CHANGES,
  NO_PIPELINE_STATUS,
  PIPELINE_STATUS_NEEDED,
  type ApplicationStatusChange,
  type ApplicationStatusResult,
} from '../../../shared/contract/application-status-change';
import { findVisibleApplication } from '../application/service';
import { refreshChatAudience } from '../chat/service';
import { notifyAssigned, notifyStatusChanges } from '../notifications/service';
import { applyReferralMove, planReferralMove } from './referral-move';
import { assertRecruiters, recruitersOf, replaceRecruiters } from './recruiters';
import { assertApplicantStatus, assertInPipeline, atTarget, pipelinesById, type Target } from './targets';

/** The destination the input asks for on this job, checked; null when no status was sent (spec §5). */
async function targetFor(ctx: ServiceContext, db: Db, pipelineId: number | null, input: ApplicationStatusChange): Promise<Target | null> {
  if (input.stageId !== undefined && input.statusId !== undefined) {
    if (pipelineId === null) throw invalid({ statusId: [NO_PIPELINE_STATUS] });
    const pipeline = (await pipelinesById(ctx, db, [pipelineId])).get(pipelineId);
    if (pipeline) assertInPipeline(pipeline, input.stageId, input.statusId);
    return { stageId: input.stageId, statusId: input.statusId, applicantStatusId: null };
  }
  if (input.applicantStatusId !== undefined) {
    if (pipelineId !== null) throw invalid({ applicantStatusId: [PIPELINE_STATUS_NEEDED] });
    await assertApplicantStatus(db, ctx.appId, input.applicantStatusId, 'applicantStatusId');
    return { stageId: null, statusId: null, applicantStatusId: input.applicantStatusId };
  }
  return null;
}

/** Appends the history entry and updates the application's current copies (same transaction). */
export async function applyTarget(
  ctx: ServiceContext,
  db: Db,
  applicationId: number,
  target: Target,
  comment: string | undefined,
): Promise<void> {
  await db.insert(applicationStatusHistory).values({
    appId: ctx.appId,
    applicationId,
    ...target,
    comment: comment ?? null,
    changedById: ctx.user.id,
    createdAt: ctx.now,
  });
  const copies =
    target.applicantStatusId === null
      ? { currentStageId: target.stageId, currentStatusId: target.statusId }
      : { applicantStatusId: target.applicantStatusId };
  await db
    .update(applications)
    .set({ ...copies, statusChangedAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(applications.appId, ctx.appId), eq(applications.id, applicationId)));
}

/**
 * PUT /api/application/{id}: moves the applicant (history entry + current copies, and its referral
 * with it) and/or replaces its recruiters, in one transaction. Nothing to change is 422 'No Changes To Save'.
 */
export async function changeApplicationStatus(
  ctx: ServiceContext,
  id: number,
  input: ApplicationStatusChange,
): Promise<ApplicationStatusResult> {
  // Recruiters take part in the referral's chat: once reassigned, the new ones hear it live and the former ones stop.
  const formerRecruiters = input.recruitingManagerId ? await recruitersOf(ctx.db, ctx.appId, id) : [];
  const { result, moves } = await ctx.db.transaction(async (tx) => {
    const application = await findVisibleApplication(ctx, id, tx);
    const [job] = await tx
      .select({ pipelineId: jobs.pipelineId })
      .from(jobs)
      .where(and(eq(jobs.appId, ctx.appId), eq(jobs.id, application.jobId)));
    const target = await targetFor(ctx, tx, job?.pipelineId ?? null, input);
    if (input.recruitingManagerId) await assertRecruiters(tx, ctx.appId, input.recruitingManagerId);

    const moves = target !== null && !atTarget(application, target);
    const referral = moves ? await planReferralMove(ctx, tx, [application], target, input.joiningDate) : null;
    const reassigned = input.recruitingManagerId ? await replaceRecruiters(ctx, tx, id, input.recruitingManagerId) : false;
    if (!moves && !reassigned) throw new HttpError(422, NO_CHANGES);
    if (moves) await applyTarget(ctx, tx, id, target, input.comment);
    if (referral) await applyReferralMove(ctx, tx, referral);

    const [row] = await tx
      .select({
        stageId: applications.currentStageId,
        statusId: applications.currentStatusId,
        applicantStatusId: applications.applicantStatusId,
        statusChangedAt: applications.statusChangedAt,
      })
      .from(applications)
      .where(and(eq(applications.appId, ctx.appId), eq(applications.id, id)));
    const recruitingManager = await recruitersOf(tx, ctx.appId, id);
    return { result: { applicantId: id, ...row, statusChangedAt: row.statusChangedAt.toISOString(), recruitingManager }, moves };
  });
  if (input.recruitingManagerId)
    await refreshChatAudience(ctx, { applicationIds: [id] }, [
      ...formerRecruiters.map((recruiter) => recruiter.id),
      ...input.recruitingManagerId,
    ]);
  // Told once committed: the referrer of a moved applicant, and recruiters who were not assigned before.
  if (moves) await notifyStatusChanges(ctx, [id]);
  const former = new Set(formerRecruiters.map((recruiter) => recruiter.id));
  await notifyAssigned(
    ctx,
    id,
    (input.recruitingManagerId ?? []).filter((userId) => !former.has(userId)),
  );
  return result;
}
