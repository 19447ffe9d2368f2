// The employee's side of referrals: Rohan (employee@acme.test) refers a candidate for an open job
// with a PDF resume and finds them under My referrals; a second referrer of the same candidate for
// the same job is warned before submitting and refused on submit, in words naming the detail that
// matched (the e-mail, or a used phone number under another name and e-mail). Screenshots at
// desktop width and at 360 px, where the lists are cards.
import { test, expect, fitsNarrowScreen, keepScreenshot, signIn } from './support/fixtures';

const EMPLOYEE = 'employee@acme.test';
const RECRUITER = 'recruiter@acme.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ALREADY_APPLIED = 'This candidate has already applied for this job.';
const PHONE_ALREADY_APPLIED = 'Someone with this phone number has already applied for this job.';

test.describe.configure({ mode: 'serial' });

// One candidate per run, so a re-run against the same server refers someone new.
const email = `e2e.candidate.${Date.now().toString(36)}@example.com`;
const phone = `+91 9${String(Date.now()).slice(-9)}`;
let jobPath = '';

test('an employee refers a candidate for an open job and sees them under My referrals', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, { path: '/refer', email: EMPLOYEE });
  await expect(page.getByRole('heading', { name: 'Refer a candidate', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Jobs open for referral' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await keepScreenshot(page, 'refer-jobs');

  await table
    .getByRole('button', { name: /^Refer a candidate for / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/refer\/\d+$/);
  jobPath = new URL(page.url()).pathname;
  await expect(page.getByRole('region', { name: 'Referral bonus' })).toContainText(/This referral earns|This job has no referral bonus/);

  await page.getByRole('textbox', { name: 'First name' }).fill('Ananya');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kulkarni-Venkataraman');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile no' }).fill(phone);
  await page.getByRole('spinbutton', { name: 'Experience (years)' }).fill('4');
  await page.locator('input[type=file]').setInputFiles({ name: 'ananya-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('textbox', { name: 'Why do you recommend them?' }).fill('We built the payments service together; she is excellent.');
  await page.getByRole('checkbox', { name: /agreed to be referred/ }).check();
  await keepScreenshot(page, 'refer-form');
  await page.getByRole('button', { name: 'Refer', exact: true }).click();

  await expect(page).toHaveURL(/\/my-referrals$/);
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Thank you! Your referral has been submitted.' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Ananya Kulkarni-Venkataraman' });
  await expect(row).toContainText('Submitted');
  await keepScreenshot(page, 'my-referrals');

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText('Ananya Kulkarni-Venkataraman')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await keepScreenshot(page, 'my-referrals-narrow');
  await page.goto('/refer');
  await expect(page.getByRole('button', { name: /^Refer a candidate for / }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await keepScreenshot(page, 'refer-jobs-narrow');
});

test('a second referrer of the same candidate for the same job is warned first and refused, learning nothing of the first', async ({
  page,
}) => {
  // Serial: this step needs the first one's referral, and fails (never skips) without it.
  expect(jobPath, 'the first referral was not made').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, { path: jobPath, email: RECRUITER });
  await page.getByRole('textbox', { name: 'First name' }).fill('Ananya');
  await page.getByRole('textbox', { name: 'Last name' }).fill('K');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email.toUpperCase());
  const notice = page.getByRole('region', { name: 'Referral bonus' });
  await expect(notice).toContainText(ALREADY_APPLIED);
  await expect(notice).not.toContainText('This referral earns');
  await page.getByRole('textbox', { name: 'Mobile no' }).fill('+91 90000 00000');
  await page.getByRole('spinbutton', { name: 'Experience (years)' }).fill('4');
  await page.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('checkbox', { name: /agreed to be referred/ }).check();
  await page.getByRole('button', { name: 'Refer', exact: true }).click();
  await expect(page.locator('form').getByText(ALREADY_APPLIED).last()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${jobPath}$`));
  await expect(page.getByText('Rohan')).toHaveCount(0);
  await keepScreenshot(page, 'refer-refused');

  // Another name and e-mail with the first referral's phone number: not "this candidate", the phone.
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`other.${email}`);
  await page.getByRole('textbox', { name: 'Mobile no' }).fill(phone.replace(/ /g, '-'));
  await expect(notice).toContainText(PHONE_ALREADY_APPLIED);
  await page.getByRole('button', { name: 'Refer', exact: true }).click();
  await expect(page.locator('form').getByText(PHONE_ALREADY_APPLIED).last()).toBeVisible();
  await keepScreenshot(page, 'refer-refused-phone');
  await fitsNarrowScreen(page, 'refer-refused-phone-narrow');
});
