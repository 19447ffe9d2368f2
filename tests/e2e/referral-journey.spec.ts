import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { addDays, differenceInCalendarDays, format, parseISO, subDays } from 'date-fns';
import { test, expect, fitsNarrowScreen, keepScreenshot, signIn, serverURL } from './support/fixtures';
import { apiGet, parseCsv } from './support/applicants';

// Issue 11's "Done means", end to end in Chromium: an employee refers a candidate for a published
// job and sees it under My referrals; a second employee's referral of the same candidate is
// refused; a recruiter hires the applicant with a joining date 91 days back, marks the now payable
// referral paid with a remark and exports it; a hire 30 days back is refused the same in the page
// and by the API. The steps build on each other, so they run in order; every candidate is new to
// this run (the e2e server's database lives across the spec files of one run).
test.describe.configure({ mode: 'serial' });
// The shell scrolls its main area, not the page: a tall window lets the screenshots show whole forms.
const DESKTOP = { width: 1366, height: 1200 };
test.use({ viewport: DESKTOP });

const EMPLOYEE = 'employee@acme.test';
const SECOND_EMPLOYEE = 'karthik.reddy@acme.test';
const RECRUITER = 'recruiter@acme.test';
const REFERRER = 'Rohan Das';
/** The demo's Payment Release In Days (Referrals Settings, default type): the 91 and 30 days are either side of it. */
const RELEASE_DAYS = 90;
const NOT_COMPLETED = `The employee has not completed ${RELEASE_DAYS} days, so you can neither change the status nor export the data.`;
/** The same candidate for the same job: whoever referred them first, they have applied already. */
const REFUSED = 'This candidate has already applied for this job.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Acme's calendar decides days completed on the server; the seed puts the workspace in this zone. */
const ACME_TIME_ZONE = 'Asia/Kolkata';
interface Candidate {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
const fullName = (candidate: Candidate) => `${candidate.firstName} ${candidate.lastName}`;

/** Set for each run of the journey (a repeat against the same server refers new people): a tag, the hire past the release period and the recent one. */
let run = '';
let phoneTail = '';
let hired: Candidate;
let recent: Candidate;

function newCandidates() {
  run = Date.now().toString(36);
  phoneTail = String(Date.now()).slice(-8);
  hired = { firstName: 'Meenakshi', lastName: `Sundaram-${run}`, email: `journey.hired.${run}@example.com`, phone: `+91 98${phoneTail}` };
  recent = { firstName: 'Farhan', lastName: `Qureshi-${run}`, email: `journey.recent.${run}@example.com`, phone: `+91 97${phoneTail}` };
}

/** Today on Acme's calendar, 'YYYY-MM-DD'. */
const acmeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ACME_TIME_ZONE }).format(new Date());
const daysBack = (days: number) => format(subDays(parseISO(acmeToday()), days), 'yyyy-MM-dd');
/** Days completed since `day` as the payable list counts them (asked when checked, so a run across midnight still agrees). */
const daysSince = (day: string) => String(differenceInCalendarDays(parseISO(acmeToday()), parseISO(day)));
/** The two joining dates, fixed when the spec loads (a step after midnight enters the same days): one past the release period, one inside it. */
const JOINED_PAST = daysBack(RELEASE_DAYS + 1);
const JOINED_RECENT = daysBack(30);
/** The referral tables' day format, MM/DD/YYYY. */
const referralDay = (day: string) => format(parseISO(day), 'MM/dd/yyyy');

interface JourneyJob {
  jobId: number;
  jobTitle: string;
  jobCode: string | null;
}
/** The published job the journey refers to (open for referral, with a pipeline, the recruiter's). */
let job: JourneyJob | undefined;
/** The referral of `hired`, once the employee has made it. */
let hiredId: number | undefined;
/** The referral of `recent`, once the employee has made it. */
let recentReferral: number | undefined;

/** A page of its own signed in as `email`, closed after `use`: a second person in the same step. */
async function asUser<T>(browser: Browser, email: string, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: serverURL(), viewport: DESKTOP, locale: 'en-US', timezoneId: 'UTC' });
  try {
    const page = await context.newPage();
    await signIn(page, { email });
    return await use(page);
  } finally {
    await context.close();
  }
}

/** A call to the API with the signed-in user's token (the way the web app sends it): the answer's status and body. */
async function apiSend(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const separator = path.includes('?') ? '&' : '?';
      const response = await fetch(`${path}${separator}app=acme`, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as { message?: string; data?: unknown }) : null };
    },
    { method, path, body },
  );
}

/** POST /api/refer as the signed-in user: the form's fields and the PDF resume, multipart like the form sends them. */
async function referByApi(page: Page, jobId: number, candidate: Candidate): Promise<number> {
  const answer = await page.evaluate(
    async ({ fields, pdf }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'resume.pdf');
      const response = await fetch('/api/refer?app=acme', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { data?: { applicantId: number }; message?: string } };
    },
    {
      fields: {
        jobId: String(jobId),
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        applicantEmail: candidate.email,
        phoneNumber: candidate.phone,
        experience: '3',
        consent: 'true',
      },
      pdf: [...PDF],
    },
  );
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data?.applicantId ?? Number.NaN;
}

/** At 360 px (Teams mobile) the page does not scroll sideways; the screenshot is kept, then the desktop width returns. */
/** The recruiter's newest published job that is open for referral and has a hiring pipeline. */
async function recruitersOpenJob(page: Page): Promise<JourneyJob> {
  const jobs = await apiGet<{ data: { jobId: number }[] }>(page, '/api/job?type=active&jobPublishedSaveStatus=1&limit=100');
  for (const { jobId } of jobs.data) {
    const detail = await apiGet<{ data: JourneyJob & { pipeLineId: number | null; recruitingManager: { email: string } | null } }>(
      page,
      `/api/job/${jobId}`,
    );
    if (detail.data.pipeLineId === null || detail.data.recruitingManager?.email !== RECRUITER) continue;
    const open = await apiSend(page, 'GET', `/api/referral-jobs/${jobId}`);
    if (open.status === 200) return { jobId, jobTitle: detail.data.jobTitle, jobCode: detail.data.jobCode };
  }
  throw new Error(`no published job open for referral has ${RECRUITER} as recruiting manager and a pipeline`);
}

function journeyJob(): JourneyJob {
  if (!job) throw new Error('the journey job was not chosen');
  return job;
}

/** The referral of `candidate` the recruiter sees (search by e-mail), or a failure naming it. */
async function referralOf(page: Page, candidate: Candidate): Promise<number> {
  const found = await apiGet<{ data: { applicantId: number }[] }>(
    page,
    `/api/total-referral?search=${encodeURIComponent(candidate.email)}`,
  );
  expect(found.data, `referrals of ${candidate.email}`).toHaveLength(1);
  return found.data[0].applicantId;
}

/** The stage holding General Settings' Payable Employee Status (the hired status) in the applicant's pipeline. */
async function hiredPlace(page: Page, applicantId: number) {
  const history = await apiGet<{
    data: { hiredStatusId: number | null; stages: { id: number; name: string; status: { id: number; name: string }[] }[] };
  }>(page, `/api/candidate-history/${applicantId}`);
  const { hiredStatusId, stages } = history.data;
  const stage = stages.find((candidate) => candidate.status.some((status) => status.id === hiredStatusId));
  const status = stage?.status.find((candidate) => candidate.id === hiredStatusId);
  if (!stage || !status) throw new Error("General Settings names no hired status in the job's pipeline");
  return { stage, status };
}

/** The rows of a downloaded CSV (its BOM and blank lines left out), the header first. */
async function csvRows(path: string): Promise<string[][]> {
  const text = await readFile(path, 'utf8');
  return parseCsv(text.replace(/^\uFEFF/, '')).filter((cells) => cells.some((cell) => cell !== ''));
}

async function openPayable(page: Page, candidate: Candidate) {
  await page.goto(`/referral-payable?search=${encodeURIComponent(candidate.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Payable' })).toBeVisible();
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  newCandidates();
  job = await asUser(browser, RECRUITER, async (page) => {
    const { releaseDays } = await apiGet<{ releaseDays: number }>(page, '/api/referral-payable?limit=1');
    expect(releaseDays, "the demo's payment release period").toBe(RELEASE_DAYS);
    return recruitersOpenJob(page);
  });
});

test('an employee refers a candidate for a published job and sees them under My referrals', async ({ page }) => {
  const { jobId, jobTitle, jobCode } = journeyJob();
  await signIn(page, { path: `/refer?search=${encodeURIComponent(jobCode ?? jobTitle)}`, email: EMPLOYEE });
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a candidate' })).toBeVisible();
  const jobs = page.getByRole('table', { name: 'Jobs open for referral' });
  const refer = jobs.getByRole('button', { name: `Refer a candidate for ${jobTitle}`, exact: true });
  await expect(refer).toHaveCount(1);
  await keepScreenshot(page, 'referral-journey-open-jobs');
  await refer.click();
  await expect(page).toHaveURL(new RegExp(`/refer/${jobId}$`));

  await page.getByRole('textbox', { name: 'First name' }).fill(hired.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(hired.lastName);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(hired.email);
  await page.getByRole('textbox', { name: 'Mobile no' }).fill(hired.phone);
  await page.getByRole('spinbutton', { name: 'Experience (years)' }).fill('6');
  await page.locator('input[type=file]').setInputFiles({ name: 'meenakshi-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByRole('textbox', { name: 'Why do you recommend them?' })
    .fill('She led the billing migration with us at our last company.');
  await page.getByRole('checkbox', { name: /agreed to be referred/ }).check();
  // The check before submitting has answered: a new candidate, nothing refused.
  await expect(page.getByRole('region', { name: 'Referral bonus' })).not.toContainText(REFUSED);
  await keepScreenshot(page, 'referral-journey-refer-form');
  await fitsNarrowScreen(page, 'referral-journey-refer-form-narrow', undefined, DESKTOP);
  await page.getByRole('button', { name: 'Refer', exact: true }).click();

  await expect(page).toHaveURL(/\/my-referrals$/);
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Thank you! Your referral has been submitted.' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: fullName(hired) });
  await expect(row).toContainText(jobTitle);
  await expect(row).toContainText('Submitted');
  await keepScreenshot(page, 'referral-journey-my-referrals');
  await fitsNarrowScreen(page, 'referral-journey-my-referrals-narrow', undefined, DESKTOP);
});

test('a second employee referring the same candidate is refused, learning nothing, and nothing is written', async ({ page }) => {
  const { jobId } = journeyJob();
  await signIn(page, { path: `/refer/${jobId}`, email: SECOND_EMPLOYEE });
  await page.getByRole('textbox', { name: 'First name' }).fill('Meena');
  await page.getByRole('textbox', { name: 'Last name' }).fill('S');
  // The same person by e-mail (in other letters' case), with another phone number.
  await page.getByRole('textbox', { name: 'E-mail' }).fill(hired.email.toUpperCase());
  await page.getByRole('textbox', { name: 'Mobile no' }).fill(`+91 96${phoneTail}`);
  await page.getByRole('spinbutton', { name: 'Experience (years)' }).fill('6');
  await page.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('checkbox', { name: /agreed to be referred/ }).check();
  const notice = page.getByRole('region', { name: 'Referral bonus' });
  await expect(notice).toContainText(REFUSED);
  await expect(notice).not.toContainText('This referral earns a bonus');
  await page.getByRole('button', { name: 'Refer', exact: true }).click();
  await expect(page.locator('form').getByText(REFUSED).last()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/refer/${jobId}$`));
  // Who referred first, and under which name, stays unsaid.
  await expect(page.getByText(REFERRER)).toHaveCount(0);
  await expect(page.getByText(hired.lastName)).toHaveCount(0);
  await keepScreenshot(page, 'referral-journey-refused');

  // Nothing was written: the second employee holds no referral of that person.
  await page.goto(`/my-referrals?search=${encodeURIComponent(hired.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My referrals' })).toBeVisible();
  await expect(page.getByText('None of your referrals match your search.')).toBeVisible();
});

test('a recruiter finds the one referral in progress and hires the applicant with a joining date 91 days back', async ({ page }) => {
  await signIn(page, { path: `/referral-progress?search=${encodeURIComponent(hired.email)}`, email: RECRUITER });
  await expect(page.getByRole('heading', { level: 1, name: 'Referral In Progress' })).toBeVisible();
  // The refused referral wrote nothing: the candidate has one referral, the first employee's.
  hiredId = await referralOf(page, hired);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: fullName(hired) });
  await expect(row).toContainText(REFERRER);
  await expect(row).toContainText('In Progress');
  await keepScreenshot(page, 'referral-journey-in-progress');

  const { stage, status } = await hiredPlace(page, hiredId);
  await page.getByRole('button', { name: `Actions for ${fullName(hired)}` }).click();
  await page.getByRole('menuitem', { name: 'Status' }).click();
  const drawer = page.getByRole('dialog', { name: 'Update Status' });
  await drawer.getByLabel(/^Stage/).selectOption(String(stage.id));
  await expect(drawer.getByLabel(/^Joining Date/)).toHaveCount(0);
  await drawer.getByLabel(/^Status/).selectOption(String(status.id));
  // The hired status asks for the day the hire joins, and insists on it.
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter the joining date.')).toBeVisible();
  await drawer.getByLabel(/^Joining Date/).fill(JOINED_PAST);
  await drawer.getByLabel(/^Comment/).fill(`Joined the platform team (${run})`);
  await keepScreenshot(page, 'referral-journey-hire');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('No referrals match your search and filter.')).toBeVisible();

  await page.goto(`/referral-hired?search=${encodeURIComponent(hired.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Hired' })).toBeVisible();
  const hiredRow = page.getByRole('row').filter({ hasText: fullName(hired) });
  await expect(hiredRow).toContainText('Hired');
  await expect(hiredRow).toContainText(REFERRER);
  await keepScreenshot(page, 'referral-journey-hired');
});

test('the hire 91 days back is payable: the recruiter marks it paid with a remark and exports it', async ({ page }) => {
  expect(hiredId, 'the referral the recruiter hired').toBeDefined();
  const remark = `Paid in the payroll run of ${format(new Date(), 'MMMM yyyy')} (${run})`;
  await signIn(page, { email: RECRUITER });
  await openPayable(page, hired);
  const row = page.getByRole('row').filter({ hasText: fullName(hired) });
  await expect(row).toContainText(REFERRER);
  await expect(row).toContainText(`Joined ${referralDay(JOINED_PAST)}`);
  await expect(row).toContainText(`Days Completed: ${daysSince(JOINED_PAST)}`);
  await keepScreenshot(page, 'referral-journey-payable');
  await fitsNarrowScreen(page, 'referral-journey-payable-narrow', undefined, DESKTOP);

  await page.getByRole('checkbox', { name: `Select ${fullName(hired)}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected rows' });
  await toolbar.getByRole('button', { name: 'Status', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Update Status' });
  await expect(drawer).toContainText('1 referral selected');
  await drawer.getByLabel('Referral Status').selectOption({ label: 'Paid' });
  await drawer.getByLabel('Remark').fill(remark);
  await keepScreenshot(page, 'referral-journey-mark-paid');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(remark);

  await page.getByRole('checkbox', { name: `Select ${fullName(hired)}` }).check();
  const download = page.waitForEvent('download');
  await toolbar.getByRole('button', { name: 'Export selected (1)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^referral-payable-\d{4}-\d{2}-\d{2}\.csv$/);
  await keepScreenshot(page, 'referral-journey-paid');
  const [header, ...rows] = await csvRows(await file.path());
  expect(rows).toHaveLength(1);
  const cell = (name: string) => rows[0][header.indexOf(name)];
  expect(cell('Applicant Id')).toBe(String(hiredId));
  expect(cell('Employee')).toBe(fullName(hired));
  expect(cell('Employee Email')).toBe(hired.email);
  expect(cell('Claimant')).toBe(REFERRER);
  // The screen says MM/DD/YYYY (the spec's); the file says ISO 8601, like every export.
  expect(cell('Joining Date')).toBe(JOINED_PAST);
  expect(cell('Days Completed')).toBe(daysSince(JOINED_PAST));
  expect(cell('Status')).toBe('Paid');
  expect(cell('Remark')).toBe(remark);
});

test('a hire 30 days back is refused in the page and by the API with the same words', async ({ page, browser }) => {
  const { jobId } = journeyJob();
  // Referred by the employee and hired by the recruiter through the API: the page path was walked above.
  const recentId = await asUser(browser, EMPLOYEE, (employee) => referByApi(employee, jobId, recent));
  recentReferral = recentId;

  await signIn(page, { email: RECRUITER });
  const { stage, status } = await hiredPlace(page, recentId);
  const hire = await apiSend(page, 'PUT', `/api/application/${recentId}`, {
    stageId: stage.id,
    statusId: status.id,
    joiningDate: JOINED_RECENT,
  });
  expect(hire.status, JSON.stringify(hire.body)).toBe(200);

  await openPayable(page, recent);
  const row = page.getByRole('row').filter({ hasText: fullName(recent) });
  await expect(row).toContainText(`Days Completed: ${daysSince(JOINED_RECENT)}`);
  await page.getByRole('checkbox', { name: `Select ${fullName(recent)}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected rows' });
  const changeStatus = toolbar.getByRole('button', { name: 'Status', exact: true });
  const exportSelected = toolbar.getByRole('button', { name: 'Export', exact: true });
  await expect(changeStatus).toHaveAttribute('aria-disabled', 'true');
  await expect(exportSelected).toHaveAttribute('aria-disabled', 'true');
  await changeStatus.hover();
  await expect(page.getByRole('tooltip')).toHaveText(NOT_COMPLETED);
  await keepScreenshot(page, 'referral-journey-not-completed');
  await exportSelected.hover();
  await expect(exportSelected).toHaveAccessibleDescription(NOT_COMPLETED);
  // Export without a selection takes only the referrals past their release period: here, none.
  await page.getByRole('checkbox', { name: `Select ${fullName(recent)}` }).uncheck();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [header, ...rows] = await csvRows(await (await download).path());
  expect(header[0]).toBe('Applicant Id');
  expect(rows).toHaveLength(0);

  const statuses = await apiGet<{ data: { id: number; code: string }[] }>(page, '/api/referral-status?limit=100');
  const paid = statuses.data.find((candidate) => candidate.code === 'paid');
  expect(paid, 'the Paid referral status').toBeDefined();
  const change = await apiSend(page, 'POST', '/api/multiple-referral-payable-status-change', {
    applicantId: [recentId],
    referralStatusId: paid?.id,
    remark: 'Paid early',
  });
  expect(change).toEqual({ status: 409, body: expect.objectContaining({ message: NOT_COMPLETED }) });
  const exported = await apiSend(page, 'GET', `/api/referral-payable/export?applicantId=${recentId}`);
  expect(exported).toEqual({ status: 409, body: expect.objectContaining({ message: NOT_COMPLETED }) });
  // Nothing changed: the payout still waits for its release period.
  await page.reload();
  await expect(row).toContainText('Hired');
  await expect(row).not.toContainText('Paid early');
});

test('the referrer learns every payout outcome: Paid (and when) and Not eligible (and why), in My referrals and in notifications', async ({
  page,
  browser,
}) => {
  expect(hiredId, 'the referral marked paid').toBeDefined();
  expect(recentReferral, 'the referral hired 30 days back').toBeDefined();
  // The recent hire leaves ten days ago, before the eligibility date: the payout is not eligible.
  const leftOn = daysBack(10);
  await asUser(browser, RECRUITER, async (recruiter) => {
    const left = await apiSend(recruiter, 'PUT', `/api/referral-payable/${recentReferral}/last-working-date`, { lastWorkingDate: leftOn });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
  });
  const eligibleOn = referralDay(format(addDays(parseISO(JOINED_RECENT), RELEASE_DAYS), 'yyyy-MM-dd'));

  await signIn(page, { path: `/my-referrals?search=${run}`, email: EMPLOYEE });
  await expect(page.getByRole('heading', { level: 1, name: 'My referrals' })).toBeVisible();
  const paid = page.getByRole('row').filter({ hasText: fullName(hired) });
  await expect(paid).toContainText('Bonus paid');
  await expect(paid).toContainText(/on \d{2}\/\d{2}\/\d{4}/);
  const left = page.getByRole('row').filter({ hasText: fullName(recent) });
  await expect(left).toContainText('Not eligible for the bonus');
  await expect(left).toContainText(`The employee left on ${referralDay(leftOn)}, before the eligibility date ${eligibleOn}.`);
  await keepScreenshot(page, 'referral-journey-outcomes');

  // Each change was told to the referrer, linked to that referral.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const told = page.getByRole('list', { name: 'Notification list' });
  await expect(told).toContainText(`Your referral ${fullName(hired)}: bonus paid`);
  await expect(told).toContainText(`Your referral ${fullName(recent)}: not eligible for the bonus`);
  await keepScreenshot(page, 'referral-journey-outcome-notifications');
  // Escape closes the popover once its focus trap holds the focus, which lands a moment after it opens.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(told).toBeHidden({ timeout: 1_000 });
  }).toPass();
  await fitsNarrowScreen(
    page,
    'referral-journey-outcomes-narrow',
    async () => {
      // The cards load after the resize: the shot is kept again once they show the outcomes.
      await expect(page.getByText('Not eligible for the bonus')).toBeVisible();
      await expect(page.getByText('Bonus paid')).toBeVisible();
      await keepScreenshot(page, 'referral-journey-outcomes-narrow');
    },
    DESKTOP,
  );
});
