import { and, eq, notInArray } from 'drizzle-orm';
import { jobPlatforms, jobRecipients, jobSkills } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import type { ListField } from './fields';

// A job's link rows: skills, e-mail recipients and publish platforms.

/** Publishes to exactly these platforms; ones already there keep their first publish time. */
export async function replacePlatforms(tx: Db, ctx: ServiceContext, jobId: number, platformIds: readonly number[]) {
  const ids = [...platformIds];
  await tx
    .delete(jobPlatforms)
    .where(
      and(
        eq(jobPlatforms.appId, ctx.appId),
        eq(jobPlatforms.jobId, jobId),
        ids.length ? notInArray(jobPlatforms.platformId, ids) : undefined,
      ),
    );
  if (ids.length === 0) return;
  await tx
    .insert(jobPlatforms)
    .values(ids.map((platformId) => ({ appId: ctx.appId, jobId, platformId, publishedAt: ctx.now })))
    .onConflictDoNothing();
}

/** Replaces the job's skills, recipients and platforms named in `links` (inside the caller's transaction). */
export async function replaceLinks(tx: Db, ctx: ServiceContext, jobId: number, links: Partial<Record<ListField, readonly number[]>>) {
  const { skills, userId, platformId } = links;
  if (skills) {
    await tx.delete(jobSkills).where(and(eq(jobSkills.appId, ctx.appId), eq(jobSkills.jobId, jobId)));
    if (skills.length) await tx.insert(jobSkills).values(skills.map((skillId) => ({ appId: ctx.appId, jobId, skillId })));
  }
  if (userId) {
    await tx.delete(jobRecipients).where(and(eq(jobRecipients.appId, ctx.appId), eq(jobRecipients.jobId, jobId)));
    if (userId.length) await tx.insert(jobRecipients).values(userId.map((user) => ({ appId: ctx.appId, jobId, userId: user })));
  }
  if (platformId) await replacePlatforms(tx, ctx, jobId, platformId);
}

/** The ids a job links to now, for partial updates and for "only new ids are checked". */
export async function linkedIds(ctx: ServiceContext, jobId: number): Promise<Record<ListField, number[]>> {
  const [skillRows, recipientRows, platformRows] = await Promise.all([
    ctx.db
      .select({ id: jobSkills.skillId })
      .from(jobSkills)
      .where(and(eq(jobSkills.appId, ctx.appId), eq(jobSkills.jobId, jobId))),
    ctx.db
      .select({ id: jobRecipients.userId })
      .from(jobRecipients)
      .where(and(eq(jobRecipients.appId, ctx.appId), eq(jobRecipients.jobId, jobId))),
    ctx.db
      .select({ id: jobPlatforms.platformId })
      .from(jobPlatforms)
      .where(and(eq(jobPlatforms.appId, ctx.appId), eq(jobPlatforms.jobId, jobId))),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return { skills: ids(skillRows), userId: ids(recipientRows), platformId: ids(platformRows) };
}
