// `npm run bench`: in-process latency of API endpoints on the embedded database.
// Prints p50/p95 per endpoint and fails when a budget is exceeded.
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { openPglite } from '../../src/server/db/client';
import { createTokenSigner } from '../../src/server/auth/tokens';
import { apps, jobPriorities, users } from '../../src/server/db/schema';
import { memoryFileStore } from '../support/memory-file-store';

interface Case {
  name: string;
  path: string;
  budgetP95Ms: number;
}

const iterations = 200;

const database = openPglite(new PGlite());
await database.migrate();
const db = database.db;
const [tenant] = await db.insert(apps).values({ key: 'bench', name: 'Bench' }).returning();
const [admin] = await db.insert(users).values({ appId: tenant.id, email: 'bench@example.test', name: 'Bench', role: 'admin' }).returning();
await db.insert(jobPriorities).values(Array.from({ length: 1000 }, (_, i) => ({ appId: tenant.id, name: `Priority ${i}`, status: i % 3 ? 1 : 0 })));

const signer = createTokenSigner('bench-secret-that-is-long-enough-for-hs256', 60, () => new Date());
const token = await signer.sign({ userId: admin.id, appKey: tenant.key });
const app = createApp({
  db,
  clock: () => new Date(),
  storage: memoryFileStore(),
  logger: pino({ level: 'silent' }),
  auth: { signer, entra: null, entraClient: null, loginAttemptsPerWindow: 10 },
  accountProfileUrl: '/account/login',
});

const cases: Case[] = [
  { name: 'GET userinfo', path: '/api/userinfo?app=bench', budgetP95Ms: 50 },
  { name: 'GET job-priority page 1', path: '/api/job-priority?app=bench', budgetP95Ms: 50 },
  { name: 'GET job-priority late page + search', path: '/api/job-priority?app=bench&page=5&search=Priority%201', budgetP95Ms: 50 },
];

let failed = false;
for (const bench of cases) {
  const timings: number[] = [];
  for (let i = 0; i < iterations + 20; i++) {
    const started = performance.now();
    const response = await app.request(bench.path, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${bench.name}: HTTP ${response.status}`);
    if (i >= 20) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const p50 = timings[Math.floor(timings.length * 0.5)];
  const p95 = timings[Math.floor(timings.length * 0.95)];
  const ok = p95 <= bench.budgetP95Ms;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'SLOW'} ${bench.name.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (budget ${bench.budgetP95Ms} ms)`);
}
await database.close();
process.exit(failed ? 1 : 0);
