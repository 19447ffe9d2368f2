// The harness of `npm run bench:pg`: a throwaway database on a PostgreSQL server (BENCH_DATABASE_URL,
// else the local server on 127.0.0.1:5432) seeded with the bench's hiring data, the real app
// serving it from a child process, and `compare`, which times one endpoint over HTTP beside the
// statements it sends run alone. The statements are captured from an in-process copy of the app
// (one request, its pool's queries recorded) and replayed with `pg` on connections set up as the
// app's, in order, with the app's statement names, so prepared statements are prepared alike.
// Beside both it times a minimal server in front of the same statements (postgres-floor-server.ts):
// what HTTP and a Node process cost on this machine however lean the app, so a miss shows whether
// the app or the machine is over budget. The three take turns in rounds, so load from elsewhere on
// the machine weighs on each alike.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, max } from 'drizzle-orm';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { POSTGRES_SESSION_OPTIONS, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { createBenchApp } from './bench-app';
import { percentile, type BenchCase } from './measure';
import { REFERRER_EMAIL, seedBenchHiring, type BenchCounts, type BenchData } from './seed-hiring';
import { startServerProcess, type ServerProcess } from './hub-process';
import type { PostgresBenchServer } from './postgres-server';
import type { FloorCase, FloorServer } from './postgres-floor-server';
import type { Send } from './application-bench';
import { httpGetter, type HttpGetter } from './http-get';

/** The HTTP p95 may be at most this many times the p95 of its statements run alone. */
export const RATIO_BUDGET = 1.5;
/** Concurrent clients each case is measured at, over HTTP and alone alike. */
export const CLIENTS = [1, 10] as const;
const WARM_UP = 20;
/** Rounds each measurement is split into, the app, the statements alone and the minimal server taking turns. */
const ROUNDS = 5;

interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

export interface PgBench extends BenchData {
  db: Db;
  appId: number;
  /** A request to the server process, signed in as the bench's admin. */
  send: Send;
  /** Measures one case at each of CLIENTS, prints a line for each and says whether all are within budget. */
  compare(bench: BenchCase): Promise<boolean>;
  close(): Promise<void>;
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_EMAIL = 'bench@example.test';

/** Latencies of calls made by `clients` callers at once, and the calls per second while they ran. */
interface Timed {
  sorted: number[];
  perSecond: number;
}

/**
 * `total` calls of each of `runs` made by `clients` callers at once (after a warm-up of each), in
 * ROUNDS rounds taking the runs in turn: the machine's other work then weighs on each alike.
 */
async function interleaved(clients: number, total: number, runs: ((client: number) => Promise<void>)[]): Promise<Timed[]> {
  const times = runs.map((): number[] => []);
  const seconds = runs.map(() => 0);
  const round = async (which: number, calls: number, record: boolean) => {
    const started = performance.now();
    const caller = async (client: number) => {
      for (let i = 0; i < Math.ceil(calls / clients); i++) {
        const callStarted = performance.now();
        await runs[which]!(client);
        if (record) times[which]!.push(performance.now() - callStarted);
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, client) => caller(client)));
    if (record) seconds[which]! += (performance.now() - started) / 1000;
  };
  for (const which of runs.keys()) await round(which, WARM_UP, false);
  for (let i = 0; i < ROUNDS; i++) for (const which of runs.keys()) await round(which, Math.ceil(total / ROUNDS), true);
  return times.map((list, which) => ({ sorted: list.sort((x, y) => x - y), perSecond: list.length / seconds[which]! }));
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/**
 * What the seed of a kept database must match to be used again: the counts, the seed's code and
 * the migrations (a change to either seeds afresh).
 */
function seedSignature(counts: BenchCounts): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(fileURLToPath(new URL('./seed-hiring.ts', import.meta.url))));
  hash.update(readFileSync('src/server/db/migrations/meta/_journal.json'));
  return `hireloop bench: ${counts.jobs} jobs, ${counts.applications} applications, ${hash.digest('hex').slice(0, 16)}`;
}

/** The bench's app, admin and data in a database seeded earlier, or null when it is not the bench's. */
async function seededEarlier(db: Db): Promise<{ appId: number; userId: number; data: BenchData } | null> {
  const [tenant] = await db.select({ id: schema.apps.id }).from(schema.apps).where(eq(schema.apps.key, 'bench'));
  if (!tenant) return null;
  const people = await db
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(and(eq(schema.users.appId, tenant.id), inArray(schema.users.email, [ADMIN_EMAIL, REFERRER_EMAIL])));
  const [{ bigJobId }] = await db
    .select({ bigJobId: max(schema.jobs.id) })
    .from(schema.jobs)
    .where(eq(schema.jobs.appId, tenant.id));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const [userId, referrerId] = [idOf(ADMIN_EMAIL), idOf(REFERRER_EMAIL)];
  if (userId === undefined || referrerId === undefined || bigJobId === null) return null;
  return { appId: tenant.id, userId, data: { bigJobId, referrerId } };
}

/**
 * Seeds the bench's app into the empty database at `url`: its admin and hiring data. One
 * connection: the seed switches triggers off for its session only. The trigram indexes are built
 * once after the bulk insert, much faster than kept up row by row.
 */
async function seed(db: Db, url: string, counts: BenchCounts): Promise<{ appId: number; userId: number; data: BenchData }> {
  const [tenant] = await db.insert(schema.apps).values({ key: 'bench', name: 'Bench', timeZone: 'Asia/Kolkata' }).returning();
  const [user] = await db.insert(schema.users).values({ appId: tenant.id, email: ADMIN_EMAIL, name: 'Bench', role: 'admin' }).returning();
  const seeder = new pg.Client({ connectionString: url });
  await seeder.connect();
  const started = performance.now();
  const { rows: trigram } = await seeder.query<{ indexdef: string; indexname: string }>(
    `select indexname, indexdef from pg_indexes where indexdef like '%gin_trgm_ops%'`,
  );
  for (const index of trigram) await seeder.query(`drop index ${index.indexname}`);
  const data = await seedBenchHiring(drizzle(seeder, { schema }) as unknown as Db, tenant.id, new Date(), counts);
  await seeder.query(`set maintenance_work_mem = '512MB'`);
  for (const index of trigram) await seeder.query(index.indexdef);
  // A live table has been vacuumed by autovacuum: its visibility map lets counts read indexes only.
  await seeder.query('vacuum analyze');
  await seeder.end();
  console.log(
    `PostgreSQL: seeded ${counts.jobs.toLocaleString('en')} jobs and ${counts.applications.toLocaleString('en')} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { appId: tenant.id, userId: user.id, data };
}

/**
 * Null (after saying why) when no PostgreSQL server answers. The database is a throwaway one, or
 * with BENCH_PG_KEEP=<name> the database of that name, kept afterwards and used again while it
 * holds the same seed (seeding a million applications takes minutes; the bench only reads it).
 */
export async function openPgBench(counts: BenchCounts, iterations: number): Promise<PgBench | null> {
  const kept = process.env.BENCH_PG_KEEP;
  const database = kept ?? `hireloop_bench_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const benchUrl = url.toString();
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`skipped: PostgreSQL bench (${serverUrl.replace(/\/\/[^@]*@/, '//')} not reachable: ${(error as Error).message})`);
    return null;
  }
  const signature = seedSignature(counts);
  const { rows: existing } = await admin.query<{ comment: string | null }>(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
    [database],
  );
  const reuse = kept !== undefined && existing[0]?.comment === signature;
  if (!reuse) {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(database)}`);
  }

  let capture: Statement[] | null = null;
  const pool = new pg.Pool({ connectionString: benchUrl, max: 10, options: POSTGRES_SESSION_OPTIONS });
  // Dropping the database at the end closes any connection still open: not a failure.
  pool.on('error', () => undefined);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const [first, second] = args as [string | { name?: string; text: string; values?: unknown[] }, unknown[] | undefined];
    capture?.push(
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : { name: first.name, text: first.text, values: first.values ?? second ?? [] },
    );
    return query(...args);
  };
  const db = drizzle(pool, { schema }) as unknown as Db;
  const alone = Array.from(
    { length: Math.max(...CLIENTS) },
    () => new pg.Client({ connectionString: benchUrl, options: POSTGRES_SESSION_OPTIONS }),
  );
  let server: ServerProcess<PostgresBenchServer> | null = null;
  let floorServer: ServerProcess<FloorServer> | null = null;
  let getter: HttpGetter | null = null;
  let floorGetter: HttpGetter | null = null;
  const close = async () => {
    getter?.close();
    floorGetter?.close();
    await server?.stop();
    await floorServer?.stop();
    await Promise.all(alone.map((client) => client.end().catch(() => undefined)));
    await pool.end();
    if (kept === undefined) await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  };

  try {
    await migrate(drizzle(pool, { schema }), { migrationsFolder: 'src/server/db/migrations' });
    const earlier = reuse ? await seededEarlier(db) : null;
    if (earlier) console.log(`PostgreSQL: the database ${database} holds the bench's seed already (${signature})`);
    const { appId, userId, data } = earlier ?? (await seed(db, benchUrl, counts));
    if (kept !== undefined && !earlier) {
      await admin.query(`comment on database ${pg.escapeIdentifier(database)} is ${pg.escapeLiteral(signature)}`);
    }
    const inProcess = await createBenchApp(db, { userId, appKey: 'bench' });
    server = await startServerProcess<PostgresBenchServer>(fileURLToPath(new URL('./postgres-server.ts', import.meta.url)), {
      BENCH_PG_DATABASE_URL: benchUrl,
      BENCH_PG_USER_ID: String(userId),
      BENCH_PG_APP_KEY: 'bench',
    });
    floorServer = await startServerProcess<FloorServer>(fileURLToPath(new URL('./postgres-floor-server.ts', import.meta.url)), {
      BENCH_PG_DATABASE_URL: benchUrl,
    });
    const floorURL = `http://127.0.0.1:${floorServer.ready.port}`;
    const floor = (floorGetter = httpGetter(floorURL, {}, Math.max(...CLIENTS)));
    const baseURL = `http://127.0.0.1:${server.ready.port}`;
    const headers = { authorization: `Bearer ${inProcess.token}` };
    const send: Send = (target, init = {}) => fetch(`${baseURL}${target}`, { ...init, headers });
    const timed = (getter = httpGetter(baseURL, headers, Math.max(...CLIENTS)));
    await Promise.all(alone.map((client) => client.connect()));

    const captured = async (target: string) => {
      capture = [];
      const response = await inProcess.app.request(target, { headers });
      const answer = Buffer.from(await response.arrayBuffer());
      const statements: Statement[] = capture;
      capture = null;
      if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${target}`);
      return { statements, answer };
    };

    const compare = async (bench: BenchCase) => {
      const { statements, answer } = await captured(bench.path);
      const floorCase: FloorCase = { statements, answer: answer.toString('base64') };
      const told = await fetch(floorURL, { method: 'PUT', body: JSON.stringify(floorCase) });
      if (told.status !== 204) throw new Error(`The floor server answered ${told.status} to the case`);
      let ok = true;
      for (const clients of CLIENTS) {
        const total = clients === 1 ? iterations : iterations * 2;
        const [cpuBefore, floorCpuBefore] = await Promise.all([server!.cpuMs(), floorServer!.cpuMs()]);
        const [http, sql, floorRun] = await interleaved(clients, total, [
          async () => {
            const status = await timed.get(bench.path);
            if (status !== 200) throw new Error(`${bench.name}: HTTP ${status} for ${bench.path}`);
          },
          async (client) => {
            for (const statement of statements) await alone[client]!.query(statement);
          },
          async () => {
            const status = await floor.get(bench.path);
            if (status !== 200) throw new Error(`${bench.name}: the floor server answered ${status}`);
          },
        ]);
        const [cpuAfter, floorCpuAfter] = await Promise.all([server!.cpuMs(), floorServer!.cpuMs()]);
        const serverCpu = (cpuAfter - cpuBefore) / (http!.sorted.length + WARM_UP);
        const floorCpu = (floorCpuAfter - floorCpuBefore) / (floorRun!.sorted.length + WARM_UP);
        const [httpP95, sqlP95, floorP95] = [http!, sql!, floorRun!].map((run) => percentile(run.sorted, 0.95));
        const ratio = httpP95 / sqlP95;
        const overFloor = httpP95 / floorP95;
        const judged = bench.ratioOver === 'minimal server' ? overFloor : ratio;
        // The absolute budget is one client's; ten share two cores and wait for each other.
        const within = judged <= RATIO_BUDGET && (clients > 1 || httpP95 <= bench.budgetP95Ms);
        ok &&= within;
        const throughput =
          clients > 1 ? `  ${http!.perSecond.toFixed(0).padStart(4)} vs ${sql!.perSecond.toFixed(0).padStart(4)} /s` : ''.padEnd(17);
        const floorThroughput = clients > 1 ? ` ${floorRun!.perSecond.toFixed(0).padStart(4)} /s` : '';
        console.log(
          `${within ? 'ok  ' : 'SLOW'} PG ${bench.name.padEnd(48)} ×${String(clients).padEnd(2)} p50 ${ms(percentile(http!.sorted, 0.5))}  p95 ${ms(httpP95)}  alone p95 ${ms(sqlP95)} (${statements.length} st.)  ratio ${ratio.toFixed(2)}×${throughput}  server cpu ${serverCpu.toFixed(2)} ms/req` +
            `  | minimal server p95 ${ms(floorP95)} ${(floorP95 / sqlP95).toFixed(2)}×${floorThroughput}  cpu ${floorCpu.toFixed(2)} ms/req` +
            `  | app/minimal ${overFloor.toFixed(2)}×${bench.ratioOver === 'minimal server' ? ' (budget)' : ''}  load ${loadavg()[0].toFixed(2)}`,
        );
      }
      return ok;
    };
    return { ...data, db, appId, send, compare, close };
  } catch (error) {
    await close();
    throw error;
  }
}
