import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { referralPayables, users } from '../../../../../src/server/db/schema';
import { addDays, notCompletedMessage } from '../../../../../src/shared/rules/referral-payout';
import { calendarDayIn } from '../../../../../src/shared/rules/calendar-day';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { confirmDelete } from '../../../../support/confirm-delete';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { createApplication, createJob } from '../../../../support/job-factory';
import { createReferralSetup, type ReferralSetup } from '../../../../support/referral-factory';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let recruiter: TestUser;
let manager: TestUser;
let employee: TestUser;
let setup: ReferralSetup;
let jobId: number;
const slow = { timeout: 8000 };
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date());
  today = calendarDayIn('UTC', new Date());
  const tenant = await t.factories.tenant('web-referral-payable');
  recruiter = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  const referrer = await t.factories.user(tenant, 'employee');
  employee = referrer;
  await t.db.update(users).set({ name: 'Rohan', lastName: 'Das' }).where(eq(users.id, referrer.id));
  setup = await createReferralSetup(t.db, tenant.id);
  jobId = (await createJob(t.db, tenant.id, { jobTitle: 'Backend Engineer', hiringManagerId: manager.id })).id;
  for (const [firstName, days] of [
    ['Due', 120],
    ['Early', 30],
    ['Leaving', 60],
    ['Gone', 100],
  ] as const) {
    const joiningDate = addDays(today, -days);
    const application = await createApplication(t.db, tenant.id, jobId, {
      firstName,
      lastName: 'Hire',
      referrerId: referrer.id,
      referralStatusId: setup.statuses.hired,
      joiningDate,
    });
    await t.db
      .insert(referralPayables)
      .values({ appId: tenant.id, applicationId: application.id, joiningDate, referralStatusId: setup.statuses.hired });
  }
});
afterAll(() => t.close());

const rowOf = (name: string) => findRow(() => screen.getByText(name));
const select = async (name: string) => userEvent.setup().click(within(await rowOf(name)).getByRole('checkbox'));

describe('Referral Payable', () => {
  it("shows the spec's columns in the spec's order, the roll tags, days completed and the eligibility date", async () => {
    useInProcessApi(t, recruiter);
    renderApp('/referral-payable');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral Payable' }, slow)).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Referral payouts' }, slow);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
      .filter((text) => text && text !== 'Action');
    expect(headers).toEqual(['Claimant', 'Employee', 'Recruiter Assigned', 'Eligibility date', 'Status', 'Remark']);
    const row = await rowOf('Early Hire');
    expect(within(row).getAllByText('On Roll')).toHaveLength(2);
    expect(within(row).getAllByText('LWD:N/A')).toHaveLength(2);
    expect(within(row).getByText('Days Completed: 30')).toBeInTheDocument();
    const eligible = addDays(addDays(today, -30), 90);
    expect(within(row).getByText(`${eligible.slice(5, 7)}/${eligible.slice(8, 10)}/${eligible.slice(0, 4)}`)).toBeInTheDocument();
  });

  it("pages by 5, 10, 25 or All like the other referral lists, and says the payout date with the settings' days", async () => {
    useInProcessApi(t, recruiter);
    renderApp('/referral-payable');
    const pageSize = await screen.findByRole('combobox', { name: 'Rows per page' }, slow);
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', 'All']);
    expect(
      await screen.findByText(
        /The payout date is the joining date plus 90 days; Export without a selection takes only the referrals past it/,
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
  });

  it('an employee, refused the list, is not told the payout rule without its number of days', async () => {
    useInProcessApi(t, employee);
    renderApp('/referral-payable');
    expect(await screen.findByText('Not available to you', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText(/plus the days/)).not.toBeInTheDocument();
    expect(screen.queryByText(/The payout date is/)).not.toBeInTheDocument();
  });

  it('rule (spec §2): Status and Export are disabled under 90 days, with the spec tooltip', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/referral-payable');
    await select('Early Hire');
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected rows' });
    const status = within(toolbar).getByRole('button', { name: /^Status/ });
    expect(status).toHaveAttribute('aria-disabled', 'true');
    expect(within(toolbar).getByRole('button', { name: /^Export/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().hover(status);
    expect((await screen.findAllByText(notCompletedMessage(90))).length).toBeGreaterThan(0);
  });

  it('changes the payout status of a due referral with a required status and remark', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/referral-payable');
    const user = userEvent.setup();
    await select('Due Hire');
    await user.click(within(await screen.findByRole('toolbar', { name: 'Selected rows' })).getByRole('button', { name: 'Status' }));
    const drawer = await screen.findByRole('dialog', { name: 'Update Status' });
    await user.click(await within(drawer).findByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please select a referral status')).toBeInTheDocument();
    expect(within(drawer).getByText('Please enter a remark')).toBeInTheDocument();
    await user.selectOptions(within(drawer).getByRole('combobox', { name: /Referral Status/ }), 'Paid');
    await user.type(within(drawer).getByRole('textbox', { name: /Remark/ }), 'Paid in the payroll run');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(within(await rowOf('Due Hire')).getByText('Paid in the payroll run')).toBeInTheDocument(), slow);
    expect(within(await rowOf('Due Hire')).getByText('Paid')).toBeInTheDocument();
  });

  it("records the hire's last working day: before the eligibility date the referral is not eligible, with the reason", async () => {
    useInProcessApi(t, recruiter);
    renderApp('/referral-payable');
    const user = userEvent.setup();
    await user.click(within(await rowOf('Leaving Hire')).getByRole('button', { name: 'Actions for Leaving Hire' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Last working day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Last working day of Leaving Hire' });
    const day = addDays(today, -1);
    await user.type(within(dialog).getByLabelText('Last working day'), day);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(within(await rowOf('Leaving Hire')).getByText('Not Eligible')).toBeInTheDocument(), slow);
    expect(
      within(await rowOf('Leaving Hire')).getByText(`LWD:${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`),
    ).toBeInTheDocument();
  });

  it('deletes payout records after the DELETE confirmation', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/referral-payable');
    const user = userEvent.setup();
    await select('Gone Hire');
    await user.click(within(await screen.findByRole('toolbar', { name: 'Selected rows' })).getByRole('button', { name: 'Delete' }));
    await confirmDelete(user, 'Delete payout record');
    await waitFor(() => expect(screen.queryByText('Gone Hire')).not.toBeInTheDocument(), slow);
  });

  it('a hiring manager reads the list without the write actions', async () => {
    useInProcessApi(t, manager);
    renderApp('/referral-payable');
    await select('Early Hire');
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected rows' });
    expect(within(toolbar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: /^Status/ })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    useInProcessApi(t, recruiter);
    failRequests((method, path) => method === 'GET' && path.startsWith('/api/referral-payable'));
    renderApp('/referral-payable');
    expect(await screen.findByText(/The service is unavailable/, undefined, slow)).toBeInTheDocument();
  });
});
