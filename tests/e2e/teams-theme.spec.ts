// Theme inside the Teams test host: the tab opens in Teams' theme and follows it live when the
// user switches Teams to dark (and to high contrast), without a reload. Screenshots of the dark
// tab at 1366 wide and at 360 × 780.
import type { FrameLocator } from '@playwright/test';
import { test, expect, keepScreenshot } from './support/fixtures';
import { newEntraUser, openTeamsTab, takeConsoleErrors } from '../support/teams-host/teams-tab';

// Every tab opens without a console error or an uncaught exception (a CSP violation is one).
test.afterEach(() => expect(takeConsoleErrors(), 'console errors of the Teams host and its tabs').toEqual([]));

/** The page's background as [r, g, b], read where Fluent's provider paints it. */
async function background(app: FrameLocator): Promise<number[]> {
  const color = await app
    .locator('.fui-FluentProvider')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
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

test("a tab whose host answers late (a loaded machine) waits for Teams: signed in by Teams, in Teams' dark theme, never the password sign-in", async ({
  page,
  baseURL,
}) => {
  const paths: string[] = [];
  page.on(
    'framenavigated',
    (frame) => frame !== page.mainFrame() && frame.url().startsWith('http') && paths.push(new URL(frame.url()).pathname),
  );
  const tab = await openTeamsTab(page, baseURL!, {
    entityId: 'refer',
    workspace: 'acme',
    user: newEntraUser('late'),
    theme: 'dark',
    answerAfterMs: 5_000,
  });
  await expect(tab.app.getByText('Starting Hireloop…')).toBeVisible();
  await expect(tab.app.getByRole('heading', { name: 'Refer a candidate', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(lightness(await background(tab.app))).toBeLessThan(60);
  expect(await tab.sent('authentication.getAuthToken')).toHaveLength(1);
  await expect(tab.app.getByLabel('Password')).toHaveCount(0);
  // The tab's frame never left its page (no central sign-in, no Entra redirect).
  expect([...new Set(paths)]).toEqual(['/refer']);
});
