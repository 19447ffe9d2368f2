import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AddedApplicant, ApplicantCreate } from '../../../shared/contract/application-intake';
import { applicantSources, jobs } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import { HttpError, invalid } from '../../core/errors';
import { withStoredResume } from './resume';
import { insertAtStart, personFields } from './insert-at-start';

// Add applicant: one application, its first history entry and its resume, all or nothing.

export { isPdf, readResume, readResumeUpload, withStoredResume } from './resume';
export { insertAtStart, personFields } from './insert-at-start';

const JOB_NOT_FOUND = 'Job not found.';

/** The jobs whose applicants the user may add: an admin any of the app's; others those they hire or recruit for. */
function jobsOfUser(ctx: ServiceContext): SQL | undefined {
  if (ctx.user.role === 'admin') return undefined;
  return or(eq(jobs.hiringManagerId, ctx.user.id), eq(jobs.recruitingManagerId, ctx.user.id));
}

async function findJob(db: Db, ctx: ServiceContext, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id, pipelineId: jobs.pipelineId })
    .from(jobs)
    .where(and(eq(jobs.appId, ctx.appId), eq(jobs.id, jobId), jobsOfUser(ctx)));
  // Another app's job, an unknown one and one the user may not add to all read the same.
  if (!job) throw new HttpError(404, JOB_NOT_FOUND, { jobId: [JOB_NOT_FOUND] });
  return job;
}

async function assertSource(db: Db, appId: number, sourceId: number | undefined) {
  if (sourceId === undefined) return;
  const [row] = await db
    .select({ id: applicantSources.id })
    .from(applicantSources)
    .where(and(eq(applicantSources.appId, appId), eq(applicantSources.id, sourceId)));
  if (!row) throw invalid({ sourceId: ['Source not found.'] });
}

/**
 * POST /api/application: the applicant joins the job at its starting status with a history entry
 * naming who added them, in one transaction; a stored resume is removed again if that fails.
 */
export async function addApplicant(ctx: ServiceContext, input: ApplicantCreate, resume: Uint8Array | null): Promise<AddedApplicant> {
  // Checked before the file is stored, so a refused request writes nothing at all.
  const job = await findJob(ctx.db, ctx, input.jobId);
  await assertSource(ctx.db, ctx.appId, input.sourceId);
  return withStoredResume(ctx.storage, resume, (resumePath) =>
    ctx.db.transaction(async (tx) => {
      const fields = { ...personFields(input, resumePath), sourceId: input.sourceId ?? null };
      const { id, start } = await insertAtStart(tx, ctx, job, fields, (name) => `Application added by ${name}`);
      return {
        applicantId: id,
        jobId: job.id,
        firstName: input.firstName,
        lastName: input.lastName,
        hasResume: resumePath !== null,
        ...start,
      };
    }),
  );
}
