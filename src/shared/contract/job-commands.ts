import * as v from 'valibot';
import { idList, idListValue } from './form-inputs';
import { JobInputSchema, JobSeoEntries } from './job';

// The job's inputs beside create: partial edit, the Seo tab, image removal, publishing, deleting.

/**
 * PUT /api/job/{id}: the same fields, partially. A key left out of the body is left out of the
 * output too (lists included), so the service changes only what was sent.
 */
export const JobUpdateSchema = v.object({
  ...JobInputSchema.entries,
  skills: v.optional(idListValue('Skills')),
  userId: v.optional(idListValue('Recipients')),
  platformId: v.optional(idListValue('Platforms')),
});
export type JobUpdateFields = v.InferOutput<typeof JobUpdateSchema>;

/** POST /api/job/{id}/seo (/seo/create/{id}): the Seo tab alone, partially like PUT. */
export const JobSeoSchema = v.object(JobSeoEntries);
export type JobSeoFields = v.InferOutput<typeof JobSeoSchema>;

export const SEO_IMAGE_REMOVE_INVALID = 'removeSeoImage must be 1 or 0.';
const REMOVE: readonly unknown[] = [1, '1', true, 'true'];
const KEEP: readonly unknown[] = [0, '0', false, 'false'];

/**
 * `removeSeoImage` (1 or true) beside the edit or Seo fields: the job keeps no image. A new `file`
 * in the same body wins, as replacing the image removes the old one anyway.
 */
export const SeoImageRemovalSchema = v.object({
  removeSeoImage: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === null || value === '' ? false : value)),
      v.check((value) => REMOVE.includes(value) || KEEP.includes(value), SEO_IMAGE_REMOVE_INVALID),
      v.transform((value) => REMOVE.includes(value)),
    ),
    false,
  ),
});

export const PUBLISH_PLATFORMS_MISSING = 'Send platformId: the platforms to publish to (an empty list unpublishes).';

/**
 * POST publishjob-to-platforms/{id}: platformId[i], or an empty list (JSON `[]`, or one empty
 * multipart field) to unpublish. The field must be there: a body without it, or with a misspelt
 * key, is refused rather than taken as "unpublish everywhere".
 */
export const JobPublishSchema = v.object({ platformId: idListValue('Platforms') }, PUBLISH_PLATFORMS_MISSING);

/** POST multiple-job-delete: jobId[i], at least one. */
export const DeleteJobsSchema = v.object({
  jobId: v.pipe(idList('Jobs'), v.minLength(1, 'Choose at least one job to delete.')),
});
