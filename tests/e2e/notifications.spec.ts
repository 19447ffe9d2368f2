import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, keepScreenshot, pageWidth, signIn, serverURL } from './support/fixtures';
import { apiGet } from './support/applicants';

// Issue 12's "Done means" for notifications, in Chromium: the recruiter changes the status of the
// employee's referral and a notification pops up for the employee (a toast, the bell's count), is
// in the top bar's list, opens the employee's referrals and is marked read. Screenshots at 1366
// and 360 px (the list is a full-screen drawer on a phone).
test.describe.configure({ mode: 'serial' });
const DESKTOP = { width: 1366, height: 900 };
test.use({ viewport: DESKTOP });

const EMPLOYEE = 'employee@acme.test';
const RECRUITER = 'recruiter@acme.test';

interface ChannelRow {
  applicationId: number | null;
  canSend: boolean;
}
interface Options {
  stages: { id: number; name: string; status: { id: number; name: string }[] }[];
}

async function openAs(browser: Browser, email: string, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: serverURL(), viewport: DESKTOP, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, { path, email });
  return { context, page };
}

async function apiPut(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`${path}?app=acme`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

/** A referral of the employee that the recruiter works on (their shared chat names it). */
async function sharedReferral(employee: Page, recruiter: Page): Promise<number> {
  const mine = await apiGet<{ data: ChannelRow[] }>(employee, '/api/channels?limit=100');
  const theirs = await apiGet<{ data: ChannelRow[] }>(recruiter, '/api/channels?limit=100');
  const writable = new Set(theirs.data.filter((row) => row.canSend).map((row) => row.applicationId));
  const shared = mine.data.find((row) => row.applicationId !== null && writable.has(row.applicationId));
  if (!shared?.applicationId) throw new Error(`the demo data has no referral of ${EMPLOYEE} that ${RECRUITER} works on`);
  return shared.applicationId;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stage the employee's My referrals shows for the referral: what the notification must say (never a status name). */
async function referralStage(employee: Page, applicationId: number): Promise<{ name: string; stage: string }> {
  const mine = await apiGet<{ data: { applicantId: number; firstName: string; lastName: string; stage: string }[] }>(
    employee,
    '/api/my-referrals?limit=100',
  );
  const row = mine.data.find((referral) => referral.applicantId === applicationId);
  if (!row) throw new Error(`referral ${applicationId} is not among the employee's first 100`);
  return { name: [row.firstName, row.lastName].filter(Boolean).join(' '), stage: row.stage };
}

/** The recruiter moves the applicant to a stage and status (the first that is a change), as the status dialog does. */
async function moveApplicant(recruiter: Page, applicationId: number): Promise<void> {
  const options = await apiGet<{ data: Options }>(recruiter, `/api/status-change-options?applicantIds=${applicationId}`);
  for (const stage of options.data.stages.slice().reverse()) {
    for (const status of stage.status) {
      if (
        (await apiPut(recruiter, `/api/application/${applicationId}`, {
          stageId: stage.id,
          statusId: status.id,
          comment: 'Moved in the notifications e2e',
        })) === 200
      ) {
        return;
      }
    }
  }
  throw new Error(`the recruiter could not move applicant ${applicationId}`);
}

test("a recruiter's status change pops a notification for the referring employee, listed and marked read", async ({ browser }) => {
  const employee = await openAs(browser, EMPLOYEE, '/my-referrals');
  const recruiter = await openAs(browser, RECRUITER, '/application');
  try {
    const page = employee.page;
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    // Start from nothing unread, so the count below is this change's.
    const before = await apiGet<{ data: { unread: number } }>(page, '/api/notifications/summary');
    if (before.data.unread > 0) {
      await bell.click();
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      // The open popover holds the focus (and hides the page from assistive technology, the bell
      // included) until Escape closes it, which lands once its focus trap has the focus.
      const list = page.getByRole('list', { name: 'Notification list' });
      await expect(async () => {
        await page.keyboard.press('Escape');
        await expect(list).toBeHidden({ timeout: 1_000 });
      }).toPass();
    }
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    const applicationId = await sharedReferral(page, recruiter.page);
    await moveApplicant(recruiter.page, applicationId);
    const { name, stage } = await referralStage(page, applicationId);
    const told = `Your referral ${name}: ${stage}`;

    // Live: the toast and the count, without a reload; in My referrals' words, not the status's.
    const toastTitle = page.locator('.fui-ToastTitle').filter({ hasText: told });
    await expect(toastTitle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await keepScreenshot(page, 'notifications-toast-1366');

    // Stored: after a reload it is in the list, unread.
    await page.reload();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const list = page.getByRole('list', { name: 'Notification list' });
    const item = list.getByRole('button', { name: new RegExp(`^Unread: ${escapeRegExp(told)}`) });
    await expect(item).toBeVisible();
    await keepScreenshot(page, 'notifications-list-1366');

    // Opening it marks it read and goes to My referrals.
    await page.goto('/referralChat');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await list
      .getByRole('button', { name: new RegExp(escapeRegExp(told)) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/my-referrals$/);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // A phone: the list fills the screen, and the page does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeInViewport();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await keepScreenshot(page, 'notifications-bell-360');
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByRole('button', { name: new RegExp(escapeRegExp(told)) }).first()).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(360, 0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await keepScreenshot(page, 'notifications-drawer-360');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } finally {
    await employee.context.close();
    await recruiter.context.close();
  }
});
