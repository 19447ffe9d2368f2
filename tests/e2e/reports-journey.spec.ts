// Issue 36's reports, end to end on the demo data: an admin follows the dashboard's Reports link,
// reads every report, narrows them by date and department (kept in the address, and the applicants
// they count are what the applicant list lists for the same filters), switches the time in stage
// report to another pipeline, downloads a CSV, and reaches every filter with the keyboard.
// Screenshots at 1366 and 360 px, light and dark; at 360 px nothing in a card scrolls sideways.
// (Each report shows its chart and its table together: there is no chart/table switch here.)
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, fitsNarrowScreen, keepScreenshot, signIn, test } from './support/fixtures';
import { parseCsv } from './support/applicants';
import { overflowingFigures, rowFigure } from './support/figures';

/** Each report's card and what shows its figures once they have loaded. */
const REPORTS: readonly (readonly [card: string, figures: { table: string } | { tile: string }])[] = [
  ['Time to hire', { table: 'Days to hire' }],
  ['Time to fill', { table: 'Days to fill' }],
  ['Time in stage', { table: 'Days in each stage' }],
  ['Source effectiveness', { table: 'Source effectiveness' }],
  ['Referral programme', { tile: 'Referred applicants' }],
  ['Recruiter workload', { table: 'Recruiter workload' }],
];

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const sourceTable = (page: Page) => card(page, 'Source effectiveness').getByRole('table', { name: 'Source effectiveness' });
/** The day `days` before today, as the date fields and the address write it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The list's 'Showing X to Y of Z entries' comes to say `total` (it says 0 while the list loads). */
async function expectListTotal(page: Page, total: number): Promise<void> {
  await expect(page.getByText(new RegExp(`^Showing \\d+ to \\d+ of ${total} entries$`))).toBeVisible();
}

async function expectEveryReport(page: Page): Promise<void> {
  for (const [name, figures] of REPORTS) {
    const region = card(page, name);
    if ('table' in figures) await expect(region.getByRole('table', { name: figures.table })).toBeVisible();
    else await expect(region.getByRole('group', { name: figures.tile })).toBeVisible();
  }
}

/** At 360 px: every report keeps to its card, and the cards with charts are kept in screenshots. */
async function fitsItsCards(page: Page, shot: string): Promise<void> {
  await expect.poll(() => overflowingFigures(page)).toEqual([]);
  await card(page, 'Time in stage').scrollIntoViewIfNeeded();
  await keepScreenshot(page, `${shot}-stages`);
  await card(page, 'Source effectiveness').scrollIntoViewIfNeeded();
  await keepScreenshot(page, `${shot}-sources`);
  await page.getByRole('heading', { level: 1, name: 'Reports' }).scrollIntoViewIfNeeded();
}

/** Presses Tab until `target` has the focus (a date field takes several presses, one per part). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('an admin opens the reports from the dashboard, reads and narrows them, and downloads a CSV', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectEveryReport(page);
  await expect(card(page, 'Time to hire').getByRole('group', { name: 'Median days' })).toHaveText(/^Median days[\d.,]+\d+ hires?$/);
  const lastNinetyDays = await rowFigure(sourceTable(page), 'All applicants');
  await keepScreenshot(page, 'reports-admin');
  await fitsNarrowScreen(page, 'reports-admin-narrow', () => fitsItsCards(page, 'reports-admin-narrow'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await keepScreenshot(page, 'reports-admin-dark');
  await fitsNarrowScreen(page, 'reports-admin-dark-narrow', () => fitsItsCards(page, 'reports-admin-dark-narrow'));
  await page.emulateMedia({ colorScheme: 'light' });

  // A period of its own: kept in the address, and the reports count its applications only.
  const [fromDate, toDate] = [daysAgo(60), daysAgo(10)];
  await page.getByLabel('From', { exact: true }).fill(fromDate);
  await page.getByLabel('To', { exact: true }).fill(toDate);
  await expect(page).toHaveURL(new RegExp(`fromDate=${fromDate}&toDate=${toDate}`));
  await expect.poll(() => rowFigure(sourceTable(page), 'All applicants')).not.toBe(lastNinetyDays);
  const department = page.getByRole('combobox', { name: 'Department' });
  await department.selectOption({ label: 'Engineering' });
  await expect(page).toHaveURL(/departmentId=\d+/);
  const departmentId = new URL(page.url()).searchParams.get('departmentId');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // The filters hold after a reload; the figures are those of the filters.
  await page.reload();
  await expect(department).toHaveValue(departmentId!);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(fromDate);
  await expectEveryReport(page);
  const applicants = await rowFigure(sourceTable(page), 'All applicants');
  await keepScreenshot(page, 'reports-admin-filtered');

  // Another pipeline's stages.
  const stages = card(page, 'Time in stage');
  const stageNames = () => stages.getByRole('table', { name: 'Days in each stage' }).locator('tbody tr td:first-child').allInnerTexts();
  const engineeringStages = await stageNames();
  await stages.getByRole('combobox', { name: 'Pipeline' }).selectOption({ label: 'Campus Pipeline' });
  await expect(page).toHaveURL(/pipelineId=\d+/);
  await expect.poll(stageNames).not.toEqual(engineeringStages);

  // The Source effectiveness CSV: named by its period, a header row first.
  const download = page.waitForEvent('download');
  await card(page, 'Source effectiveness').getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`source-effectiveness-${fromDate}-to-${toDate}.csv`);
  const text = await readFile(await saved.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1)).filter((row) => row.some((cell) => cell !== ''));
  expect(header).toEqual(['Kind', 'Source', 'Applicants', 'Shortlisted', 'Hired', 'Hire rate']);
  const sources = rows.filter((row) => row[0] === 'source');
  expect(sources.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(applicants);

  // The applicants the report counts are what the applicant list lists for the same filters.
  await page.goto(`/application?departmentId=${departmentId}&fromDate=${fromDate}&toDate=${toDate}`);
  await expectListTotal(page, applicants);
});

test('the report filters are reached with the keyboard, and the job filter is searched by typing', async ({ page }) => {
  await signIn(page, { path: '/reports' });
  await expectEveryReport(page);
  // From the page's heading on, in the order they show.
  await page.getByRole('heading', { level: 1, name: 'Reports' }).click();
  const job = page.getByRole('combobox', { name: 'Job' });
  await tabTo(page, page.getByRole('combobox', { name: 'Department' }));
  await page.keyboard.press('Tab');
  await expect(job).toBeFocused();
  await page.keyboard.type('engineer');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: /engineer/i }).first()).toBeVisible();
  await expect(listbox.getByRole('option', { name: /^(?!.*engineer).*\(ACM-\d+\)$/i })).toHaveCount(0);
  // Down to the first job the search found (past 'Any job'), and Enter picks it.
  const activeOption = () =>
    job.evaluate((input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '');
  for (let presses = 0; presses < 5 && !/engineer/i.test(await activeOption()); presses++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/jobId=\d+/);
  await expect(job).toHaveValue(/engineer/i);
  await tabTo(page, page.getByRole('combobox', { name: 'Recruiter' }));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Source' })).toBeFocused();
  await tabTo(page, page.getByLabel('From', { exact: true }));
  await tabTo(page, page.getByLabel('To', { exact: true }));
  await keepScreenshot(page, 'reports-keyboard');
});
