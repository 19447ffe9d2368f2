// Cold page loads in Debian's Chromium for the web bench: every load in a fresh browser context
// (empty HTTP and code caches, the session already in localStorage, as for a signed-in user coming
// back after a deploy), timed in the page from the start of navigation to the first element that
// only loaded data has. Records the JavaScript the load fetched and when the page's data request
// started against when its code finished arriving.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { percentile } from './measure';

export interface LoadCase {
  path: string;
  /** CSS selector of the first element only loaded data renders (not a skeleton). */
  ready: string;
  /** The page's own data request: a substring of its URL. */
  dataRequest: string;
}

export interface Site {
  baseURL: string;
  /** The built web app's folder: the JavaScript fetched is weighed from its files. */
  webRoot: string;
  session: Record<string, string>;
}

export interface LoadFigures {
  /** Median ms from navigation start to the ready element. */
  readyMs: number;
  /** Gzipped bytes and count of the JavaScript files fetched (the largest of the loads). */
  jsGzipBytes: number;
  /** The files of that load, heaviest first: [path, gzipped bytes]. */
  jsFiles: [string, number][];
  /** Median ms by which the data request started before the last script before ready finished arriving (negative: after). */
  dataLeadMs: number;
}

/** No further script requested for this long after the page is ready: the load has fetched its code. */
const SCRIPT_QUIET_MS = 750;

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) gzipSizes.set(file, (size = gzipSync(readFileSync(file), { level: 9 }).byteLength));
  return size;
}

interface Timings {
  ready: number;
  dataStart: number | null;
  codeEnd: number;
}

/**
 * Installed before any script of the page: notes when `selector` first matches. A string, not a
 * function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const watchReady = (selector: string) => `{
  const note = () => document.querySelector(${JSON.stringify(selector)}) !== null && (window.__ready = performance.now()) > 0;
  const observer = new MutationObserver(() => note() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}`;

async function coldLoad(browser: Browser, site: Site, load: LoadCase): Promise<{ timings: Timings; scripts: Set<string> }> {
  const context = await browser.newContext({ baseURL: site.baseURL, viewport: { width: 1366, height: 900 } });
  try {
    await context.addInitScript((session: Record<string, string>) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    }, site.session);
    await context.addInitScript(watchReady(load.ready));
    const page = await context.newPage();
    const scripts = new Set<string>();
    let lastScript = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== site.baseURL || !url.pathname.endsWith('.js')) return;
      scripts.add(url.pathname);
      lastScript = Date.now();
    });
    await page.goto(load.path, { waitUntil: 'commit' });
    await page
      .waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, undefined, { timeout: 30_000, polling: 50 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: 'test-results/web-bench-timeout.png' });
        throw new Error(
          `${site.baseURL}${load.path} never showed ${load.ready} (at ${page.url()}; screenshot: test-results/web-bench-timeout.png)`,
          { cause: error },
        );
      });
    while (Date.now() - lastScript < SCRIPT_QUIET_MS) await page.waitForTimeout(SCRIPT_QUIET_MS / 3);
    const timings = await page.evaluate((dataRequest: string) => {
      const ready = (window as unknown as { __ready: number }).__ready;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const data = entries.find((entry) => entry.name.includes(dataRequest));
      const codeEnd = Math.max(
        0,
        ...entries.filter((entry) => entry.name.endsWith('.js') && entry.startTime < ready).map((entry) => entry.responseEnd),
      );
      return { ready, dataStart: data ? data.startTime : null, codeEnd };
    }, load.dataRequest);
    return { timings, scripts };
  } finally {
    await context.close();
  }
}

/** Loads `load.path` of `site` cold `iterations` times (after one warm-up for the server). */
export async function measureColdLoads(site: Site, load: LoadCase, iterations: number): Promise<LoadFigures> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const ready: number[] = [];
    const leads: number[] = [];
    let jsGzipBytes = 0;
    let jsFiles: [string, number][] = [];
    for (let i = 0; i <= iterations; i++) {
      const { timings, scripts } = await coldLoad(browser, site, load);
      if (i === 0) continue;
      ready.push(timings.ready);
      leads.push(timings.dataStart === null ? -Infinity : timings.codeEnd - timings.dataStart);
      const files = [...scripts]
        .map((file): [string, number] => [file, gzipSize(path.join(site.webRoot, file))])
        .sort((a, b) => b[1] - a[1]);
      const bytes = files.reduce((sum, [, size]) => sum + size, 0);
      if (bytes > jsGzipBytes) [jsGzipBytes, jsFiles] = [bytes, files];
    }
    ready.sort((a, b) => a - b);
    leads.sort((a, b) => a - b);
    return { readyMs: percentile(ready, 0.5), jsGzipBytes, jsFiles, dataLeadMs: percentile(leads, 0.5) };
  } finally {
    await browser.close();
  }
}
