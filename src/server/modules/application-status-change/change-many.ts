import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { applications, applicationStatusHistory, jobs } from '../../db/schema';
import { HttpError, invalid, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { NO_CHANGES, type MultipleStatusChange } from '../../../shared/contract/application-status-change';
import { visibleApplications } from '../application/service';
import { notifyStatusChanges } from '../notifications/service';
import { applyReferralMove, planReferralMove } from './referral-move';
import { assertApplicantStatus, assertInPipeline, pipelinesById, type Target } from './targets';

// POST /api/multiple-status-change: every selected applicant moves, or none does. Set-based, so
// 500 applicants cost the same few statements as one: one INSERT … SELECT for their history
// entries and one UPDATE of their current copies.

const applicantsText = (count: number) => `${count} of the selected applicant${count === 1 ? '' : 's'}`;

/** Which selected applicants are not there yet (those already at the target get no new entry). */
function notAtTarget(target: Target): SQL {
  return target.applicantStatusId === null
    ? sql`(${applications.currentStageId}, ${applications.currentStatusId}) is distinct from (${target.stageId}::int, ${target.statusId}::int)`
    : sql`${applications.applicantStatusId} is distinct from ${target.applicantStatusId}::int`;
}

export async function changeManyStatuses(ctx: ServiceContext, input: MultipleStatusChange): Promise<{ changed: number }> {
  const moved = await ctx.db.transaction(async (tx) => {
    const selected = and(inArray(applications.id, input.applicantId), visibleApplications(ctx))!;
    const rows = await tx
      .select({ id: applications.id, pipelineId: jobs.pipelineId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(selected);
    // Any id the user cannot see (unknown, another app's, trashed, another team's) refuses all.
    if (rows.length !== input.applicantId.length) throw notFound('Applicant');

    let target: Target;
    if (input.withoutHiringProcessId !== undefined) {
      const onPipeline = rows.filter((row) => row.pipelineId !== null).length;
      if (onPipeline > 0)
        throw invalid({
          withoutHiringProcessId: [
            `${applicantsText(onPipeline)} ${onPipeline === 1 ? 'is' : 'are'} on a job with a hiring pipeline: choose a stage and a status for them.`,
          ],
        });
      await assertApplicantStatus(tx, ctx.appId, input.withoutHiringProcessId, 'withoutHiringProcessId');
      target = { stageId: null, statusId: null, applicantStatusId: input.withoutHiringProcessId };
    } else {
      // The schema requires both when no applicant status is sent.
      const stageId = input.stageId ?? 0;
      const statusId = input.statusId ?? 0;
      const withoutPipeline = rows.filter((row) => row.pipelineId === null).length;
      if (withoutPipeline > 0)
        throw invalid({
          statusId: [
            `${applicantsText(withoutPipeline)} ${withoutPipeline === 1 ? 'is' : 'are'} on a job without a hiring pipeline: choose an applicant status for them.`,
          ],
        });
      const pipelines = await pipelinesById(
        ctx,
        tx,
        rows.map((row) => row.pipelineId ?? 0),
      );
      for (const pipeline of pipelines.values()) {
        const count = rows.filter((row) => row.pipelineId === pipeline.id).length;
        assertInPipeline(pipeline, stageId, statusId, ` (hiring pipeline '${pipeline.name}' of ${applicantsText(count)})`);
      }
      target = { stageId, statusId, applicantStatusId: null };
    }

    const moving = and(eq(applications.appId, ctx.appId), inArray(applications.id, input.applicantId), notAtTarget(target))!;
    const movers = await tx.select({ id: applications.id, currentStatusId: applications.currentStatusId }).from(applications).where(moving);
    const referral = await planReferralMove(ctx, tx, movers, target, input.joiningDate);
    // One statement for every entry; the column list is spelled out because the id is generated.
    const result = await tx.execute(sql`
      insert into ${applicationStatusHistory} (app_id, application_id, stage_id, status_id, applicant_status_id, comment, changed_by_id, created_at)
      select ${applications.appId}, ${applications.id}, ${target.stageId}::int, ${target.statusId}::int, ${target.applicantStatusId}::int,
        ${input.comment ?? null}::text, ${ctx.user.id}::int, ${ctx.now.toISOString()}::timestamptz
      from ${applications} where ${moving}
      returning id`);
    const inserted = (result as unknown as { rows: { id: number }[] }).rows;
    if (inserted.length === 0) throw new HttpError(422, NO_CHANGES);
    const copies =
      target.applicantStatusId === null
        ? { currentStageId: target.stageId, currentStatusId: target.statusId }
        : { applicantStatusId: target.applicantStatusId };
    await tx
      .update(applications)
      .set({ ...copies, statusChangedAt: ctx.now, updatedAt: ctx.now })
      .where(moving);
    await applyReferralMove(ctx, tx, referral);
    return movers.map((mover) => mover.id);
  });
  // Once committed: each moved applicant's referrer, and the actor that the bulk change is done.
  await notifyStatusChanges(ctx, moved, { bulk: true });
  return { changed: moved.length };
}
