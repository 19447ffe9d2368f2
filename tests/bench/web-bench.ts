// `npm run bench` (web): builds the web app and its floor (tests/bench/web-floor: the least a
// Fluent v9 + react-router + SWR app can do for each page shape; careers-floor.ts for the careers
// list) with the same Vite settings in this run, serves both over the same API with the same
// session on the demo data, and loads every list route cold in Debian's Chromium, app and floor in
// turns. Prints per route the median time to
// first data beside the floor's, the JavaScript requests, the bytes on the wire and whether the
// data request starts before the code has arrived, each with the load average. Fails on ratios and
// counts, never on an absolute time the floor itself may miss: first data ≤ 1.5× the floor's, ≤ 20
// JavaScript requests; plus the gzipped JavaScript budgets of / and /all/job and /all/job's early
// data request. BENCH_PAGE_LOADS sets the pairs per route (default 7), BENCH_ONLY (a regular
// expression) keeps the matching routes, BENCH_VERBOSE=1 lists the files each app route fetched.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { createPglite, openPglite } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import type { AppEnv } from '../../src/server/core/context';
import { serveWeb } from '../../src/server/http/serve-web';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { createBenchApp } from './bench-app';
import { careersFloorPage } from './careers-floor';
import { listen } from './browser';
import { webBuild } from './web-build';
import { measurePairs, type Site } from './web-loads';
import { printRoute, printSummary, ROUTE_HEADER, type RouteFigures } from './web-report';
import { CAREERS_LIST, listRoutes, routeParameters } from './web-routes';

const pairs = Number(process.env.BENCH_PAGE_LOADS ?? 7);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const APP_KEY = 'acme';

const outDir = await mkdtemp(path.join(tmpdir(), 'hireloop-web-bench-'));
const appRoot = path.join(outDir, 'app');
const floorRoot = path.join(outDir, 'floor');
try {
  await build(webBuild('app', appRoot));
  await build(webBuild('floor', floorRoot));

  const database = openPglite(await createPglite());
  await database.migrate();
  await seedDemoData(database.db, { now: new Date() });
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `admin@${APP_KEY}.test`));
  const parameters = await routeParameters(database.db, APP_KEY);
  const { app, token, tokenFor } = await createBenchApp(database.db, { userId: admin.id, appKey: APP_KEY }, appRoot);
  const session = (selfToken: string) => ({ selfToken, appToken: APP_KEY, authType: 'self' });
  const routes = listRoutes(parameters, session(await tokenFor(parameters.employeeId))).filter((route) => !only || only.test(route.path));

  // The careers list shows open jobs, or the bench would time an empty page.
  const careers = await app.request(CAREERS_LIST);
  if (careers.status !== 200 || !(await careers.text()).includes('<ul class="jobs">'))
    throw new Error(`${CAREERS_LIST} shows no open jobs (HTTP ${careers.status})`);

  const floorWeb = new Hono<AppEnv>();
  serveWeb(floorWeb, floorRoot);
  const appServer = await listen(app.fetch);
  const floorServer = await listen((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === CAREERS_LIST) return careersFloorPage(database.db, APP_KEY);
    return /^\/(?:api|careers)\//.test(pathname) ? app.fetch(request) : floorWeb.fetch(request);
  });
  const sites: { app: Site; floor: Site } = {
    app: { baseURL: appServer.baseURL, webRoot: appRoot, session: session(token) },
    floor: { baseURL: floorServer.baseURL, webRoot: floorRoot, session: session(token) },
  };

  console.log(
    `web: ${pairs} interleaved app/floor cold-load pairs per route in Chromium (load average ${loadavg()[0].toFixed(2)} at start)`,
  );
  console.log(ROUTE_HEADER);
  const figures: RouteFigures[] = [];
  let ok = true;
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const route of routes) {
      const measured = { route, ...(await measurePairs(browser, sites, route, pairs)) };
      ok = printRoute(measured) && ok;
      figures.push(measured);
    }
  } finally {
    await browser.close();
    await appServer.close();
    await floorServer.close();
    await database.close();
  }
  ok = printSummary(figures) && ok;
  process.exitCode = ok ? 0 : 1;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
