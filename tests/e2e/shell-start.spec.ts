import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, serverURL, signIn } from './support/fixtures';

// Issue 37: the shell's start-up data is one request (GET /api/shell-start; the account
// configuration comes with the HTML), and a cold load of a page asks for no API address twice.

/** What the shell read one by one before: none of these is asked for at start any more. */
const SHELL_ENDPOINTS = [
  '/api/userinfo',
  '/api/v2/permissions',
  '/api/company/1',
  '/api/default-image',
  '/api/app-manager',
  '/api/footer-content',
  '/api/notifications/summary',
  '/account/config',
];

const EMAIL = 'recruiter@acme.test';

/**
 * The API and account requests (path and query, the token left out) of a cold load of `path` in a
 * fresh browser context (nothing cached), until `firstRow` shows and the network has been quiet.
 */
async function coldLoad(browser: Browser, path: string, firstRow: (page: Page) => Locator): Promise<string[]> {
  const context = await browser.newContext({ baseURL: serverURL(), viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/account/')) return;
    url.searchParams.delete('access_token');
    requested.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await signIn(page, { path, email: EMAIL });
  await expect(firstRow(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.close();
  return requested;
}

/**
 * A first sign-in in this worker goes through the sign-in page (which loads the app once): the
 * loads measured after it open their address with the session, in fresh contexts.
 */
async function firstSignIn(browser: Browser) {
  const warm = await browser.newContext({ baseURL: serverURL() });
  await signIn(await warm.newPage(), { path: '/all/job', email: EMAIL });
  await warm.close();
}

function expectOneShellStartAndNoRepeats(path: string, requested: string[]) {
  console.log(`[shell-start] cold ${path}: ${requested.length} API requests\n  ${requested.join('\n  ')}`);
  const repeated = requested.filter((request, index) => requested.indexOf(request) !== index);
  expect(repeated, `${path} asked for these more than once`).toEqual([]);
  const paths = requested.map((request) => request.split(' ')[1].split('?')[0]);
  expect(
    paths.filter((p) => p === '/api/shell-start'),
    path,
  ).toHaveLength(1);
  expect(
    paths.filter((p) => SHELL_ENDPOINTS.includes(p)),
    `${path} read the shell part by part`,
  ).toEqual([]);
}

test('a cold load of /application and of /all/job starts the shell with one request and asks for nothing twice', async ({ browser }) => {
  await firstSignIn(browser);

  const applications = await coldLoad(browser, '/application', (page) =>
    page.getByRole('table', { name: 'Applications' }).locator('tbody tr').first(),
  );
  expectOneShellStartAndNoRepeats('/application', applications);

  const jobs = await coldLoad(browser, '/all/job', (page) => page.getByRole('table', { name: 'Jobs' }).locator('tbody tr').first());
  expectOneShellStartAndNoRepeats('/all/job', jobs);
});

// The dashboard's cards and pickers read their own data, each once.
test('a cold load of the dashboard and of the referral lists asks for nothing twice', async ({ browser }) => {
  await firstSignIn(browser);
  for (const [path, ready] of [
    ['/', (page: Page) => page.getByRole('link', { name: /^Total Applicants [\d,]+$/ })],
    ['/referral-payable', (page: Page) => page.locator('tbody tr').first()],
    ['/total-referrals', (page: Page) => page.locator('tbody tr').first()],
  ] as const) {
    expectOneShellStartAndNoRepeats(path, await coldLoad(browser, path, ready));
  }
});
