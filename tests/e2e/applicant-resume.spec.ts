// View Resume: the demo's seeded PDF drawn by pdf.js on a canvas inside the side drawer (never the
// browser's PDF plug-in, which the Teams clients lack), at desktop width and full screen on a phone.
import type { Locator, Page } from '@playwright/test';
import { test, expect, keepScreenshot, pageWidth, signIn } from './support/fixtures';
import { apiGet, inkedPixels } from './support/applicants';

interface ListedApplicant {
  applicantId: number;
  firstName: string;
  lastName: string;
  applicantEmail: string;
}

const RECRUITER = 'recruiter@acme.test';

/** The first listed applicant whose resume the API answers with (`want` 200) or without (404). */
async function applicantWithResume(page: Page, want: 200 | 404): Promise<ListedApplicant> {
  const { data } = await apiGet<{ data: ListedApplicant[] }>(page, '/api/v2/application?limit=60');
  const statuses = await page.evaluate(
    async (ids) =>
      Promise.all(
        ids.map(async (id) => {
          const response = await fetch(`/api/applicant/${id}/resume?app=acme`, {
            headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}` },
          });
          return response.status;
        }),
      ),
    data.map((row) => row.applicantId),
  );
  const found = data.find((_, i) => statuses[i] === want);
  if (!found) throw new Error(`no listed demo applicant answers ${want} for its resume`);
  return found;
}

async function openResume(page: Page, applicant: ListedApplicant) {
  const name = `${applicant.firstName} ${applicant.lastName}`;
  await page.getByRole('searchbox').fill(applicant.applicantEmail);
  await page
    .getByRole('button', { name: `Actions for ${name}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'View Resume' }).click();
  return page.getByRole('dialog', { name: `Resume: ${name}` });
}

test('a recruiter reads a seeded resume in the drawer, drawn in the page at 1366 and 360 px', async ({ page }) => {
  await signIn(page, { path: '/application', email: RECRUITER });
  const applicant = await applicantWithResume(page, 200);
  const drawer = await openResume(page, applicant);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('1 page')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Download' })).toBeVisible();
  const canvas = drawer.getByRole('img', { name: 'Page 1 of 1' });
  await expect(canvas).toHaveAttribute('data-rendered', 'true');
  expect(await inkedPixels(canvas)).toBeGreaterThan(500);
  // No <embed>, <object> or <iframe>: nothing depends on a PDF plug-in.
  await expect(drawer.locator('embed, object, iframe')).toHaveCount(0);
  await keepScreenshot(page, 'applicant-resume-1366');

  await page.setViewportSize({ width: 360, height: 780 });
  const box = await drawer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(350);
  await expect(canvas).toHaveAttribute('data-rendered', 'true');
  const canvasBox = await canvas.boundingBox();
  expect(canvasBox?.width).toBeLessThanOrEqual(360);
  expect(await inkedPixels(canvas)).toBeGreaterThan(200);
  await keepScreenshot(page, 'applicant-resume-360');

  // The page area scrolls from the keyboard.
  await drawer.getByRole('region', { name: 'Resume pages' }).focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

/** Adds an applicant to a job (POST /api/application) as the signed-in admin; answers the new id. */
async function addApplicant(page: Page, fields: Record<string, string | number>): Promise<number> {
  const { data: jobs } = await apiGet<{ data: { jobId: number }[] }>(page, '/api/job?type=all&limit=1');
  return page.evaluate(
    async (body) => {
      const response = await fetch('/api/application?app=acme', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`POST /api/application: HTTP ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { applicantId: number } }).data.applicantId;
    },
    { jobId: jobs[0].jobId, ...fields },
  );
}

/** Whether the element at the middle of `locator`'s box is the locator's own (nothing covers it). */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });

// Issue 32: a 100-character name ran 500 px off the window; 'No Changes To Save' was a toast over the drawer's title.
test('an applicant with a 100-character name: the heading wraps inside the window at 1366 and 360 px; Update Status says No Changes To Save under its title', async ({
  page,
}) => {
  // An admin may add an applicant to any job (a recruiter only to their own).
  await signIn(page, { path: '/application' });
  const firstName = 'Thiruvananthapuram'.repeat(6).slice(0, 100);
  const id = await addApplicant(page, {
    firstName,
    lastName: 'Venkataraghavan',
    applicantEmail: `long-name-${Date.now()}@example.test`,
    phoneNumber: '+91 98450 12345',
    experience: 3,
  });
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/application/view/${id}`);
    const heading = page.getByRole('heading', { level: 1, name: `${firstName} Venkataraghavan` });
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    expect(box && box.x).toBeGreaterThanOrEqual(0);
    expect(box && box.x + box.width, 'the heading ends inside the window').toBeLessThanOrEqual(viewport.width);
    expect(
      await heading.evaluate((element) => element.scrollWidth - element.clientWidth),
      'the name wraps inside the heading',
    ).toBeLessThanOrEqual(0);
    expect(await pageWidth(page), 'the page does not scroll sideways').toBeLessThanOrEqual(viewport.width);
    await keepScreenshot(page, `applicant-long-name-${viewport.width}`);
  }

  await page.getByRole('button', { name: 'Update Status' }).click();
  const drawer = page.getByRole('dialog', { name: 'Update Status' });
  await expect(drawer.getByRole('combobox', { name: 'Stage' })).not.toHaveValue('');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('No Changes To Save');
  expect(await uncovered(drawer.getByRole('heading', { name: 'Update Status' })), "nothing covers the drawer's title").toBe(true);
  await keepScreenshot(page, 'applicant-no-changes-360');
});

test('an applicant without a resume says so in the drawer', async ({ page }) => {
  await signIn(page, { path: '/application', email: RECRUITER });
  const drawer = await openResume(page, await applicantWithResume(page, 404));
  await expect(drawer.getByText('No resume was uploaded.')).toBeVisible();
});
