import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from './client';

const VACUUM_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Embedded PGlite has no autovacuum: without one, the visibility map is never set, so list counts
 * and late pages read every table row instead of answering from their indexes, and the planner
 * works from stale statistics. This does autovacuum's job now and hourly (a PostgreSQL server does
 * it itself). Failures are logged; the next run tries again.
 */
export function startEmbeddedVacuum(db: Db, logger: Pick<Logger, 'error'>): () => void {
  const run = async () => {
    try {
      await db.execute(sql`vacuum analyze`);
    } catch (error) {
      logger.error({ error: error instanceof Error ? error.message : String(error) }, 'vacuum of the embedded database failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), VACUUM_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
