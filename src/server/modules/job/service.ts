import { and, asc, eq, inArray } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { conflict, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import {
  ALWAYS_REQUIRED_ON_CREATE,
  JOB_REQUIRED,
  jobsHaveApplicationsMessage,
  REQUIRED_ON_EDIT,
  type JobFields,
} from '../../../shared/contract/job';
import { JOB_STATUS_IDS } from '../../../shared/contract/job-values';
import type { JobSeoFields, JobUpdateFields } from '../../../shared/contract/job-commands';
import type { JobDetail, PublishResult } from '../../../shared/contract/job-views';
import { refreshChatAudience } from '../chat/service';
import { appToday } from '../../db/app-day';
import {
  columnValues,
  LIST_FIELDS,
  presentFields,
  SCALAR_FIELDS,
  SEO_FIELDS,
  storedFields,
  type JobInsert,
  type ListField,
} from './fields';
import { linkedIds, replaceLinks, replacePlatforms } from './links';
import { platformsOf } from './list-items';
import { findJob, getJobDetail, type JobRow } from './read';
import {
  assertUnique,
  configuredRequiredKeys,
  deriveSlug,
  experienceErrors,
  requiredErrors,
  targetDateErrors,
  throwIfInvalid,
} from './rules';
export { expiryCondition, publishedCondition, visibleJobs } from './list';
import { discardFile, swapImagePath, withStoredImage, type ImageChange, type ImageUpload } from './seo-image';
import { REFERENCE_FIELDS, referenceErrors, type ReferenceField } from './validate-references';

// The job commands, over parsed input: the route has validated the body, sanitised the
// description and checked the uploaded image; the rules that need the database live here.

type Values = Partial<Record<keyof JobFields, unknown>>;

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value : typeof value === 'number' ? [value] : []);

/** The ids in `after` that `before` did not have: only these are checked, so kept values stay valid. */
function newIds(before: Values, after: Values): Partial<Record<ReferenceField, number[]>> {
  const changed = (field: keyof JobFields) => before[field] !== after[field];
  const result: Partial<Record<ReferenceField, number[]>> = {};
  for (const field of REFERENCE_FIELDS) {
    const kept = new Set(idsIn(before[field]));
    // A sub department must follow its department, so it is checked again when the department changes.
    const recheck = (field === 'subDepartmentId' && changed('departmentId')) || (field === 'subFunctionId' && changed('functionId'));
    result[field] = idsIn(after[field]).filter((id) => recheck || !kept.has(id));
  }
  return result;
}

const parentsOf = (values: Values) => ({
  departmentId: typeof values.departmentId === 'number' ? values.departmentId : null,
  functionId: typeof values.functionId === 'number' ? values.functionId : null,
});

/** Writes the changes in one transaction; a replaced or removed SEO image file is deleted after the commit. */
async function save(
  ctx: ServiceContext,
  job: JobRow,
  set: Partial<JobInsert>,
  links: Partial<Record<ListField, readonly number[]>>,
  image: ImageChange,
) {
  const oldImage = await withStoredImage(ctx.storage, image.upload, (path) =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(jobs)
        .set({ ...set, updatedAt: ctx.now })
        .where(and(eq(jobs.appId, ctx.appId), eq(jobs.id, job.id)));
      await replaceLinks(tx, ctx, job.id, links);
      return path || image.remove ? swapImagePath(tx, ctx, job.id, path) : null;
    }),
  );
  await discardFile(ctx.storage, oldImage);
  return getJobDetail(ctx, job.id);
}

/** POST /api/job: configured mandatory fields, create-only rules, then one transaction (with publishing). */
export async function createJob(ctx: ServiceContext, input: JobFields, image: ImageUpload | null): Promise<JobDetail> {
  const required = [...new Set([...(await configuredRequiredKeys(ctx)), ...ALWAYS_REQUIRED_ON_CREATE])];
  throwIfInvalid(
    requiredErrors(input, required),
    experienceErrors(input.minExperience, input.maxExperience),
    targetDateErrors(input.expiryDate, await appToday(ctx)),
    await referenceErrors(ctx, newIds({}, input), parentsOf(input)),
  );
  await assertUnique(ctx.db, ctx.appId, { slug: input.slug, jobCode: input.jobCode });
  const id = await withStoredImage(ctx.storage, image, (seoImagePath) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobs)
        .values({
          ...columnValues(input, SCALAR_FIELDS),
          appId: ctx.appId,
          jobTitle: input.jobTitle ?? '',
          slug: input.slug ?? (await deriveSlug(tx, ctx.appId, input.jobTitle ?? '')),
          jobStatusId: JOB_STATUS_IDS.open,
          seoImagePath,
          createdById: ctx.user.id,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: jobs.id });
      await replaceLinks(tx, ctx, row.id, { skills: input.skills, userId: input.userId, platformId: input.platformId });
      return row.id;
    }),
  );
  return getJobDetail(ctx, id);
}

/**
 * PUT /api/job/{id}: fields sent replace the stored values (a cleared one stores null, [] empties
 * a list), fields left out stay. Title, department, skills and description must remain filled; a
 * kept disabled priority or emptied question group is allowed, a newly chosen one is not.
 */
export async function updateJob(ctx: ServiceContext, id: number, input: JobUpdateFields, image: ImageChange): Promise<JobDetail> {
  const job = await findJob(ctx, id);
  const scalars = presentFields(input, SCALAR_FIELDS);
  const lists = presentFields(input, LIST_FIELDS);
  const before: Values = { ...storedFields(job), ...(await linkedIds(ctx, id)) };
  const after: Values = { ...before };
  for (const field of [...scalars, ...lists]) after[field] = input[field] ?? null;
  throwIfInvalid(
    requiredErrors(after, [...REQUIRED_ON_EDIT, 'jobTitle']),
    experienceErrors(after.minExperience as number | null, after.maxExperience as number | null),
    await referenceErrors(ctx, newIds(before, after), parentsOf(after)),
  );
  await assertUnique(
    ctx.db,
    ctx.appId,
    { slug: scalars.includes('slug') ? input.slug : null, jobCode: scalars.includes('jobCode') ? input.jobCode : null },
    id,
  );
  const links = Object.fromEntries(lists.map((field) => [field, input[field]]));
  const saved = await save(ctx, job, { ...columnValues(input, scalars), jobStatusId: JOB_STATUS_IDS.open }, links, image);
  await refreshJobChats(ctx, id, before, after);
  return saved;
}

/**
 * The job's hiring manager takes part in its referrals' chats, and its group may turn them off:
 * once a change to either committed, the former manager stops hearing them live and the new one
 * starts; under another group, everyone taking part joins or leaves as the chats opened or closed.
 */
async function refreshJobChats(ctx: ServiceContext, jobId: number, before: Values, after: Values): Promise<void> {
  if (before.groupId !== after.groupId) await refreshChatAudience(ctx, { jobId });
  if (before.hiringManagerId !== after.hiringManagerId)
    await refreshChatAudience(ctx, { jobId }, [...idsIn(before.hiringManagerId), ...idsIn(after.hiringManagerId)]);
}

/** POST /api/job/{id}/seo: the Seo tab alone (same partial rule); the job must end up with a slug. */
export async function saveJobSeo(ctx: ServiceContext, id: number, input: JobSeoFields, image: ImageChange): Promise<JobDetail> {
  const job = await findJob(ctx, id);
  const fields = presentFields(input, SEO_FIELDS);
  const slug = fields.includes('slug') ? input.slug : job.slug;
  if (!slug) throwIfInvalid({ slug: [JOB_REQUIRED] });
  await assertUnique(ctx.db, ctx.appId, { slug: fields.includes('slug') ? slug : null }, id);
  return save(ctx, job, columnValues(input, fields), {}, image);
}

/** POST publishjob-to-platforms/{id}: every chosen platform must be the app's and enabled; the job's status is left as it is. */
export async function publishJob(ctx: ServiceContext, jobId: number, platformIds: readonly number[]): Promise<PublishResult> {
  await findJob(ctx, jobId);
  throwIfInvalid(await referenceErrors(ctx, { platformId: platformIds }));
  await ctx.db.transaction((tx) => replacePlatforms(tx, ctx, jobId, platformIds));
  return { jobId, publishplatforms: (await platformsOf(ctx, [jobId])).get(jobId) ?? [] };
}

/**
 * POST multiple-job-delete: all or none. A job with applications is never deleted (its applicants
 * must stay on record): the whole batch is refused with 409, naming every such job. The jobs are
 * locked first; the trigger that counts a new application updates its job row, so that
 * application waits for the lock and cannot be deleted with its job unseen.
 */
export async function deleteJobs(ctx: ServiceContext, ids: readonly number[]): Promise<number> {
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
  for (const path of images) await discardFile(ctx.storage, path);
  return jobIds.length;
}
