// View Resume: the demo's seeded PDF drawn by pdf.js on a canvas inside the side drawer (never the
// browser's PDF plug-in, which the Teams clients lack), at desktop width and full screen on a phone.
import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, signIn } from './support/fixtures';
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
          const response = await fetch(`/api/applicant/${id}/resume?app=acme`, { headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}` } });
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
  await page.getByRole('button', { name: `Actions for ${name}` }).first().click();
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

test("an applicant without a resume says so in the drawer", async ({ page }) => {
  await signIn(page, { path: '/application', email: RECRUITER });
  const drawer = await openResume(page, await applicantWithResume(page, 404));
  await expect(drawer.getByText('No resume was uploaded.')).toBeVisible();
});
