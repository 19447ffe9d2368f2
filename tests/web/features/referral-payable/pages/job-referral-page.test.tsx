import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { referralPayables } from '../../../../../src/server/db/schema';
import { addDays, notCompletedMessage } from '../../../../../src/shared/rules/referral-payout';
import { calendarDayIn } from '../../../../../src/shared/rules/calendar-day';
import { useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { createApplication, createJob } from '../../../../support/job-factory';
import { createReferralSetup } from '../../../../support/referral-factory';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let recruiter: TestUser;
const ids: Record<string, number> = {};
const slow = { timeout: 8000 };

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date());
  const today = calendarDayIn('UTC', new Date());
  const tenant = await t.factories.tenant('web-job-referral');
  recruiter = await t.factories.user(tenant, 'recruiter');
  const referrer = await t.factories.user(tenant, 'employee');
  const { statuses } = await createReferralSetup(t.db, tenant.id);
  const job = await createJob(t.db, tenant.id, { jobTitle: 'Data Engineer', recruitingManagerId: recruiter.id });
  for (const [firstName, days] of [
    ['Fresh', 20],
    ['Seasoned', 100],
    ['Twin', 100],
  ] as const) {
    const joiningDate = addDays(today, -days);
    const application = await createApplication(t.db, tenant.id, job.id, {
      firstName,
      lastName: 'Hire',
      referrerId: referrer.id,
      referralStatusId: statuses.hired,
      joiningDate,
      phoneNumber: '+91 90000 00002',
    });
    await t.db
      .insert(referralPayables)
      .values({ appId: tenant.id, applicationId: application.id, joiningDate, referralStatusId: statuses.hired });
    ids[firstName] = application.id;
  }
});
afterAll(() => t.close());

describe('Job Referral (the payable detail page)', () => {
  it('lists the referrals awaiting a decision and opens one', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/job-referral');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Referral' }, slow)).toBeInTheDocument();
    const row = await findRow(() => screen.getByText('Fresh Hire'));
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Actions for Fresh Hire' }));
    await userEvent.setup().click(await screen.findByRole('menuitem', { name: 'View referral' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/job-referral/${ids.Fresh}`), slow);
  });

  it('shows the candidate, basic, reference and contact cards; the buttons wait for the box, Eligible for 90 days', async () => {
    useInProcessApi(t, recruiter);
    renderApp(`/job-referral/${ids.Fresh}`);
    for (const card of ['Candidate', 'Basic details', 'Reference details', 'Contact info', 'Payout']) {
      expect(await screen.findByRole('heading', { name: card }, slow)).toBeInTheDocument();
    }
    expect(screen.getByText('+91 90000 00002')).toBeInTheDocument();
    const duplicate = screen.getByRole('button', { name: 'Mark as duplicate' });
    expect(duplicate).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('checkbox'));
    expect(duplicate).toBeEnabled();
    const eligible = screen.getByRole('button', { name: 'Eligible' });
    expect(eligible).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().hover(eligible);
    expect((await screen.findAllByText(notCompletedMessage(90))).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('Eligible makes a due referral payable, with its remark', async () => {
    useInProcessApi(t, recruiter);
    renderApp(`/job-referral/${ids.Seasoned}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', undefined, slow));
    await user.click(screen.getByRole('button', { name: 'Eligible' }));
    expect(await screen.findByText('Eligible: approved for payout.', undefined, slow)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payout' })).getByText('Payable')).toBeInTheDocument();
  });

  it('Mark as duplicate makes the referral duplicate and its payout not eligible', async () => {
    useInProcessApi(t, recruiter);
    renderApp(`/job-referral/${ids.Twin}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', undefined, slow));
    await user.click(screen.getByRole('button', { name: 'Mark as duplicate' }));
    expect(await screen.findByText('The referral is marked as duplicate.', undefined, slow)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payout' })).getByText('Not Eligible')).toBeInTheDocument();
  });

  it('says when there is no such referral', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/job-referral/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral not found' }, slow)).toBeInTheDocument();
  });
});
