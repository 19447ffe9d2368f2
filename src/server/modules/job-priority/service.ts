import { and, asc, count, eq } from 'drizzle-orm';
import { jobPriorities, jobs } from '../../db/schema';
import type { JobPriority, JobPriorityFields, JobPriorityListQuery } from '../../../shared/contract/job-priority';
import { listColumns } from '../../db/paging';
import { valueTaken } from '../../db/value-taken';
import { conflict, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

const columns = { id: jobPriorities.id, name: jobPriorities.name, status: jobPriorities.status };

export function listJobPriorities(ctx: ServiceContext, query: JobPriorityListQuery) {
  const source = {
    table: jobPriorities,
    where: and(eq(jobPriorities.appId, ctx.appId), query.status === undefined ? undefined : eq(jobPriorities.status, query.status)),
    search: [jobPriorities.name],
    order: [asc(jobPriorities.id)],
  };
  return listColumns(ctx.db, query, source, columns);
}

export async function getJobPriority(ctx: ServiceContext, id: number): Promise<JobPriority> {
  const [row] = await ctx.db
    .select(columns)
    .from(jobPriorities)
    .where(and(eq(jobPriorities.appId, ctx.appId), eq(jobPriorities.id, id)));
  if (!row) throw notFound('Job priority');
  return row;
}

async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: number) {
  if (await valueTaken(ctx.db, jobPriorities, jobPriorities.name, { appId: ctx.appId, value: name, exceptId }))
    throw conflict(`A job priority named '${name}' already exists.`);
}

export async function createJobPriority(ctx: ServiceContext, input: JobPriorityFields): Promise<JobPriority> {
  await assertNameFree(ctx, input.name);
  const [row] = await ctx.db
    .insert(jobPriorities)
    .values({ appId: ctx.appId, ...input })
    .returning(columns);
  return row;
}

export async function updateJobPriority(ctx: ServiceContext, id: number, input: JobPriorityFields): Promise<JobPriority> {
  await getJobPriority(ctx, id);
  await assertNameFree(ctx, input.name, id);
  const [row] = await ctx.db
    .update(jobPriorities)
    .set({ ...input, updatedAt: ctx.now })
    .where(and(eq(jobPriorities.appId, ctx.appId), eq(jobPriorities.id, id)))
    .returning(columns);
  return row;
}

/** A priority that jobs still use is kept: disabling it hides it from new jobs without orphaning old ones. */
export async function deleteJobPriority(ctx: ServiceContext, id: number): Promise<void> {
  const priority = await getJobPriority(ctx, id);
  const [{ value: used }] = await ctx.db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.appId, ctx.appId), eq(jobs.jobPriorityId, id)));
  if (used > 0) {
    throw conflict(`'${priority.name}' is used by ${used} job${used === 1 ? '' : 's'}. Disable it instead, or change those jobs first.`);
  }
  await ctx.db.delete(jobPriorities).where(and(eq(jobPriorities.appId, ctx.appId), eq(jobPriorities.id, id)));
}

/** What the resource routes call for list, one, create, update and delete. */
export const jobPriorityOperations = {
  list: listJobPriorities,
  one: getJobPriority,
  create: createJobPriority,
  update: updateJobPriority,
  remove: deleteJobPriority,
};
