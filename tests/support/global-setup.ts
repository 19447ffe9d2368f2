import type { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createPglite, openPglite, openPostgres } from '../../src/server/db/client';
import { migrationsFingerprint, pgliteTemplateFile, postgresTemplateName, serverUrl } from './template';

/** Builds the migrated template database once per migration set; each test file copies it. */
export default async function setup() {
  const fingerprint = migrationsFingerprint();
  if (process.env.DATABASE_URL) await buildPostgresTemplate(fingerprint);
  await buildPgliteTemplate(fingerprint);
}

async function buildPgliteTemplate(fingerprint: string) {
  const file = pgliteTemplateFile(fingerprint);
  if (existsSync(file)) return;
  const database = openPglite(await createPglite());
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

async function buildPostgresTemplate(fingerprint: string) {
  const name = postgresTemplateName(fingerprint);
  const admin = new pg.Client({ connectionString: serverUrl('postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    const building = `${name}_building_${process.pid}`;
    await admin.query(`drop database if exists "${building}"`);
    await admin.query(`create database "${building}"`);
    const database = openPostgres(serverUrl(building)!);
    await database.migrate();
    await database.close();
    await admin.query(`alter database "${building}" rename to "${name}"`);
  } finally {
    await admin.end();
  }
}
