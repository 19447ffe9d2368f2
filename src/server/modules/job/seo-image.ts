import { and, eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Body } from '../../http/body';
import { HttpError, invalid, notFound } from '../../http/errors';
import type { ServiceContext } from '../../http/context';
import type { FileStore } from '../../storage/file-store';
import { sniffImage, type ImageType } from '../../storage/file-type';
import { SEO_IMAGE_MAX_BYTES, SEO_IMAGE_TOO_LARGE, SEO_IMAGE_TYPE_INVALID } from '../../../shared/contract/job';
import { findJob } from './read';

export const SEO_IMAGE_MISSING = 'Choose a JPG or PNG image to upload.';

export interface ImageUpload {
  bytes: Uint8Array;
  type: ImageType;
}

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

export const SEO_IMAGE_REMOVE_INVALID = 'removeSeoImage must be 1 or 0.';

/**
 * The body's `removeSeoImage` flag (1 or true): the job keeps no image. A new `file` in the same
 * body wins, as replacing the image removes the old one anyway.
 */
export function readImageRemoval(body: Body): boolean {
  const flag = body.removeSeoImage;
  if (flag === undefined || flag === null || flag === '') return false;
  if ([1, '1', true, 'true'].includes(flag as never)) return true;
  if ([0, '0', false, 'false'].includes(flag as never)) return false;
  throw invalid({ removeSeoImage: [SEO_IMAGE_REMOVE_INVALID] });
}

/**
 * Stores the upload, then runs the database write with its name. If the write fails the file
 * is removed again, so a refused request leaves no file behind.
 */
export async function withStoredImage<T>(storage: FileStore, image: ImageUpload | null, write: (path: string | null) => Promise<T>): Promise<T> {
  const path = image ? await storage.put(image.bytes, image.type.extension) : null;
  try {
    return await write(path);
  } catch (error) {
    if (path) await storage.remove(path);
    throw error;
  }
}

/** Points the job at a new image (or none) inside the caller's transaction; answers the old file's name. */
export async function swapImagePath(tx: Db, ctx: ServiceContext, jobId: number, path: string | null): Promise<string | null> {
  const where = and(eq(jobs.appId, ctx.appId), eq(jobs.id, jobId));
  // Locked, so two uploads at once cannot both think they replaced the same file.
  const [row] = await tx.select({ old: jobs.seoImagePath }).from(jobs).where(where).for('update');
  await tx.update(jobs).set({ seoImagePath: path, updatedAt: ctx.now }).where(where);
  return row?.old ?? null;
}

/**
 * Removes a replaced file once its job no longer names it. A failure only leaves an unreferenced
 * file; the committed change must not be reported as failed for it.
 */
export async function discardFile(storage: FileStore, path: string | null): Promise<void> {
  if (!path) return;
  await storage.remove(path).catch(() => undefined);
}

/** POST /api/job/{id}/seo-image. */
export async function uploadSeoImage(ctx: ServiceContext, storage: FileStore, id: number, body: Body): Promise<void> {
  await findJob(ctx, id);
  const image = await readSeoImage(body);
  if (!image) throw invalid({ file: [SEO_IMAGE_MISSING] });
  const old = await withStoredImage(storage, image, (path) => ctx.db.transaction((tx) => swapImagePath(tx, ctx, id, path)));
  await discardFile(storage, old);
}

/** DELETE /api/job/{id}/seo-image: the job keeps no image; removing none is not an error. */
export async function removeSeoImage(ctx: ServiceContext, storage: FileStore, id: number): Promise<void> {
  await findJob(ctx, id);
  const old = await ctx.db.transaction((tx) => swapImagePath(tx, ctx, id, null));
  await discardFile(storage, old);
}

/** GET /api/job/{id}/seo-image: the stored bytes and their type (read from the bytes themselves). */
export async function readStoredSeoImage(ctx: ServiceContext, storage: FileStore, id: number): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const job = await findJob(ctx, id);
  const bytes = job.seoImagePath ? await storage.get(job.seoImagePath) : null;
  const type = bytes ? sniffImage(bytes) : null;
  if (!bytes || !type) throw notFound('SEO image');
  return { bytes, type };
}
