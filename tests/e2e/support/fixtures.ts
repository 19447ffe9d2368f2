// What the specs import instead of '@playwright/test': the same `test` and `expect`, with
// `baseURL` taken from this worker's server that global setup started, and a helper that keeps a
// named full-page screenshot under test-results/screenshots/ (kept after the run, for review).
import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';
import { SCREENSHOT_DIR } from './global-setup';

/**
 * The server this worker tests: global setup starts one per worker (E2E_BASE_URLS, in parallel
 * index order), so no two workers share demo data; a server given in E2E_BASE_URL serves them all.
 */
export function serverURL(): string | undefined {
  const own = process.env.E2E_BASE_URLS?.split(' ');
  if (!own) return process.env.E2E_BASE_URL;
  return own[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % own.length];
}

export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(serverURL() ?? baseURL);
  },
});

export { expect };

/** Saves test-results/screenshots/<name>.png (name: kebab-case, e.g. 'jobs-list'). */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** The session each user's first sign-in in this worker got, by e-mail (tokens are stateless: they stay valid). */
const sessions = new Map<string, { token: string; app: string }>();

/**
 * Signs in as a demo user of workspace 'acme' and waits for the page. A user's first sign-in in a
 * worker fills in the self-managed sign-in page; later ones open `start` with that session's token,
 * the address the sign-in page redirects to, which saves loading the app and the sign-in page twice.
 */
export async function signIn(page: Page, { path: start = '/', email = 'admin@acme.test' } = {}): Promise<void> {
  const session = sessions.get(email);
  if (session) {
    const address = new URL(start, 'http://app');
    address.searchParams.set('token', session.token);
    address.searchParams.set('app', session.app);
    address.searchParams.set('authType', 'self');
    await page.goto(`${address.pathname}${address.search}${address.hash}`);
  } else {
    await page.goto(start);
    await page.getByLabel('Workspace').fill('acme');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('hireloop-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (!session) {
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('selfToken'), app: localStorage.getItem('appToken') }));
    if (stored.token && stored.app) sessions.set(email, { token: stored.token, app: stored.app });
  }
}

/**
 * How wide the page is laid out: more than the window means it scrolls sideways. The shell's
 * <main> scrolls by itself, so the document never outgrows the window: what overflows <main>
 * counts on top of the window's width.
 */
export const pageWidth = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById('main-content');
    const mainOverflow = main ? Math.max(0, main.scrollWidth - main.clientWidth) : 0;
    return Math.max(document.documentElement.scrollWidth, window.innerWidth + mainOverflow);
  });

/**
 * At 360 × 740 (Teams mobile) the page keeps its heading and does not scroll sideways; keeps a
 * screenshot, runs `whileNarrow`, and goes back to the desktop size.
 */
export async function fitsNarrowScreen(
  page: Page,
  shot: string,
  whileNarrow?: () => Promise<void>,
  desktop = { width: 1366, height: 900 },
): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Measured once the page has settled at the new width: for a frame after the resize a list may
  // still be laid out as its desktop table while its card view loads. A lasting overflow still fails.
  await expect.poll(() => pageWidth(page), { timeout: 3_000 }).toBeLessThanOrEqual(360);
  await keepScreenshot(page, shot);
  await whileNarrow?.();
  await page.setViewportSize(desktop);
}
