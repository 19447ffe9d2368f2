import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, signIn } from './support/fixtures';

// Issue 10, Application List: the demo recruiter opens /application, adds the Date and Source
// filters, searches, and arrives from a job's View Applicants; at 1366 px and at 360 px (cards).

const table = (page: Page) => page.getByRole('table', { name: 'Applications' });

async function openList(page: Page) {
  await signIn(page, { path: '/application', email: 'recruiter@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Application List' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible();
}

test('application list at 1366 px: filters, search, and arriving from a job', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openList(page);
  for (const header of ['Id', 'Name', 'Job Title', 'Experience', 'Email', 'Contact Detail', 'Action']) {
    await expect(table(page).locator('thead')).toContainText(header);
  }
  await keepScreenshot(page, 'application-list');

  await page.getByRole('combobox', { name: 'Add' }).selectOption({ label: 'Date Filter' });
  const answered = page.waitForResponse((response) => /\/api\/v2\/application\?.*fromDate=/.test(response.url()) && response.ok());
  await page.getByRole('combobox', { name: 'Date Filter' }).selectOption({ label: 'Last 180 days' });
  await answered;
  await page.getByRole('combobox', { name: 'Add' }).selectOption({ label: 'Source Filter' });
  const source = page.getByRole('combobox', { name: 'Source Filter' });
  await expect(source.locator('option').nth(1)).toBeAttached();
  await source.selectOption({ index: 1 });
  await expect(page).toHaveURL(/sourceId=\d+/);
  await keepScreenshot(page, 'application-list-filters');
  await page.getByRole('button', { name: 'Remove Source Filter' }).click();
  await page.getByRole('button', { name: 'Remove Date Filter' }).click();
  await expect(page).toHaveURL(/\/application$/);

  const firstName = (await table(page).locator('tbody tr').first().locator('td').nth(2).textContent())?.split(' ')[0] ?? '';
  await page.getByRole('searchbox', { name: 'Search' }).fill(firstName);
  await expect(page).toHaveURL(new RegExp(`search=${firstName}`));
  await expect(table(page).locator('tbody tr').first()).toContainText(firstName);

  await page.goto('/all/job');
  await page
    .getByRole('table', { name: 'Jobs' })
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'View Job' }).click();
  await page.getByRole('button', { name: 'View Applicants' }).click();
  await expect(page).toHaveURL(/\/application\?jobId=\d+$/);
  await expect(page.getByRole('button', { name: /^Remove job filter: / })).toBeVisible();
  await keepScreenshot(page, 'application-list-from-job');
});

test('application list at 360 px shows cards and the filter bar wraps', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openList(page);
  await page.getByRole('combobox', { name: 'Add' }).selectOption({ label: 'Date Filter' });
  await page.getByRole('combobox', { name: 'Date Filter' }).selectOption({ label: 'Custom' });
  await expect(page.getByLabel('From')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'application-list-narrow');
});
