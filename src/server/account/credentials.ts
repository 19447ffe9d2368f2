import { and, eq } from 'drizzle-orm';
import { apps, users } from '../db/schema';
import { verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { createRateLimiter } from '../http/rate-limit';

export const WRONG_CREDENTIALS = 'The workspace, e-mail or password is not correct.';
const windowMs = 15 * 60 * 1000;
// Each tracked account costs well under 200 bytes: 10,000 keep the limiter's memory under 2 MB.
const maxTrackedAccounts = 10_000;

/**
 * Checks a workspace + e-mail + password, counting attempts per account so that guessing is
 * rate-limited for sign-in and password change alike.
 */
export function createCredentialCheck(db: Db, attemptsPerWindow: number, now: () => Date) {
  const limiter = createRateLimiter({ limit: attemptsPerWindow, windowMs, maxKeys: maxTrackedAccounts, now });
  return async function check(appKey: string, email: string, password: string) {
    const limitKey = `${appKey}:${email}`;
    const wait = limiter.hit(limitKey);
    if (wait > 0) return { error: `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, status: 429 as const };
    const [found] = await db
      .select({ userId: users.id, appKey: apps.key, passwordHash: users.passwordHash })
      .from(users)
      .innerJoin(apps, eq(apps.id, users.appId))
      .where(and(eq(apps.key, appKey), eq(users.email, email), eq(users.status, 1)))
      .limit(1);
    if (!found || !(await verifyPassword(password, found.passwordHash))) return { error: WRONG_CREDENTIALS, status: 401 as const };
    limiter.reset(limitKey);
    return { userId: found.userId, appKey: found.appKey };
  };
}
