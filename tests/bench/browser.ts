// The browser half of `npm run bench`: the job lists of the bench app, loaded in Debian's Chromium
// from the real server, timed from the start of navigation to the first job row on screen (not a
// skeleton). Every load is a full page load, the slowest way a user arrives; the browser cache is
// warm after the first, as it is for a returning user.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { percentile, type BenchResult } from './measure';

export type Fetch = (request: Request) => Response | Promise<Response>;

export interface PageCase {
  name: string;
  path: string;
  /** The first element that only a loaded job row has. */
  firstRow: (page: Page) => ReturnType<Page['locator']>;
  budgetP95Ms: number;
}

const WARM_UP = 2;

const actionsMenu = (page: Page) => page.getByRole('button', { name: /^Actions for / }).first();

export const JOB_LIST_PAGES: PageCase[] = [
  { name: 'browser /active/job first page', path: '/active/job', firstRow: actionsMenu, budgetP95Ms: 1000 },
  { name: 'browser /expired/job first page', path: '/expired/job', firstRow: actionsMenu, budgetP95Ms: 1000 },
  { name: 'browser /all/job?job=all first page', path: '/all/job?job=all', firstRow: actionsMenu, budgetP95Ms: 1000 },
  {
    name: 'browser /all/jobv1 first page',
    path: '/all/jobv1',
    firstRow: (page) => page.getByRole('button', { name: 'View' }).first(),
    budgetP95Ms: 1000,
  },
];

/** The dashboard, timed to its first tile's figure (issue 36: within the job list's time to its first row). */
export const DASHBOARD_PAGE: PageCase = {
  name: 'browser / first tile',
  path: '/',
  firstRow: (page) => page.getByRole('link', { name: /^Total Applicants [\d,]+$/ }),
  budgetP95Ms: 1000,
};

/** The applicant list, timed to its first row's actions menu (a skeleton has none). */
export const APPLICATION_LIST_PAGES: PageCase[] = [
  { name: 'browser /application first rows', path: '/application', firstRow: actionsMenu, budgetP95Ms: 1000 },
];

/** Serves the app on a free port of 127.0.0.1 until `close` is called. */
export async function listen(fetch: Fetch): Promise<{ baseURL: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ baseURL: `http://127.0.0.1:${info.port}`, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

/** Where the pages are served, and what answers once the server has finished what a page asked. */
export interface PageServer {
  baseURL: string;
  idle: () => Promise<void>;
}

/**
 * Times each page `iterations` times (after a warm-up), the pages taking turns. `signIn` is the
 * path that hands the web app its sign-in parameters, as the account page's callback does.
 */
export async function measurePages(server: PageServer, signIn: string, cases: PageCase[], iterations: number): Promise<BenchResult[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(signIn);
    await actionsMenu(page)
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        // What the page showed instead says why (a sign-in page, an error, a skeleton).
        await page.screenshot({ path: 'test-results/bench-sign-in.png' });
        throw new Error(`the job list never showed a row at ${page.url()} (screenshot: test-results/bench-sign-in.png)`, { cause: error });
      });
    // The pages take turns, load by load, so the machine's other work weighs on each alike.
    const walls = cases.map((): number[] => []);
    for (let i = 0; i < iterations + WARM_UP; i++) {
      for (const [which, bench] of cases.entries()) {
        // What the last page still asked for (the dashboard's cards after its tiles) is answered
        // first: the embedded database runs one statement at a time, and this page's would wait.
        await page.goto('about:blank');
        await server.idle();
        const started = performance.now();
        await page.goto(bench.path, { waitUntil: 'commit' });
        await bench.firstRow(page).waitFor({ timeout: 30_000 });
        if (i >= WARM_UP) walls[which]!.push(performance.now() - started);
      }
    }
    const results = cases.map((bench, which): BenchResult => {
      const wall = walls[which]!.sort((a, b) => a - b);
      const p95 = percentile(wall, 0.95);
      return { name: bench.name, p50: percentile(wall, 0.5), p95, budgetP95Ms: bench.budgetP95Ms, ok: p95 <= bench.budgetP95Ms };
    });
    return results;
  } finally {
    await browser.close();
  }
}
