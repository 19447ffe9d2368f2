import { test, expect, keepScreenshot } from './support/fixtures';

// Groups: create → edit → view → delete, typing the description into the Quill editor.
test('group create → edit → view → delete', async ({ page }) => {
  await page.goto('/groupview');
  await expect(page).toHaveURL(/\/account\/login\?callback=/);
  await page.getByLabel('Workspace').fill('acme');
  await page.getByLabel('E-mail').fill('admin@acme.test');
  await page.getByLabel('Password').fill('hireloop-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Groups' });
  for (const header of ['Group Name', 'Active Status', 'Referral Chat'])
    await expect(table.getByText(header, { exact: true })).toBeVisible();
  await keepScreenshot(page, 'groups-list');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/group\/create$/);
  const editor = page.getByRole('textbox', { name: 'Description' });
  await expect(editor).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group Name is required')).toBeVisible();
  await expect(page.getByText('please fill the required filed')).toHaveCount(2);
  await keepScreenshot(page, 'group-create-errors');

  await page.getByRole('textbox', { name: 'Group Name' }).fill('E2E interview panel');
  await page.getByRole('radio', { name: 'Active', exact: true }).check();
  await page.getByRole('radio', { name: 'Enable', exact: true }).check();
  const members = page.getByRole('combobox', { name: 'Members' });
  for (const person of ['Kavita', 'Ananya', 'Meera', 'Asha']) {
    await members.click();
    await members.pressSequentially(person);
    await page
      .getByRole('option', { name: new RegExp(person) })
      .first()
      .click();
  }
  await expect(page.getByText('+1')).toBeVisible();
  await editor.click();
  await page.keyboard.type('Panel for  platform roles');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' (bold)');
  await keepScreenshot(page, 'group-create-filled');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/groupview$/);
  const row = table.getByRole('row').filter({ hasText: 'E2E interview panel' });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('Enable')).toBeVisible();

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/group\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Description' }).locator('strong')).toHaveText(' (bold)');
  await page.getByRole('textbox', { name: 'Group Name' }).fill('E2E panel (edited)');
  await page.getByRole('radio', { name: 'Disable', exact: true }).check();
  await keepScreenshot(page, 'group-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/groupview$/);
  const edited = table.getByRole('row').filter({ hasText: 'E2E panel (edited)' });
  await expect(edited.getByText('Disable')).toBeVisible();

  await edited.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'View Group' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Group Name' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveAttribute('contenteditable', 'false');
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText('Panel for');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await keepScreenshot(page, 'group-view');
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await table.getByRole('row').filter({ hasText: 'E2E panel (edited)' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('DELETE');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(table.getByText('E2E panel (edited)')).toHaveCount(0);
  await keepScreenshot(page, 'groups-after-delete');
});
