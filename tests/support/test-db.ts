import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { createPglite, openEmbedded, openPglite, openPostgres, type Database, type Db } from '../../src/server/db/client';
import { migrationsFingerprint, pgliteTemplateFile, postgresTemplateName, serverUrl } from './template';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or — when
 * DATABASE_URL is set — a new database on that PostgreSQL server cloned from the template.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return createPostgresDatabase();
  return openPglite(await pgliteFromTemplate());
}

/**
 * A fresh, migrated database reached the way the server reaches it: through a `pg` pool, to the
 * PostgreSQL server when DATABASE_URL is set, else to an embedded PGlite (in memory) in its own
 * thread. Slower to open than createTestDatabase (the thread starts a PGlite and migrates it): for
 * tests of that path only.
 */
export async function createServerDatabase(onEmbeddedFailure: (error: Error) => void = () => {}): Promise<Database> {
  if (process.env.DATABASE_URL) return createPostgresDatabase();
  const database = await openEmbedded(undefined, onEmbeddedFailure);
  await database.migrate();
  return database;
}

/**
 * A migrated database for a server process (src/server/main.ts) holding what `fill` writes: the
 * embedded one in `dataDir` (copied from the template, as a first start would have left it), or —
 * when DATABASE_URL is set — a new database on that server. `env` points the server at it.
 */
export async function prepareServerDatabase(
  dataDir: string,
  fill: (db: Db) => Promise<void>,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const name = await cloneTemplate();
    const database = openPostgres(serverUrl(name)!);
    await fill(database.db);
    await database.close();
    return { env: { DATABASE_URL: serverUrl(name)! }, drop: () => dropDatabase(name) };
  }
  const database = openPglite(await pgliteFromTemplate(path.join(dataDir, 'db')));
  await fill(database.db);
  await database.close();
  return { env: {}, drop: async () => undefined };
}

async function pgliteFromTemplate(dataDir?: string) {
  const dump = await readFile(pgliteTemplateFile(migrationsFingerprint()));
  return createPglite({ dataDir, loadDataDir: new Blob([dump]) });
}

async function createPostgresDatabase(): Promise<Database> {
  const name = await cloneTemplate();
  // The forced drop in close() ends any connection the pool still holds; openPostgres ignores that.
  const database = openPostgres(serverUrl(name)!);
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/** A new database on the PostgreSQL server, cloned from the migrated template; its name. */
async function cloneTemplate(): Promise<string> {
  const name = `hireloop_test_${randomBytes(6).toString('hex')}`;
  await onServer(`create database "${name}" template "${postgresTemplateName(migrationsFingerprint())}"`);
  return name;
}

const dropDatabase = (name: string) => onServer(`drop database if exists "${name}" with (force)`);

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
