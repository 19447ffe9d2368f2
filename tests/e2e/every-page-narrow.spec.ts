import type { Locator, Page } from '@playwright/test';
import { test, expect, keepScreenshot, pageWidth, signIn, serverURL } from './support/fixtures';
import { apiGet } from './support/applicants';
import { addressesOf, declaredRoutes, lookUpIds, settle, type DemoIds } from './support/routes';

// Issue 13: every page is usable at Teams-mobile width (360 px): the page never scrolls sideways,
// tables turn into cards or scroll inside themselves, drawers fill the screen. The routes come from
// the route table's own text (support/routes.ts), so a route added there is checked here without anyone listing it.

const NARROW = { width: 360, height: 780 };

/**
 * How wide the page's content is laid out. The shell's <main> scrolls by itself, so the document
 * never gets wider than the window: the page scrolls sideways when <main>'s content is wider than it.
 */
const contentOverflow = (page: Page) => page.locator('#main-content').evaluate((main) => main.scrollWidth - main.clientWidth);

/** Keeps a screenshot of the whole page: the window grows to <main>'s full height for it (its own scroll hides the rest). */
async function keepWholePage(page: Page, name: string): Promise<void> {
  const hidden = await page.locator('#main-content').evaluate((main) => main.scrollHeight - main.clientHeight);
  if (hidden > 0) await page.setViewportSize({ width: NARROW.width, height: NARROW.height + Math.min(hidden, 4000) });
  await keepScreenshot(page, name);
  await page.setViewportSize(NARROW);
}

/** Every control of `controls` ends inside the window. */
async function endsOnScreen(controls: Locator): Promise<void> {
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box)
      expect(
        box.x + box.width,
        `${await control.evaluate((element) => element.outerHTML.slice(0, 120))} ends past the screen`,
      ).toBeLessThanOrEqual(NARROW.width + 0.5);
  }
}

const shotName = (address: string) => `every-narrow${address === '/' ? '-dashboard' : address.replace(/\//g, '-')}`;

test.describe('every route at 360 × 780', () => {
  const routes = declaredRoutes();
  let page: Page;
  let ids: DemoIds;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: NARROW, baseURL: serverURL() });
    await signIn(page);
    ids = await lookUpIds(page);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('the route table was read', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toEqual(expect.arrayContaining(['/', '/source/:childPath/:id', '/question-template']));
  });

  for (const route of routes) {
    test(`${route} fits the screen`, async () => {
      for (const address of addressesOf(route, ids)) {
        await page.goto(address);
        await settle(page);
        await keepWholePage(page, shotName(address));
        expect(await pageWidth(page), `${address}: the document scrolls sideways`).toBeLessThanOrEqual(NARROW.width);
        expect(await contentOverflow(page), `${address}: the page content scrolls sideways by that many pixels`).toBeLessThanOrEqual(0);
      }
    });
  }

  // The applicant page's Update Status and a set-up list's create drawer.
  const drawers = [
    { name: 'Update Status', open: 'Update Status', at: (demo: DemoIds) => `/application/view/${demo.referredApplicant}` },
    { name: 'Create Stage', open: 'Create', at: () => '/stages' },
    // Its job picker lists long titles: the field must still end inside the drawer.
    { name: 'Add applicant', open: 'Add applicant', at: () => '/application' },
  ];
  for (const drawer of drawers) {
    test(`the ${drawer.name} drawer fills the screen`, async () => {
      await page.goto(drawer.at(ids));
      await settle(page);
      await page.getByRole('button', { name: drawer.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: drawer.name });
      await expect(dialog).toBeVisible();
      await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
      // Polled: the drawer slides in from the right before it settles.
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return box && { x: Math.round(box.x), width: Math.round(box.width) };
        })
        .toEqual({ x: 0, width: NARROW.width });
      await endsOnScreen(dialog.locator('input:not([type="hidden"]), select, textarea, button'));
      await keepScreenshot(page, `every-narrow-drawer-${drawer.name}`);
    });
  }

  test('the navigation drawer overlays the page without widening it', async () => {
    await page.goto('/application');
    await settle(page);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link').first()).toBeVisible();
    const box = await navigation.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(NARROW.width);
    expect(await pageWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await keepScreenshot(page, 'every-narrow-navigation');
  });

  // Lists added to in place: the row being added stacks its fields instead of running them into each other.
  const inlineLists = [
    { address: '/hiring-process', add: 'Add Process' },
    { address: '/job-priority', add: 'Add New Priority' },
    { address: '/referrer-eligibility', add: 'Add Position' },
    { address: '/referral-amount', add: 'Add Slab' },
  ];
  for (const list of inlineLists) {
    test(`${list.address}: the row being added keeps its controls apart`, async () => {
      await page.goto(list.address);
      await settle(page);
      await page.getByRole('button', { name: list.add }).click();
      const controls = page.locator('tr[data-mode="add"]').locator('input:not([type="hidden"]), select, button');
      await expect(controls.first()).toBeVisible();
      const boxes = (await Promise.all((await controls.all()).map((control) => control.boundingBox()))).filter((box) => box !== null);
      for (const [i, a] of boxes.entries()) {
        expect(a.x + a.width, `control ${i} ends past the screen`).toBeLessThanOrEqual(NARROW.width);
        for (const b of boxes.slice(i + 1)) {
          const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
          expect(apart, `controls overlap: ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(true);
        }
      }
      await keepWholePage(page, `every-narrow-add-row${list.address.replace(/\//g, '-')}`);
    });
  }

  test("a hiring process's stages put their buttons under the title", async () => {
    await page.goto('/hiring-process');
    await settle(page);
    await page
      .getByRole('table', { name: /process/i })
      .getByRole('button')
      .first()
      .click();
    const stages = page.getByRole('heading', { level: 2, name: /^Stages of/ });
    await expect(stages).toBeVisible();
    const close = await page.getByRole('button', { name: 'Close', exact: true }).boundingBox();
    const title = await stages.boundingBox();
    expect(close && title && close.y).toBeGreaterThanOrEqual((title?.y ?? 0) + (title?.height ?? 0));
    await keepWholePage(page, 'every-narrow-hiring-process-stages');
    expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('rows selected on a phone: the selection toolbar wraps instead of widening the page', async () => {
    await page.goto('/referral-payable');
    await settle(page);
    const cards = page.getByRole('list', { name: 'Referral payouts' }).getByRole('checkbox');
    await cards.nth(0).check();
    await cards.nth(1).check();
    const toolbar = page.getByRole('toolbar', { name: 'Selected rows' });
    await expect(toolbar).toContainText('2 selected');
    await endsOnScreen(toolbar.getByRole('button'));
    expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
    await toolbar.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'every-narrow-selection-toolbar');
  });

  test("a job's applicants board scrolls inside itself, not the page", async () => {
    await page.goto(`/job/application/${ids.job}?view=board`);
    await settle(page);
    await keepWholePage(page, 'every-narrow-applicants-board');
    expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('at 360 px a referrer sees their own referrals, and one from a shared link, as cards', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await signIn(page, { email: 'employee@acme.test' });
  const mine = await apiGet<{ data: { applicantId: number }[] }>(page, '/api/my-referrals?limit=1');
  expect(mine.data.length, 'the demo employee has referred someone').toBeGreaterThan(0);
  for (const address of ['/my-referrals', `/my-referrals/${mine.data[0].applicantId}`]) {
    await page.goto(address);
    await settle(page);
    await expect(
      page
        .getByRole('list', { name: /referrals/i })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await keepWholePage(page, `every-narrow-referrer${address.replace(/\//g, '-')}`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(NARROW.width);
    expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
  }
});
