import { and, eq, inArray } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema';
import { notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import type { StatusChangeOptions } from '../../../shared/contract/application-status-change';
import { visibleApplications } from '../application/service';
import { hiredStatusId } from './referral-move';
import { pipelinesById } from './targets';

/**
 * GET /api/status-change-options: what a change of these applicants may choose — the stages of
 * their jobs' pipelines (the first pipeline's order, then stages only others have) and how many
 * are on jobs without a pipeline. The change itself refuses a stage or status a pipeline lacks.
 */
export async function statusChangeOptions(ctx: ServiceContext, ids: readonly number[]): Promise<StatusChangeOptions> {
  const rows = await ctx.db
    .select({ id: applications.id, pipelineId: jobs.pipelineId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(inArray(applications.id, [...ids]), visibleApplications(ctx)));
  if (rows.length !== ids.length) throw notFound('Applicant');
  const pipelineIds = [...new Set(rows.flatMap((row) => (row.pipelineId === null ? [] : [row.pipelineId])))].sort((a, b) => a - b);
  const pipelines = await pipelinesById(ctx, ctx.db, pipelineIds);
  const stages = new Map<number, StatusChangeOptions['stages'][number]>();
  for (const pipelineId of pipelineIds) {
    for (const stage of pipelines.get(pipelineId)?.stage ?? []) {
      if (!stages.has(stage.id))
        stages.set(stage.id, {
          id: stage.id,
          name: stage.name,
          status: stage.status.map((status) => ({ id: status.id, name: status.name })),
        });
    }
  }
  return {
    pipelines: pipelineIds.flatMap((id) => {
      const pipeline = pipelines.get(id);
      return pipeline ? [{ id: pipeline.id, name: pipeline.name }] : [];
    }),
    stages: [...stages.values()],
    withoutPipeline: rows.filter((row) => row.pipelineId === null).length,
    hiredStatusId: await hiredStatusId(ctx, ctx.db),
  };
}
