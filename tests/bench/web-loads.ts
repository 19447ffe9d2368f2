// Cold page loads in Debian's Chromium for the web bench: every load in a fresh browser context
// (empty HTTP and code caches, the session already in localStorage, as for a signed-in user coming
// back after a deploy), timed in the page from the start of navigation to the first element that
// only loaded data renders. Each load also records its JavaScript requests, every response's bytes
// on the wire (headers and bodies, as the browser received them) and when the page's data request
// started against when its code finished arriving. (A WebSocket's frames are not requests: the hub's
// connection counts by its negotiate request only.) The app's and the floor's loads of one route take
// turns (app, floor, app, floor…), so the machine's other work weighs on both alike.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from '@playwright/test';
import { percentile } from './measure';

export interface LoadCase {
  path: string;
  /** CSS selector of the first element only the app's loaded data renders (not a skeleton). */
  ready: string;
  /** The same on the floor, when not FLOOR_READY. */
  floorReady?: string;
  /** The page's own data request: a substring of its URL; null when the data comes with the HTML. */
  dataRequest: string | null;
  /** Signed in as someone else than the sites' user (My referrals is an employee's page). */
  session?: Record<string, string>;
}

export interface Site {
  baseURL: string;
  /** The built web app's folder: the JavaScript fetched is weighed from its files. */
  webRoot: string;
  session: Record<string, string>;
}

/** What the floor's pages put on each element their loaded data renders. */
export const FLOOR_READY = '[data-ready]';

/** Bytes on the wire of one kind of request: headers (sent and received) and bodies (sent and received, as encoded). */
export interface WireBytes {
  requests: number;
  headers: number;
  bodies: number;
}

export type WireKind = 'js' | 'api' | 'other';

export interface LoadSample {
  readyMs: number;
  /** Ms by which the data request started before the last script before ready finished arriving (negative: after). */
  dataLeadMs: number;
  /** Same-origin JavaScript files requested before the load went quiet. */
  scripts: string[];
  /** Those requested before the scripts paused for SCRIPT_PAUSE_MS after ready: what the JavaScript budgets weigh, as they always have. */
  firstScripts: string[];
  wire: Record<WireKind, WireBytes>;
  /** The 1-minute load average when the load started. */
  load: number;
}

export interface LoadFigures {
  /** Median ms from navigation start to the ready element. */
  readyMs: number;
  /** Median of the samples' data leads. */
  dataLeadMs: number;
  /** JavaScript requests of a load (the most of any load). */
  jsRequests: number;
  /** Gzipped bytes of the first scripts (the heaviest load), weighed from the build. */
  jsGzipBytes: number;
  /** The files of that load, heaviest first: [path, gzipped bytes]. */
  jsFiles: [string, number][];
  /** Median bytes on the wire per kind. */
  wire: Record<WireKind, WireBytes>;
  /** Median load average over the loads. */
  load: number;
}

/** No script asked for this long after ready: the page's own code has arrived (what loads later, it loads when idle or when data comes). */
const SCRIPT_PAUSE_MS = 750;
/** No request started or finished for this long after the page is ready: the load has fetched what it fetches unasked. */
const QUIET_MS = 750;
/** …or this long has passed since ready (a poll or a stream never goes quiet). */
const QUIET_CAP_MS = 5_000;

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) gzipSizes.set(file, (size = gzipSync(readFileSync(file), { level: 9 }).byteLength));
  return size;
}

function wireKind(url: URL, origin: string): WireKind {
  if (url.origin === origin && url.pathname.endsWith('.js')) return 'js';
  if (url.origin === origin && /^\/(?:api|account|hubs)\//.test(url.pathname)) return 'api';
  return 'other';
}

const noBytes = (): Record<WireKind, WireBytes> => ({
  js: { requests: 0, headers: 0, bodies: 0 },
  api: { requests: 0, headers: 0, bodies: 0 },
  other: { requests: 0, headers: 0, bodies: 0 },
});

/**
 * Installed before any script of the page: notes when `selector` first matches. A string, not a
 * function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const watchReady = (selector: string) => `{
  const note = () => document.querySelector(${JSON.stringify(selector)}) !== null && (window.__ready = performance.now()) > 0;
  const observer = new MutationObserver(() => note() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}`;

async function coldLoad(browser: Browser, site: Site, load: LoadCase, ready: string): Promise<LoadSample> {
  const started = loadavg()[0];
  const context = await browser.newContext({ baseURL: site.baseURL, viewport: { width: 1366, height: 900 } });
  try {
    await context.addInitScript((session: Record<string, string>) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    }, load.session ?? site.session);
    await context.addInitScript(watchReady(ready));
    const page = await context.newPage();
    /** Each same-origin script and when it was asked for. */
    const scripts = new Map<string, number>();
    const sizes: Promise<{ kind: WireKind; headers: number; bodies: number }>[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', (request) => {
      inFlight++;
      lastActivity = Date.now();
      const url = new URL(request.url());
      if (wireKind(url, site.baseURL) === 'js' && !scripts.has(url.pathname)) scripts.set(url.pathname, Date.now());
    });
    const settled = (request: Request, finished: boolean) => {
      inFlight--;
      lastActivity = Date.now();
      if (!finished) return;
      const kind = wireKind(new URL(request.url()), site.baseURL);
      sizes.push(
        request.sizes().then((size) => ({
          kind,
          headers: size.requestHeadersSize + size.responseHeadersSize,
          bodies: size.requestBodySize + size.responseBodySize,
        })),
      );
    };
    page.on('requestfinished', (request) => settled(request, true));
    page.on('requestfailed', (request) => settled(request, false));
    await page.goto(load.path, { waitUntil: 'commit' });
    const screenshot = 'test-results/web-bench-timeout.png';
    await page
      .waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, undefined, { timeout: 30_000, polling: 50 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: screenshot });
        throw new Error(`${site.baseURL}${load.path} never showed ${ready} (at ${page.url()}; screenshot: ${screenshot})`, {
          cause: error,
        });
      });
    const readyAt = Date.now();
    while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() - readyAt < QUIET_CAP_MS)
      await page.waitForTimeout(QUIET_MS / 3);
    const timings = await page.evaluate((dataRequest: string | null) => {
      const readyMs = (window as unknown as { __ready: number }).__ready;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const data = dataRequest === null ? undefined : entries.find((entry) => entry.name.includes(dataRequest));
      const codeEnd = Math.max(
        0,
        ...entries.filter((entry) => entry.name.endsWith('.js') && entry.startTime < readyMs).map((entry) => entry.responseEnd),
      );
      return { readyMs, dataStart: data ? data.startTime : null, codeEnd };
    }, load.dataRequest);
    const wire = noBytes();
    for (const { kind, headers, bodies } of await Promise.all(sizes)) {
      wire[kind].requests++;
      wire[kind].headers += headers;
      wire[kind].bodies += bodies;
    }
    return {
      readyMs: timings.readyMs,
      // The data came with the HTML: it was there before any code.
      dataLeadMs: load.dataRequest === null ? Infinity : timings.dataStart === null ? -Infinity : timings.codeEnd - timings.dataStart,
      scripts: [...scripts.keys()],
      firstScripts: scriptsBeforePause(scripts, readyAt),
      wire,
      load: started,
    };
  } finally {
    await context.close();
  }
}

/**
 * The scripts asked for until SCRIPT_PAUSE_MS passed after ready without one: the bench used to stop
 * the load there, and the JavaScript budgets were set on what it had fetched by then.
 */
function scriptsBeforePause(scripts: Map<string, number>, readyAt: number): string[] {
  const times = [...scripts.values()].sort((a, b) => a - b);
  let end = Math.max(readyAt, ...times.filter((time) => time <= readyAt).map((time) => time + SCRIPT_PAUSE_MS));
  for (const time of times) if (time > readyAt && time < end) end = time + SCRIPT_PAUSE_MS;
  return [...scripts].filter(([, time]) => time < end).map(([file]) => file);
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function summarise(samples: LoadSample[], webRoot: string): LoadFigures {
  let jsGzipBytes = 0;
  let jsFiles: [string, number][] = [];
  for (const sample of samples) {
    const files = sample.firstScripts
      .map((file): [string, number] => [file, gzipSize(path.join(webRoot, file))])
      .sort((a, b) => b[1] - a[1]);
    const bytes = files.reduce((sum, [, size]) => sum + size, 0);
    if (bytes > jsGzipBytes) [jsGzipBytes, jsFiles] = [bytes, files];
  }
  const wire = noBytes();
  for (const kind of Object.keys(wire) as WireKind[])
    for (const part of ['requests', 'headers', 'bodies'] as const)
      wire[kind][part] = median(samples.map((sample) => sample.wire[kind][part]));
  return {
    readyMs: median(samples.map((sample) => sample.readyMs)),
    dataLeadMs: median(samples.map((sample) => sample.dataLeadMs)),
    jsRequests: Math.max(...samples.map((sample) => sample.scripts.length)),
    jsGzipBytes,
    jsFiles,
    wire,
    load: median(samples.map((sample) => sample.load)),
  };
}

/**
 * Loads `load.path` cold on the app and on the floor in turns, `pairs` times each, after one pair
 * that warms the server (its statements prepared, its files read) and is not counted.
 */
export async function measurePairs(browser: Browser, sites: { app: Site; floor: Site }, load: LoadCase, pairs: number) {
  const samples = { app: [] as LoadSample[], floor: [] as LoadSample[] };
  for (let pair = 0; pair <= pairs; pair++) {
    for (const which of ['app', 'floor'] as const) {
      const ready = which === 'app' ? load.ready : (load.floorReady ?? FLOOR_READY);
      const sample = await coldLoad(browser, sites[which], load, ready);
      if (pair > 0) samples[which].push(sample);
    }
  }
  return { app: summarise(samples.app, sites.app.webRoot), floor: summarise(samples.floor, sites.floor.webRoot) };
}
