// Issue 36's dashboard, end to end on the demo data: an admin's figures match the lists they open,
// each card switches between table and chart, a card filters by department and date and its View
// All opens the same applicants; a recruiter hires a referral in a second browser and the admin's
// tiles and funnel follow without a reload; a hiring manager's figures are of their own jobs; an
// employee sees their own referrals. Screenshots at 1366 and 360 px, light and dark.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, fitsNarrowScreen, keepScreenshot, signIn, test } from './support/fixtures';
import { apiGet } from './support/applicants';
import { overflowingFigures } from './support/figures';

const RECRUITER = 'recruiter@acme.test';
const CARDS = ['Applicant Source', "Your Recruiter's Progress", 'Acquisitions'] as const;

/** A figure as the page writes it ('1,234'), as a number. */
const figure = (text: string) => Number(text.replace(/[^\d]/g, ''));
const formatted = (value: number) => value.toLocaleString('en-US');

/** The tile named `label` with the figure `value`, as its accessible name says both ('Total Applicants 12'). */
const tile = (page: Page, label: string, value: number) => page.getByRole('link', { name: `${label} ${formatted(value)}`, exact: true });

async function tileFigure(page: Page, label: string): Promise<number> {
  const link = page.getByRole('link', { name: new RegExp(`^${label} [\\d,]+$`) });
  await expect(link).toBeVisible();
  return figure((await link.innerText()).slice(label.length));
}

const card = (page: Page, name: string) => page.getByRole('region', { name });

/** The figure of the row of a card's table whose first cell says `row`. */
async function rowFigure(region: Locator, row: string): Promise<number> {
  const cells = region.getByRole('row').filter({ hasText: row }).getByRole('cell');
  return figure(await cells.nth(1).innerText());
}

/** The list's 'Showing X to Y of Z entries' comes to say `total` (it says 0 while the list loads). */
async function expectListTotal(page: Page, total: number): Promise<void> {
  await expect(page.getByText(new RegExp(`^Showing \\d+ to \\d+ of ${total} entries$`))).toBeVisible();
}

async function opened(browser: Browser, baseURL: string | undefined, email: string, path = '/') {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, { path, email });
  return { page, close: () => context.close() };
}

test('an admin reads the dashboard: figures match their lists, cards switch and filter, View All opens the same applicants', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Hi / })).toBeVisible();
  const applicants = await tileFigure(page, 'Total Applicants');
  const published = await tileFigure(page, 'Published Jobs');
  for (const name of CARDS) await expect(card(page, name).getByRole('table', { name })).toBeVisible();
  await keepScreenshot(page, 'dashboard-admin');
  await fitsNarrowScreen(page, 'dashboard-admin-narrow');
  await page.emulateMedia({ colorScheme: 'dark' });
  await keepScreenshot(page, 'dashboard-admin-dark');
  await fitsNarrowScreen(page, 'dashboard-admin-dark-narrow');
  await page.emulateMedia({ colorScheme: 'light' });

  // Each card as a chart, then back to its table.
  for (const name of CARDS) {
    await card(page, name).getByRole('button', { name: 'Chart' }).click();
    await expect(card(page, name).getByRole('table', { name })).toHaveCount(0);
    // The chart itself (the charting library's svg region), not the Chart button's icon.
    await expect(card(page, name).locator('svg[role="region"]').first()).toBeVisible();
  }
  await keepScreenshot(page, 'dashboard-admin-charts');
  // Drawn at 1366 px, the charts redraw at the narrow cards' width: nothing scrolls sideways inside a card.
  await fitsNarrowScreen(page, 'dashboard-admin-charts-narrow', async () => {
    await expect.poll(() => overflowingFigures(page)).toEqual([]);
    await card(page, "Your Recruiter's Progress").scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'dashboard-admin-charts-narrow-progress');
  });
  for (const name of CARDS) {
    await card(page, name).getByRole('button', { name: 'Table' }).click();
    await expect(card(page, name).getByRole('table', { name })).toBeVisible();
  }

  // A department and the last 7 days: the card's total is what View All lists.
  const source = card(page, 'Applicant Source');
  const department = source.getByRole('combobox', { name: 'Select Department' });
  const departmentName = (await department.locator('option').nth(1).innerText()).trim();
  await department.selectOption({ label: departmentName });
  await source.getByRole('combobox', { name: 'Select Date' }).selectOption({ label: 'This Month' });
  await expect(page).toHaveURL(/source\.date=thisMonth/);
  const acquisitions = card(page, 'Acquisitions');
  await acquisitions.getByRole('combobox', { name: 'Select Department' }).selectOption({ label: departmentName });
  await acquisitions.getByRole('combobox', { name: 'Select Date' }).selectOption({ label: 'This Month' });
  const total = acquisitions.getByText(/^Total Application : \d+$/);
  await expect(total).toBeVisible();
  const filtered = figure(await total.innerText());
  await keepScreenshot(page, 'dashboard-admin-filtered');
  await acquisitions.getByRole('link', { name: 'View All: Acquisitions' }).click();
  await expect(page).toHaveURL(/\/application\?departmentId=\d+&fromDate=\d{4}-\d{2}-\d{2}&toDate=\d{4}-\d{2}-\d{2}/);
  await expectListTotal(page, filtered);

  // The tiles count what their lists list.
  await page.goto('/');
  await tile(page, 'Total Applicants', applicants).click();
  await expect(page).toHaveURL(/\/application$/);
  await expectListTotal(page, applicants);
  await page.goBack();
  await tile(page, 'Published Jobs', published).click();
  await expect(page).toHaveURL(/\/all\/job\?job=all&published=1/);
  await expectListTotal(page, published);
});

test("a recruiter hires a referral in a second browser: the admin's tiles and funnel follow without a reload", async ({
  page,
  browser,
  baseURL,
}) => {
  const recruiter = await opened(browser, baseURL, RECRUITER);
  try {
    // A referral in progress the recruiter may move, in a job whose pipeline holds the hired status.
    const progress = await apiGet<{ data: { applicantId: number; job: { jobId: number } }[] }>(
      recruiter.page,
      '/api/referral-progress?limit=50',
    );
    let target: { applicantId: number; jobId: number; stageId: number; statusId: number } | null = null;
    for (const referral of progress.data) {
      const history = await apiGet<{ data: { hiredStatusId: number | null; stages: { id: number; status: { id: number }[] }[] } }>(
        recruiter.page,
        `/api/candidate-history/${referral.applicantId}`,
      );
      const { hiredStatusId, stages } = history.data;
      const stage = stages.find((candidate) => candidate.status.some((status) => status.id === hiredStatusId));
      if (stage && hiredStatusId !== null) {
        target = { applicantId: referral.applicantId, jobId: referral.job.jobId, stageId: stage.id, statusId: hiredStatusId };
        break;
      }
    }
    if (!target) throw new Error('no demo referral in progress can be hired by the recruiter');

    await signIn(page, { path: `/?acquisitions.jobId=${target.jobId}` });
    const acquisitions = card(page, 'Acquisitions');
    await expect(acquisitions.getByRole('table', { name: 'Acquisitions' })).toBeVisible();
    const inProgress = await tileFigure(page, 'Referral In Progress');
    const hiredTile = await tileFigure(page, 'Referral Hired');
    const hiredStep = await rowFigure(acquisitions, 'Hired');
    await keepScreenshot(page, 'dashboard-live-before');

    await recruiter.page.goto(`/application/view/${target.applicantId}`);
    await recruiter.page.getByRole('button', { name: 'Update Status' }).click();
    const drawer = recruiter.page.getByRole('dialog', { name: 'Update Status' });
    await drawer.getByLabel(/^Stage/).selectOption(String(target.stageId));
    await drawer.getByLabel(/^Status/).selectOption(String(target.statusId));
    await drawer.getByLabel(/^Joining Date/).fill(new Date().toISOString().slice(0, 10));
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();

    // No reload: the hub's hiringChanged brings the new figures.
    await expect(tile(page, 'Referral Hired', hiredTile + 1)).toBeVisible({ timeout: 5_000 });
    await expect(tile(page, 'Referral In Progress', inProgress - 1)).toBeVisible();
    await expect.poll(() => rowFigure(acquisitions, 'Hired')).toBe(hiredStep + 1);
    await keepScreenshot(page, 'dashboard-live-after');
  } finally {
    await recruiter.close();
  }
});

test('an employee opens / and sees their own referrals and the way to refer', async ({ page }) => {
  await signIn(page, { email: 'employee@acme.test' });
  const summary = page.getByRole('region', { name: 'Your referrals' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Referred')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applicant Source' })).toHaveCount(0);
  await keepScreenshot(page, 'dashboard-employee');
  await fitsNarrowScreen(page, 'dashboard-employee-narrow');
  await page.getByRole('link', { name: 'Refer a candidate' }).click();
  await expect(page).toHaveURL(/\/refer/);
});

test('a hiring manager opens / and sees the figures of their own jobs, as their own lists count them', async ({ page }) => {
  await signIn(page, { email: 'manager@acme.test' });
  const unpublished = await tileFigure(page, 'Unpublished Jobs');
  const applicants = await tileFigure(page, 'Total Applicants');
  // Their job list holds only the jobs they are hiring manager of.
  const listed = await apiGet<{ data: { jobId: number }[] }>(page, '/api/job?allJobs=1&limit=20');
  expect(listed.data.length).toBeGreaterThan(0);
  for (const { jobId } of listed.data) {
    const { data: job } = await apiGet<{ data: { hiringManager: { email: string } | null } }>(page, `/api/job/${jobId}`);
    expect(job.hiringManager?.email, `job ${jobId}`).toBe('manager@acme.test');
  }
  await keepScreenshot(page, 'dashboard-manager');
  await tile(page, 'Unpublished Jobs', unpublished).click();
  await expect(page).toHaveURL(/\/all\/job\?job=all&published=0/);
  await expectListTotal(page, unpublished);
  await page.goBack();
  await tile(page, 'Total Applicants', applicants).click();
  await expectListTotal(page, applicants);
});
