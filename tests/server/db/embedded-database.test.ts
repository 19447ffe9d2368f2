import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { apps } from '../../../src/server/db/schema';
import { fromDatabaseError } from '../../../src/server/core/errors';

// The embedded database as the server opens it: PGlite in a thread of its own, reached through
// `pg` over the wire protocol. What the server relies on: migrations, types, errors with their
// PostgreSQL codes, transactions, many callers at once, data kept across a restart, and the
// server's own thread left free while a query runs.

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
/** The `pg` pool behind the database's drizzle instance. */
const poolOf = (opened: Database) => (opened.db as unknown as { $client: pg.Pool }).$client;

let dir: string;
let database: Database;
const failures: Error[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hireloop-embedded-'));
  database = await openDatabase({ dir: path.join(dir, 'db'), onEmbeddedFailure: (error) => failures.push(error) });
  await database.migrate();
}, 60_000);

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded database in its own thread', () => {
  it('migrates, writes and reads back with the types the services expect', async () => {
    const [app] = await database.db.insert(apps).values({ key: 'embedded', name: 'Embedded', timeZone: 'Asia/Kolkata' }).returning();
    expect(app.id).toBeTypeOf('number');
    expect(app.createdAt).toBeInstanceOf(Date);
    const [read] = await database.db.select().from(apps).where(eq(apps.id, app.id));
    expect(read).toEqual(app);
  });

  it("sizes its memory for an embedded database, not PostgreSQL's own server", async () => {
    const settings = await database.db.execute(
      sql`select name, setting, unit from pg_settings where name in ('shared_buffers', 'maintenance_work_mem') order by name`,
    );
    // shared_buffers counts 8 kB blocks, maintenance_work_mem kB.
    expect(rowsOf(settings)).toEqual([
      { name: 'maintenance_work_mem', setting: String(16 * 1024), unit: 'kB' },
      { name: 'shared_buffers', setting: String(32 * 128), unit: '8kB' },
    ]);
  });

  it('answers a refused write with its PostgreSQL error, which the API turns into a 409', async () => {
    const refused = await database.db
      .insert(apps)
      .values({ key: 'embedded', name: 'Again', timeZone: 'UTC' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(fromDatabaseError(refused)?.status).toBe(409);
    // The session is still usable after the error.
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('rolls a failed transaction back entirely', async () => {
    const failed = database.db.transaction(async (tx) => {
      await tx.insert(apps).values({ key: 'half-written', name: 'Half', timeZone: 'UTC' });
      await tx.execute(sql`select * from no_such_table`);
    });
    await expect(failed).rejects.toThrow();
    expect(await database.db.select().from(apps).where(eq(apps.key, 'half-written'))).toEqual([]);
  });

  it('gives each new connection a clean session: what a dropped one left there (named statements, an open transaction) is gone', async () => {
    const pool = poolOf(database);
    const dropped = await pool.connect();
    await dropped.query({ name: 'left_behind', text: 'select 1 as one' });
    await dropped.query('begin');
    await dropped.query(`insert into apps (key, name) values ('uncommitted', 'Uncommitted')`);
    // Released with an error, as pg-pool's query does after a failed statement: the pool closes it.
    dropped.release(new Error('dropped'));
    const next = await pool.connect();
    try {
      expect((await next.query({ name: 'left_behind', text: 'select 2 as two' })).rows).toEqual([{ two: 2 }]);
      // Still in the dropped one's transaction, the session would see its row.
      expect((await next.query(`select count(*)::int as n from apps where key = 'uncommitted'`)).rows).toEqual([{ n: 0 }]);
    } finally {
      next.release();
    }
  });

  it("keeps a replaced connection's late bytes out of the session, and lets one close quietly", async () => {
    const pool = poolOf(database);
    // The pool's own connection closed first, or the ones below would replace it too.
    (await pool.connect()).release(new Error('closed for this test'));
    const [late, closing, newer] = [new pg.Client(pool.options), new pg.Client(pool.options), new pg.Client(pool.options)];
    const errors = { late: [] as Error[], closing: [] as Error[] };
    late.on('error', (error) => errors.late.push(error));
    closing.on('error', (error) => errors.closing.push(error));
    for (const client of [late, closing, newer]) await client.connect();
    await newer.query({ name: 'kept', text: 'select 1 as one' });
    await expect(late.query('select 1')).rejects.toThrow('a newer one holds its session');
    await closing.end();
    expect((await newer.query({ name: 'kept', text: 'select 1 as one' })).rows).toEqual([{ one: 1 }]);
    await Promise.all([late.end(), newer.end()]);
    expect(errors.late[0]?.message).toContain('a newer one holds its session');
    expect(errors.closing).toEqual([]);
  });

  it('serves many callers at once, each its own answer, transactions among them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? database.db.transaction(async (tx) => rowsOf(await tx.execute(sql`select ${i}::int as n`))[0])
          : database.db.execute(sql`select ${i}::int as n`).then((result) => rowsOf(result)[0]),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 30 }, (_, i) => ({ n: i })));
  });

  it("hands answers over between the threads intact, small and beyond PGlite's 1 MB answer buffer", async () => {
    const [small, large, after] = await Promise.all([
      database.db.execute(sql`select 'small' as text`),
      database.db.execute(sql`select repeat('x', 3000000) as text`),
      database.db.execute(sql`select md5(repeat('y', 1000)) as text`),
    ]);
    expect(rowsOf(small)).toEqual([{ text: 'small' }]);
    expect((rowsOf(large)[0] as { text: string }).text).toBe('x'.repeat(3_000_000));
    expect(rowsOf(after)).toEqual([{ text: createHash('md5').update('y'.repeat(1000)).digest('hex') }]);
  });

  it("leaves the server's thread free while a long query runs", async () => {
    let finished = false;
    const long = database.db.execute(sql`select count(*) from generate_series(1, 3000000)`).then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished).toBe(false);
    await long;
    expect(finished).toBe(true);
  });

  it('says it is alive without waiting behind the statements queued for its one session, while it serves them', async () => {
    // Served just now, and no failure since health last asked (the tests above dropped connections).
    await database.alive();
    let finished = 0;
    const queued = Array.from({ length: 3 }, () =>
      database.db.execute(sql`select count(*) from generate_series(1, 3000000)`).then(() => finished++),
    );
    await database.alive();
    expect(finished).toBeLessThan(3);
    await Promise.all(queued);
  });

  it("when idle for a while, says it is alive once health's own statement is served", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await database.alive();
  });

  it('keeps its data across a restart, and nothing has failed', async () => {
    await database.close();
    database = await openDatabase({ dir: path.join(dir, 'db'), onEmbeddedFailure: (error) => failures.push(error) });
    expect(await database.db.select({ key: apps.key }).from(apps).where(eq(apps.key, 'embedded'))).toEqual([{ key: 'embedded' }]);
    expect(failures).toEqual([]);
  }, 60_000);
});
