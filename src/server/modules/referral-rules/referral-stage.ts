import { and, eq, inArray, sql } from 'drizzle-orm';
import { applications, jobs, referralStatuses, statuses } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { ReferralStage } from '../../../shared/contract/referral-refer';
import { coarseStage, type StageFacts } from './coarse-stage';

// Where a referral stands for its referrer (My referrals' Stage, the notice that it changed): the
// application's place in its job's pipeline, read as a coarse stage.

/** The current stage's place in the job's pipeline, counted from its first stage. */
const stagePosition = sql<number | null>`(
  select count(*)::int from pipeline_stages ps
  where ps.pipeline_id = ${jobs.pipelineId}
    and ps.sequence <= (select cur.sequence from pipeline_stages cur where cur.pipeline_id = ${jobs.pipelineId} and cur.stage_id = ${applications.currentStageId})
  having count(*) > 0)`;
const stageCount = sql<number | null>`(select nullif(count(*), 0)::int from pipeline_stages ps where ps.pipeline_id = ${jobs.pipelineId})`;

/** What a referral's coarse stage is read from (applications joined to their job, referral status and status). */
export const referralStageFields = {
  createdAt: applications.createdAt,
  statusChangedAt: applications.statusChangedAt,
  referralCode: referralStatuses.code,
  statusCode: statuses.code,
  stagePosition,
  stageCount,
};

/** The stage the referrer is shown: moved once its status changed after the referral. */
export const referralStageOf = (row: Omit<StageFacts, 'moved'> & { createdAt: Date; statusChangedAt: Date }) =>
  coarseStage({ ...row, moved: row.statusChangedAt.getTime() > row.createdAt.getTime() });

/**
 * The stage each referral's referrer is shown (My referrals' Stage), for telling them it changed:
 * the same coarse stage, never a status name.
 */
export async function referralStagesOf(
  ctx: Pick<ServiceContext, 'db' | 'appId'>,
  applicationIds: readonly number[],
): Promise<Map<number, ReferralStage>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: applications.id,
      ...referralStageFields,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(referralStatuses, eq(referralStatuses.id, applications.referralStatusId))
    .leftJoin(statuses, eq(statuses.id, applications.currentStatusId))
    .where(and(eq(applications.appId, ctx.appId), inArray(applications.id, [...applicationIds])));
  return new Map(rows.map((row) => [row.id, referralStageOf(row)]));
}
