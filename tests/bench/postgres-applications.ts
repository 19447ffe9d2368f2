// The PostgreSQL half of `npm run bench`: 1,000,000 applications on a PostgreSQL server
// (BENCH_DATABASE_URL, else the local server on 127.0.0.1:5432) in a database of its own, dropped
// at the end. The applicant list cases run over HTTP against a real listening server; each case's
// SQL (captured from the pool while one request runs) is then run alone with `pg`, and the two
// p95s are printed with their ratio. Fails above 100 ms p95 or above 1.5× the SQL alone; says so
// and exits 0 when no server is reachable.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { POSTGRES_SESSION_OPTIONS, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { createBenchApp } from './bench-app';
import { applicantBenchIds, applicantCases } from './application-bench';
import { measure, percentile, report } from './measure';
import { seedBenchHiring } from './seed-hiring';

const APPLICATIONS = Number(process.env.BENCH_PG_APPLICATIONS ?? 1_000_000);
const JOBS = 20_000;
const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `hireloop_bench_${process.pid}`;
const benchUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.log(`skipped: PostgreSQL bench (${serverUrl.replace(/\/\/[^@]*@/, '//')} not reachable: ${(error as Error).message})`);
  process.exit(0);
}
await admin.query(`create database ${database}`);

interface Captured {
  text: string;
  values: unknown[];
}
let capture: Captured[] | null = null;
const pool = new pg.Pool({ connectionString: benchUrl, max: 10, options: POSTGRES_SESSION_OPTIONS });
// Dropping the database at the end closes any connection still open: not a failure.
pool.on('error', () => undefined);
// Records what the app sends while `capture` is set: the same SQL is then timed alone.
const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
(pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  capture?.push(typeof first === 'string' ? { text: first, values: second ?? [] } : { text: first.text, values: first.values ?? second ?? [] });
  return query(...args);
};
const db = drizzle(pool, { schema }) as unknown as Db;
// Timed alone in a session set up as the app's.
const alone = new pg.Client({ connectionString: benchUrl, options: POSTGRES_SESSION_OPTIONS });
let failed = false;
let closeServer = async () => {};

try {
  await migrate(drizzle(pool, { schema }), { migrationsFolder: 'src/server/db/migrations' });
  const [tenant] = await db.insert(schema.apps).values({ key: 'bench', name: 'Bench', timeZone: 'Asia/Kolkata' }).returning();
  const [user] = await db.insert(schema.users).values({ appId: tenant.id, email: 'bench@example.test', name: 'Bench', role: 'admin' }).returning();

  // One connection for the seed: it switches triggers off for its session only. The trigram index
  // is built once after the bulk insert, much faster than kept up row by row.
  const seeder = new pg.Client({ connectionString: benchUrl });
  await seeder.connect();
  const started = performance.now();
  await seeder.query('drop index applications_search_trgm_idx');
  const seedDb = drizzle(seeder, { schema }) as unknown as Db;
  const { bigJobId } = await seedBenchHiring(seedDb, tenant.id, new Date(), { jobs: JOBS, applications: APPLICATIONS });
  await seeder.query(`set maintenance_work_mem = '512MB'`);
  await seeder.query('create index applications_search_trgm_idx on applications using gin (search_text gin_trgm_ops)');
  // A live table has been vacuumed by autovacuum: its visibility map lets counts read indexes only.
  await seeder.query('vacuum analyze');
  await seeder.end();
  console.log(`PostgreSQL: seeded ${JOBS} jobs and ${APPLICATIONS.toLocaleString('en')} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const { app, token } = await createBenchApp(db, { userId: user.id, appKey: tenant.key });
  const baseURL = await new Promise<string>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
    closeServer = () => new Promise((done) => server.close(() => done()));
  });
  const send = (path: string, init: RequestInit = {}) => fetch(`${baseURL}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });

  const ids = await applicantBenchIds(db, tenant.id, bigJobId);
  const cases = (await applicantCases(send, ids, (q) => `/api/v2/application?app=bench${q ? `&${q}` : ''}`, { list: 100, history: 100 }, (id) => `/api/candidate-history/${id}?app=bench`)).filter(
    (bench) => bench.name.startsWith('GET v2/application'),
  );
  await alone.connect();
  for (const bench of cases) {
    const http = await measure(send, bench, iterations);
    capture = [];
    await (await send(bench.path)).arrayBuffer();
    const statements: Captured[] = capture;
    capture = null;
    const times: number[] = [];
    for (let i = 0; i < iterations + 20; i++) {
      const begun = performance.now();
      for (const statement of statements) await alone.query(statement.text, statement.values);
      if (i >= 20) times.push(performance.now() - begun);
    }
    times.sort((a, b) => a - b);
    const sqlP95 = percentile(times, 0.95);
    const ratio = http.p95 / sqlP95;
    const ok = http.ok && ratio <= 1.5;
    failed ||= !ok;
    console.log(`${report({ ...http, name: `PG ${bench.name}`, ok })}  sql alone p95 ${sqlP95.toFixed(1)} ms (${statements.length} statements)  ratio ${ratio.toFixed(2)}× (budget 1.5×)`);
  }
} catch (error) {
  failed = true;
  console.error('PostgreSQL bench failed:', error);
} finally {
  await closeServer();
  await alone.end().catch(() => undefined);
  await pool.end();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
