import type { Browser, Page } from '@playwright/test';
import { test, expect, keepScreenshot, pageWidth, signIn } from './support/fixtures';
import { pickPerson, png } from './support/form-inputs';
import { addQuestion } from './support/questions';
import { jobApplicants } from './support/applicants';
import { openApplicant } from './support/applicant-pages';
import { seriousViolations } from './support/axe';

// Issue 35, the front door end to end against the real server (workspace 'acme'): an admin makes a
// question group with three typed questions (one flags 'No'), a published job that asks it, the
// job's SEO and an SEO graph entry about it; a candidate with JavaScript off and one at 360 px find
// the job on the careers site and apply with answers, consent and a PDF; a third applies through
// an employee's share link; the recruiter sees all three with their answers, source and the flag;
// the employee sees the referral; the job expires and its page answers 410.

// A step that cannot happen fails in seconds, not at the end of the test's long budget.
test.use({ actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const GROUP = `Field Sales Screening ${stamp}`;
const TITLE = `Field Sales Executive ${stamp}`;
const AUTHORISED = 'Are you authorised to work in India?';
const CITY = 'Which city would you work from?';
const NOTICE = 'What is your notice period?';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The admin's set-up: the question group, the job (published, asking it, with SEO) and an SEO graph entry; returns the job's id and careers address. */
async function setUpJob(page: Page): Promise<{ jobId: number; jobPage: string }> {
  await signIn(page, { path: '/questiongroup-create' });
  await page.getByRole('textbox', { name: /Question Group Name/ }).fill(GROUP);
  await page.getByRole('textbox', { name: /Description/ }).fill('Asked of every field sales applicant.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/question-template$/);
  await page.getByRole('searchbox').fill(GROUP);
  await page.getByRole('row').filter({ hasText: GROUP }).getByRole('button', { name: 'View questions' }).click();
  await addQuestion(page, { question: AUTHORISED, type: 'yes_no', required: true, flagged: ['No'] });
  await addQuestion(page, { question: CITY, type: 'single_choice', options: ['Mumbai', 'Pune', 'Delhi'], required: true });
  await addQuestion(page, { question: NOTICE, type: 'short_text' });
  await expect(page.getByRole('table', { name: 'Questions' }).getByRole('row')).toHaveCount(4);
  await keepScreenshot(page, 'careers-journey-questions');

  await page.goto('/job/create');
  await page.getByRole('textbox', { name: 'Job Title' }).fill(TITLE);
  await page.getByRole('combobox', { name: 'Position', exact: true }).selectOption({ label: 'Senior Software Engineer' });
  await page.getByRole('combobox', { name: 'Experience (years)' }).selectOption({ label: '5-8' });
  await page.getByRole('combobox', { name: 'Job Type' }).selectOption({ label: 'Full Time' });
  await page.getByRole('spinbutton', { name: 'Number Of Positions' }).fill('3');
  await page.getByRole('combobox', { name: 'Department', exact: true }).selectOption({ label: 'Engineering' });
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Bengaluru – Acme Tower' });
  await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption({ label: 'Engineering Hiring Panel' });
  await pickPerson(page, 'Hiring Manager', 'Rahul', /Rahul Verma/);
  await pickPerson(page, 'Recruiting Manager', 'Priya', /Priya Sharma/);
  await page.getByRole('combobox', { name: 'Hiring Pipeline' }).selectOption({ label: 'Engineering Pipeline' });
  await page.getByRole('combobox', { name: 'Question Group' }).selectOption({ label: GROUP });
  await pickPerson(page, 'Skills', 'Kubernetes', /^Kubernetes$/);
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('Meet customers across the city and grow our accounts.');
  await page.keyboard.press('Tab');
  await page.getByRole('tab', { name: 'Seo' }).click();
  await page.getByRole('textbox', { name: 'Seo Meta Title' }).fill(`${TITLE} in Bengaluru | Acme`);
  await page.getByRole('textbox', { name: 'Seo Meta Description' }).fill('Grow Acme’s accounts in Bengaluru.');
  await page.getByRole('textbox', { name: 'Seo Focus Keyword' }).fill('field sales');
  await page.getByLabel('Seo Image').setInputFiles({ name: 'sales.png', mimeType: 'image/png', buffer: png(240, 120, [15, 108, 189]) });
  const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await page.getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'LinkedIn' }).check();
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/job\?/.test(response.url()));
  await page.getByRole('button', { name: 'Apply' }).click();
  const jobId = ((await (await created).json()) as { data: { jobId: number } }).data.jobId;
  await expect(page).toHaveURL(/\/all\/job$/);

  await page.goto('/seo-graph/create');
  await page.getByRole('textbox', { name: /Title/ }).fill(`Field sales FAQ ${stamp}`);
  await page.getByRole('combobox', { name: /Type/ }).selectOption('FAQPage');
  await page.getByRole('textbox', { name: /Description/ }).click();
  await page.keyboard.type('Do I need a bike? No, Acme pays for travel.');
  await page.getByRole('combobox', { name: /Job/ }).selectOption({ label: TITLE });
  await page.locator('input[type=file]').setInputFiles({ name: 'faq.png', mimeType: 'image/png', buffer: png(120, 120, [200, 60, 40]) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/seo-graph$/);
  return { jobId, jobPage: `/careers/acme/${slug}` };
}

interface Candidate {
  first: string;
  last: string;
  email: string;
  phone: string;
  answers: { authorised: 'Yes' | 'No'; city: string; notice: string };
}

/** A candidate of this run: a unique e-mail and phone, so no one is taken for another (the referral guard compares phones too). */
const candidate = (first: string, last: string, phoneEnd: string, answers: Candidate['answers']): Candidate => ({
  first,
  last,
  email: `${first.toLowerCase()}-${stamp}@example.test`,
  phone: `+91 98450 ${phoneEnd}`,
  answers,
});

async function fillApplication(page: Page, who: Candidate) {
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Phone').fill(who.phone);
  await page.getByLabel('Experience (years)').fill('3');
  await page.getByLabel('Resume').setInputFiles({ name: `${who.first}-cv.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByRole('group', { name: new RegExp(AUTHORISED.replace('?', '\\?')) })
    .getByLabel(who.answers.authorised, { exact: true })
    .check();
  await page
    .getByRole('group', { name: new RegExp(CITY.replace('?', '\\?')) })
    .getByLabel(who.answers.city, { exact: true })
    .check();
  await page.getByLabel(new RegExp(NOTICE.replace('?', '\\?'))).fill(who.answers.notice);
  await page
    .getByRole('checkbox', { name: /privacy notice|I agree/i })
    .first()
    .check();
}

/** A candidate's own browser (no one signed in) at `address`. */
async function openAs(browser: Browser, baseURL: string, address: string, options: { javaScript: boolean; narrow: boolean }) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: options.javaScript,
    viewport: options.narrow ? { width: 360, height: 740 } : { width: 1366, height: 900 },
    // The narrow candidate's pages are audited with axe, which goes in as an inline script the CSP refuses.
    bypassCSP: options.narrow,
  });
  const page = await context.newPage();
  await page.goto(address);
  return { context, page };
}

test('the front door: set-up, three candidates apply (no JavaScript, 360 px, a share link), the recruiter and the employee see them, the job expires', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { jobId, jobPage } = await setUpJob(page);

  // A candidate without JavaScript finds the job through the list's search.
  const first = candidate('Meera', 'Iyer', '11111', { authorised: 'Yes', city: 'Mumbai', notice: '30 days' });
  const plain = await openAs(browser, baseURL!, '/careers/acme', { javaScript: false, narrow: false });
  await plain.page.getByLabel('Search by title or code').fill(TITLE);
  await plain.page.getByRole('button', { name: 'Search' }).click();
  await plain.page.getByRole('link', { name: TITLE }).click();
  await expect(plain.page).toHaveURL(new RegExp(`${jobPage}$`));
  await expect(plain.page).toHaveTitle(`${TITLE} in Bengaluru | Acme`);
  const graph = JSON.parse((await plain.page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': { '@type': string; title?: string; name?: string }[];
  };
  expect(graph['@graph'].filter((entry) => entry['@type'] === 'JobPosting')).toEqual([expect.objectContaining({ title: TITLE })]);
  expect(graph['@graph']).toContainEqual(expect.objectContaining({ '@type': 'FAQPage', name: `Field sales FAQ ${stamp}` }));
  await keepScreenshot(plain.page, 'careers-journey-job-no-js');
  await fillApplication(plain.page, first);
  await plain.page.getByRole('button', { name: 'Send application' }).click();
  await expect(plain.page.getByText('Thank you — your application has been received.')).toBeVisible();
  // The same e-mail again is refused kindly, and nothing else is written.
  await plain.page.goto(jobPage);
  await fillApplication(plain.page, first);
  await plain.page.getByRole('button', { name: 'Send application' }).click();
  await expect(plain.page.getByText(/already applied for this job/).first()).toBeVisible();
  await plain.context.close();

  // A candidate at 360 px, from a LinkedIn campaign, answers 'No' to the knockout question.
  const second = candidate('Arjun', 'Menon', '22222', { authorised: 'No', city: 'Pune', notice: '2 months' });
  const narrow = await openAs(browser, baseURL!, `${jobPage}?source=linkedin&utm_source=linkedin&utm_campaign=sales-${stamp}`, {
    javaScript: true,
    narrow: true,
  });
  expect(await pageWidth(narrow.page)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(narrow.page)).toEqual([]);
  await keepScreenshot(narrow.page, 'careers-journey-job-narrow');
  await fillApplication(narrow.page, second);
  await narrow.page.getByRole('button', { name: 'Send application' }).click();
  await expect(narrow.page.getByText('Thank you — your application has been received.')).toBeVisible();
  await keepScreenshot(narrow.page, 'careers-journey-applied-narrow');
  await narrow.page.goto('/careers/acme');
  expect(await pageWidth(narrow.page)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(narrow.page)).toEqual([]);
  await keepScreenshot(narrow.page, 'careers-journey-list-narrow');
  await narrow.context.close();

  // The employee copies their share link; a third candidate applies through it.
  const employee = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const employeePage = await employee.newPage();
  await signIn(employeePage, { path: `/refer/${jobId}`, email: 'employee@acme.test' });
  await employeePage.getByRole('button', { name: 'Copy link' }).first().click();
  await expect(employeePage.getByText('Link copied.').first()).toBeVisible();
  const shared = new URL(await employeePage.evaluate(() => navigator.clipboard.readText()));
  expect(shared.pathname).toBe(jobPage);
  expect(shared.searchParams.get('ref')).toMatch(/^[\w-]{20,}$/);
  const third = candidate('Kavya', 'Reddy', '33333', { authorised: 'Yes', city: 'Delhi', notice: 'Immediately' });
  const referred = await openAs(browser, baseURL!, `${shared.pathname}${shared.search}`, { javaScript: true, narrow: false });
  await fillApplication(referred.page, third);
  await referred.page.getByRole('checkbox', { name: /agree to be referred/ }).check();
  await referred.page.getByRole('button', { name: 'Send application' }).click();
  await expect(referred.page.getByText('Thank you — your application has been received.')).toBeVisible();
  await referred.context.close();
  await employeePage.goto('/my-referrals');
  await expect(employeePage.getByRole('row').filter({ hasText: 'Kavya Reddy' })).toBeVisible();
  await keepScreenshot(employeePage, 'careers-journey-my-referrals');
  await employee.close();

  // The recruiter sees all three in the job's pipeline: the flag, the source, the answers.
  const recruiter = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const recruiterPage = await recruiter.newPage();
  await signIn(recruiterPage, { path: `/job/application/${jobId}`, email: 'recruiter@acme.test' });
  for (const who of [first, second, third]) await expect(recruiterPage.getByText(`${who.first} ${who.last}`).first()).toBeVisible();
  await expect(recruiterPage.getByText('Flagged', { exact: true })).toHaveCount(1);
  await keepScreenshot(recruiterPage, 'careers-journey-pipeline');
  const flagged = (await jobApplicants(recruiterPage, jobId)).find((row) => row.applicantEmail === second.email)!;
  await openApplicant(recruiterPage, flagged);
  await expect(recruiterPage.getByText('Flagged for review')).toBeVisible();
  await expect(recruiterPage.getByText(`Answered "No" to "${AUTHORISED}"`).first()).toBeVisible();
  const answers = recruiterPage.getByRole('region', { name: 'Screening answers' });
  await expect(answers).toContainText(CITY);
  await expect(answers).toContainText('Pune');
  await expect(recruiterPage.getByText('LinkedIn').first()).toBeVisible();
  await keepScreenshot(recruiterPage, 'careers-journey-applicant');
  await recruiter.close();

  // The job expires: its page answers 410 and points to the open jobs.
  await signIn(page, { path: `/job/edit/${jobId}` });
  await page.getByLabel('Target Date').fill('2026-01-05');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job/view/${jobId}$`));
  const gone = await page.request.get(jobPage);
  expect(gone.status()).toBe(410);
  await page.goto(jobPage);
  await expect(page.getByText('This job is closed and no longer takes applications.')).toBeVisible();
  await expect(page.getByRole('link', { name: /open jobs/i })).toBeVisible();
  await keepScreenshot(page, 'careers-journey-closed');
});
