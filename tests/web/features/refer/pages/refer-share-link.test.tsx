import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { jobPlatforms, jobs, publishPlatforms, referralLinks } from '../../../../../src/server/db/schema';
import { REFERRAL_LINK_REVOKED } from '../../../../../src/shared/contract/referral-link';
import { REFERRAL_LINK_COPIED } from '../../../../../src/web/features/refer/components/use-copy-referral-link';
import { createReferralSetup } from '../../../../support/referral-factory';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
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

describe('Share link (Refer a candidate)', () => {
  it("the job list's Copy link makes the employee's link for the job and copies it", async () => {
    const employee = await t.factories.user(tenant, 'employee');
    useInProcessApi(t, employee);
    const user = userEvent.setup();
    renderApp('/refer');
    const row = await findRow(() => screen.getByText('Backend Engineer'));
    await user.click(within(row).getByRole('button', { name: 'Copy your share link for Backend Engineer' }));
    expect(await screen.findByText(REFERRAL_LINK_COPIED, undefined, slow)).toBeInTheDocument();
    const [link] = await liveLinks(employee);
    expect(await navigator.clipboard.readText()).toContain(`ref=${link.token}`);
  });

  it("the job's page explains the link, copies it, and revokes it after a confirmation that keeps past credit", async () => {
    const employee = await t.factories.user(tenant, 'employee');
    useInProcessApi(t, employee);
    const user = userEvent.setup();
    renderApp(`/refer/${jobId}`);
    const area = await screen.findByRole('region', { name: 'Share link' }, slow);
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

  it('Cancel in the confirmation keeps the link', async () => {
    const employee = await t.factories.user(tenant, 'employee');
    useInProcessApi(t, employee);
    const user = userEvent.setup();
    renderApp(`/refer/${jobId}`);
    const area = await screen.findByRole('region', { name: 'Share link' }, slow);
    await user.click(within(area).getByRole('button', { name: 'Copy link' }));
    await user.click(await within(area).findByRole('button', { name: 'Revoke link' }, slow));
    await user.click(within(await screen.findByRole('alertdialog', undefined, slow)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), slow);
    expect((await liveLinks(employee))[0].revokedAt).toBeNull();
  });

  it('without a clipboard, the page shows the link in a read-only box to copy by hand', async () => {
    const employee = await t.factories.user(tenant, 'employee');
    useInProcessApi(t, employee);
    const user = userEvent.setup();
    refuseClipboard();
    renderApp(`/refer/${jobId}`);
    const area = await screen.findByRole('region', { name: 'Share link' }, slow);
    await user.click(within(area).getByRole('button', { name: 'Copy link' }));
    const box = await within(area).findByRole('textbox', { name: 'Your share link' }, slow);
    const [link] = await liveLinks(employee);
    expect((box as HTMLInputElement).value).toContain(`ref=${link.token}`);
    expect(box).toHaveAttribute('readonly');
    expect(screen.queryByText(REFERRAL_LINK_COPIED)).not.toBeInTheDocument();
  });

  it('without a clipboard, the list opens the link in a dialog to copy by hand', async () => {
    const employee = await t.factories.user(tenant, 'employee');
    useInProcessApi(t, employee);
    const user = userEvent.setup();
    refuseClipboard();
    renderApp('/refer');
    const row = await findRow(() => screen.getByText('Backend Engineer'));
    await user.click(within(row).getByRole('button', { name: 'Copy your share link for Backend Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your share link for Backend Engineer' }, slow);
    const [link] = await liveLinks(employee);
    expect((within(dialog).getByRole('textbox', { name: 'Your share link' }) as HTMLInputElement).value).toContain(`ref=${link.token}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
  });
});
