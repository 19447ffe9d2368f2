// `npm run bench`, embedded part (issue 14): the list endpoints under 10 concurrent clients over
// HTTP on the embedded database, with /api/health asked every few milliseconds meanwhile. Run twice
// in the same run — PGlite in the server's own thread as before (`inline`), and in its own thread
// as the server now runs it (`thread`) — with the server in a child process and the clients here.
// Budgets: `thread` serves each list at ≥ 2× the requests per second of `inline`, and health's p99
// stays ≤ 5 ms while the lists run. BENCH_ONLY (a regular expression) keeps the matching lists;
// BENCH_EMBEDDED=thread measures the thread alone (health, no throughput comparison). The clients
// use node:http (http-get.ts): fetch's extra CPU per request would be taken from the server on a
// 2-core machine. Health is asked from a thread of its own, as a monitor would from outside: its
// answers do not wait for this loop to get through ten clients' answers first. Beside
// the wall clock, the server reports its own loop's delay, its pauses for garbage collection and
// its threads' CPU and time spent waiting for a core (embedded-server.ts): what is the server's own
// work and what is the machine's load. Its memory is printed after start, after the lists and, in
// `thread`, after BENCH_EMBEDDED_MIXED_MS (default 2 minutes) of the lists asked in turn.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { httpGetter, type HttpGetter } from './http-get';
import { percentile } from './measure';
import { startServerProcess } from './hub-process';
import type { EmbeddedBenchServer, LoopReport, MemoryFigures, ThreadTimes } from './embedded-server';

const CLIENTS = 10;
const RUN_MS = Number(process.env.BENCH_EMBEDDED_MS ?? 8_000);
const WARM_UP_MS = 1_000;
const HEALTH_EVERY_MS = 10;
const THROUGHPUT_FACTOR = 2;
/** How long the lists are asked in turn after the measured runs, before the server's memory is read again. */
const MIXED_MS = Number(process.env.BENCH_EMBEDDED_MIXED_MS ?? 120_000);
const HEALTH_P99_BUDGET_MS = 5;

const LISTS = [
  { name: 'GET job all page 1', path: '/api/job?app=bench&type=all' },
  { name: 'GET v2/application page 1', path: '/api/v2/application?app=bench' },
  { name: 'GET total-referral page 1', path: '/api/total-referral?app=bench' },
].filter((list) => new RegExp(process.env.BENCH_ONLY ?? '').test(list.name));

interface LoadResult {
  perSecond: number;
  p95: number;
  healthP99: number;
  healthChecks: number;
  loop: LoopReport;
  /** The bench's own event loop: its delays add to the lists' latencies. */
  clientDelayP99: number;
}

interface ProbeOrder {
  baseUrl: string;
  headers: Record<string, string>;
  /** Epoch milliseconds (performance.timeOrigin + performance.now()): the threads' clocks differ. */
  from: number;
  until: number;
}

/** Asks health every HEALTH_EVERY_MS from a thread of its own; resolves with the latencies from `from` on, sorted. */
function probeHealth(order: ProbeOrder): Promise<number[]> {
  // A worker does not inherit tsx's loader: it registers it, then runs this file's probe branch.
  const start = `import('tsx/esm/api').then(({ register }) => (register(), import(${JSON.stringify(import.meta.url)})))`;
  const worker = new Worker(start, { eval: true, workerData: order });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function probeThread({ baseUrl, headers, from, until }: ProbeOrder): Promise<void> {
  const now = () => performance.timeOrigin + performance.now();
  const probe = httpGetter(baseUrl, headers, 1);
  const health: number[] = [];
  while (now() < until) {
    const sent = now();
    const status = await probe.get('/api/health');
    if (status !== 200) throw new Error(`HTTP ${status} for /api/health`);
    if (sent >= from) health.push(now() - sent);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  probe.close();
  parentPort!.postMessage(health.sort((a, b) => a - b));
}

/**
 * CLIENTS loops asking `paths` back to back, each client the next path in turn, for `runMs` (after
 * a warm-up), with health probed meanwhile.
 */
async function underLoad({ port, token, loopReportPath }: EmbeddedBenchServer, paths: string[], runMs = RUN_MS): Promise<LoadResult> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${token}` };
  const lists = httpGetter(baseUrl, headers, CLIENTS);
  const ask = async (getter: HttpGetter, path: string) => {
    const status = await getter.get(path);
    if (status !== 200) throw new Error(`HTTP ${status} for ${path}`);
  };
  const clientDelay = monitorEventLoopDelay({ resolution: 1 });
  const started = performance.now();
  const measuringFrom = started + WARM_UP_MS;
  const until = measuringFrom + runMs;
  const probing = probeHealth({ baseUrl, headers, from: performance.timeOrigin + measuringFrom, until: performance.timeOrigin + until });
  const latencies: number[] = [];
  const client = async (_: unknown, index: number) => {
    for (let turn = index; performance.now() < until; turn++) {
      const sent = performance.now();
      await ask(lists, paths[turn % paths.length]);
      if (sent >= measuringFrom) latencies.push(performance.now() - sent);
    }
  };
  const loopReport = async () => (await fetch(`${baseUrl}${loopReportPath}`)).json() as Promise<LoopReport>;
  const loopWatched = new Promise((resolve) => setTimeout(resolve, WARM_UP_MS)).then(() => (clientDelay.enable(), loopReport()));
  const [health] = await Promise.all([probing, loopWatched, ...Array.from({ length: CLIENTS }, client)]);
  const loop = await loopReport();
  clientDelay.disable();
  lists.close();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: (latencies.length * 1000) / runMs,
    p95: percentile(latencies, 0.95),
    healthP99: percentile(health, 0.99),
    healthChecks: health.length,
    loop,
    clientDelayP99: clientDelay.percentile(99) / 1e6,
  };
}

interface ModeResults {
  lists: Map<string, LoadResult>;
  /** The server's memory once started (data loaded), after the measured lists, and after MIXED_MS of them in turn (thread only). */
  memory: { label: string; figures: MemoryFigures }[];
}

async function measureMode(mode: 'inline' | 'thread'): Promise<ModeResults> {
  const server = await startServerProcess<EmbeddedBenchServer>(fileURLToPath(new URL('./embedded-server.ts', import.meta.url)), {
    BENCH_EMBEDDED: mode,
    BENCH_JOBS: '10000',
    BENCH_APPLICATIONS: process.env.BENCH_APPLICATIONS ?? '200000',
  });
  const { port, loopReportPath } = server.ready;
  const memoryNow = async () => ((await (await fetch(`http://127.0.0.1:${port}${loopReportPath}`)).json()) as LoopReport).memory;
  const results: ModeResults = { lists: new Map(), memory: [{ label: 'after start', figures: await memoryNow() }] };
  try {
    for (const list of LISTS) results.lists.set(list.name, await underLoad(server.ready, [list.path]));
    results.memory.push({ label: 'after the lists', figures: await memoryNow() });
    if (mode === 'thread' && MIXED_MS > 0) {
      await underLoad(
        server.ready,
        LISTS.map((list) => list.path),
        MIXED_MS,
      );
      results.memory.push({ label: `after ${MIXED_MS / 1000} s of them in turn`, figures: await memoryNow() });
    }
  } finally {
    await server.stop();
  }
  return results;
}

const memoryFigures = ({ rss, heapUsed, heapTotal, external }: MemoryFigures) =>
  `RSS ${rss.toFixed(0).padStart(4)} MB: the server thread's heap ${heapUsed.toFixed(0)} of ${heapTotal.toFixed(0)} MB, ` +
  `external ${external.toFixed(0)} MB; the rest is the database thread (its WebAssembly memory, its heap), code and the runtime's own`;

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const figures = ({ perSecond, p95, healthP99 }: LoadResult) =>
  `${perSecond.toFixed(0).padStart(4)} req/s p95 ${ms(p95)} health p99 ${ms(healthP99)}`;
const perRequest = (total: number, { perSecond }: LoadResult) => (total / ((perSecond * RUN_MS) / 1000)).toFixed(2);
const threadFigures = (name: string, times: ThreadTimes, result: LoadResult) =>
  `${name} ${perRequest(times.cpu, result)} ms CPU and ${perRequest(times.waiting, result)} ms waiting for a core per request, preempted ${times.preempted}×`;
const loopFigures = (result: LoadResult) => {
  const { delayP99, delayMax, gcPauses, gcTotal, gcMax, threads } = result.loop;
  return (
    `server loop delay p99 ${ms(delayP99)} max ${ms(delayMax)}; GC ${gcPauses} pauses, ${gcTotal.toFixed(0)} ms in all, longest ${gcMax.toFixed(1)} ms; ` +
    `bench loop delay p99 ${ms(result.clientDelayP99)}` +
    (threads
      ? `\n            ${threadFigures('server thread', threads.main, result)}; ${threadFigures('other threads', threads.others, result)}`
      : '')
  );
};

async function main(): Promise<void> {
  if (LISTS.length === 0) process.exit(0);
  console.log(
    `embedded bench: ${CLIENTS} clients for ${RUN_MS / 1000} s per list, health every ${HEALTH_EVERY_MS} ms meanwhile; ` +
      `server in a child process (load average ${loadavg()[0].toFixed(1)} as it starts)`,
  );
  const inline = process.env.BENCH_EMBEDDED === 'thread' ? null : await measureMode('inline');
  const thread = await measureMode('thread');
  let failed = false;
  for (const list of LISTS) {
    const before = inline?.lists.get(list.name);
    const after = thread.lists.get(list.name)!;
    const ok = (!before || after.perSecond >= THROUGHPUT_FACTOR * before.perSecond) && after.healthP99 <= HEALTH_P99_BUDGET_MS;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'SLOW'} ${`${list.name}, ${CLIENTS} clients`.padEnd(44)} thread ${figures(after)}  |  ` +
        `${before ? `inline ${figures(before)}  ` : ''}(budget: ${before ? `≥ ${THROUGHPUT_FACTOR}× inline, ` : ''}health p99 ≤ ${HEALTH_P99_BUDGET_MS} ms)`,
    );
    console.log(`     thread ${loopFigures(after)}`);
    if (before) console.log(`     inline ${loopFigures(before)}`);
  }
  for (const [mode, results] of [
    ['thread', thread],
    ['inline', inline],
  ] as const)
    for (const { label, figures } of results?.memory ?? [])
      console.log(`     ${mode} memory ${label.padEnd(28)} ${memoryFigures(figures)}`);
  process.exit(failed ? 1 : 0);
}

if (isMainThread) await main();
else await probeThread(workerData as ProbeOrder);
