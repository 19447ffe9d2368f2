// Theme inside the Teams test host: the tab opens in Teams' theme and follows it live when the
// user switches Teams to dark (and to high contrast), without a reload. Screenshots of the dark
// tab at 1366 wide and at 360 × 780.
import type { FrameLocator } from '@playwright/test';
import { test, expect, keepScreenshot } from './support/fixtures';
import { newEntraUser, openTeamsTab } from '../support/teams-host/teams-tab';

/** The page's background as [r, g, b], read where Fluent's provider paints it. */
async function background(app: FrameLocator): Promise<number[]> {
  const color = await app.locator('.fui-FluentProvider').first().evaluate((element) => getComputedStyle(element).backgroundColor);
  return (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

const lightness = (rgb: number[]) => (rgb[0] + rgb[1] + rgb[2]) / 3;

test('switching Teams to dark re-themes the open tab live', async ({ page, baseURL }) => {
  const tab = await openTeamsTab(page, baseURL!, { entityId: 'refer', workspace: 'acme', user: newEntraUser('theme'), theme: 'default' });
  await expect(tab.app.getByRole('heading', { name: 'Refer a candidate', level: 1 })).toBeVisible();
  expect(lightness(await background(tab.app))).toBeGreaterThan(200);
  await expect.poll(async () => (await tab.sent('registerHandler')).map((message) => message.args[0])).toContain('themeChange');
  const before = (await tab.messages()).length;

  await tab.setTheme('dark');
  await expect.poll(async () => lightness(await background(tab.app))).toBeLessThan(60);
  // Re-themed in place: the page was not loaded again (no new initialize) and kept its heading.
  expect((await tab.messages()).slice(before).map((message) => message.func)).not.toContain('initialize');
  await expect(tab.app.getByRole('heading', { name: 'Refer a candidate', level: 1 })).toBeVisible();
  await keepScreenshot(page, 'teams-theme-dark');
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(tab.app.getByRole('heading', { name: 'Refer a candidate', level: 1 })).toBeVisible();
  await keepScreenshot(page, 'teams-theme-dark-narrow');
  await page.setViewportSize({ width: 1366, height: 900 });

  await tab.setTheme('contrast');
  await expect.poll(async () => background(tab.app)).toEqual([0, 0, 0]);
  await tab.setTheme('default');
  await expect.poll(async () => lightness(await background(tab.app))).toBeGreaterThan(200);
});
