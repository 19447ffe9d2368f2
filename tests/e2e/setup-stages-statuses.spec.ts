import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot } from './support/fixtures';

// Stages and statuses: create → rename → edit → view → delete a stage, and create → rename →
// delete a status (refused while a stage lists it, allowed once that stage is gone).
async function confirmDelete(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('DELETE');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  return dialog;
}

/**
 * Opens a row's action menu, retried because a debounced search may re-render the row under the
 * click; then chooses the action once (a retried choice would click the row again behind the
 * drawer the first one opened).
 */
async function rowAction(page: Page, table: string, name: string, action: string) {
  await page.waitForLoadState('networkidle');
  const item = page.getByRole('menuitem', { name: action });
  await expect(async () => {
    await page
      .getByRole('table', { name: table })
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass();
  await item.click();
}

test('stage and status create → rename → edit → view → delete', async ({ page }) => {
  await page.goto('/stages');
  await page.getByLabel('Workspace').fill('acme');
  await page.getByLabel('E-mail').fill('admin@acme.test');
  await page.getByLabel('Password').fill('hireloop-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Stages List' })).toBeVisible();
  const stagesTable = page.getByRole('table', { name: 'Stages' });
  await expect(stagesTable.getByRole('cell', { name: 'Screening', exact: true })).toBeVisible();
  await keepScreenshot(page, 'stages-list');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Stage' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('* Add A Name To Create Stage')).toBeVisible();
  await expect(drawer.getByText('Please Select Atleast One Stage')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Name' }).fill('E2E Panel Review');
  const choices = drawer.getByRole('group', { name: 'Statuses' });
  await choices.getByRole('checkbox', { name: 'Shortlisted', exact: true }).check();
  await choices.getByRole('checkbox', { name: 'Pending', exact: true }).check();
  await expect(drawer.getByRole('list', { name: 'Status order' }).getByRole('listitem')).toHaveText([
    '1To-be-start',
    '2Shortlisted',
    '3Pending',
    '4Rejected',
  ]);
  await keepScreenshot(page, 'stage-create-drawer');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('searchbox').fill('E2E');
  await expect(stagesTable.getByRole('cell', { name: 'E2E Panel Review', exact: true })).toBeVisible();

  await rowAction(page, 'Stages', 'E2E Panel Review', 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename Stage' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('E2E Panel Round');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(stagesTable.getByRole('cell', { name: 'E2E Panel Round', exact: true })).toBeVisible();

  await rowAction(page, 'Stages', 'E2E Panel Round', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Stage' });
  await edit.getByRole('group', { name: 'Statuses' }).getByRole('checkbox', { name: 'Shortlisted', exact: true }).uncheck();
  await edit.getByRole('group', { name: 'Statuses' }).getByRole('checkbox', { name: 'On Hold', exact: true }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  await rowAction(page, 'Stages', 'E2E Panel Round', 'View');
  const view = page.getByRole('dialog', { name: 'View Stage' });
  await expect(view.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await expect(view.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(view.getByRole('list', { name: 'Status order' }).getByRole('listitem')).toHaveText([
    '1To-be-start',
    '2Pending',
    '3On Hold',
    '4Rejected',
  ]);
  await keepScreenshot(page, 'stage-view-drawer');
  await view.getByRole('button', { name: 'Cancel' }).click();

  // A seeded stage that pipelines and applications use cannot be deleted.
  await page.getByRole('searchbox').fill('Screening');
  await rowAction(page, 'Stages', 'Screening', 'Delete');
  const refused = await confirmDelete(page);
  await expect(refused.getByText(/^'Screening' is used by \d+ pipelines? and \d+ applications?\.$/)).toBeVisible();
  await keepScreenshot(page, 'stage-delete-refused');
  await refused.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Status List' })).toBeVisible();
  const statusTable = page.getByRole('table', { name: 'Statuses' });
  await keepScreenshot(page, 'status-list');
  await page.getByRole('button', { name: 'Create Status' }).click();
  const create = page.getByRole('dialog', { name: 'Create Status' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Add a name to create status')).toBeVisible();
  await expect(create.getByText('Please select stage')).toBeVisible();
  await create.getByRole('textbox', { name: 'Name' }).fill('E2E Waitlisted');
  await create.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'E2E Panel Round' });
  await keepScreenshot(page, 'status-create-dialog');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('searchbox').fill('E2E');
  const row = statusTable.getByRole('row').filter({ hasText: 'E2E Waitlisted' });
  await expect(row.getByText('E2E Panel Round')).toBeVisible();

  await rowAction(page, 'Statuses', 'E2E Waitlisted', 'Rename');
  const renameStatus = page.getByRole('dialog', { name: 'Rename Status' });
  await renameStatus.getByRole('textbox', { name: 'Name' }).fill('E2E Waitlist');
  await renameStatus.getByRole('button', { name: 'Save' }).click();
  await expect(statusTable.getByText('E2E Waitlist', { exact: true })).toBeVisible();

  await rowAction(page, 'Statuses', 'E2E Waitlist', 'Delete');
  const blocked = await confirmDelete(page);
  await expect(blocked.getByText("'E2E Waitlist' is used by 1 stage.")).toBeVisible();
  await blocked.getByRole('button', { name: 'Cancel' }).click();

  // Once its stage is deleted, nothing uses the status any more.
  await page.goto('/stages');
  await page.getByRole('searchbox').fill('E2E');
  await rowAction(page, 'Stages', 'E2E Panel Round', 'Delete');
  await confirmDelete(page);
  await expect(stagesTable.getByRole('cell', { name: 'E2E Panel Round', exact: true })).toHaveCount(0);

  await page.goto('/status');
  await page.getByRole('searchbox').fill('E2E');
  await rowAction(page, 'Statuses', 'E2E Waitlist', 'Delete');
  await confirmDelete(page);
  await expect(statusTable.getByText('E2E Waitlist', { exact: true })).toHaveCount(0);
  await keepScreenshot(page, 'status-after-delete');
});
