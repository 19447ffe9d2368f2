import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, signIn } from './support/fixtures';

// Issue 4, lists: the demo recruiter filters the Jobs list, publishes an unpublished job to every
// platform, finds it under Published, and opens the View Application drawer (with and without a
// hiring pipeline), against the real server and the demo data of workspace 'acme'.

async function signInAsRecruiter(page: Page) {
  await signIn(page, { path: '/all/job', email: 'recruiter@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
}

const jobsTable = (page: Page) => page.getByRole('table', { name: 'Jobs' });
const filterJob = (page: Page) => page.getByRole('combobox', { name: 'Filter job' });
const publishStatus = (page: Page) => page.getByRole('combobox', { name: 'Publish status' });

test('jobs list: filters, publish drawer and view-application drawer', async ({ page }) => {
  await signInAsRecruiter(page);
  const table = jobsTable(page);
  await expect(table.locator('thead th')).toHaveText([
    'Job',
    'No. Of Positions',
    'Applicants',
    'Open Date',
    'Expiry Date',
    'Department',
    'Type',
    'Remote',
    'Platform',
    'Status',
    'Action',
  ]);
  await expect(filterJob(page)).toHaveValue('active');
  await expect(table.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Expired', { exact: true })).toHaveCount(0);
  await keepScreenshot(page, 'jobs-list-active');

  await filterJob(page).selectOption({ label: 'Expired Jobs' });
  await expect(page).toHaveURL(/\/expired\/job$/);
  await expect(table.getByText('Expired', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Active', { exact: true })).toHaveCount(0);
  await keepScreenshot(page, 'jobs-list-expired');

  await filterJob(page).selectOption({ label: 'All Jobs' });
  await expect(page).toHaveURL(/\/all\/job\?job=all$/);
  // The list the page asked for last: all jobs, unpublished ones only.
  const unpublished = page.waitForResponse((response) => /\/api\/job\?.*type=all.*jobPublishedSaveStatus=0/.test(response.url()));
  await publishStatus(page).selectOption({ label: 'Unpublished' });
  const title = ((await (await unpublished).json()) as { data: { jobTitle: string }[] }).data[0].jobTitle;
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.locator('td').nth(1)).toContainText(title);
  await expect(table.getByText('Published', { exact: true })).toHaveCount(0);
  await expect(table.getByText('Saved', { exact: true }).first()).toBeVisible();

  // Publish the first unpublished job to every enabled platform.
  await firstRow.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  const drawer = page.getByRole('dialog', { name: 'Publish to platforms' });
  await drawer.getByRole('checkbox', { name: 'All Platforms' }).check();
  for (const platform of ['LinkedIn', 'Naukri', 'Indeed', 'Company Careers Page'])
    await expect(drawer.getByRole('checkbox', { name: platform })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'Glassdoor' })).toHaveCount(0);
  await keepScreenshot(page, 'jobs-publish-drawer');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your change has been successfully submitted').first()).toBeVisible();
  await expect(drawer).toBeHidden();

  await publishStatus(page).selectOption({ label: 'Published' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const published = table.getByRole('row').filter({ hasText: title }).first();
  await expect(published.getByText('Published', { exact: true })).toBeVisible();
  await expect(published).toContainText('LinkedIn, Naukri, Indeed, Company Careers Page');
  await keepScreenshot(page, 'jobs-list-published');

  // View Application: a job with a hiring pipeline, then one without.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Backend Engineer');
  await publishStatus(page).selectOption({ label: 'All' });
  const backend = table.getByRole('row').filter({ hasText: 'Backend Engineer' }).first();
  await backend.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'View Application' }).click();
  const pipeline = page.getByRole('dialog', { name: 'Hiring Pipeline' });
  await expect(pipeline.getByRole('list', { name: /^Stages of / })).toBeVisible();
  await expect(pipeline.getByRole('link', { name: 'More Details' })).toBeVisible();
  await keepScreenshot(page, 'jobs-pipeline-drawer');
  await pipeline.getByRole('button', { name: 'Close' }).click();
  await expect(pipeline).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('Operations Associate');
  const operations = table.getByRole('row').filter({ hasText: 'Operations Associate' }).first();
  await operations.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'View Application' }).click();
  await expect(pipeline.getByText('No Hiring Pipeline Found')).toBeVisible();
  await expect(pipeline.getByText('Hiring pipeline is not attached with this job')).toBeVisible();
  await keepScreenshot(page, 'jobs-pipeline-drawer-none');
  await pipeline.getByRole('link', { name: 'More Details' }).click();
  await expect(page).toHaveURL(/\/job\/view\/\d+$/);
});

test('simple jobs list (/all/jobv1)', async ({ page }) => {
  await signInAsRecruiter(page);
  await page.goto('/all/jobv1');
  const table = jobsTable(page);
  await expect(table.locator('thead th')).toHaveText(['Id', 'Job Title', 'Department', 'Expiry Date', 'Action']);
  await expect(table.getByRole('button', { name: 'Seo Create' }).first()).toBeVisible();
  await keepScreenshot(page, 'jobs-simple-list');
  await table.getByRole('button', { name: 'Job Applications' }).first().click();
  await expect(page).toHaveURL(/\/job\/application\/\d+$/);
});
