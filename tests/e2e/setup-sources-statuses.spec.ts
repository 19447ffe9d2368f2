import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, signIn } from './support/fixtures';

// Issue 3 (part): applicant sources and applicant statuses create → edit → view → delete, and
// General Settings saved, against the real server and the demo data of workspace 'acme'.

async function confirmDelete(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('DELETE');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
}

test('applicant source: create → edit → view → delete', async ({ page }) => {
  await signIn(page);
  await page.goto('/applicant-source');
  await expect(page.getByRole('heading', { level: 1, name: 'Applicant Source' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Applicant sources' });
  await expect(table.getByRole('cell', { name: 'LinkedIn', exact: true })).toBeVisible();
  await keepScreenshot(page, 'setup-source-list');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/source\/create$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter the source.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Source/ }).fill('Job Fair');
  await page.getByRole('textbox', { name: /^Identifier/ }).fill('linkedin');
  await page.getByRole('textbox', { name: 'Description' }).fill('Met at the city job fair.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText("The identifier 'linkedin' is already used by the source 'LinkedIn'.");
  await keepScreenshot(page, 'setup-source-create-error');
  await page.getByRole('textbox', { name: /^Identifier/ }).fill('job-fair');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/applicant-source$/);

  await page.getByRole('searchbox').fill('fair');
  const row = table.getByRole('row').filter({ hasText: 'Job Fair' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/source\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: /^Identifier/ })).toHaveAttribute('readonly', '');
  await page.getByRole('textbox', { name: /^Source/ }).fill('Job Fair 2026');
  await keepScreenshot(page, 'setup-source-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/applicant-source$/);

  await page.getByRole('searchbox').fill('fair');
  const edited = table.getByRole('row').filter({ hasText: 'Job Fair 2026' });
  await edited.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'View Applicant Source' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Source/ })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /^Source/ })).toHaveValue('Job Fair 2026');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await keepScreenshot(page, 'setup-source-view');
  await page.goto(page.url().replace('/view/', '/copy/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await page.goto('/applicant-source');
  await page.getByRole('searchbox').fill('fair');
  await table.getByRole('row').filter({ hasText: 'Job Fair 2026' }).getByRole('button', { name: 'Delete' }).click();
  await keepScreenshot(page, 'setup-source-delete');
  await confirmDelete(page);
  await expect(table.getByText('Job Fair 2026')).toHaveCount(0);
});

test('applicant status: create → edit → view → delete', async ({ page }) => {
  await signIn(page);
  await page.goto('/applicant-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Applicant Status' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Applicant statuses' });
  await expect(table.getByRole('cell', { name: 'Shortlisted', exact: true })).toBeVisible();
  await keepScreenshot(page, 'setup-applicant-status-list');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/applicant-status\/create$/);
  await page.getByRole('textbox', { name: /^Status/ }).fill('Phone Screen');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/applicant-status$/);

  await page.getByRole('searchbox').fill('phone');
  await table.getByRole('row').filter({ hasText: 'Phone Screen' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Applicant Status' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Status/ }).fill('hired');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText("An applicant status named 'hired' already exists.");
  await page.getByRole('textbox', { name: /^Status/ }).fill('Phone Screened');
  await keepScreenshot(page, 'setup-applicant-status-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/applicant-status$/);

  await page.getByRole('searchbox').fill('phone');
  await table.getByRole('row').filter({ hasText: 'Phone Screened' }).getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('textbox', { name: /^Status/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await keepScreenshot(page, 'setup-applicant-status-view');

  await page.goto('/applicant-status');
  await page.getByRole('searchbox').fill('phone');
  await table.getByRole('row').filter({ hasText: 'Phone Screened' }).getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(table.getByText('Phone Screened')).toHaveCount(0);
});

test('general settings: choose both default statuses and save', async ({ page }) => {
  await signIn(page);
  await page.goto('/general-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'General Settings' })).toBeVisible();
  const defaultStatus = page.getByRole('combobox', { name: /Default Applicant Status/ });
  await defaultStatus.selectOption({ label: 'Reviewed' });
  await keepScreenshot(page, 'setup-general-settings-without');
  await page.getByRole('tab', { name: 'With Hiring Process' }).click();
  const payable = page.getByRole('combobox', { name: /Payable Employee Status/ });
  await expect(payable).toBeVisible();
  const options = await payable.locator('option').allInnerTexts();
  const choice = options.filter((label) => label !== 'Select…').at(-1) ?? '';
  await payable.selectOption({ label: choice });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The toast title; Fluent also mirrors the text into a hidden aria-live region.
  await expect(page.getByText('Your change has been successfully submitted').first()).toBeVisible();
  await keepScreenshot(page, 'setup-general-settings-saved');

  await page.reload();
  await expect(page.getByRole('combobox', { name: /Default Applicant Status/ })).toHaveValue(/\d+/);
  await expect(page.getByRole('combobox', { name: /Default Applicant Status/ }).locator('option:checked')).toHaveText('Reviewed');
  await page.getByRole('tab', { name: 'With Hiring Process' }).click();
  await expect(page.getByRole('combobox', { name: /Payable Employee Status/ }).locator('option:checked')).toHaveText(choice);
});
