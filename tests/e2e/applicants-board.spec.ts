import type { Locator, Page } from '@playwright/test';
import { test, expect, keepScreenshot, signIn } from './support/fixtures';
import { fullName, jobApplicants, pipelineStages, recruitersBusiestJob, type JobApplicant } from './support/applicants';

// The per-job Applicants page's board: a card moved by keyboard (its Move menu) and one dragged
// with the pointer, each asking for a comment; then the table and the board at 1366 and 360 px.
test.describe.configure({ mode: 'serial' });

const RECRUITER = 'recruiter@acme.test';

interface Target {
  stage: string;
  status: string;
}

/** A stage the applicant is not in, with its first status. */
async function targetFor(page: Page, row: JobApplicant): Promise<Target> {
  const stage = (await pipelineStages(page, row.applicantId)).find(
    (candidate) => candidate.id !== row.stage?.id && candidate.status.length > 0,
  );
  if (!stage) throw new Error(`no other stage for ${fullName(row)}`);
  return { stage: stage.name, status: stage.status[0].name };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sectionList = (board: Locator, to: Target) => board.getByRole('list', { name: `${to.stage}: ${to.status}` });

async function confirmMove(page: Page, row: JobApplicant, to: Target, comment: string) {
  const ask = page.getByRole('dialog', { name: `Move ${fullName(row)}` });
  await expect(ask).toContainText(`To ${to.stage} · ${to.status}`);
  await ask.getByLabel('Comment (optional)').fill(comment);
  await ask.getByRole('button', { name: 'Save' }).click();
  await expect(ask).toBeHidden();
}

test('moves one card by keyboard and another by drag, with comments; screenshots at 1366 and 360 px', async ({ page }) => {
  await signIn(page, { email: RECRUITER });
  const job = await recruitersBusiestJob(page, RECRUITER);
  const rows = (await jobApplicants(page, job.jobId)).filter((row) => row.stage !== null);
  const unique = rows.filter((row) => rows.filter((other) => fullName(other) === fullName(row)).length === 1);
  // The dragged card starts in the first stage and goes to the second, so both are on screen.
  const stages = await pipelineStages(page, unique[0].applicantId);
  const byDrag = unique.find((row) => row.stage?.id === stages[0].id) ?? unique[1];
  const byKeys = unique.find((row) => row !== byDrag) as JobApplicant;
  const keysTo = await targetFor(page, byKeys);
  const dragTo = await targetFor(page, byDrag);

  await page.goto(`/job/application/${job.jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applicants' }).getByRole('row').nth(1)).toBeVisible();
  await keepScreenshot(page, 'applicants-table-1366');
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(/view=board/);
  const board = page.getByRole('region', { name: `Hiring pipeline of ${job.jobTitle}` });
  await expect(board).toBeVisible();

  // Keyboard: Tab to the card's Move button, Enter opens stage → status, Escape cancels, arrows and Enter pick.
  const move = board.getByRole('button', { name: `Move ${fullName(byKeys)}` });
  await move.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.keyboard.press('Enter');
  const item = page.getByRole('group', { name: keysTo.stage }).getByRole('menuitem', { name: keysTo.status, exact: true });
  await item.focus();
  await page.keyboard.press('Enter');
  await confirmMove(page, byKeys, keysTo, `Keyboard move (${Date.now()})`);
  await expect(sectionList(board, keysTo).getByRole('link', { name: fullName(byKeys) })).toBeVisible();
  await expect(page.getByText(`Moved ${fullName(byKeys)} to ${keysTo.stage}, ${keysTo.status}.`)).toBeAttached();

  // Pointer: drag the card onto the target status's section.
  const card = board.getByRole('listitem').filter({ has: page.getByRole('link', { name: fullName(byDrag), exact: true }) });
  const column = board.getByRole('region', { name: dragTo.stage, exact: true });
  const section = column.getByRole('heading', { level: 3, name: new RegExp(`^${escapeRegExp(dragTo.status)} \\(`) }).locator('..');
  // Step by step (as a person drags): the second hover over the target is what fires dragover.
  await card.hover();
  await page.mouse.down();
  await section.hover();
  await section.hover({ position: { x: 20, y: 10 } });
  await page.mouse.up();
  await confirmMove(page, byDrag, dragTo, `Dragged (${Date.now()})`);
  await expect(sectionList(board, dragTo).getByRole('link', { name: fullName(byDrag) })).toBeVisible();
  await keepScreenshot(page, 'applicants-board-1366');

  // 360 px: the board scrolls sideways inside its region; the page itself does not.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(board).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await keepScreenshot(page, 'applicants-board-360');
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await keepScreenshot(page, 'applicants-table-360');
});
