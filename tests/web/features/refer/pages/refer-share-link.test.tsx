import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { jobPlatforms, jobs, publishPlatforms, referralLinks } from '../../../../../src/server/db/schema';
import { REFERRAL_LINK_REVOKED } from '../../../../../src/shared/contract/referral-link';
import { REFERRAL_LINK_COPIED } from '../../../../../src/web/features/refer/components/use-copy-referral-link';
import { createReferralSetup } from '../../../../support/referral-factory';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { resizableWindow } from '../../../../support/resizable-window';
import { findRow } from '../../../../support/find-row';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let tenant: Awaited<ReturnType<TestApp['factories']['tenant']>>;
let jobId: number;
const slow = { timeout: 10_000 };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.factories.tenant('web-refer-share');
  const appId = tenant.id;
  await createReferralSetup(t.db, appId);
  const [platform] = await t.db.insert(publishPlatforms).values({ appId, name: 'Careers' }).returning();
  const [job] = await t.db.insert(jobs).values({ appId, jobTitle: 'Backend Engineer' }).returning();
  await t.db.insert(jobPlatforms).values({ appId, jobId: job.id, platformId: platform.id });
  jobId = job.id;
});
afterAll(() => t.close());

const liveLinks = (employee: TestUser) =>
  t.db
    .select()
    .from(referralLinks)
    .where(and(eq(referralLinks.userId, employee.id), eq(referralLinks.jobId, jobId)));

/** The browser refuses to copy: the Clipboard API rejects and (as in jsdom) there is no execCommand to fall back on. */
function refuseClipboard() {
  const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** The browser signed in as `employee` at `path`; `clipboard: false` makes it refuse to copy. */
function useBrowserAs(employee: TestUser, path: string, { clipboard = true } = {}) {
  useInProcessApi(t, employee);
  const user = userEvent.setup();
  if (!clipboard) refuseClipboard();
  renderApp(path);
  return user;
}

/** An employee with no link yet. */
const newEmployee = () => t.factories.user(tenant, 'employee');
const shareArea = () => screen.findByRole('region', { name: 'Share link' }, slow);
const copyFromList = async (user: ReturnType<typeof userEvent.setup>) => {
  const row = await findRow(() => screen.getByText('Backend Engineer'));
  await user.click(within(row).getByRole('button', { name: 'Copy link for Backend Engineer' }));
};

describe('Share link (Refer a candidate)', () => {
  it("the job list's Copy link makes the employee's link for the job and copies it", async () => {
    const employee = await newEmployee();
    const user = useBrowserAs(employee, '/refer');
    await copyFromList(user);
    expect(await screen.findByText(REFERRAL_LINK_COPIED, undefined, slow)).toBeInTheDocument();
    const [link] = await liveLinks(employee);
    expect(await navigator.clipboard.readText()).toContain(`ref=${link.token}`);
  });

  it("the job's page explains the link, copies it, and revokes it after a confirmation that keeps past credit", async () => {
    const employee = await newEmployee();
    const user = useBrowserAs(employee, `/refer/${jobId}`);
    const area = await shareArea();
    expect(
      within(area).getByText('Candidates who apply through your link, and agree to be referred, become your referrals.'),
    ).toBeInTheDocument();
    expect(within(area).queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();
    await user.click(within(area).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(REFERRAL_LINK_COPIED, undefined, slow)).toBeInTheDocument();
    await user.click(await within(area).findByRole('button', { name: 'Revoke link' }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke your share link?' }, slow);
    expect(dialog).toHaveAccessibleDescription(/Applications already made through it keep their credit\./);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText(REFERRAL_LINK_REVOKED, undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(within(area).queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument(), slow);
    const links = await liveLinks(employee);
    expect(links).toHaveLength(1);
    expect(links[0].revokedAt).not.toBeNull();
  });

  it('at 360 px each job card offers Refer and Copy link', async () => {
    resizableWindow(360);
    useBrowserAs(await newEmployee(), '/refer');
    const cards = await screen.findByRole('list', { name: 'Jobs open for referral' }, slow);
    const card = (await within(cards).findByText('Backend Engineer', undefined, slow)).closest('li');
    if (!card) throw new Error('the job is not inside a card');
    expect(within(card).getByRole('button', { name: 'Refer a candidate for Backend Engineer' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy link for Backend Engineer' })).toBeInTheDocument();
  });

  it("says the server's refusal when the link cannot be made, and copies nothing", async () => {
    const employee = await newEmployee();
    const user = useBrowserAs(employee, '/refer');
    failRequests((method, path) => method === 'POST' && path.startsWith('/api/referral-link'), 404, 'Job not found.');
    await copyFromList(user);
    expect(await screen.findByText('Job not found.', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText(REFERRAL_LINK_COPIED)).not.toBeInTheDocument();
    expect(await liveLinks(employee)).toEqual([]);
  });

  it('Cancel in the confirmation keeps the link', async () => {
    const employee = await newEmployee();
    const user = useBrowserAs(employee, `/refer/${jobId}`);
    const area = await shareArea();
    await user.click(within(area).getByRole('button', { name: 'Copy link' }));
    await user.click(await within(area).findByRole('button', { name: 'Revoke link' }, slow));
    await user.click(within(await screen.findByRole('alertdialog', undefined, slow)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), slow);
    expect((await liveLinks(employee))[0].revokedAt).toBeNull();
  });

  it('without a clipboard, the page shows the link in a read-only box to copy by hand', async () => {
    const employee = await newEmployee();
    const user = useBrowserAs(employee, `/refer/${jobId}`, { clipboard: false });
    const area = await shareArea();
    await user.click(within(area).getByRole('button', { name: 'Copy link' }));
    const box = await within(area).findByRole('textbox', { name: 'Your share link' }, slow);
    const [link] = await liveLinks(employee);
    expect((box as HTMLInputElement).value).toContain(`ref=${link.token}`);
    expect(box).toHaveAttribute('readonly');
    expect(screen.queryByText(REFERRAL_LINK_COPIED)).not.toBeInTheDocument();
  });

  it('without a clipboard, the list opens the link in a dialog to copy by hand', async () => {
    const employee = await newEmployee();
    const user = useBrowserAs(employee, '/refer', { clipboard: false });
    await copyFromList(user);
    const dialog = await screen.findByRole('dialog', { name: 'Your share link for Backend Engineer' }, slow);
    const [link] = await liveLinks(employee);
    expect((within(dialog).getByRole('textbox', { name: 'Your share link' }) as HTMLInputElement).value).toContain(`ref=${link.token}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
  });
});
