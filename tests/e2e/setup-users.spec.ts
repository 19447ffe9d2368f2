import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, pageWidth, signIn } from './support/fixtures';

/** At 360 × 780 (Teams mobile): `ready` shows, nothing scrolls sideways, a screenshot is kept; then back to 1366 wide. */
async function atNarrowWidth(page: Page, shot: string, ready: () => Promise<void>) {
  await page.setViewportSize({ width: 360, height: 780 });
  await ready();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, shot);
  await page.setViewportSize({ width: 1366, height: 900 });
}

// Issue 13 (part 2): the Users page under Set-Up against the real server and the demo workspace
// 'acme' (admins Asha Rao and Vikram Mehta): an admin adds a person, copies their one-time
// sign-in link, the person opens it in another browser, sets a password and lands signed in; an
// admin cannot take away their own admin role.

test('add a user, hand over the one-time link, and the person lands signed in', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('cell', { name: 'admin@acme.test', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' })).toBeVisible();
  await keepScreenshot(page, 'setup-users-list');

  // Unique per attempt, so a retry does not meet the address the first attempt added.
  const email = `meera.${Date.now().toString(36)}@acme.test`;
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Meera');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Iyer');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await dialog.getByRole('combobox', { name: /Role/ }).selectOption({ label: 'Recruiter' });
  await keepScreenshot(page, 'setup-users-add');
  await dialog.getByRole('button', { name: 'Add user' }).click();

  const linkDialog = page.getByRole('dialog', { name: 'Sign-in link for Meera Iyer' });
  await expect(linkDialog.getByText(/It works once and expires in 7 days, on /)).toBeVisible();
  const shown = await linkDialog.getByRole('textbox', { name: 'Sign-in link' }).inputValue();
  expect(shown).toMatch(/\/account\/welcome\?code=[\w-]{43}$/);
  await linkDialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(linkDialog.getByText('Copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await keepScreenshot(page, 'setup-users-link');
  await atNarrowWidth(page, 'setup-users-link-narrow', () => expect(linkDialog.getByRole('button', { name: 'Copy link' })).toBeVisible());
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('searchbox').fill(email);
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row.getByText(/^Link sent, unused until /)).toBeVisible();

  // The person, in a browser of their own.
  const theirs = await browser.newContext();
  try {
    const person = await theirs.newPage();
    await person.goto(copied);
    await expect(person.getByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeVisible();
    await expect(person.getByText(/This link works once, until /)).toBeVisible();
    await keepScreenshot(person, 'setup-users-welcome');
    await atNarrowWidth(person, 'setup-users-welcome-narrow', () =>
      expect(person.getByRole('button', { name: 'Set password and sign in' })).toBeVisible(),
    );
    await person.getByLabel('New password', { exact: true }).fill('meera-first-password');
    await person.getByLabel('Confirm new password').fill('meera-first-password');
    await person.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(person.getByRole('heading', { level: 1, name: 'Hi Meera Iyer' })).toBeVisible();
    await expect(person.getByRole('button', { name: 'Account menu for Meera Iyer' })).toBeVisible();
    await keepScreenshot(person, 'setup-users-signed-in');

    // Spent: the same link now says so.
    await person.goto(copied);
    await expect(person.getByRole('alert')).toHaveText('This sign-in link has expired or has already been used.');
  } finally {
    await theirs.close();
  }

  // The search lives in the address: after a reload the list shows Meera's row again.
  await page.reload();
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(row.getByText('Recruiter')).toBeVisible();
});

test('an admin cannot remove their own admin role; the list fits a 360 px screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/users');
  const table = page.getByRole('table', { name: 'Users' });
  const own = table.getByRole('row').filter({ hasText: 'admin@acme.test' });
  await own.getByRole('button', { name: 'Actions for Asha Rao' }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role of Asha Rao' });
  await dialog.getByRole('combobox', { name: /Role/ }).selectOption({ label: 'Employee' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('You cannot remove your own admin role. Another admin can change it.')).toBeVisible();
  await keepScreenshot(page, 'setup-users-demote-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(own.getByText('Admin', { exact: true })).toBeVisible();

  // Narrow, the rows are cards: wait for one before the screenshot.
  await atNarrowWidth(page, 'setup-users-narrow', () => expect(page.getByText('admin@acme.test')).toBeVisible());
});
