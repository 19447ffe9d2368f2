// The app both benches serve: the real app on the given database, silent, with a token for the
// bench's admin (valid for an hour: longer than any run).
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { createTokenSigner } from '../../src/server/auth/tokens';
import type { Db } from '../../src/server/db/client';
import { memoryFileStore } from '../support/memory-file-store';

export async function createBenchApp(
  db: Db,
  admin: { userId: number; appKey: string },
  webRoot?: string,
  databaseAlive?: () => Promise<void>,
) {
  const signer = createTokenSigner('bench-secret-that-is-long-enough-for-hs256', 60, () => new Date());
  const token = await signer.sign(admin);
  /** A token for another user of the bench app (the employee whose referrals are measured). */
  const tokenFor = (userId: number) => signer.sign({ userId, appKey: admin.appKey });
  const app = createApp({
    db,
    clock: () => new Date(),
    storage: memoryFileStore(),
    logger: pino({ level: 'silent' }),
    auth: { signer, entra: null, entraClient: null, loginAttemptsPerWindow: 10 },
    accountProfileUrl: '/account/login',
    // The careers bench sends its 100 applications from one address.
    applyAttemptsPerWindow: 1_000,
    ...(webRoot ? { webRoot } : {}),
    ...(databaseAlive ? { databaseAlive } : {}),
  });
  return { app, token, tokenFor };
}
