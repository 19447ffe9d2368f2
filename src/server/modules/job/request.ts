import * as v from 'valibot';
import type { Body } from '../../core/context';
import { HttpError } from '../../core/errors';
import { sanitizeRichText } from '../../http/sanitize-html';
import { parseInput } from '../../http/validate';
import { sniffImage } from '../../storage/file-type';
import { JobInputSchema, SEO_IMAGE_MAX_BYTES, SEO_IMAGE_TOO_LARGE, SEO_IMAGE_TYPE_INVALID } from '../../../shared/contract/job';
import { JobUpdateSchema, SeoImageRemovalSchema } from '../../../shared/contract/job-commands';
import type { ImageChange, ImageUpload } from './seo-image';

// The job routes' parse step: the shared schemas, then what only the server can do to a body —
// sanitise the rich text and check an uploaded image by its bytes.

export const SEO_IMAGE_MISSING = 'Choose a JPG or PNG image to upload.';

/** Rich text is stored sanitised; a description that sanitises to nothing counts as missing. */
const withCleanDescription = <T extends { jobDescription?: string }>(input: T): T =>
  input.jobDescription === undefined ? input : { ...input, jobDescription: sanitizeRichText(input.jobDescription) };

/** POST /api/job. */
export const JobCreateBody = v.pipe(JobInputSchema, v.transform(withCleanDescription));
/** PUT /api/job/{id}. */
export const JobUpdateBody = v.pipe(JobUpdateSchema, v.transform(withCleanDescription));

/** The body's `file`: absent (or an empty file input), else a JPEG/PNG by content within the size limit. */
export async function readSeoImage(body: Body): Promise<ImageUpload | null> {
  const file = body.file;
  if (file === undefined || file === null || file === '') return null;
  if (!(file instanceof File)) throw new HttpError(415, SEO_IMAGE_TYPE_INVALID, { file: [SEO_IMAGE_TYPE_INVALID] });
  if (file.size === 0 && file.name === '') return null;
  if (file.size > SEO_IMAGE_MAX_BYTES) throw new HttpError(413, SEO_IMAGE_TOO_LARGE, { file: [SEO_IMAGE_TOO_LARGE] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw new HttpError(415, SEO_IMAGE_TYPE_INVALID, { file: [SEO_IMAGE_TYPE_INVALID] });
  return { bytes, type };
}

/** A new image (`file`) or the removal of the stored one (`removeSeoImage`), beside the edit or Seo fields. */
export async function readImageChange(body: Body): Promise<ImageChange> {
  const upload = await readSeoImage(body);
  return { upload, remove: parseInput(SeoImageRemovalSchema, body).removeSeoImage };
}
