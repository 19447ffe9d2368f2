import type { Page } from '@playwright/test';
import { test, expect, fitsNarrowScreen, keepScreenshot, signIn } from './support/fixtures';
import { apiGet } from './support/applicants';

// The shell scrolls its main area, not the page: a tall window lets the screenshots show whole tabs.
test.use({ viewport: { width: 1366, height: 1800 } });

interface BusyJob {
  jobId: number;
  jobTitle: string;
  jobApplication: number;
}

/** The demo job with the most applications, asked of the API with the signed-in user's token. */
async function busiestJob(page: Page): Promise<BusyJob> {
  return page.evaluate(async () => {
    const response = await fetch('/api/job?app=acme&type=all&sort=jobApplication&order=desc&limit=1', {
      headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}` },
    });
    return ((await response.json()) as { data: BusyJob[] }).data[0];
  });
}

test('job view: the Job, SEO and Analytics tabs of a busy demo job', async ({ page }) => {
  await signIn(page, { email: 'recruiter@acme.test' });
  const job = await busiestJob(page);
  expect(job.jobApplication).toBeGreaterThan(5);

  await page.goto(`/job/view/${job.jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('Applications', { exact: true })).toBeVisible();
  await expect(overview.getByText(String(job.jobApplication), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Description' })).toBeVisible();
  await keepScreenshot(page, 'job-view-job');

  // The tabs are reachable by keyboard, and the chosen one goes into the URL.
  await page.getByRole('tab', { name: 'Job' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?tab=seo$/);
  await expect(page.getByRole('region', { name: 'Search engine fields' })).toBeVisible();
  await keepScreenshot(page, 'job-view-seo');

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\?tab=analytics$/);
  await expect(page.getByRole('group', { name: 'Total applications' })).toContainText(String(job.jobApplication));
  const status = page.getByRole('region', { name: 'Applications per status' });
  // Each bar is named for screen readers ("<status>: <count>").
  await expect(status.locator('svg [aria-label*=": "]').first()).toBeVisible();
  await expect(page.locator('svg[aria-label^="Applications per week."]')).toBeVisible();
  await keepScreenshot(page, 'job-view-analytics');

  await status.getByRole('button', { name: 'Table' }).click();
  await page.getByRole('region', { name: 'Time in each stage' }).getByRole('button', { name: 'Table' }).click();
  await expect(status.getByRole('table', { name: 'Applications per status' })).toBeVisible();
  await keepScreenshot(page, 'job-view-analytics-tables');

  // A reload keeps the tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Analytics', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'View Status' }).click();
  await expect(page.getByRole('dialog', { name: 'Hiring Pipeline' })).toBeVisible();
  await keepScreenshot(page, 'job-view-status-drawer');
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'View Applicants' }).click();
  await expect(page).toHaveURL(/\/application$/);
});

// Issue 32: an employee, who may not read jobs, saw the job's tab strip around the refusal.
test('an employee on a job view gets the plain refusal, at 1366 and 360 px', async ({ page }) => {
  await signIn(page, { email: 'employee@acme.test' });
  const { data } = await apiGet<{ data: { jobId: number }[] }>(page, '/api/referral-jobs?limit=1');
  await page.goto(`/job/view/${data[0].jobId}`);
  await expect(page.getByText('Not available to you')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View Applicants' })).toHaveCount(0);
  await keepScreenshot(page, 'job-view-refused');
  await fitsNarrowScreen(page, 'job-view-refused-narrow');
});

test('job view on a narrow screen, and the not-found state', async ({ page }) => {
  await signIn(page, { email: 'recruiter@acme.test' });
  const job = await busiestJob(page);
  await page.setViewportSize({ width: 390, height: 2400 });
  await page.goto(`/job/view/${job.jobId}`);
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await keepScreenshot(page, 'job-view-job-narrow');
  await page.goto(`/job/view/${job.jobId}?tab=analytics`);
  await expect(page.getByRole('region', { name: 'Applications per source' })).toBeVisible();
  await keepScreenshot(page, 'job-view-analytics-narrow');

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/job/view/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  await keepScreenshot(page, 'job-view-not-found');
  await page.getByRole('link', { name: 'Back to all jobs' }).click();
  await expect(page).toHaveURL(/\/all\/job$/);
});
