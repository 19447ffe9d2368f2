// The applicant journey's ways into its pages: each opens the address and waits for the page's heading.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { fullName, type JobApplicant } from './applicants';

/** The table row of an applicant (found by its selection box). */
export const rowOf = (page: Page, row: JobApplicant) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${fullName(row)}` }) });

/** /application filtered to the job (and to a search, when given) the way the address keeps it. */
export async function openApplicationList(page: Page, jobId: number, search?: string) {
  await page.goto(`/application?jobId=${jobId}${search ? `&search=${encodeURIComponent(search)}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application List' })).toBeVisible();
}

/** /job/application/{id}: the job's 'Applicants' table. */
export async function openJobApplicants(page: Page, jobId: number, view: 'table' | 'board' = 'table') {
  await page.goto(`/job/application/${jobId}${view === 'board' ? '?view=board' : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
}

/** /application/view/{id}: the applicant page, once its cards are in. */
export async function openApplicant(page: Page, row: JobApplicant) {
  await page.goto(`/application/view/${row.applicantId}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName(row) })).toBeVisible();
}
