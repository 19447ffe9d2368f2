import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as schema from './schema';
import { EmbeddedThread, embeddedPool } from './embedded';
import { poolHealth, runHealthStatement } from './health';

export type Schema = typeof schema;
/** The one database type the services see, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  migrate(): Promise<void>;
  /** Rejects when the database does not serve statements as requests run them (the health check, db/health.ts). */
  alive(): Promise<void>;
  close(): Promise<void>;
}

const migrationsUrl = new URL('./migrations', import.meta.url);
// Web tests load the server in jsdom, where module URLs are not file: URLs; they run from the repo root.
const migrationsFolder = migrationsUrl.protocol === 'file:' ? fileURLToPath(migrationsUrl) : path.resolve('src/server/db/migrations');

/**
 * PostgreSQL fills each new 16 MB write-ahead log file with zeroes before its first record, so a
 * statement that starts a file held the embedded database for 40–90 ms (the hub bench's slowest
 * chat sends waited behind one). Writing the last byte only is what copy-on-write file systems do;
 * PGlite does not fsync anyway.
 */
const WAL_WITHOUT_ZEROES = ['-c', 'wal_init_zero=off'];
/**
 * PostgreSQL's defaults size its memory for a server of its own: 128 MB of shared buffers and 64 MB
 * per index build. The embedded database's memory is the app's: its files are in the operating
 * system's page cache (or, in memory, already in this process), so a buffer is a second copy. At
 * 32 MB and 16 MB the embedded bench's server holds 220–250 MB less and serves its lists as fast.
 */
const MEMORY_OF_AN_EMBEDDED_DATABASE = ['-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'];
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, ...WAL_WITHOUT_ZEROES, ...MEMORY_OF_AN_EMBEDDED_DATABASE];

/**
 * An embedded PGlite with the extensions the migrations create (pg_trgm backs the applicant
 * search): every PGlite the app, tests and benches open comes from here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions' | 'startParams'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, startParams: PGLITE_START_PARAMS, extensions: { pg_trgm } });
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    alive: () => runHealthStatement(db as unknown as Db),
    close: () => client.close(),
  };
}

/**
 * Settings of every session on a PostgreSQL server. JIT compilation pays off for long analytical
 * queries only: on a list's count over a million rows it adds tens of milliseconds of compiling.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

/**
 * A pool on a PostgreSQL server. An idle connection the server closes (restart, failover, admin
 * command) makes the pool emit 'error'; without a listener that would crash the process.
 */
export function openPostgres(url: string, onIdleError: (error: Error) => void = () => {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_SESSION_OPTIONS });
  pool.on('error', onIdleError);
  return overPool(pool, () => pool.end());
}

/**
 * The embedded PGlite in `dir` (created on first use; none: in memory, for benches), in a thread of
 * its own and spoken to through `pg` like a server (embedded.ts). `onFailure`: the thread stopped;
 * the database is gone with it.
 */
export async function openEmbedded(dir: string | undefined, onFailure: (error: Error) => void): Promise<Database> {
  // PGlite makes the database's own folder, not the folders above it.
  if (dir) await mkdir(dir, { recursive: true });
  const thread = await EmbeddedThread.open(dir, onFailure);
  const pool = embeddedPool(thread);
  pool.on('error', onFailure);
  return overPool(pool, async () => {
    await pool.end();
    await thread.close();
  });
}

function overPool(pool: pg.Pool, close: () => Promise<void>): Database {
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    migrate: () => migratePg(db, { migrationsFolder }),
    alive: poolHealth(pool, db as unknown as Db),
    close,
  };
}

/**
 * The embedded database in `dir` unless a PostgreSQL URL is given. Without the callbacks a lost
 * connection or thread shows only as the failing queries (enough for a one-off script).
 */
export function openDatabase(options: {
  url?: string;
  dir: string;
  onIdleError?: (error: Error) => void;
  onEmbeddedFailure?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) return Promise.resolve(openPostgres(options.url, options.onIdleError));
  return openEmbedded(options.dir, options.onEmbeddedFailure ?? (() => {}));
}
