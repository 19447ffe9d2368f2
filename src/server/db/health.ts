import type pg from 'pg';
import type { Db } from './client';
import { databaseErrorCode } from '../core/database-error-code';
import { preparedOnce } from './paging';
import { apps } from './schema';

/** A statement the pool served this recently vouches for the database. */
const RECENT_SERVICE_MS = 1_000;

/**
 * Health's own statement, run the way requests run theirs: named, prepared on the connection it
 * lands on, reading a table of the schema.
 */
export async function runHealthStatement(db: Db): Promise<void> {
  await preparedOnce(db, 'health_check', (db, name) => db.select({ id: apps.id }).from(apps).limit(1).prepare(name)).execute();
}

/**
 * A statement refused for its data — SQLSTATE class 22 (a malformed value) or 23 (a duplicate, a
 * missing reference) — says nothing about the session; any other failure does (a statement the
 * session no longer knows, a lost connection, a closed pool).
 */
const refusedForItsData = (error: Error) => /^2[23]/.test(databaseErrorCode(error) ?? '');

/**
 * Whether the database serves the requests' statements, asked through `pool` as they are. A
 * statement the pool served within the last second says yes at once: under load health's own
 * statement would wait its turn behind the lists (the embedded database runs one at a time). When
 * none was, or after a failure that is not about a statement's data, health's statement decides,
 * and until it succeeds no other statement vouches.
 */
export function poolHealth(pool: pg.Pool, db: Db): () => Promise<void> {
  let servedAt = -Infinity;
  let failures = 0;
  let vouchedFailures = 0;
  // pg-pool releases each connection with the error of its statement, if any.
  pool.on('release', (error: Error | undefined) => {
    if (!error) servedAt = performance.now();
    else if (!refusedForItsData(error)) failures++;
  });
  return async () => {
    if (vouchedFailures === failures && performance.now() - servedAt < RECENT_SERVICE_MS) return;
    const seen = failures;
    await runHealthStatement(db);
    vouchedFailures = seen;
  };
}
