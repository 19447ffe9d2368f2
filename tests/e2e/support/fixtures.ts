// What the specs import instead of '@playwright/test': the same `test` and `expect`, with
// `baseURL` taken from the server that global setup started, and a helper that keeps a named
// full-page screenshot under test-results/screenshots/ (kept after the run, for review).
import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';
import { SCREENSHOT_DIR } from './global-setup';

export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
});

export { expect };

/** Saves test-results/screenshots/<name>.png (name: kebab-case, e.g. 'jobs-list'). */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
