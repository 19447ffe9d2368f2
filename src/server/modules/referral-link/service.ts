import { and, eq, isNull } from 'drizzle-orm';
import { referralLinks, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { SignedInUser } from '../../core/context';

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
