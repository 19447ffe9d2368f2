import * as v from 'valibot';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { ServiceContext } from '../../http/context';
import type { FileStore } from '../../storage/file-store';
import { jobsHaveApplicationsMessage } from '../../../shared/contract/job';
import { idList } from '../../../shared/contract/form-inputs';
import { discardFile } from './seo-image';

/** POST multiple-job-delete: jobId[i], at least one. */
export const DeleteJobsSchema = v.object({
  jobId: v.pipe(idList('Jobs'), v.minLength(1, 'Choose at least one job to delete.')),
});

/**
 * Deletes the jobs, all or none. A job with applications is never deleted (its applicants must
 * stay on record): the whole batch is refused with 409, naming every such job. The jobs are locked first, so an
 * application arriving meanwhile waits and cannot be deleted with its job unseen.
 */
export async function deleteJobs(ctx: ServiceContext, storage: FileStore, ids: readonly number[]): Promise<number> {
  const jobIds = [...ids];
  const images = await ctx.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: jobs.id, jobTitle: jobs.jobTitle, seoImagePath: jobs.seoImagePath })
      .from(jobs)
      .where(and(eq(jobs.appId, ctx.appId), inArray(jobs.id, jobIds)))
      // Locked in one order, so two overlapping batches cannot deadlock.
      .orderBy(asc(jobs.id))
      .for('update');
    if (found.length !== jobIds.length) throw notFound('Job');
    const used = await tx
      .select({ jobId: applications.jobId, value: count() })
      .from(applications)
      .where(and(eq(applications.appId, ctx.appId), inArray(applications.jobId, jobIds)))
      .groupBy(applications.jobId);
    const blocked = found
      .map((job) => ({ jobTitle: job.jobTitle, applications: used.find((row) => row.jobId === job.id)?.value ?? 0 }))
      .filter((job) => job.applications > 0);
    if (blocked.length > 0) throw conflict(jobsHaveApplicationsMessage(blocked, jobIds.length));
    await tx.delete(jobs).where(and(eq(jobs.appId, ctx.appId), inArray(jobs.id, jobIds)));
    return found.map((job) => job.seoImagePath);
  });
  for (const path of images) await discardFile(storage, path);
  return jobIds.length;
}
