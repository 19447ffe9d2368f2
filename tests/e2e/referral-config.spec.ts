import type { Page } from '@playwright/test';
import { test, expect, fitsNarrowScreen, keepScreenshot, pageWidth, signIn } from './support/fixtures';

// Issue 11 (configuration): Referrals Settings, Referral Amount Calculation and Referrer
// Eligibility against the real server and the demo data of workspace 'acme'. The demo data is
// shared with the other specs: only a non-default setting type is changed (and put back), and
// only rows this spec adds are edited or deleted.

async function confirmDelete(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('DELETE');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
}

/** At 360 px (Teams mobile) nothing scrolls sideways; `whileNarrow` looks at more there (an open edit row). */
test('referral settings: the default type first, another type saved and put back', async ({ page }) => {
  await signIn(page, { path: '/referral-settings' });
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals Settings' })).toBeVisible();
  const type = page.getByRole('combobox', { name: 'Setting type' });
  await expect(type).toHaveValue(/\d+/);
  await expect(type.locator('option:checked')).toHaveText('Standard Referral (default)');
  const release = page.getByRole('combobox', { name: /Payment Release In Days/ });
  await expect(release.locator('option:checked')).toHaveText('90 days');
  await keepScreenshot(page, 'referral-settings');

  await type.selectOption({ label: 'Leadership Referral' });
  await expect(release.locator('option:checked')).toHaveText('180 days');
  await expect(page.getByRole('radio', { name: 'Three' })).toBeChecked();
  await release.selectOption({ label: '45 days' });
  await page.getByRole('button', { name: 'Save' }).click();
  // The toast (the live region that reads it out comes first in the page).
  await expect(page.getByText('Your change has been successfully submitted').last()).toBeVisible();
  await expect(page).toHaveURL(/\/referral-settings\?type=\d+$/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: /Payment Release In Days/ }).locator('option:checked')).toHaveText('45 days');
  await fitsNarrowScreen(page, 'referral-settings-narrow');
  await page.getByRole('combobox', { name: /Payment Release In Days/ }).selectOption({ label: '180 days' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your change has been successfully submitted').last()).toBeVisible();
});

test('referral amount: add with the spec’s messages, edit, delete', async ({ page }) => {
  await signIn(page, { path: '/referral-amount' });
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Amount Calculation' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Referral amount slabs' });
  await expect(table.getByRole('cell', { name: 'eng-l1', exact: true })).toBeVisible();
  await keepScreenshot(page, 'referral-amount');

  await page.getByRole('button', { name: 'Add Slab' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill the required fields')).toBeVisible();
  await page.getByRole('textbox', { name: /Slab Name/ }).fill('ENG-L1');
  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Data Science' });
  await page.getByRole('combobox', { name: 'Designation' }).selectOption({ label: 'Data Scientist' });
  await page.getByRole('spinbutton', { name: /Amount/ }).fill('42000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill unique slab name')).toBeVisible();
  await keepScreenshot(page, 'referral-amount-unique-name');
  await page.getByRole('textbox', { name: /Slab Name/ }).fill('e2e-data-senior');
  await page.getByRole('textbox', { name: /Slab Name/ }).press('Enter');
  await expect(table.locator('tr[data-mode="add"]')).toHaveCount(0);
  const row = table.getByRole('row').filter({ hasText: 'e2e-data-senior' });
  await expect(row).toContainText('42,000');

  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('spinbutton', { name: /Amount/ }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('fill all the fields')).toBeVisible();
  await page.getByRole('spinbutton', { name: /Amount/ }).fill('47500.5');
  await keepScreenshot(page, 'referral-amount-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('47,500.5');
  await fitsNarrowScreen(page, 'referral-amount-narrow', async () => {
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('spinbutton', { name: /Amount/ })).toHaveValue('47500.5');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await keepScreenshot(page, 'referral-amount-narrow-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  await row.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(table.getByRole('cell', { name: 'e2e-data-senior' })).toHaveCount(0);
});

test('referrer eligibility: add, the spec’s messages on a repeat, edit, delete', async ({ page }) => {
  await signIn(page, { path: '/referrer-eligibility' });
  await expect(page.getByRole('heading', { level: 1, name: 'Referrer Eligibility' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Referrer eligibility by position' });
  await expect(table.getByRole('cell', { name: 'Sales Executive', exact: true })).toBeVisible();
  await keepScreenshot(page, 'referrer-eligibility');

  await page.getByRole('button', { name: 'Add Position' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select any value')).toBeVisible();
  const position = page.getByRole('combobox', { name: 'Position' });
  await position.selectOption({ label: 'Software Engineer' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select unique value')).toBeVisible();
  await position.selectOption({ label: 'Data Scientist' });
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // The saved row can render a moment before the add row leaves.
  await expect(table.locator('tr[data-mode="add"]')).toHaveCount(0);
  const row = table.getByRole('row').filter({ hasText: 'Data Scientist' });
  await expect(row).toContainText('No');

  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('combobox', { name: 'Position' }).selectOption({ label: 'QA Engineer' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill unique slab name')).toBeVisible();
  await keepScreenshot(page, 'referrer-eligibility-edit-repeat');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('No');
  await fitsNarrowScreen(page, 'referrer-eligibility-narrow');

  await row.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(table.getByRole('cell', { name: 'Data Scientist' })).toHaveCount(0);
});
