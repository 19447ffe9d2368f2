// `npm run bench`, embedded part (issue 14): the list endpoints under 10 concurrent clients over
// HTTP on the embedded database, with /api/health asked every few milliseconds meanwhile. Run twice
// in the same run — PGlite in the server's own thread as before (`inline`), and in its own thread
// as the server now runs it (`thread`) — with the server in a child process and the clients here.
// Budgets: `thread` serves each list at ≥ 2× the requests per second of `inline`, and health's p99
// stays ≤ 5 ms while the lists run. BENCH_ONLY (a regular expression) keeps the matching lists.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { percentile } from './measure';
import { startServerProcess } from './hub-process';
import type { EmbeddedBenchServer } from './embedded-server';

const CLIENTS = 10;
const RUN_MS = Number(process.env.BENCH_EMBEDDED_MS ?? 8_000);
const WARM_UP_MS = 1_000;
const HEALTH_EVERY_MS = 10;
const THROUGHPUT_FACTOR = 2;
const HEALTH_P99_BUDGET_MS = 5;

const LISTS = [
  { name: 'GET job all page 1', path: '/api/job?app=bench&type=all' },
  { name: 'GET v2/application page 1', path: '/api/v2/application?app=bench' },
  { name: 'GET total-referral page 1', path: '/api/total-referral?app=bench' },
].filter((list) => new RegExp(process.env.BENCH_ONLY ?? '').test(list.name));
if (LISTS.length === 0) process.exit(0);

interface LoadResult {
  perSecond: number;
  p95: number;
  healthP99: number;
  healthChecks: number;
}

/** CLIENTS loops asking `path` back to back for RUN_MS (after a warm-up), and one loop asking health. */
async function underLoad(baseUrl: string, token: string, path: string): Promise<LoadResult> {
  const ask = async (url: string) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${url}`);
  };
  const started = performance.now();
  const measuringFrom = started + WARM_UP_MS;
  const until = measuringFrom + RUN_MS;
  const latencies: number[] = [];
  const health: number[] = [];
  const client = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      await ask(`${baseUrl}${path}`);
      if (sent >= measuringFrom) latencies.push(performance.now() - sent);
    }
  };
  const healthProbe = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      await ask(`${baseUrl}/api/health`);
      if (sent >= measuringFrom) health.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  };
  await Promise.all([...Array.from({ length: CLIENTS }, client), healthProbe()]);
  latencies.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  return { perSecond: (latencies.length * 1000) / RUN_MS, p95: percentile(latencies, 0.95), healthP99: percentile(health, 0.99), healthChecks: health.length };
}

async function measureMode(mode: 'inline' | 'thread'): Promise<Map<string, LoadResult>> {
  const server = await startServerProcess<EmbeddedBenchServer>(fileURLToPath(new URL('./embedded-server.ts', import.meta.url)), {
    BENCH_EMBEDDED: mode,
    BENCH_JOBS: '10000',
    BENCH_APPLICATIONS: process.env.BENCH_APPLICATIONS ?? '200000',
  });
  const results = new Map<string, LoadResult>();
  try {
    for (const list of LISTS) results.set(list.name, await underLoad(`http://127.0.0.1:${server.ready.port}`, server.ready.token, list.path));
  } finally {
    await server.stop();
  }
  return results;
}

console.log(
  `embedded bench: ${CLIENTS} clients for ${RUN_MS / 1000} s per list, health every ${HEALTH_EVERY_MS} ms meanwhile; ` +
    `server in a child process (load average ${loadavg()[0].toFixed(1)} as it starts)`,
);
const inline = await measureMode('inline');
const thread = await measureMode('thread');
let failed = false;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
for (const list of LISTS) {
  const before = inline.get(list.name)!;
  const after = thread.get(list.name)!;
  const ok = after.perSecond >= THROUGHPUT_FACTOR * before.perSecond && after.healthP99 <= HEALTH_P99_BUDGET_MS;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'SLOW'} ${`${list.name}, ${CLIENTS} clients`.padEnd(44)} ` +
      `thread ${after.perSecond.toFixed(0).padStart(4)} req/s p95 ${ms(after.p95)} health p99 ${ms(after.healthP99)}  |  ` +
      `inline ${before.perSecond.toFixed(0).padStart(4)} req/s p95 ${ms(before.p95)} health p99 ${ms(before.healthP99)}  ` +
      `(budget: ≥ ${THROUGHPUT_FACTOR}× inline, health p99 ≤ ${HEALTH_P99_BUDGET_MS} ms)`,
  );
}
process.exit(failed ? 1 : 0);
