// Issue 13's "done means" inside the Teams test host (tests/support/teams-host): a first-time Teams
// user refers a candidate in the "Refer a candidate" tab and shares a deep link to the referral;
// that link opened in the personal Console tab lands on that referral. A recruiter configures a
// channel tab to show a job's applicants board, and the tab renders it. Screenshots at 1366 wide
// and at 360 × 780 (Teams mobile).
import type { Page } from '@playwright/test';
import { test, expect, keepScreenshot } from './support/fixtures';
import { channelTabConfigurationUrl, newEntraUser, openTeamsTab, takeConsoleErrors } from '../support/teams-host/teams-tab';

// Every tab opens without a console error or an uncaught exception (a CSP violation is one).
test.afterEach(() => expect(takeConsoleErrors(), 'console errors of the Teams host and its tabs').toEqual([]));

const WORKSPACE = 'acme';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const TEAM = { id: 'e2e-team', name: 'Hiring', groupId: 'e2e-group' };
const CHANNEL = { id: '19:e2e-hiring@thread.tacv2', name: 'Backend hiring' };

async function keepNarrow(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 360, height: 780 });
  await check();
  await keepScreenshot(page, name);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("a referral's shared deep link, made in the Refer tab, opens the Console tab on that referral", async ({ page, context, baseURL }) => {
  const user = newEntraUser('referrer');
  const refer = await openTeamsTab(page, baseURL!, { entityId: 'refer', workspace: WORKSPACE, user });
  const table = refer.app.getByRole('table', { name: 'Jobs open for referral' });
  await table
    .getByRole('button', { name: /^Refer a candidate for / })
    .first()
    .click();

  const candidate = `Meher Teams-${Date.now().toString(36)}`;
  const [firstName, lastName] = candidate.split(' ');
  await refer.app.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await refer.app.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await refer.app.getByRole('textbox', { name: 'E-mail' }).fill(`${lastName.toLowerCase()}@example.com`);
  await refer.app.getByRole('textbox', { name: 'Mobile no' }).fill(`+91 9${String(Date.now()).slice(-9)}`);
  await refer.app.getByRole('spinbutton', { name: 'Experience (years)' }).fill('3');
  await refer.app.locator('input[type=file]').setInputFiles({ name: 'meher-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await refer.app.getByRole('checkbox', { name: /agreed to be referred/ }).check();
  await refer.app.getByRole('button', { name: 'Refer', exact: true }).click();

  const row = refer.app.getByRole('row').filter({ hasText: candidate });
  await expect(row).toContainText('Submitted');
  await row.getByRole('button', { name: 'Share to Teams' }).click();
  await expect.poll(async () => (await refer.sent('sharing.shareWebContent')).length).toBe(1);
  const [share] = await refer.sent('sharing.shareWebContent');
  const shared = (share.args[0] as { content: { type: string; url: string }[] }).content[0];
  expect(shared.type).toBe('URL');
  const link = new URL(shared.url);
  expect(link.origin + link.pathname).toBe('https://teams.microsoft.com/l/entity/e2e-teams-app/console');
  const { subEntityId } = JSON.parse(link.searchParams.get('context')!) as { subEntityId: string };
  expect(subEntityId).toMatch(/^\/my-referrals\/\d+$/);
  expect(new URL(link.searchParams.get('webUrl')!).pathname).toBe(subEntityId);
  await keepScreenshot(page, 'teams-refer-shared');

  // Teams opens the link in the personal Console tab, with the route as its subPageId.
  const consolePage = await context.newPage();
  const consoleTab = await openTeamsTab(consolePage, baseURL!, { entityId: 'console', workspace: WORKSPACE, user, subPageId: subEntityId });
  await expect(consoleTab.app.getByRole('heading', { name: 'My referrals', level: 1 })).toBeVisible();
  await expect(consoleTab.app.getByText('One referral, from a shared link.')).toBeVisible();
  await expect(consoleTab.app.getByRole('row').filter({ hasText: candidate })).toBeVisible();
  await keepScreenshot(consolePage, 'teams-deep-link-referral');
  await keepNarrow(consolePage, 'teams-deep-link-referral-narrow', async () => {
    await expect(consoleTab.app.getByText(candidate)).toBeVisible();
    expect(await consoleTab.app.locator('html').evaluate((html) => html.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test("a channel tab configured to show a job's applicants board renders it", async ({ page, context, baseURL }) => {
  // The demo recruiter, signing in through Teams for the first time: linked by e-mail.
  const recruiter = { ...newEntraUser('recruiter'), email: 'recruiter@acme.test', name: 'Demo Recruiter' };
  const config = await openTeamsTab(page, baseURL!, {
    entityId: 'configure',
    workspace: WORKSPACE,
    user: recruiter,
    contentUrl: channelTabConfigurationUrl(baseURL!, WORKSPACE),
    frameContext: 'settings',
    team: TEAM,
    channel: CHANNEL,
  });
  await config.app.getByRole('radio', { name: /A job's applicants board/ }).check();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await config.app.getByRole('combobox', { name: 'Job' }).click();
  const option = config.app.getByRole('option').first();
  const jobLabel = (await option.textContent())!.trim();
  await option.click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  const jobTitle = jobLabel.replace(/ \([^)]*\)$/, '');
  // The suggested name follows once the job's title has been read.
  const tabName = config.app.getByRole('textbox', { name: /Tab name/ });
  await expect(tabName).toHaveValue(/^Applicants: .+/);
  expect((await tabName.inputValue()).length).toBeLessThanOrEqual(40);
  await keepScreenshot(page, 'teams-channel-config');
  const saved = await config.save();
  expect(saved.result).toBe('success');
  const contentUrl = new URL(saved.settings!.contentUrl);
  expect(contentUrl.pathname).toMatch(/^\/job\/application\/\d+$/);
  expect(Object.fromEntries(contentUrl.searchParams)).toMatchObject({ view: 'board', tab: 'channel', authType: 'sso', app: WORKSPACE });

  // Teams then shows the tab in the channel with what was saved.
  const channelPage = await context.newPage();
  const channelTab = await openTeamsTab(channelPage, baseURL!, {
    entityId: saved.settings!.entityId,
    workspace: WORKSPACE,
    user: recruiter,
    contentUrl: saved.settings!.contentUrl,
    team: TEAM,
    channel: CHANNEL,
  });
  const board = channelTab.app.getByRole('region', { name: `Hiring pipeline of ${jobTitle}` });
  await expect(board).toBeVisible();
  await keepScreenshot(channelPage, 'teams-channel-board');
  await keepNarrow(channelPage, 'teams-channel-board-narrow', async () => {
    await expect(board).toBeVisible();
    expect(await channelTab.app.locator('html').evaluate((html) => html.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
