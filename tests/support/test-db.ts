import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPglite, openEmbedded, openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { migrationsFingerprint, pgliteTemplateFile, postgresTemplateName, serverUrl } from './template';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or — when
 * DATABASE_URL is set — a new database on that PostgreSQL server cloned from the template.
 */
export async function createTestDatabase(): Promise<Database> {
  const fingerprint = migrationsFingerprint();
  if (process.env.DATABASE_URL) return createPostgresDatabase(fingerprint);
  const dump = await readFile(pgliteTemplateFile(fingerprint));
  const client = await createPglite({ loadDataDir: new Blob([dump]) });
  return openPglite(client);
}

/**
 * A fresh, migrated database reached the way the server reaches it: through a `pg` pool, to the
 * PostgreSQL server when DATABASE_URL is set, else to an embedded PGlite (in memory) in its own
 * thread. Slower to open than createTestDatabase (the thread starts a PGlite and migrates it): for
 * tests of that path only.
 */
export async function createServerDatabase(onEmbeddedFailure: (error: Error) => void = () => {}): Promise<Database> {
  if (process.env.DATABASE_URL) return createPostgresDatabase(migrationsFingerprint());
  const database = await openEmbedded(undefined, onEmbeddedFailure);
  await database.migrate();
  return database;
}

async function createPostgresDatabase(fingerprint: string): Promise<Database> {
  const name = `hireloop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl('postgres') });
  await admin.connect();
  await admin.query(`create database "${name}" template "${postgresTemplateName(fingerprint)}"`);
  await admin.end();
  // The forced drop in close() ends any connection the pool still holds; openPostgres ignores that.
  const database = openPostgres(serverUrl(name)!);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl('postgres') });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
