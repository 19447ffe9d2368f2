import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, pageWidth, signIn } from './support/fixtures';
import {
  apiGet,
  fullName,
  inkedPixels,
  parseCsv,
  jobApplicants,
  pipelineStages,
  recruitersBusiestJob,
  type HistoryStage,
  type JobApplicant,
  type JourneyJob,
} from './support/applicants';
import { openApplicant, openApplicationList, openJobApplicants, rowOf } from './support/applicant-pages';

// Issue 10's "Done means", end to end in Chromium: a recruiter opens a job's applicants, views a
// resume, moves one applicant through two stages with comments (drawer and board), sees the
// timeline, bulk-moves three others, assigns a recruiter, exports the filtered list, deletes one
// applicant, and an admin restores it from the trash. The steps share the demo data, so they run
// in order; each chooses its applicants from what the API shows now, so a retry still works.
test.describe.configure({ mode: 'serial' });
// The shell scrolls its main area, not the page: a tall window lets the screenshots show more.
test.use({ viewport: { width: 1366, height: 1200 } });

const RECRUITER = 'recruiter@acme.test';
const ADMIN = 'admin@acme.test';

let chosenJob: JourneyJob | undefined;
/** Applicants already used by a step (each step moves its own). */
const taken = new Set<number>();

/** The recruiter's busiest job with a pipeline, chosen once for every step. */
async function journeyJob(page: Page): Promise<JourneyJob> {
  chosenJob ??= await recruitersBusiestJob(page, RECRUITER);
  return chosenJob;
}

/** A different applicant for each step, so one step's change never hides another's. */
function pick(rows: JobApplicant[], count: number, where: (row: JobApplicant) => boolean = () => true): JobApplicant[] {
  // Names are how the page finds a row, so a name two applicants share is left alone.
  const unique = (row: JobApplicant) => rows.filter((other) => fullName(other) === fullName(row)).length === 1;
  const chosen = rows.filter((row) => !taken.has(row.applicantId) && unique(row) && where(row)).slice(0, count);
  if (chosen.length < count) throw new Error(`only ${chosen.length} of ${count} applicants to choose from`);
  for (const row of chosen) taken.add(row.applicantId);
  return chosen;
}

/** The one the drawer and the board move, with the two places it goes. */
let mover: { row: JobApplicant; drawerTo: Place; boardTo: Place } | undefined;
interface Place {
  stage: string;
  stageId: number;
  status: string;
  statusId: number;
  comment: string;
}

test("a recruiter opens a job's applicants from the job list and views a resume in the drawer", async ({ page }) => {
  await signIn(page, { email: RECRUITER });
  const job = await journeyJob(page);
  const rows = await jobApplicants(page, job.jobId);
  const [withResume] = pick(rows.slice(0, 10), 1, (row) => row.hasResume);

  await page.goto(`/all/jobv1?search=${encodeURIComponent(job.jobTitle)}`);
  const jobRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(job.jobId), exact: true }) });
  await jobRow.getByRole('button', { name: 'Job Applications' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/application/${job.jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await expect(rowOf(page, withResume)).toBeVisible();
  await keepScreenshot(page, 'applicant-journey-job-applicants');

  await page.getByRole('checkbox', { name: `Select ${fullName(withResume)}` }).check();
  await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: 'View Resume' }).click();
  const drawer = page.getByRole('dialog', { name: `Resume: ${fullName(withResume)}` });
  const firstPage = drawer.locator('canvas[data-rendered="true"]').first();
  await expect(firstPage).toBeVisible({ timeout: 20_000 });
  // A page drawn blank would pass the check above; the seeded resume has a name, headings and lines of text.
  expect(await inkedPixels(firstPage)).toBeGreaterThan(500);
  await keepScreenshot(page, 'applicant-journey-resume');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
});

test('the recruiter moves one applicant with the Update Status drawer, then on the board', async ({ page }) => {
  await signIn(page, { email: RECRUITER });
  const job = await journeyJob(page);
  const [row] = pick(await jobApplicants(page, job.jobId), 1, (candidate) => candidate.stage !== null);
  // Two stages it is not in now, in pipeline order: the drawer moves it to the first, the board to the second.
  const [first, second] = (await pipelineStages(page, row.applicantId)).filter(
    (stage) => stage.id !== row.stage?.id && stage.status.length > 0,
  );
  const place = (stage: HistoryStage, how: string): Place => ({
    stage: stage.name,
    stageId: stage.id,
    status: stage.status[0].name,
    statusId: stage.status[0].id,
    comment: `${how}: ${stage.name} after the ${how === 'Drawer' ? 'phone screen' : 'panel'} (${Date.now()})`,
  });
  mover = { row, drawerTo: place(first, 'Drawer'), boardTo: place(second, 'Board') };

  await openApplicant(page, row);
  await page.getByRole('button', { name: 'Update Status' }).click();
  const update = page.getByRole('dialog', { name: 'Update Status' });
  await update.getByLabel(/^Stage/).selectOption(String(mover.drawerTo.stageId));
  await update.getByLabel(/^Status/).selectOption(String(mover.drawerTo.statusId));
  await update.getByLabel(/^Comment/).fill(mover.drawerTo.comment);
  await keepScreenshot(page, 'applicant-journey-update-status');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(update).toBeHidden();

  await openJobApplicants(page, job.jobId, 'board');
  const board = page.getByRole('region', { name: `Hiring pipeline of ${job.jobTitle}` });
  const drawerPlace = board.getByRole('list', { name: `${mover.drawerTo.stage}: ${mover.drawerTo.status}` });
  await expect(drawerPlace.getByRole('link', { name: fullName(row) })).toBeVisible();
  // The keyboard way: the card's Move button opens stage → status; Enter picks one.
  const move = board.getByRole('button', { name: `Move ${fullName(row)}` });
  await move.focus();
  await page.keyboard.press('Enter');
  const target = page.getByRole('group', { name: mover.boardTo.stage }).getByRole('menuitem', { name: mover.boardTo.status, exact: true });
  await target.focus();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: `Move ${fullName(row)}` });
  await expect(ask).toContainText(`To ${mover.boardTo.stage} · ${mover.boardTo.status}`);
  await ask.getByLabel('Comment (optional)').fill(mover.boardTo.comment);
  await ask.getByRole('button', { name: 'Save' }).click();
  await expect(ask).toBeHidden();
  await expect(
    board.getByRole('list', { name: `${mover.boardTo.stage}: ${mover.boardTo.status}` }).getByRole('link', { name: fullName(row) }),
  ).toBeVisible();
  await expect(page.getByText(`Moved ${fullName(row)} to ${mover.boardTo.stage}, ${mover.boardTo.status}.`)).toBeAttached();
  await keepScreenshot(page, 'applicant-journey-board');
});

test('the timeline shows both moves with their comments', async ({ page }) => {
  expect(mover, 'the applicant the drawer and the board moved').toBeTruthy();
  const { row, drawerTo, boardTo } = mover as NonNullable<typeof mover>;
  await signIn(page, { email: RECRUITER });
  await openApplicant(page, row);
  await expect(page.getByRole('heading', { name: 'Hiring States' })).toBeVisible();
  await keepScreenshot(page, 'applicant-journey-applicant');
  await page.getByRole('button', { name: 'View Status' }).click();
  const timeline = page.getByRole('dialog', { name: 'Hiring States' });
  const history = timeline.getByRole('list', { name: 'Status history, newest first' });
  await expect(history.getByRole('listitem').nth(0)).toContainText(`${boardTo.stage} · ${boardTo.status}`);
  await expect(history.getByRole('listitem').nth(0)).toContainText(boardTo.comment);
  await expect(history.getByRole('listitem').nth(1)).toContainText(`${drawerTo.stage} · ${drawerTo.status}`);
  await expect(history.getByRole('listitem').nth(1)).toContainText(drawerTo.comment);
  await expect(timeline.getByRole('listitem', { name: new RegExp(`^${boardTo.status}: Current Status`) })).toBeVisible();
  await keepScreenshot(page, 'applicant-journey-timeline');
  await history.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'applicant-journey-timeline-history');
});

test('the recruiter bulk-moves three other applicants to one stage and status', async ({ page }) => {
  await signIn(page, { email: RECRUITER });
  const job = await journeyJob(page);
  const rows = await jobApplicants(page, job.jobId);
  const three = pick(rows.slice(0, 10), 3, (row) => row.stage !== null);
  const stages = await pipelineStages(page, three[0].applicantId);
  const target = stages.find((stage) => stage.status.length > 0 && three.some((row) => row.stage?.id !== stage.id)) ?? stages[0];
  const status = target.status[0];

  await openJobApplicants(page, job.jobId);
  for (const row of three) await page.getByRole('checkbox', { name: `Select ${fullName(row)}` }).check();
  await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: 'Status', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Change Status' });
  await expect(drawer).toContainText('3 applicants selected');
  await drawer.getByLabel(/^Stage/).selectOption(String(target.id));
  await drawer.getByLabel(/^Status/).selectOption(String(status.id));
  await drawer.getByLabel(/^Comment/).fill('Moved together after the panel review');
  await keepScreenshot(page, 'applicant-journey-bulk-status');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  for (const row of three) await expect(rowOf(page, row)).toContainText(status.name);
  const after = await jobApplicants(page, job.jobId);
  for (const row of three) expect(after.find((other) => other.applicantId === row.applicantId)?.status?.id).toBe(status.id);
});

test('the recruiter assigns a recruiter to one applicant', async ({ page }) => {
  await signIn(page, { email: RECRUITER });
  const job = await journeyJob(page);
  const [one] = pick(
    (await jobApplicants(page, job.jobId)).slice(0, 10),
    1,
    (row) => !row.recruitingManager.some((user) => user.name === 'Neha'),
  );

  await openJobApplicants(page, job.jobId);
  await page.getByRole('checkbox', { name: `Select ${fullName(one)}` }).check();
  await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: 'Assign Recruiter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Assign Recruiter' });
  const recruiters = drawer.getByRole('combobox', { name: 'Recruiters' });
  await recruiters.click();
  await recruiters.pressSequentially('Neha');
  await page.getByRole('option', { name: /Neha Kapoor/ }).click();
  await expect(drawer.getByRole('listbox', { name: 'Selected recruiters' })).toContainText('Neha Kapoor');
  await keepScreenshot(page, 'applicant-journey-assign-recruiter');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(rowOf(page, one)).toContainText('Neha Kapoor');
});

test('the recruiter exports the filtered list and opens the CSV', async ({ page }) => {
  await signIn(page, { email: RECRUITER });
  const job = await journeyJob(page);
  // The job's applicants narrowed by a search (the e-mail domain of one who gave a document
  // number): the export must hold exactly the rows the list matches, that number masked.
  const listed = await apiGet<{ data: { applicantId: number; applicantEmail: string; documentNumber: string | null }[] }>(
    page,
    `/api/v2/application?jobId=${job.jobId}&limit=500`,
  );
  const withDocument = listed.data.find((row) => row.documentNumber !== null);
  if (!withDocument) throw new Error('no applicant of the job has a document number');
  const whole = (await apiGet<{ data: { documentNumber: string } }>(page, `/api/applicant/${withDocument.applicantId}`)).data
    .documentNumber;
  expect(whole).toMatch(/^\d{12}$/);
  const search = withDocument.applicantEmail.split('@')[1];
  const shown = await apiGet<{ data: { applicantId: number }[]; meta: { total: number } }>(
    page,
    `/api/job-application/${job.jobId}?search=${encodeURIComponent(search)}&limit=500`,
  );
  expect(shown.data.length).toBeGreaterThan(0);
  expect(shown.data.length).toBe(shown.meta.total);
  expect(shown.meta.total).toBeLessThan(job.jobApplication);

  await page.goto(`/job/application/${job.jobId}?search=${encodeURIComponent(search)}`);
  await expect(page.getByText(`of ${shown.meta.total} entries`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await (await download).path();
  await keepScreenshot(page, 'applicant-journey-export');
  const text = await readFile(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1)).filter((row) => row.some((cell) => cell !== ''));
  expect(header.slice(0, 5)).toEqual(['Id', 'First Name', 'Last Name', 'Email', 'Contact Detail']);
  expect(rows.map((row) => Number(row[0])).sort((a, b) => a - b)).toEqual(shown.data.map((row) => row.applicantId).sort((a, b) => a - b));
  const documentColumn = header.indexOf('Document Number');
  expect(documentColumn).toBeGreaterThan(0);
  for (const row of rows) expect(row[documentColumn]).toMatch(/^(XXXX-XXXX-\d{4})?$/);
  expect(rows.find((row) => Number(row[0]) === withDocument.applicantId)?.[documentColumn]).toBe(`XXXX-XXXX-${whole.slice(-4)}`);
  expect(text).not.toContain(whole);
  // Phone numbers as people write them (no apostrophe a spreadsheet would show), dates as YYYY-MM-DD.
  for (const row of rows) {
    expect(row[header.indexOf('Contact Detail')]).not.toMatch(/^'/);
    expect(row[header.indexOf('Application Date')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

let deleted: JobApplicant | undefined;

test('the recruiter deletes an applicant, typing DELETE', async ({ page }) => {
  await signIn(page, { email: RECRUITER });
  const job = await journeyJob(page);
  [deleted] = pick(await jobApplicants(page, job.jobId), 1);
  await openApplicationList(page, job.jobId);
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
  await keepScreenshot(page, 'applicant-journey-application-list');
  await openApplicationList(page, job.jobId, deleted.applicantEmail);
  const actions = page.getByRole('button', { name: `Actions for ${fullName(deleted)}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete applicant' });
  await expect(confirm).toContainText('an admin can restore it from Deleted Applications for 30 days');
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await keepScreenshot(page, 'applicant-journey-delete');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(confirm).toBeHidden();
  await expect(actions).toHaveCount(0);
  await expect(page.getByText('No applicants match your search and filters.')).toBeVisible();
});

test('an admin restores the deleted applicant from the trash', async ({ page }) => {
  expect(deleted, 'the applicant the recruiter deleted').toBeTruthy();
  const gone = deleted as JobApplicant;
  await signIn(page, { path: '/application/trash', email: ADMIN });
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted Applications' })).toBeVisible();
  const select = page.getByRole('checkbox', { name: `Select ${fullName(gone)}` });
  await expect(select).toBeVisible();
  await keepScreenshot(page, 'applicant-journey-trash');
  await select.check();
  await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: 'Restore' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore applicant' });
  await expect(confirm).toContainText(`${fullName(gone)} comes back to the applicant lists`);
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(confirm).toBeHidden();
  await expect(select).toHaveCount(0);
  await openApplicationList(page, (await journeyJob(page)).jobId, gone.applicantEmail);
  await expect(page.getByRole('button', { name: `Actions for ${fullName(gone)}` })).toBeVisible();
});

test("the list, the job's table and board, and the applicant page fit a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, { email: RECRUITER });
  const job = await journeyJob(page);
  const [someone] = await jobApplicants(page, job.jobId);

  await openApplicationList(page, job.jobId);
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, 'applicant-journey-list-narrow');

  await openJobApplicants(page, job.jobId);
  await expect(page.getByRole('checkbox', { name: `Select ${fullName(someone)}` })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, 'applicant-journey-job-applicants-narrow');

  await openJobApplicants(page, job.jobId, 'board');
  const board = page.getByRole('region', { name: `Hiring pipeline of ${job.jobTitle}` });
  await expect(board.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // The board scrolls sideways inside its own region; the page does not.
  expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, 'applicant-journey-board-narrow');

  await openApplicant(page, someone);
  await expect(page.getByRole('button', { name: 'View Status' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, 'applicant-journey-applicant-narrow');
});
