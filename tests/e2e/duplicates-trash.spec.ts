import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, pageWidth, signIn } from './support/fixtures';

// Issue 10: an admin deletes an applicant, finds it in the trash and restores it; merges a
// duplicate group; both pages at desktop and Teams-mobile width without sideways scrolling.

/**
 * The phone numbers on the page, each with the number of lines its text is laid out on (a number
 * broken mid-way takes two). Measured on the text itself, whatever elements hold it.
 */
const phoneNumberLines = (page: Page) =>
  page.locator('#main-content').evaluate((main) => {
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\+?\d[\d -]{6,}\d/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });

async function phoneNumbersStayWhole(page: Page) {
  const phones = await phoneNumberLines(page);
  expect(phones.length, 'the duplicate groups show phone numbers').toBeGreaterThan(0);
  expect(
    phones.filter((phone) => phone.lines > 1),
    'phone numbers broken across lines',
  ).toEqual([]);
}

test('an admin deletes an applicant from the list and restores it from Deleted Applications', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, { path: '/application' });
  await expect(page.getByRole('heading', { level: 1, name: 'Application List' })).toBeVisible();
  // Not the first rows: other specs may be moving those.
  const box = page
    .getByRole('table', { name: 'Applications' })
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .nth(6);
  const label = (await box.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Select /, '');
  expect(name).not.toBe('');
  await box.check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete applicant' });
  // Issue 32: a delete to the trash says so, and only so (not the spec's "you cannot access it anymore").
  await expect(confirm).toContainText(
    'Once you delete this data, it goes to the trash: an admin can restore it from Deleted Applications for 30 days, then it is deleted for good.',
  );
  await expect(confirm).not.toContainText('cannot access it anymore');
  await confirm.getByRole('textbox').fill('DELETE');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Your change has been successfully submitted').last()).toBeVisible();

  await page.goto('/application/trash');
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted Applications' })).toBeVisible();
  const restoreBox = page.getByRole('checkbox', { name: `Select ${name}` }).first();
  await expect(restoreBox).toBeVisible();
  await keepScreenshot(page, 'application-trash');
  await restoreBox.check();
  await page.getByRole('button', { name: 'Restore' }).click();
  const restoreDialog = page.getByRole('alertdialog', { name: 'Restore applicant' });
  await restoreDialog.getByRole('button', { name: 'Restore' }).click();
  await expect(restoreDialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toHaveCount(0);

  await page.goto(`/application?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('checkbox', { name: `Select ${name}` }).first()).toBeVisible();
});

test('an admin merges a duplicate group into its oldest application', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, { path: '/duplicate-records' });
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate Records' })).toBeVisible();
  const group = page
    .getByRole('region')
    .filter({ has: page.getByRole('button', { name: 'Merge into oldest' }) })
    .first();
  await expect(group).toBeVisible();
  await expect(group.getByText('Oldest', { exact: true })).toBeVisible();
  await keepScreenshot(page, 'duplicate-records');
  await phoneNumbersStayWhole(page);
  // A page of the applicants: the Dashboard menu stays, with Applicants current.
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Applicants' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const heading = (await group.getByRole('heading').textContent()) ?? '';
  await group.getByRole('button', { name: 'Merge into oldest' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Merge into oldest' });
  await expect(confirm).toContainText('is kept at its current stage and status');
  await confirm.getByRole('button', { name: 'Merge' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: heading, exact: true })).toHaveCount(0);
});

test.describe('at 360 × 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path, heading, shot } of [
    { path: '/application/trash', heading: 'Deleted Applications', shot: 'narrow-application-trash' },
    { path: '/duplicate-records', heading: 'Duplicate Records', shot: 'narrow-duplicate-records' },
  ]) {
    test(`${path} fits the screen`, async ({ page }) => {
      await signIn(page, { path });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByText(/Showing \d+ to \d+ of \d+ entries|The trash is empty\.|No duplicate applicants found\./).first(),
      ).toBeVisible();
      await expect(page.getByLabel('Loading').first()).toHaveCount(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
      if (path === '/duplicate-records') await phoneNumbersStayWhole(page);
      await keepScreenshot(page, shot);
    });
  }
});
