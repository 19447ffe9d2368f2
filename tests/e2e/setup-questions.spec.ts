import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, signIn } from './support/fixtures';
import { addQuestion } from './support/questions';

// Issue 35 (questions): a question group with three typed questions made through the screens, the
// answers of a demo question, and a delete that archives a question with answers — against the
// real server and the demo data of workspace 'acme'.

async function confirmDelete(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('DELETE');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a question group with three typed questions, made through the screens', async ({ page }) => {
  await signIn(page);
  await page.goto('/question-template');
  await expect(page.getByRole('heading', { level: 1, name: 'Question Groups' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Engineering Screening', exact: true })).toBeVisible();
  await keepScreenshot(page, 'questions-groups');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/questiongroup-create$/);
  await page.getByRole('textbox', { name: /Question Group Name/ }).fill('Warehouse Screening');
  await page.getByRole('textbox', { name: /Description/ }).fill('For pickers and packers.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/question-template$/);
  await page.getByRole('searchbox').fill('warehouse');
  await page.getByRole('row').filter({ hasText: 'Warehouse Screening' }).getByRole('button', { name: 'View questions' }).click();
  await expect(page).toHaveURL(/\/question-list\/\d+$/);

  await addQuestion(page, { question: 'Tell us about your last warehouse job.', type: 'long_text' });
  await addQuestion(page, {
    question: 'Which shift suits you?',
    type: 'single_choice',
    options: ['Morning', 'Evening', 'Night'],
    required: true,
  });
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('combobox', { name: /Type/ }).selectOption('multiple_choice');
  await expect(page.getByRole('textbox', { name: /Options/ })).toBeVisible();
  await keepScreenshot(page, 'questions-create-choice');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The form has changes: the leave guard asks first.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions List' })).toBeVisible();
  await addQuestion(page, { question: 'Can you lift 20 kg?', type: 'yes_no', required: true });

  const table = page.getByRole('table', { name: 'Questions' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').filter({ hasText: 'Which shift suits you?' })).toContainText('Single choice');
  await keepScreenshot(page, 'questions-list');
});

test("a demo question's answers, and its delete keeping them readable", async ({ page }) => {
  await signIn(page);
  await page.goto('/question-template');
  await page.getByRole('row').filter({ hasText: 'General Screening' }).getByRole('button', { name: 'View questions' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Which office location do you prefer?' });
  await expect(row).toContainText('Single choice');
  await row.getByRole('button', { name: 'View answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Answers' })).toBeVisible();
  await expect(page.getByText(/Which office location do you prefer\? · Single choice, required/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Answers' }).getByRole('row').nth(1)).toBeVisible();
  await keepScreenshot(page, 'questions-answers');
  const answersAddress = page.url();

  await page.getByRole('button', { name: 'Back' }).click();
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('it will be archived instead, and its answers stay readable.');
  await confirmDelete(page);
  await expect(row).toHaveCount(0);
  await page.goto(answersAddress);
  await expect(page.getByText(/archived \(deleted with answers\)/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Answers' }).getByRole('row').nth(1)).toBeVisible();
});
