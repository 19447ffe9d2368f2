import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Body } from '../../http/body';
import type { ServiceContext } from '../../http/context';
import { sanitizeRichText } from '../../http/sanitize-html';
import { parseInput } from '../../http/validate';
import type { FileStore } from '../../storage/file-store';
import { ALWAYS_REQUIRED_ON_CREATE, JOB_REQUIRED, JOB_STATUS_IDS, JobInputSchema, JobSeoEntries, REQUIRED_ON_EDIT, type JobFields } from '../../../shared/contract/job';
import type { JobDetail } from '../../../shared/contract/job-views';
import { appToday } from './app-day';
import { columnValues, LIST_FIELDS, presentFields, SCALAR_FIELDS, storedFields, type JobInsert, type ListField, type ScalarField } from './fields';
import { linkedIds, replaceLinks } from './links';
import { findJob, getJobDetail, type JobRow } from './read';
import { assertUnique, configuredRequiredKeys, deriveSlug, experienceErrors, requiredErrors, targetDateErrors, throwIfInvalid } from './rules';
import { discardFile, readImageRemoval, readSeoImage, swapImagePath, withStoredImage, type ImageUpload } from './seo-image';
import { REFERENCE_FIELDS, referenceErrors, type ReferenceField } from './validate-references';

type Values = Partial<Record<keyof JobFields, unknown>>;

const SEO_FIELDS = Object.keys(JobSeoEntries) as (keyof typeof JobSeoEntries & ScalarField)[];
const SeoInputSchema = v.object(JobSeoEntries);

/** Rich text is stored sanitised; a description that sanitises to nothing counts as missing. */
function sanitised(input: Partial<JobFields>): Partial<JobFields> {
  return input.jobDescription === undefined ? input : { ...input, jobDescription: sanitizeRichText(input.jobDescription) };
}

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

/** A new SEO image, the removal of the stored one, or neither. */
type ImageChange = { upload: ImageUpload | null; remove: boolean };

async function readImageChange(body: Body): Promise<ImageChange> {
  return { upload: await readSeoImage(body), remove: readImageRemoval(body) };
}

/** Writes the changes in one transaction; a replaced or removed SEO image file is deleted after the commit. */
async function save(
  ctx: ServiceContext,
  storage: FileStore,
  job: JobRow,
  set: Partial<JobInsert>,
  links: Partial<Record<ListField, readonly number[]>>,
  image: ImageChange,
): Promise<JobDetail> {
  const oldImage = await withStoredImage(storage, image.upload, (path) =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(jobs)
        .set({ ...set, updatedAt: ctx.now })
        .where(and(eq(jobs.appId, ctx.appId), eq(jobs.id, job.id)));
      await replaceLinks(tx, ctx, job.id, links);
      return path || image.remove ? swapImagePath(tx, ctx, job.id, path) : null;
    }),
  );
  await discardFile(storage, oldImage);
  return getJobDetail(ctx, job.id);
}

/** POST /api/job: configured mandatory fields, create-only rules, then one transaction (with publishing). */
export async function createJob(ctx: ServiceContext, storage: FileStore, body: Body): Promise<JobDetail> {
  const input = sanitised(parseInput(JobInputSchema, body));
  const image = await readSeoImage(body);
  const required = [...new Set([...(await configuredRequiredKeys(ctx)), ...ALWAYS_REQUIRED_ON_CREATE])];
  throwIfInvalid(
    requiredErrors(input, required),
    experienceErrors(input.minExperience, input.maxExperience),
    targetDateErrors(input.expiryDate, await appToday(ctx)),
    await referenceErrors(ctx, newIds({}, input), parentsOf(input)),
  );
  await assertUnique(ctx.db, ctx.appId, { slug: input.slug, jobCode: input.jobCode });
  const id = await withStoredImage(storage, image, (seoImagePath) =>
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
 * PUT /api/job/{id}: keys in the body replace the stored values ('' or null clears, [] empties a
 * list), absent keys stay. Title, department, skills and description must remain filled; a kept
 * disabled priority or emptied question group is allowed, a newly chosen one is not.
 */
export async function updateJob(ctx: ServiceContext, storage: FileStore, id: number, body: Body): Promise<JobDetail> {
  const job = await findJob(ctx, id);
  const input = sanitised(parseInput(JobInputSchema, body));
  const image = await readImageChange(body);
  const scalars = presentFields(body, SCALAR_FIELDS);
  const lists = presentFields(body, LIST_FIELDS);
  const before: Values = { ...storedFields(job), ...(await linkedIds(ctx, id)) };
  const after: Values = { ...before };
  for (const field of [...scalars, ...lists]) after[field] = input[field] ?? null;
  throwIfInvalid(
    requiredErrors(after, [...REQUIRED_ON_EDIT, 'jobTitle']),
    experienceErrors(after.minExperience as number | null, after.maxExperience as number | null),
    await referenceErrors(ctx, newIds(before, after), parentsOf(after)),
  );
  await assertUnique(ctx.db, ctx.appId, { slug: scalars.includes('slug') ? input.slug : null, jobCode: scalars.includes('jobCode') ? input.jobCode : null }, id);
  const links = Object.fromEntries(lists.map((field) => [field, input[field]]));
  return save(ctx, storage, job, { ...columnValues(input, scalars), jobStatusId: JOB_STATUS_IDS.open }, links, image);
}

/** POST /api/job/{id}/seo: the Seo tab alone (same partial rule); the job must end up with a slug. */
export async function saveJobSeo(ctx: ServiceContext, storage: FileStore, id: number, body: Body): Promise<JobDetail> {
  const job = await findJob(ctx, id);
  const input = parseInput(SeoInputSchema, body);
  const image = await readImageChange(body);
  const fields = presentFields(body, SEO_FIELDS);
  const slug = fields.includes('slug') ? input.slug : job.slug;
  if (!slug) throwIfInvalid({ slug: [JOB_REQUIRED] });
  await assertUnique(ctx.db, ctx.appId, { slug: fields.includes('slug') ? slug : null }, id);
  return save(ctx, storage, job, columnValues(input, fields), {}, image);
}
