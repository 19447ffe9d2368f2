import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * `db` again, over the same connection, recording every statement it sends. A test counts round
 * trips and reads what a call asked the database for, where a timer would only guess at it (and
 * fail on a busy machine).
 */
export function recordingStatements(db: Db): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void statements.push({ sql, params }) };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const recording = client instanceof PGlite ? drizzlePglite(client, { schema, logger }) : drizzlePg(client, { schema, logger });
  return { db: recording as unknown as Db, statements };
}
