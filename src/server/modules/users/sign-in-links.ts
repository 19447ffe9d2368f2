import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { apps, signInLinks, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { SIGN_IN_LINK_DAYS, type SignInLink } from '../../../shared/contract/users-manage';

const lifetimeMs = SIGN_IN_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The stored form of a link's token: 256 random bits need no slow hash, only one that cannot be undone. */
const hashOf = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/**
 * A new one-time link for the user; their earlier links go, spent or not, so only the link handed
 * over last signs anyone in and a user never has more than one row. Runs inside the caller's transaction.
 */
export async function makeSignInLink(db: Db, link: { appId: number; userId: number; createdById: number; now: Date }): Promise<SignInLink> {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = new Date(link.now.getTime() + lifetimeMs);
  await db.delete(signInLinks).where(and(eq(signInLinks.appId, link.appId), eq(signInLinks.userId, link.userId)));
  await db.insert(signInLinks).values({
    appId: link.appId,
    userId: link.userId,
    createdById: link.createdById,
    tokenHash: hashOf(code),
    expiresAt,
    createdAt: link.now,
  });
  return { path: `/account/welcome?${new URLSearchParams({ code })}`, expiresAt: expiresAt.toISOString() };
}

export function dropUnusedLinks(db: Db, appId: number, userId: number) {
  return db.delete(signInLinks).where(and(eq(signInLinks.appId, appId), eq(signInLinks.userId, userId), isNull(signInLinks.usedAt)));
}

const usable = (code: string, now: Date) =>
  and(eq(signInLinks.tokenHash, hashOf(code)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now), eq(users.status, 1));

/** Who an unused, unexpired link of an active user is for; undefined for any other code. */
export async function findSignInLink(db: Db, code: string, now: Date) {
  const [found] = await db
    .select({ name: users.name, email: users.email, workspace: apps.name, timeZone: apps.timeZone, expiresAt: signInLinks.expiresAt })
    .from(signInLinks)
    .innerJoin(users, eq(users.id, signInLinks.userId))
    .innerJoin(apps, eq(apps.id, signInLinks.appId))
    .where(usable(code, now))
    .limit(1);
  return found;
}

/**
 * Spends the link and sets the user's password in one transaction. The link's row is locked while
 * it is read, so of two concurrent uses only the first finds it unused. Undefined when the link
 * cannot be used (unknown, used, expired, or its user deactivated).
 */
export function redeemSignInLink(db: Db, code: string, passwordHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: signInLinks.id, userId: users.id, appKey: apps.key })
      .from(signInLinks)
      .innerJoin(users, eq(users.id, signInLinks.userId))
      .innerJoin(apps, eq(apps.id, signInLinks.appId))
      .where(usable(code, now))
      .limit(1)
      .for('update', { of: signInLinks });
    if (!link) return undefined;
    await tx.update(signInLinks).set({ usedAt: now }).where(eq(signInLinks.id, link.id));
    await tx.update(users).set({ passwordHash, lastSignInAt: now, updatedAt: now }).where(eq(users.id, link.userId));
    return { userId: link.userId, appKey: link.appKey };
  });
}
