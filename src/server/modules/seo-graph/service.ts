import { and, asc, eq, sql } from 'drizzle-orm';
import { jobs, seoGraphs } from '../../db/schema';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import { SEO_JOB_INVALID, type SeoGraph, type SeoGraphFields, type SeoGraphRow } from '../../../shared/contract/seo';
import { API_PATHS, itemPath } from '../../../shared/contract/api-paths';
import { listColumns } from '../../db/paging';
import { invalid, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { sniffImage, type ImageType } from '../../storage/file-type';
import type { GraphImage } from './image';

const scoped = (ctx: Pick<ServiceContext, 'appId'>, id: number) => and(eq(seoGraphs.appId, ctx.appId), eq(seoGraphs.id, id));

export function listSeoGraphs(ctx: ServiceContext, query: ListQuery): Promise<ListResponse<SeoGraphRow>> {
  const source = {
    table: seoGraphs,
    where: eq(seoGraphs.appId, ctx.appId),
    search: [seoGraphs.title, seoGraphs.type],
    order: [asc(seoGraphs.id)],
  };
  return listColumns(ctx.db, query, source, {
    id: seoGraphs.id,
    title: seoGraphs.title,
    type: seoGraphs.type,
    description: seoGraphs.description,
    jobId: seoGraphs.jobId,
    hasImage: sql<boolean>`${seoGraphs.imagePath} is not null`,
  });
}

async function findGraph(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db
    .select({
      id: seoGraphs.id,
      title: seoGraphs.title,
      type: seoGraphs.type,
      description: seoGraphs.description,
      keywords: seoGraphs.keywords,
      jobId: seoGraphs.jobId,
      jobTitle: jobs.jobTitle,
      imagePath: seoGraphs.imagePath,
    })
    .from(seoGraphs)
    .leftJoin(jobs, and(eq(jobs.id, seoGraphs.jobId), eq(jobs.appId, ctx.appId)))
    .where(scoped(ctx, id));
  if (!row) throw notFound('SEO graph');
  return row;
}

export async function getSeoGraph(ctx: ServiceContext, id: number): Promise<SeoGraph> {
  const { imagePath, ...row } = await findGraph(ctx, id);
  return { ...row, jobTitle: row.jobTitle ?? null, image: imagePath ? itemPath(API_PATHS.seoGraph, id, 'image') : null };
}

/** The job an entry is about must be one of the app's own. */
async function assertJob(ctx: ServiceContext, jobId: number | null) {
  if (jobId === null) return;
  const [job] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.appId, ctx.appId), eq(jobs.id, jobId)));
  if (!job) throw invalid({ jobId: [SEO_JOB_INVALID] });
}

/** Stores the image, then runs the write with its name; a failed write removes the file again, so a refusal leaves none behind. */
async function withStoredImage<T>(ctx: ServiceContext, image: GraphImage | null, write: (path: string | null) => Promise<T>): Promise<T> {
  const path = image ? await ctx.storage.put(image.bytes, image.type.extension) : null;
  try {
    return await write(path);
  } catch (error) {
    if (path) await ctx.storage.remove(path);
    throw error;
  }
}

/** A replaced file is removed once no row names it; failing that only leaves an unreferenced file. */
const discard = async (ctx: ServiceContext, path: string | null) => {
  if (path) await ctx.storage.remove(path).catch(() => undefined);
};

/** The description arrives sanitised (the route's parse step); the image is required and checked (readGraphImage). */
export async function createSeoGraph(ctx: ServiceContext, input: SeoGraphFields, image: GraphImage): Promise<SeoGraph> {
  await assertJob(ctx, input.jobId);
  const id = await withStoredImage(ctx, image, async (imagePath) => {
    const [row] = await ctx.db
      .insert(seoGraphs)
      .values({ appId: ctx.appId, ...input, imagePath })
      .returning({ id: seoGraphs.id });
    return row.id;
  });
  return getSeoGraph(ctx, id);
}

/** Without a new image the stored one stays. */
export async function updateSeoGraph(ctx: ServiceContext, id: number, input: SeoGraphFields, image: GraphImage | null): Promise<SeoGraph> {
  await findGraph(ctx, id);
  await assertJob(ctx, input.jobId);
  const old = await withStoredImage(ctx, image, (imagePath) =>
    ctx.db.transaction(async (tx) => {
      // Locked, so two uploads at once cannot both think they replaced the same file.
      const [row] = await tx.select({ old: seoGraphs.imagePath }).from(seoGraphs).where(scoped(ctx, id)).for('update');
      if (!row) throw notFound('SEO graph');
      await tx
        .update(seoGraphs)
        .set({ ...input, ...(imagePath ? { imagePath } : {}), updatedAt: ctx.now })
        .where(scoped(ctx, id));
      return imagePath ? row.old : null;
    }),
  );
  await discard(ctx, old);
  return getSeoGraph(ctx, id);
}

export async function deleteSeoGraph(ctx: ServiceContext, id: number): Promise<void> {
  const { imagePath } = await findGraph(ctx, id);
  await ctx.db.delete(seoGraphs).where(scoped(ctx, id));
  await discard(ctx, imagePath);
}

/** GET /api/seo-graph/{id}/image: the stored bytes and their type, read from the bytes themselves. */
export async function readSeoGraphImage(ctx: ServiceContext, id: number): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const { imagePath } = await findGraph(ctx, id);
  const bytes = imagePath ? await ctx.storage.get(imagePath) : null;
  const type = bytes ? sniffImage(bytes) : null;
  if (!bytes || !type) throw notFound('SEO image');
  return { bytes, type };
}
