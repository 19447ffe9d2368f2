import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { apps } from '../../../src/server/db/schema';
import { databaseErrorCode } from '../../../src/server/core/database-error-code';
import { DATABASE_FAILING } from '../../../src/server/app';
import { createServerDatabase } from '../../support/test-db';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';

// The database as the server reaches it (a `pg` pool: to PostgreSQL, or to the embedded PGlite's
// one session in its thread). A failed statement — a user's duplicate name, a malformed value, a
// failed transaction — must leave every later request served.

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ database: await createServerDatabase() });
  admin = await t.factories.user(await t.factories.tenant('session-a'), 'admin');
});
afterAll(() => t.close());

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => databaseErrorCode(error) ?? String(error),
  );

describe('the database session after failed statements', () => {
  it('serves signed-in requests after rounds of concurrent duplicate creates (201 once, 409 for the rest)', async () => {
    for (let round = 0; round < 10; round++) {
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.call('POST', '/api/job-priority', { as: admin, form: { name: `Urgent ${round}` } }).then((r) => r.status),
        ),
      );
      expect(statuses.sort()).toEqual([201, 409, 409, 409, 409, 409]);
    }
    const list = await t.call('GET', '/api/job-priority?limit=100', { as: admin });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(10);
  });

  it('runs hundreds of failing and succeeding statements at once, each with its own outcome, and serves every later one', async () => {
    const db = t.db;
    const byKey = db
      .select({ key: apps.key })
      .from(apps)
      .where(eq(apps.key, sql.placeholder('key')))
      .prepare('session_test_by_key');
    const byId = db
      .select({ id: apps.id })
      .from(apps)
      .where(eq(apps.id, sql.placeholder('id')))
      .prepare('session_test_by_id');
    const statements: Record<string, (i: number) => Promise<unknown>> = {
      // Each kind: what it runs, and the outcome expected of it.
      duplicate: () => db.insert(apps).values({ key: 'session-a', name: 'Again' }),
      prepared: () => byKey.execute({ key: 'session-a' }),
      badCast: () => db.execute(sql`select ${'not a number'}::int`),
      syntax: () => db.execute(sql.raw('selec 1')),
      failedTransaction: (i) =>
        db.transaction(async (tx) => {
          await tx.insert(apps).values({ key: `session-half-${i}`, name: 'Half' });
          await tx.execute(sql`select 1 / 0`);
        }),
      transaction: (i) =>
        db.transaction(async (tx) =>
          tx
            .insert(apps)
            .values({ key: `session-whole-${i}`, name: 'Whole' })
            .returning({ key: apps.key }),
        ),
      preparedBadValue: () => byId.execute({ id: 'abc' }),
      nulCharacter: () => db.execute(sql`select ${'a\u0000b'}::text`),
    };
    const expected: Record<keyof typeof statements, string> = {
      duplicate: '23505',
      prepared: 'ok',
      badCast: '22P02',
      syntax: '42601',
      failedTransaction: '22012',
      transaction: 'ok',
      preparedBadValue: '22P02',
      nulCharacter: '22021',
    };
    const kinds = Object.keys(statements);
    const count = 320;
    const outcomes = await Promise.all(Array.from({ length: count }, (_, i) => codeOf(statements[kinds[i % kinds.length]](i))));
    expect(outcomes).toEqual(Array.from({ length: count }, (_, i) => expected[kinds[i % kinds.length]]));

    expect(await db.select({ key: apps.key }).from(apps).where(like(apps.key, 'session-half-%'))).toEqual([]);
    expect(await db.$count(apps, like(apps.key, 'session-whole-%'))).toBe(count / kinds.length);
    expect(await byKey.execute({ key: 'session-a' })).toEqual([{ key: 'session-a' }]);
    const list = await t.call('GET', '/api/job-priority?limit=100', { as: admin });
    expect(list.status).toBe(200);
  });

  it("answers /api/health with 503 and a clear message while the requests' statements fail, and 200 once they are served again", async () => {
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    await t.db.execute(sql`alter table apps rename to apps_away`);
    try {
      // A request's statement fails (its table is gone), which health must not paper over.
      expect(await codeOf(t.db.select().from(apps))).toBe('42P01');
      expect(await t.call('GET', '/api/health')).toMatchObject({ status: 503, body: { message: DATABASE_FAILING } });
    } finally {
      await t.db.execute(sql`alter table apps_away rename to apps`);
    }
    expect(await t.call('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
