// The embedded bench's server process: the real app over HTTP on an embedded database (in memory)
// holding the bench's hiring data, opened the way BENCH_EMBEDDED says — `thread` as the server runs
// it (src/server/db/embedded.ts), or `inline`, PGlite on the server's own thread as before.
// It also watches itself: GET /bench/loop answers what it saw since the last ask — the delay of its
// event loop's turns, the garbage collector's pauses, and each thread's CPU time and time spent
// waiting for a core (Linux's /proc), which tell the server's own work from the machine's load —
// and its memory now.
// With BENCH_WEB_ROOT it serves that web build too (the browser half of `npm run bench`), and GET
// /bench/idle answers once no other request is being served.
import { serve } from '@hono/node-server';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createPglite, openEmbedded, openPglite, type Database } from '../../src/server/db/client';
import { apps, users } from '../../src/server/db/schema';
import { createBenchApp } from './bench-app';
import { closeServer, listeningPort, serveParent } from './hub-process';
import { seedBenchHiring } from './seed-hiring';

export interface EmbeddedBenchServer {
  port: number;
  token: string;
  appKey: string;
  /** GET: the server's loop since the last ask (LoopReport). */
  loopReportPath: string;
  /** GET: answers once no other request is being served. */
  idlePath: string;
}

/** The server's own event loop since the last GET /bench/loop (ms). */
export interface LoopReport {
  delayP99: number;
  delayMax: number;
  gcPauses: number;
  gcTotal: number;
  gcMax: number;
  /** Linux's account of the server's thread and of the process's other threads (the database's above all). */
  threads: { main: ThreadTimes; others: ThreadTimes } | null;
  /** The process's memory now (MB): all of it, and the server thread's JavaScript heap and buffers. */
  memory: MemoryFigures;
}

export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory of C++ objects bound to JavaScript, Buffers and ArrayBuffers among them. */
  external: number;
}

const megabytes = (bytes: number) => bytes / 2 ** 20;
const memoryNow = (): MemoryFigures => {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  return {
    rss: megabytes(rss),
    heapUsed: megabytes(heapUsed),
    heapTotal: megabytes(heapTotal),
    external: megabytes(external),
  };
};

/** Time on a core, time runnable but waiting for one, and how often the thread was preempted. */
export interface ThreadTimes {
  cpu: number;
  waiting: number;
  preempted: number;
}

const LOOP_REPORT_PATH = '/bench/loop';
const IDLE_PATH = '/bench/idle';

/** Serves through `fetch`, and answers IDLE_PATH once no other request is in `fetch`. */
function withIdle(fetch: (request: Request) => Response | Promise<Response>) {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  const settle = () => {
    if (inFlight > 0) return;
    waiting.forEach((resolve) => resolve());
    waiting = [];
  };
  return async (request: Request): Promise<Response> => {
    if (new URL(request.url).pathname === IDLE_PATH) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        settle();
      });
      return new Response(null, { status: 204 });
    }
    inFlight++;
    try {
      return await fetch(request);
    } finally {
      inFlight--;
      settle();
    }
  };
}

/** What /proc says of each of this process's threads so far (null where there is no /proc). */
function threadTimes(): Map<string, ThreadTimes> | null {
  if (!existsSync('/proc/self/task')) return null;
  const times = new Map<string, ThreadTimes>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const [cpu, waiting] = readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      const preempted = Number(/nonvoluntary_ctxt_switches:\s*(\d+)/.exec(readFileSync(`/proc/self/task/${tid}/status`, 'utf8'))?.[1] ?? 0);
      times.set(tid, { cpu: cpu / 1e6, waiting: waiting / 1e6, preempted });
    } catch {
      // The thread ended while being read.
    }
  }
  return times;
}

const since = (now: ThreadTimes, then: ThreadTimes | undefined): ThreadTimes => ({
  cpu: now.cpu - (then?.cpu ?? 0),
  waiting: now.waiting - (then?.waiting ?? 0),
  preempted: now.preempted - (then?.preempted ?? 0),
});

/** The main thread's times and the sum of the others', since `then`. */
function threadsSince(now: Map<string, ThreadTimes> | null, then: Map<string, ThreadTimes> | null): LoopReport['threads'] {
  if (!now || !then) return null;
  const main = String(process.pid);
  const others: ThreadTimes = { cpu: 0, waiting: 0, preempted: 0 };
  for (const [tid, times] of now) {
    if (tid === main) continue;
    const delta = since(times, then.get(tid));
    others.cpu += delta.cpu;
    others.waiting += delta.waiting;
    others.preempted += delta.preempted;
  }
  return { main: since(now.get(main)!, then.get(main)), others };
}

/** Watches the loop's delay (sampled every millisecond) and the collector's pauses. */
function watchLoop(): () => LoopReport {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let gc: number[] = [];
  new PerformanceObserver((list) => gc.push(...list.getEntries().map((entry) => entry.duration))).observe({ entryTypes: ['gc'] });
  let threadsThen = threadTimes();
  return () => {
    const threadsNow = threadTimes();
    const report = {
      delayP99: delay.percentile(99) / 1e6,
      delayMax: delay.max / 1e6,
      gcPauses: gc.length,
      gcTotal: gc.reduce((sum, duration) => sum + duration, 0),
      gcMax: Math.max(0, ...gc),
      threads: threadsSince(threadsNow, threadsThen),
      memory: memoryNow(),
    };
    threadsThen = threadsNow;
    delay.reset();
    gc = [];
    return report;
  };
}

await serveParent<EmbeddedBenchServer>(async () => {
  const database: Database =
    process.env.BENCH_EMBEDDED === 'inline'
      ? openPglite(await createPglite())
      : await openEmbedded(undefined, (error) => console.error(`the bench's embedded database stopped: ${error.message}`));
  await database.migrate();
  const [tenant] = await database.db.insert(apps).values({ key: 'bench', name: 'Bench', timeZone: 'Asia/Kolkata' }).returning();
  const [admin] = await database.db
    .insert(users)
    .values({ appId: tenant.id, email: 'bench@example.test', name: 'Bench', role: 'admin' })
    .returning();
  await seedBenchHiring(database.db, tenant.id, new Date(), {
    jobs: Number(process.env.BENCH_JOBS),
    applications: Number(process.env.BENCH_APPLICATIONS),
  });
  const { app, token } = await createBenchApp(database.db, { userId: admin.id, appKey: tenant.key }, process.env.BENCH_WEB_ROOT, () =>
    database.alive(),
  );
  const loopReport = watchLoop();
  const fetch = withIdle((request: Request) => (request.url.endsWith(LOOP_REPORT_PATH) ? Response.json(loopReport()) : app.fetch(request)));
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  const port = await listeningPort(server);
  return {
    ready: { port, token, appKey: tenant.key, loopReportPath: LOOP_REPORT_PATH, idlePath: IDLE_PATH },
    async stop() {
      await closeServer(server);
      await database.close();
    },
  };
});
