// The personal tabs of appPackage/manifest.json inside the Teams test host (tests/support/teams-host):
// a first-time Entra user opens the Console and the "Refer a candidate" tabs and is signed in with
// no prompt (getAuthToken, or nested app authentication), as an employee of the workspace the tab
// names; a token Teams refuses is one screen; a deep link's subPageId opens its page; the app tells
// Teams it loaded once, after its first page rendered. Screenshots at 1366 wide and at 360 × 780.
import { test, expect, keepScreenshot } from './support/fixtures';
import { newEntraUser, openTeamsTab, takeConsoleErrors, type TeamsTab } from '../support/teams-host/teams-tab';

// Every tab opens without a console error or an uncaught exception (a CSP violation is one).
test.afterEach(() => expect(takeConsoleErrors(), 'console errors of the Teams host and its tabs').toEqual([]));

const WORKSPACE = 'acme';
/** What the issue allows between the frame's load starting and notifySuccess, on this machine… */
const LOAD_BUDGET_MS = 2000;
/** …and what fails the test: a gross regression, not the noise of a shared 2-core machine (load 10+ doubles the time). */
const LOAD_LIMIT_MS = 8000;

interface SignedIn {
  workspace: string | null;
  authType: string | null;
  status: number;
  user?: { email: string; role: string };
}

/** Who the tab signed in: the API asked, from inside the frame, with the session the app stored. */
async function signedIn(tab: TeamsTab): Promise<SignedIn> {
  return (await tab.appFrame()).evaluate(async () => {
    const workspace = localStorage.getItem('appToken');
    const headers = { Authorization: `Bearer ${localStorage.getItem('ssoToken')}` };
    const response = await fetch(`/api/userinfo?app=${encodeURIComponent(workspace ?? '')}`, { headers });
    const body = response.ok ? ((await response.json()) as { data: { email: string; role: string } }) : null;
    return { workspace, authType: localStorage.getItem('authType'), status: response.status, user: body?.data };
  });
}

async function expectSignedInAsNewEmployee(tab: TeamsTab, email: string): Promise<void> {
  expect(await signedIn(tab)).toMatchObject({ workspace: WORKSPACE, authType: 'sso', status: 200, user: { email, role: 'employee' } });
}

/** notifySuccess came once, after the first page rendered, in time; logs when each message came. */
async function expectLoadedOnce(tab: TeamsTab, label: string): Promise<void> {
  await expect.poll(async () => (await tab.sent('appInitialization.success')).length).toBe(1);
  const [success] = await tab.sent('appInitialization.success');
  const { pageAt, headingAt } = await tab.firstRender();
  expect(pageAt, 'a page had rendered').toBeDefined();
  expect(pageAt!, 'notifySuccess came after the first page rendered').toBeLessThanOrEqual(success.at);
  const timeline = (await tab.messages()).map((message) => `${message.func} ${message.at}`).join(', ');
  const { requests, scriptKb } = await tab.fetched();
  const verdict = success.at < LOAD_BUDGET_MS ? `within the ${LOAD_BUDGET_MS} ms budget` : `OVER the ${LOAD_BUDGET_MS} ms budget`;
  const note = `${label}: notifySuccess ${success.at} ms after the frame started loading, ${verdict} (page at ${pageAt} ms, its heading at ${headingAt} ms; messages: ${timeline}; by then ${requests} requests, ${scriptKb} kB of JavaScript)`;
  console.log(`[teams] ${note}`);
  test.info().annotations.push({ type: 'notifySuccess', description: note });
  expect(success.at).toBeLessThan(LOAD_LIMIT_MS);
  // A little later it still has been sent once only.
  await tab.page.waitForTimeout(300);
  expect(await tab.sent('appInitialization.success')).toHaveLength(1);
}

async function keepDesktopAndMobile(tab: TeamsTab, name: string, heading: string): Promise<void> {
  await keepScreenshot(tab.page, `${name}`);
  await tab.page.setViewportSize({ width: 360, height: 780 });
  await expect(tab.app.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  expect(await tab.app.locator('html').evaluate((html) => html.scrollWidth <= window.innerWidth)).toBe(true);
  await keepScreenshot(tab.page, `${name}-narrow`);
  await tab.page.setViewportSize({ width: 1366, height: 900 });
}

test('the Console tab signs a first-time Teams user in without a prompt, as an employee of its workspace', async ({ page, baseURL }) => {
  const user = newEntraUser('console');
  const tab = await openTeamsTab(page, baseURL!, { entityId: 'console', workspace: WORKSPACE, user });
  await expect(tab.app.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSignedInAsNewEmployee(tab, user.email);
  await expect(tab.app.getByLabel('Password')).toHaveCount(0);
  const funcs = (await tab.messages()).map((message) => message.func);
  expect(funcs[0]).toBe('initialize');
  expect(funcs).toContain('getContext');
  expect(funcs).toContain('authentication.getAuthToken');
  await expectLoadedOnce(tab, 'Console tab');
  await keepDesktopAndMobile(tab, 'teams-console-tab', (await tab.app.getByRole('heading', { level: 1 }).textContent()) ?? '');
});

test('the "Refer a candidate" tab opens the jobs open for referral, signed in', async ({ page, baseURL }) => {
  const user = newEntraUser('refer');
  const tab = await openTeamsTab(page, baseURL!, { entityId: 'refer', workspace: WORKSPACE, user });
  await expect(tab.app.getByRole('heading', { name: 'Refer a candidate', level: 1 })).toBeVisible();
  await expectSignedInAsNewEmployee(tab, user.email);
  await expect(tab.app.getByRole('table', { name: 'Jobs open for referral' }).getByRole('row').nth(1)).toBeVisible();
  await expectLoadedOnce(tab, 'Refer a candidate tab');
  await keepDesktopAndMobile(tab, 'teams-refer-tab', 'Refer a candidate');
});

test('where Teams recommends nested app authentication, sign-in goes through its bridge (MSAL), not getAuthToken', async ({
  page,
  baseURL,
}) => {
  const user = newEntraUser('naa');
  const tab = await openTeamsTab(page, baseURL!, { entityId: 'refer', workspace: WORKSPACE, user, naa: true });
  await expect(tab.app.getByRole('heading', { name: 'Refer a candidate', level: 1 })).toBeVisible();
  await expectSignedInAsNewEmployee(tab, user.email);
  const bridge = (await tab.sent('nestedAppAuth.execute')).map((message) => message.method);
  expect(bridge).toEqual(['GetInitContext', 'GetToken']);
  expect(await tab.sent('authentication.getAuthToken')).toHaveLength(0);
  await expectLoadedOnce(tab, 'Refer a candidate tab, nested app authentication');
});

test('a token Teams refuses shows one clear screen in the tab, which can try again, instead of the password sign-in', async ({
  page,
  baseURL,
}) => {
  const refused = 'Microsoft Teams could not sign you in';
  const tab = await openTeamsTab(page, baseURL!, {
    entityId: 'refer',
    workspace: WORKSPACE,
    user: newEntraUser('refused'),
    refuseToken: 'resourceRequiresConsent',
  });
  await expect(tab.app.getByRole('heading', { name: refused, level: 1 })).toBeVisible();
  expect(new URL((await tab.appFrame()).url()).pathname).toBe('/refer');
  expect(await tab.sent('authentication.getAuthToken')).toHaveLength(1);
  await expectLoadedOnce(tab, 'Refer a candidate tab, token refused');
  await keepDesktopAndMobile(tab, 'teams-sign-in-refused', refused);
  await tab.app.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(async () => (await tab.sent('authentication.getAuthToken')).length).toBe(2);
  await expect(tab.app.getByRole('heading', { name: refused, level: 1 })).toBeVisible();
});

test("a tab opened with a deep link's subPageId lands on that page (signed in with a v1 access token)", async ({ page, baseURL }) => {
  const user = newEntraUser('deeplink');
  const tab = await openTeamsTab(page, baseURL!, {
    entityId: 'console',
    workspace: WORKSPACE,
    user,
    subPageId: '/my-referrals',
    tokenVersion: 1,
  });
  await expect(tab.app.getByRole('heading', { name: 'My referrals', level: 1 })).toBeVisible();
  await expectSignedInAsNewEmployee(tab, user.email);
  await expectLoadedOnce(tab, 'Console tab deep link to /my-referrals');
  await keepDesktopAndMobile(tab, 'teams-deep-link', 'My referrals');
});

test("a tab whose host never answers says 'Microsoft Teams SDK not found.' after a generous wait, never the password sign-in", async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const tab = await openTeamsTab(page, baseURL!, { entityId: 'console', workspace: WORKSPACE, user: newEntraUser('nohost'), silent: true });
  await expect(tab.app.getByText('Starting Hireloop…')).toBeVisible();
  // Past the 4 s a plain iframe waits, a tab's address still waits for Teams.
  await page.clock.fastForward(6_000);
  await expect(tab.app.getByText('Starting Hireloop…')).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(tab.app.getByRole('heading', { name: 'Microsoft Teams SDK not found.', level: 1 })).toBeVisible();
  await expect(tab.app.getByLabel('Password')).toHaveCount(0);
  expect(new URL((await tab.appFrame()).url()).pathname).toBe('/');
  await keepDesktopAndMobile(tab, 'teams-sdk-not-found', 'Microsoft Teams SDK not found.');
});
