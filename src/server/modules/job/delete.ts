import * as v from 'valibot';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { jobs } from '../../db/schema';
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
 * stay on record): the whole batch is refused with 409, naming every such job. The jobs are locked
 * first; the trigger that counts a new application updates its job row, so that application waits
 * for the lock and cannot be deleted with its job unseen.
 */
export async function deleteJobs(ctx: ServiceContext, storage: FileStore, ids: readonly number[]): Promise<number> {
  const jobIds = [...ids];
  const images = await ctx.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: jobs.id, jobTitle: jobs.jobTitle, applications: jobs.applicationCount, seoImagePath: jobs.seoImagePath })
      .from(jobs)
      .where(and(eq(jobs.appId, ctx.appId), inArray(jobs.id, jobIds)))
      // Locked in one order, so two overlapping batches cannot deadlock.
      .orderBy(asc(jobs.id))
      .for('update');
    if (found.length !== jobIds.length) throw notFound('Job');
    const blocked = found.filter((job) => job.applications > 0);
    if (blocked.length > 0) throw conflict(jobsHaveApplicationsMessage(blocked, jobIds.length));
    await tx.delete(jobs).where(and(eq(jobs.appId, ctx.appId), inArray(jobs.id, jobIds)));
    return found.map((job) => job.seoImagePath);
  });
  for (const path of images) await discardFile(storage, path);
  return jobIds.length;
}
