// `npm run bench` (web): builds the web app and a floor app (tests/bench/web-floor: the least a
// Fluent v9 + react-router + SWR job list can ship) with Vite in this run, serves both over the
// real API on the demo data, and loads `/` and `/all/job` of each cold in Debian's Chromium.
// Prints the gzipped JavaScript each load fetched and the median time to the first job row beside
// the floor's, and fails above budget. BENCH_PAGE_LOADS sets the cold loads per page (default 15).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { createPglite, openPglite } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import type { AppEnv } from '../../src/server/core/context';
import { serveWeb } from '../../src/server/http/serve-web';
import { ROOT } from '../e2e/support/server';
import { createBenchApp } from './bench-app';
import { listen } from './browser';
import { measureColdLoads, type LoadCase, type LoadFigures, type Site } from './web-loads';

const pageLoads = Number(process.env.BENCH_PAGE_LOADS ?? 15);
const BUDGET = { homeJsKb: 200, jobsJsKb: 250, jobsReadyMs: 600 };

const HOME: LoadCase = { path: '/', ready: 'h1', dataRequest: '/api/userinfo' };
const JOBS: LoadCase = { path: '/all/job', ready: 'button[aria-label^="Actions for "]', dataRequest: '/api/job?' };

const outDir = await mkdtemp(path.join(tmpdir(), 'hireloop-web-bench-'));
const appRoot = path.join(outDir, 'app');
const floorRoot = path.join(outDir, 'floor');
try {
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: appRoot, emptyOutDir: true, sourcemap: false },
  });
  await build({
    root: path.join(ROOT, 'tests/bench/web-floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: floorRoot, emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  });

  const database = openPglite(await createPglite());
  await database.migrate();
  await seedDemoData(database.db, { now: new Date() });
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.test'));
  const { app, token } = await createBenchApp(database.db, { userId: admin.id, appKey: 'acme' }, appRoot);
  const floorWeb = new Hono<AppEnv>();
  serveWeb(floorWeb, floorRoot);

  const appServer = await listen(app.fetch);
  const floorServer = await listen((request) =>
    new URL(request.url).pathname.startsWith('/api/') ? app.fetch(request) : floorWeb.fetch(request),
  );
  const session = { selfToken: token, appToken: 'acme', authType: 'self' };
  const appSite: Site = { baseURL: appServer.baseURL, webRoot: appRoot, session };
  const floorSite: Site = { baseURL: floorServer.baseURL, webRoot: floorRoot, session };

  const figures: Record<string, [LoadFigures, LoadFigures]> = {};
  for (const load of [HOME, JOBS])
    figures[load.path] = [await measureColdLoads(appSite, load, pageLoads), await measureColdLoads(floorSite, load, pageLoads)];
  await appServer.close();
  await floorServer.close();
  await database.close();

  const kb = (bytes: number) => bytes / 1000;
  const rows: { name: string; app: number; floor: number; unit: string; budget: number; files?: [number, number] }[] = [
    {
      name: 'JavaScript of / (gzip)',
      app: kb(figures['/'][0].jsGzipBytes),
      floor: kb(figures['/'][1].jsGzipBytes),
      unit: 'kB',
      budget: BUDGET.homeJsKb,
      files: [figures['/'][0].jsFiles.length, figures['/'][1].jsFiles.length],
    },
    {
      name: 'JavaScript of /all/job (gzip)',
      app: kb(figures['/all/job'][0].jsGzipBytes),
      floor: kb(figures['/all/job'][1].jsGzipBytes),
      unit: 'kB',
      budget: BUDGET.jobsJsKb,
      files: [figures['/all/job'][0].jsFiles.length, figures['/all/job'][1].jsFiles.length],
    },
    {
      name: 'cold load to the first job row, median',
      app: figures['/all/job'][0].readyMs,
      floor: figures['/all/job'][1].readyMs,
      unit: 'ms',
      budget: BUDGET.jobsReadyMs,
    },
    {
      name: 'cold load of / to its greeting, median',
      app: figures['/'][0].readyMs,
      floor: figures['/'][1].readyMs,
      unit: 'ms',
      budget: Infinity,
    },
  ];
  let failed = false;
  console.log(`web: ${pageLoads} cold loads per page in Chromium (load average ${(await import('node:os')).loadavg()[0].toFixed(2)})`);
  for (const row of rows) {
    const ok = row.app <= row.budget;
    failed ||= !ok;
    const files = row.files ? ` in ${row.files[0]} files (floor ${row.files[1]})` : '';
    const budget = Number.isFinite(row.budget) ? `budget ${row.budget} ${row.unit}` : 'no budget';
    console.log(
      `${ok ? 'ok  ' : 'SLOW'} ${row.name.padEnd(40)} ${row.app.toFixed(1).padStart(7)} ${row.unit}  floor ${row.floor.toFixed(1).padStart(7)} ${row.unit}  ×${(row.app / row.floor).toFixed(2)}${files}  (${budget})`,
    );
  }
  for (const [pagePath, [figure]] of Object.entries(figures)) {
    const early = figure.dataLeadMs > 0;
    // The home page's data is the shell's; the job list's must not wait for the page's code.
    if (pagePath === JOBS.path) failed ||= !early;
    console.log(
      `${early ? 'ok  ' : 'LATE'} data request of ${pagePath.padEnd(9)} ${Number.isFinite(figure.dataLeadMs) ? `${figure.dataLeadMs.toFixed(0)} ms ${early ? 'before' : 'after'} its code finished loading (median)` : 'never sent'}`,
    );
  }
  // BENCH_VERBOSE=1: which files the app's loads fetched, to see where the weight is.
  if (process.env.BENCH_VERBOSE) {
    for (const [pagePath, [figure]] of Object.entries(figures)) {
      console.log(`files of ${pagePath}:`);
      for (const [file, size] of figure.jsFiles) console.log(`  ${kb(size).toFixed(1).padStart(6)} kB  ${file}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
