import { and, eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Db } from '../../db/client';
import { notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import type { FileStore } from '../../storage/file-store';
import { sniffImage, type ImageType } from '../../storage/file-type';
import { findJob } from './read';

/** A checked upload: JPEG or PNG by content, within the size limit. */
export interface ImageUpload {
  bytes: Uint8Array;
  type: ImageType;
}

/** A new SEO image, the removal of the stored one, or neither. */
export interface ImageChange {
  upload: ImageUpload | null;
  remove: boolean;
}

/**
 * Stores the upload, then runs the database write with its name. If the write fails the file
 * is removed again, so a refused request leaves no file behind.
 */
export async function withStoredImage<T>(
  storage: FileStore,
  image: ImageUpload | null,
  write: (path: string | null) => Promise<T>,
): Promise<T> {
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
export async function uploadSeoImage(ctx: ServiceContext, id: number, image: ImageUpload): Promise<void> {
  await findJob(ctx, id);
  const old = await withStoredImage(ctx.storage, image, (path) => ctx.db.transaction((tx) => swapImagePath(tx, ctx, id, path)));
  await discardFile(ctx.storage, old);
}

/** DELETE /api/job/{id}/seo-image: the job keeps no image; removing none is not an error. */
export async function removeSeoImage(ctx: ServiceContext, id: number): Promise<void> {
  await findJob(ctx, id);
  const old = await ctx.db.transaction((tx) => swapImagePath(tx, ctx, id, null));
  await discardFile(ctx.storage, old);
}

/** GET /api/job/{id}/seo-image: the stored bytes and their type (read from the bytes themselves). */
export async function readStoredSeoImage(ctx: ServiceContext, id: number): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const job = await findJob(ctx, id);
  const bytes = job.seoImagePath ? await ctx.storage.get(job.seoImagePath) : null;
  const type = bytes ? sniffImage(bytes) : null;
  if (!bytes || !type) throw notFound('SEO image');
  return { bytes, type };
}
