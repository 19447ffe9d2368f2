import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { applications, channelMembers, channels } from '../../../../../src/server/db/schema';
import { TRASH_DELETE_MESSAGE } from '../../../../../src/shared/contract/application-trash';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { confirmDelete } from '../../../../support/confirm-delete';
import { createReferralSetup, type ReferralSetup } from '../../../../support/referral-factory';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { statusWorld, type StatusWorld } from '../../../../server/modules/application-status-change/application-status-fixture';
import { fakeTeamsSdk, teamsHost } from '../../../host/fake-teams';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let w: StatusWorld;
let r: ReferralSetup;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await statusWorld(t, 'web-referral-lists');
  r = await createReferralSetup(t.db, w.appId);
  const referred = (code: 'in_progress' | 'hired', fields: Partial<typeof applications.$inferInsert>) =>
    w.applicant(w.job.pipeline, undefined, { referrerId: w.users.employee.id, referralStatusId: r.statuses[code], ...fields });
  ids.priya = await referred('in_progress', {
    firstName: 'Priya',
    lastName: 'Raman',
    documentNumber: '234123412346',
    createdAt: new Date('2026-11-01T10:00:00Z'),
  });
  ids.arjun = await referred('hired', {
    firstName: 'Arjun',
    lastName: 'Mehta',
    joiningDate: '2026-08-01',
    createdAt: new Date('2026-07-03T10:00:00Z'),
  });
  ids.zoya = await referred('in_progress', { firstName: 'Zoya', lastName: 'Khan', createdAt: new Date('2026-10-03T10:00:00Z') });
  const [channel] = await t.db
    .insert(channels)
    .values({ appId: w.appId, channelName: 'Priya Raman', applicationId: ids.priya })
    .returning();
  await t.db.insert(channelMembers).values({ appId: w.appId, channelId: channel.id, userId: w.users.admin.id });
});
afterAll(() => t.close());

/** A channel tab in Teams (its context names a channel), signed in with `token`. */
const channelTabHost = (token: string) =>
  teamsHost(fakeTeamsSdk({ authToken: token, pageId: 'hireloop-referrals', channelId: '19:hiring@thread.tacv2' }).sdk);

const table = (name: string) => screen.findByRole('table', { name }, { timeout: 5000 });
const rowOf = (name: string) => findRow(() => screen.getByText(name));

describe('/referrals landing', () => {
  it('shows a card per list with its count, each a link to its list named by its visible label and count (WCAG 2.5.3)', async () => {
    useInProcessApi(t, w.users.admin);
    renderApp('/referrals');
    const nav = await screen.findByRole('navigation', { name: 'Referral lists' }, { timeout: 5000 });
    const total = await within(nav).findByRole('link', { name: 'Total No. Of Referral 3' });
    expect(total).toHaveAttribute('href', '/total-referrals');
    expect(within(nav).getByRole('link', { name: 'Referral In Progress 2' })).toHaveAttribute('href', '/referral-progress');
    expect(within(nav).getByRole('link', { name: 'Referral Hired 1' })).toHaveAttribute('href', '/referral-hired');
    expect(within(nav).getByRole('link', { name: 'Referral Payable 0' })).toHaveAttribute('href', '/referral-payable');
    expect(within(nav).getByRole('link', { name: 'Referral Chat 1' })).toHaveAttribute('href', '/referralChat');
    expect(total).not.toHaveAttribute('aria-label');
  });

  it("in a channel tab shows nobody's own chats, and tells an employee where to refer instead of opening My referrals", async () => {
    useInProcessApi(t, w.users.admin);
    const { unmount } = renderApp('/referrals', channelTabHost(w.users.admin.token));
    const nav = await screen.findByRole('navigation', { name: 'Referral lists' }, { timeout: 5000 });
    expect(await within(nav).findByRole('link', { name: 'Total No. Of Referral 3' })).toBeInTheDocument();
    await waitFor(() => expect(within(nav).queryByRole('link', { name: /Referral Chat/ })).not.toBeInTheDocument());
    unmount();

    useInProcessApi(t, w.users.employee);
    renderApp('/referrals', channelTabHost(w.users.employee.token));
    const message = await screen.findByText(/Referrals are followed by recruiters, hiring managers and admins/, {}, { timeout: 5000 });
    expect(within(message.parentElement!).getByRole('link', { name: 'Refer a candidate' })).toHaveAttribute('href', '/refer');
    expect(screen.getByTestId('location').textContent).toBe('/referrals');
  });

  it('says why the counts could not be loaded', async () => {
    useInProcessApi(t, w.users.admin);
    failRequests((_method, path) => path.startsWith('/api/referral-summary'));
    renderApp('/referrals');
    expect(await screen.findByText('The service is unavailable.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the referral lists', () => {
  it("'Total No. Of Referral' shows the spec columns, the masked Aadhaar, MM/DD/YYYY and the state badge", async () => {
    useInProcessApi(t, w.users.admin);
    renderApp('/total-referrals');
    const grid = await table('Total No. Of Referral');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    for (const header of ['Candidate Name', 'Aadhaar Number', 'Referred By', 'Referred Date', 'Recruiter Assigned', 'Status'])
      expect(headers).toContain(header);
    const priya = await rowOf('Priya Raman');
    expect(within(priya).getByText('XXXX-XXXX-2346')).toBeInTheDocument();
    expect(within(priya).getByText('11/01/2026')).toBeInTheDocument();
    expect(within(priya).getByText('In Progress')).toBeInTheDocument();
    expect(within(await rowOf('Arjun Mehta')).getByText('Hired')).toBeInTheDocument();
  });

  it('filters by status and searches, keeping both in the address; Back goes to /referrals', async () => {
    useInProcessApi(t, w.users.admin);
    const user = userEvent.setup();
    renderApp('/total-referrals');
    await rowOf('Priya Raman');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'hired');
    await waitFor(() => expect(screen.queryByText('Priya Raman')).toBeNull());
    expect(screen.getByText('Arjun Mehta')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('referralStatus=hired'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/referrals'));
  });

  it("'Referral In Progress' and the hired list show only their state", async () => {
    useInProcessApi(t, w.users.admin);
    renderApp('/referral-progress');
    await table('Referral In Progress');
    await rowOf('Zoya Khan');
    expect(screen.queryByText('Arjun Mehta')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it('the row menu offers the spec actions; View Applicant opens the applicant; View Resume says when there is none', async () => {
    useInProcessApi(t, w.users.admin);
    const user = userEvent.setup();
    renderApp('/referral-hired');
    await user.click(within(await rowOf('Arjun Mehta')).getByRole('button', { name: 'Actions for Arjun Mehta' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'View Resume',
      'Status',
      'View Applicant',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'View Resume' }));
    // The toast, not the live region that may announce the same words for a moment beside it.
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByRole('listitem')).toHaveTextContent('No resume was uploaded for Arjun Mehta.');
    await user.click(within(await rowOf('Arjun Mehta')).getByRole('button', { name: 'Actions for Arjun Mehta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Applicant' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/application/view/${ids.arjun}`));
  });

  it("Status opens the 'Update Status' drawer of the applicant", async () => {
    useInProcessApi(t, w.users.admin);
    const user = userEvent.setup();
    renderApp('/referral-progress');
    await user.click(within(await rowOf('Zoya Khan')).getByRole('button', { name: 'Actions for Zoya Khan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Status' }));
    const drawer = await screen.findByRole('dialog', { name: 'Update Status' });
    await waitFor(() => expect(within(drawer).getByRole('combobox', { name: 'Stage' })).toHaveValue(String(w.stage.screen)));
  });

  it('Delete confirms, says the referral goes to the trash for 30 days, and moves it there', async () => {
    useInProcessApi(t, w.users.admin);
    const user = userEvent.setup();
    renderApp('/referral-progress');
    await user.click(within(await rowOf('Zoya Khan')).getByRole('button', { name: 'Actions for Zoya Khan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(within(await screen.findByRole('alertdialog', { name: 'Delete referral' })).getByText(TRASH_DELETE_MESSAGE)).toBeInTheDocument();
    await confirmDelete(user, 'Delete referral');
    await waitFor(async () =>
      expect(
        await t.db
          .select()
          .from(applications)
          .where(and(eq(applications.id, ids.zoya), isNull(applications.deletedAt))),
      ).toEqual([]),
    );
    await waitFor(() => expect(screen.queryByText('Zoya Khan')).toBeNull());
  });

  it('Delete on a selection confirms for the count, moves every selected referral to the trash and clears the selection', async () => {
    const kiran = await w.applicant(w.job.pipeline, undefined, {
      referrerId: w.users.employee.id,
      referralStatusId: r.statuses.in_progress,
      firstName: 'Kiran',
      lastName: 'Rao',
    });
    const meena = await w.applicant(w.job.pipeline, undefined, {
      referrerId: w.users.employee.id,
      referralStatusId: r.statuses.in_progress,
      firstName: 'Meena',
      lastName: 'Iyer',
    });
    useInProcessApi(t, w.users.admin);
    const user = userEvent.setup();
    renderApp('/referral-progress');
    await user.click(within(await rowOf('Kiran Rao')).getByRole('checkbox', { name: 'Select Kiran Rao' }));
    await user.click(within(await rowOf('Meena Iyer')).getByRole('checkbox', { name: 'Select Meena Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmDelete(user, 'Delete 2 referrals');
    await waitFor(async () =>
      expect(
        await t.db
          .select()
          .from(applications)
          .where(and(inArray(applications.id, [kiran, meena]), isNull(applications.deletedAt))),
      ).toEqual([]),
    );
    await waitFor(() => expect(screen.queryByText('Kiran Rao')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows an employee the refusal alone', async () => {
    useInProcessApi(t, w.users.employee);
    renderApp('/total-referrals');
    expect(await screen.findByText(/permission/i, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
