import { jobPath } from '../../../shared/rules/careers-address';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ReferralLink } from '../../../shared/contract/referral-link';
import { jobs, referralLinks, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext, SignedInUser } from '../../core/context';
import { HttpError, notFound } from '../../core/errors';
import { JOB_NOT_OPEN, openForReferral } from '../referral-refer/service';

// Employees' share links (issue 35): one live link per employee and job; a candidate who applies
// through it, and agrees to be referred, becomes that employee's referral.

/**
 * The employee a share link credits: its live (not revoked) link for this job of the app, of a user
 * still active. Null for an unknown, revoked or other job's token: the application goes on without one.
 */
export async function referrerOfLink(db: Db, appId: number, jobId: number, token: string): Promise<SignedInUser | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(referralLinks)
    .innerJoin(users, and(eq(users.id, referralLinks.userId), eq(users.appId, referralLinks.appId), eq(users.status, 1)))
    .where(
      and(eq(referralLinks.appId, appId), eq(referralLinks.jobId, jobId), eq(referralLinks.token, token), isNull(referralLinks.revokedAt)),
    );
  return row ?? null;
}

/** The job's careers page address (`/careers/{appKey}/{slug}`, or its id without a slug) carrying the token. */
const linkUrl = (origin: string, appKey: string, job: { id: number; slug: string | null }, token: string) =>
  `${origin}${jobPath(appKey, job)}?ref=${encodeURIComponent(token)}`;

/** A job the refer screen offers, else 404 on `jobId` (another app's, closed, expired and unpublished read the same). */
async function referableJob(ctx: ServiceContext, jobId: number) {
  const [job] = await ctx.db
    .select({ id: jobs.id, slug: jobs.slug })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), openForReferral(ctx)));
  if (!job) throw new HttpError(404, JOB_NOT_OPEN, { jobId: [JOB_NOT_OPEN] });
  return job;
}

async function findLiveLink(ctx: ServiceContext, jobId: number) {
  const [row] = await ctx.db
    .select({ id: referralLinks.id, jobId: referralLinks.jobId, token: referralLinks.token })
    .from(referralLinks)
    .where(
      and(
        eq(referralLinks.appId, ctx.appId),
        eq(referralLinks.userId, ctx.user.id),
        eq(referralLinks.jobId, jobId),
        isNull(referralLinks.revokedAt),
      ),
    );
  return row;
}

/** GET /api/referral-link: the caller's live link for the job, or null. `origin`: where the careers site is reached. */
export async function liveReferralLink(ctx: ServiceContext, jobId: number, origin: string): Promise<ReferralLink | null> {
  const job = await referableJob(ctx, jobId);
  const link = await findLiveLink(ctx, job.id);
  return link ? { ...link, url: linkUrl(origin, ctx.appKey, job, link.token) } : null;
}

/** POST /api/referral-link: the caller's live link for the job, made now (`created`) when they had none. */
export async function shareReferralLink(
  ctx: ServiceContext,
  jobId: number,
  origin: string,
): Promise<{ link: ReferralLink; created: boolean }> {
  const job = await referableJob(ctx, jobId);
  const existing = await findLiveLink(ctx, job.id);
  // A second copy at the same moment meets the one-live-link index and hands back the first one's link.
  const [inserted] = existing
    ? []
    : await ctx.db
        .insert(referralLinks)
        .values({ appId: ctx.appId, userId: ctx.user.id, jobId: job.id, token: randomBytes(18).toString('base64url'), createdAt: ctx.now })
        .onConflictDoNothing()
        .returning({ id: referralLinks.id, jobId: referralLinks.jobId, token: referralLinks.token });
  const link = existing ?? inserted ?? (await findLiveLink(ctx, job.id));
  if (!link) throw notFound('Link');
  return { link: { ...link, url: linkUrl(origin, ctx.appKey, job, link.token) }, created: inserted !== undefined };
}

/** DELETE /api/referral-link/{id}: the caller's own live link stops crediting them; anyone else's is 404. */
export async function revokeReferralLink(ctx: ServiceContext, id: number): Promise<void> {
  const revoked = await ctx.db
    .update(referralLinks)
    .set({ revokedAt: ctx.now })
    .where(
      and(
        eq(referralLinks.id, id),
        eq(referralLinks.appId, ctx.appId),
        eq(referralLinks.userId, ctx.user.id),
        isNull(referralLinks.revokedAt),
      ),
    )
    .returning({ id: referralLinks.id });
  if (revoked.length === 0) throw notFound('Link');
}
