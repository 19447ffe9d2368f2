import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, signIn } from './support/fixtures';

// Defect 9: a name pasted past its limit is kept whole, the form says the limit where it is
// reached, and long unbroken text in messages wraps instead of widening the page.

/** The page scrolls only downwards: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const pasted = 'N'.repeat(150);

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`a 150-character source pasted at ${viewport.width}px is kept whole and its limit is said`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto('/source/create');
    const source = page.getByRole('textbox', { name: /^Source/ });
    await source.focus();
    // insertText is what a paste does to the field: no key presses, the whole text at once.
    await page.keyboard.insertText(pasted);
    await expect(source).toHaveValue(pasted);
    await expect(page.getByText('The source must be at most 100 characters.')).toBeVisible();
    await expect(page.getByText('150 / 100')).toBeVisible();
    await page.getByRole('textbox', { name: /^Identifier/ }).fill(`limit-${viewport.width}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/source\/create$/);
    await expect(page.getByText('Your create form is submitted')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, `form-limits-source-${viewport.width}`);
  });
}

test('a duplicate identifier of 60 unbroken characters wraps inside the message at 360px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  const identifier = `${Date.now()}`.padEnd(60, 'q');
  await page.goto('/source/create');
  await page.getByRole('textbox', { name: /^Source/ }).fill('Wrap check');
  await page.getByRole('textbox', { name: /^Identifier/ }).fill(identifier);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/applicant-source$/);

  await page.goto('/source/create');
  await page.getByRole('textbox', { name: /^Source/ }).fill('Wrap check again');
  await page.getByRole('textbox', { name: /^Identifier/ }).fill(identifier);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(`The identifier '${identifier}' is already used`);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, 'form-limits-duplicate-360');
});
