import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, signIn } from './support/fixtures';

// Issue 3 (part): hiring pipeline create → edit → view → delete with the status-order preview,
// and a hiring process with a stage, against the real server and the demo data of workspace 'acme'.

async function confirmDelete(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('DELETE');
  await dialog.getByRole('button', { name: 'Ok' }).click();
}

test('hiring pipeline: create → edit → view → delete', async ({ page }) => {
  await signIn(page);
  await page.goto('/hiring-pipeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring Pipeline' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Hiring pipelines' });
  await expect(table.getByRole('cell', { name: 'Engineering Pipeline', exact: true })).toBeVisible();
  await keepScreenshot(page, 'setup-pipeline-list');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  let drawer = page.getByRole('dialog', { name: 'Create Pipeline' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please Enter Pipeline Name')).toBeVisible();
  await expect(drawer.getByText('Please Select Atleast One Stage')).toBeVisible();
  const name = drawer.getByRole('textbox', { name: /Pipeline Name/ });
  await name.fill('E2E Pipeline');
  await drawer.getByRole('combobox', { name: /Stages/ }).click();
  await drawer.getByRole('menuitemcheckbox', { name: 'HR Interview' }).click();
  await drawer.getByRole('menuitemcheckbox', { name: 'Screening' }).click();
  await name.click();
  const order = drawer.getByRole('list', { name: 'Pipeline stages in order' });
  await expect(order.getByText('1. HR Interview')).toBeVisible();
  await expect(order.getByText('2. Screening')).toBeVisible();
  const preview = drawer.getByRole('list', { name: 'Status order of Screening' }).getByRole('listitem');
  await expect(preview.first()).toHaveText('1. To-be-start');
  await expect(preview.last()).toHaveText('5. Rejected');
  await keepScreenshot(page, 'setup-pipeline-create');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your change has been successfully submitted').first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'E2E Pipeline', exact: true })).toBeVisible();

  await table.getByRole('row').filter({ hasText: 'E2E Pipeline' }).getByRole('button', { name: 'Edit' }).click();
  drawer = page.getByRole('dialog', { name: 'Edit Pipeline' });
  await expect(drawer.getByRole('textbox', { name: /Pipeline Name/ })).toHaveValue('E2E Pipeline');
  await drawer.getByRole('textbox', { name: /Pipeline Name/ }).fill('E2E Pipeline v2');
  await drawer.getByRole('button', { name: 'Move Screening up' }).click();
  await expect(drawer.getByText('1. Screening')).toBeVisible();
  await keepScreenshot(page, 'setup-pipeline-edit');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('cell', { name: 'E2E Pipeline v2', exact: true })).toBeVisible();

  await table.getByRole('row').filter({ hasText: 'E2E Pipeline v2' }).getByRole('button', { name: 'View' }).click();
  drawer = page.getByRole('dialog', { name: 'View Pipeline' });
  await expect(drawer.getByRole('textbox', { name: /Pipeline Name/ })).toBeDisabled();
  await expect(drawer.getByText('1. Screening')).toBeVisible();
  await expect(drawer.getByText('2. HR Interview')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await keepScreenshot(page, 'setup-pipeline-view');
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(drawer).toHaveCount(0);

  // A pipeline that jobs run on is kept, and the refusal names them.
  await table.getByRole('row').filter({ hasText: 'Engineering Pipeline' }).getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(page.getByRole('alertdialog').getByText(/'Engineering Pipeline' is used by \d+ jobs?:/)).toBeVisible();
  await keepScreenshot(page, 'setup-pipeline-delete-in-use');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await table.getByRole('row').filter({ hasText: 'E2E Pipeline v2' }).getByRole('button', { name: 'Delete' }).click();
  await confirmDelete(page);
  await expect(table.getByRole('cell', { name: 'E2E Pipeline v2', exact: true })).toHaveCount(0);
});

test('hiring process: add a process inline and give it a coloured stage', async ({ page }) => {
  await signIn(page);
  await page.goto('/hiring-process');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring Process' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Hiring processes' });
  await expect(table.getByRole('button', { name: 'Standard Hiring' })).toBeVisible();
  await keepScreenshot(page, 'setup-process-list');

  await page.getByRole('button', { name: 'Add Process' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('please enter the field')).toBeVisible();
  await page.getByRole('textbox', { name: 'Process Name' }).fill('E2E Process');
  await page.getByRole('button', { name: 'Save' }).click();
  await table.getByRole('button', { name: 'E2E Process' }).click();
  await expect(page.getByRole('heading', { name: 'Stages of E2E Process' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Stage' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Stage' });
  await drawer.getByRole('textbox', { name: /Stage Name/ }).fill('Culture Fit');
  await drawer.getByRole('radio', { name: 'Teal' }).click();
  await expect(drawer.getByRole('textbox', { name: /Colour/ })).toHaveValue('#038387');
  await keepScreenshot(page, 'setup-process-add-stage');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByText('Culture Fit')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'E2E Process' }).getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await keepScreenshot(page, 'setup-process-stages');
});
