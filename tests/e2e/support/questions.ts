import { expect, type Page } from '@playwright/test';

// Adding a question through the Questions List's Create, as an admin does.

export interface NewQuestion {
  question: string;
  type: string;
  options?: string[];
  required?: boolean;
  /** The answers that flag an application ('Flag applications that answer'). */
  flagged?: string[];
}

/** From a group's Questions List: Create, fill, Save, and back on the list. */
export async function addQuestion(page: Page, { question, type, options = [], required = false, flagged = [] }: NewQuestion) {
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Question' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Question/ }).fill(question);
  await page.getByRole('combobox', { name: /Type/ }).selectOption(type);
  for (const option of options) {
    await page.getByRole('textbox', { name: /Options/ }).fill(option);
    await page.getByRole('textbox', { name: /Options/ }).press('Enter');
  }
  if (required) await page.getByRole('switch', { name: 'Required' }).click();
  const flags = page.getByRole('group', { name: /Flag applications that answer/ });
  for (const answer of flagged) await flags.getByRole('checkbox', { name: answer, exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions List' })).toBeVisible();
}
