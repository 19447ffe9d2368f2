import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot, signIn, serverURL } from './support/fixtures';
import { apiGet } from './support/applicants';
import { axeAudit, axeViolations, keepAxeReport, seriousOnes, seriousViolations } from './support/axe';
import { addressesOf, declaredRoutes, lookUpIds, settle, type DemoIds } from './support/routes';

// WCAG 2.1 AA: axe finds no critical or serious violation on any route of the route table (real ids
// from the demo data), on the screens an employee sees differently, and in the states a route's
// first load does not show (tabs, drawers, pickers). Each address's full findings, every impact,
// are kept under test-results/axe/.

// axe-core is injected as a script, which our CSP forbids: this file alone bypasses it to audit.
test.use({ bypassCSP: true });

/** Audits the page as it is, keeps its findings under `name` and returns the serious ones. */
async function auditHere(page: Page, name: string): Promise<string[]> {
  const audit = await axeAudit(page);
  keepAxeReport(name, audit);
  return seriousOnes(audit.violations);
}

/** Opens `address`, waits for its heading and data, and audits it. */
async function auditAt(page: Page, address: string, name = address): Promise<string[]> {
  await page.goto(address);
  await settle(page);
  return auditHere(page, name);
}

test('axe finds no serious violation on the sign-in and profile pages', async ({ page }) => {
  await page.goto('/account/login');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/account/profile');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('axe on every route, as an admin', () => {
  const routes = declaredRoutes();
  let page: Page;
  let ids: DemoIds;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ baseURL: serverURL(), bypassCSP: true });
    await signIn(page);
    ids = await lookUpIds(page);
  });

  test.afterAll(async () => {
    await page.close();
  });

  for (const route of [...routes, '/no/such/page']) {
    test(`${route}: no critical or serious violation`, async () => {
      for (const address of addressesOf(route, ids)) expect(await auditAt(page, address), address).toEqual([]);
    });
  }

  test('the job view tabs, charts included', async () => {
    for (const tab of ['seo', 'analytics']) {
      await page.goto(`/job/view/${ids.job}?tab=${tab}`);
      await expect(
        page
          .getByRole('tabpanel')
          .locator(tab === 'analytics' ? 'svg rect' : 'section')
          .first(),
      ).toBeVisible();
      expect(await auditHere(page, `job-view-${tab}`), tab).toEqual([]);
    }
  });

  test("a job list's drawers and a list row being added", async () => {
    await page.goto('/all/job');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /^(Publish|Unpublish)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Publish to platforms' }).getByRole('checkbox', { name: 'All Platforms' })).toBeVisible();
    expect(await auditHere(page, 'publish-drawer')).toEqual([]);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'View Application' }).click();
    await expect(page.getByRole('dialog', { name: 'Hiring Pipeline' }).getByRole('link', { name: 'More Details' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Hiring Pipeline' }).getByRole('heading', { level: 3 })).toBeVisible();
    expect(await auditHere(page, 'view-application-drawer')).toEqual([]);

    await page.goto('/job-priority');
    await page.getByRole('button', { name: 'Add New Priority' }).click();
    expect(await auditHere(page, 'job-priority-add-row')).toEqual([]);
  });

  test("a job edit's Seo tab and its platform picker", async () => {
    await page.goto(`/job/edit/${ids.job}`);
    await page.getByRole('tab', { name: 'Seo' }).click();
    await expect(page.getByRole('textbox', { name: 'Slug' })).toBeVisible();
    expect(await auditHere(page, 'job-edit-seo-tab')).toEqual([]);
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await expect(page.getByRole('checkbox', { name: 'All Platforms' })).toBeVisible();
    expect(await auditHere(page, 'job-edit-platform-picker')).toEqual([]);
  });
});

test('axe finds no serious violation on the screens an employee sees', async ({ page }) => {
  await signIn(page, { email: 'employee@acme.test' });
  const [mine] = (await apiGet<{ data: { applicantId: number }[] }>(page, '/api/my-referrals?limit=1')).data;
  const [job] = (await apiGet<{ data: { jobId: number }[] }>(page, '/api/referral-jobs?limit=1')).data;
  expect(mine && job, 'the demo employee has referred someone and can refer to a job').toBeTruthy();
  for (const address of ['/', '/refer', `/refer/${job.jobId}`, '/my-referrals', `/my-referrals/${mine.applicantId}`, '/referralChat']) {
    expect(await auditAt(page, address, `employee${address}`), `${address} as an employee`).toEqual([]);
  }
});

test("a keyboard user skips to the content, lands on each new page's heading and gets back to what opened a drawer or dialog", async ({
  page,
}) => {
  await signIn(page, { path: '/stages' });
  await settle(page);
  const main = page.getByRole('main');
  const heading = (name: string) => main.getByRole('heading', { level: 1, name });

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await keepScreenshot(page, 'skip-link-1366');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(skip).toBeInViewport();
  await keepScreenshot(page, 'skip-link-360');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Status', exact: true }).press('Enter');
  await expect(heading('Status List')).toBeFocused();
  await navigation.getByRole('link', { name: 'Stages', exact: true }).click();
  await expect(heading('Stages List')).toBeFocused();

  const create = main.getByRole('button', { name: 'Create', exact: true });
  await create.click();
  await expect(page.getByRole('dialog', { name: 'Create Stage' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(create).toBeFocused();
  await create.click();
  const drawer = page.getByRole('dialog', { name: 'Create Stage' });
  // A retry saves a stage of its own: the first attempt's may still be there.
  const stageName = `A11y Toast Check ${test.info().retry + 1}`;
  await drawer.getByRole('textbox', { name: 'Name' }).fill(stageName);
  await drawer.getByRole('group', { name: 'Statuses' }).getByRole('checkbox', { name: 'Pending', exact: true }).check();
  await drawer.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  await expect(toast).toHaveText('Your change has been successfully submitted');
  await expect(create).toBeFocused();
  // Held by the pointer (pauseOnHover), so the audit sees it. The pointer leaves first: the toast may
  // have appeared under it (where Save was), and a hover that does not move the pointer never pauses it.
  await page.mouse.move(0, 0);
  await toast.hover();
  expect(await axeViolations(page), 'every finding, a toast showing').toEqual([]);
  await expect(toast).toBeVisible();

  const actions = main.getByRole('button', { name: /^Actions for / }).first();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(actions).toBeFocused();

  await main.getByRole('button', { name: `Actions for ${stageName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete' });
  await confirm.getByRole('textbox').fill('DELETE');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(main.getByRole('cell', { name: stageName })).toHaveCount(0);
});
