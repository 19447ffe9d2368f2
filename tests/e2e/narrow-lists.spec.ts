import { test, expect, keepScreenshot, pageWidth, signIn } from './support/fixtures';

// Defects 10 and 9 (list half): at Teams-mobile width the lists turn into cards and no page
// scrolls sideways; an unbroken long name wraps inside its cell instead of running over the icons.

const narrowLists = [
  { path: '/active/job', heading: 'Jobs', shot: 'narrow-job-list' },
  { path: '/job-priority', heading: 'Job priority', shot: 'narrow-job-priority' },
  { path: '/stages', heading: 'Stages List', shot: 'narrow-stages' },
  { path: '/applicant-source', heading: 'Applicant Source', shot: 'narrow-applicant-source' },
];

test.describe('at 360 × 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const list of narrowLists) {
    test(`${list.path} fits the screen`, async ({ page }) => {
      await signIn(page);
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
      await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
      await expect(page.getByLabel('Loading').first()).toHaveCount(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
      await keepScreenshot(page, list.shot);
    });
  }

  test('job priority: every row keeps its delete button on screen', async ({ page }) => {
    await signIn(page);
    await page.goto('/job-priority');
    const deletes = page.getByRole('table', { name: 'Job priorities' }).getByRole('button', { name: 'Delete' });
    await expect(deletes.first()).toBeVisible();
    for (const button of await deletes.all()) {
      const box = await button.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
});

test('at 800 px the eleven job columns scroll inside the table box, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page);
  await page.goto('/active/job');
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row').nth(1)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(800);
  await keepScreenshot(page, 'tablet-job-list');
});

test('a 100-character unbroken source name wraps in its cell at 1366 px, clear of the row actions', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const name = `Unbroken${'x'.repeat(92)}`;
  await page.goto('/source/create');
  await page.getByRole('textbox', { name: /^Source/ }).fill(name);
  await page.getByRole('textbox', { name: /^Identifier/ }).fill(`long-${Date.now()}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/applicant-source/);
  await page.getByRole('searchbox').fill('Unbroken');
  const row = page.getByRole('table', { name: 'Applicant sources' }).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const nameBox = await row
    .getByRole('cell')
    .first()
    .evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      return { textRight: text.right, cellRight: cell.getBoundingClientRect().right };
    });
  expect(nameBox.textRight).toBeLessThanOrEqual(nameBox.cellRight + 1);
  const view = await row.getByRole('button', { name: 'View' }).boundingBox();
  expect(view && view.x).toBeGreaterThanOrEqual(nameBox.cellRight - 1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(1366);
  await keepScreenshot(page, 'wide-long-source-name');
});
