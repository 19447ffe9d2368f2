import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { BROWSER_HOST, setHost } from '../../../../../src/web/host/teams';
import {
  applicantStatuses,
  apps,
  departments,
  designations,
  jobPlatforms,
  jobs,
  publishPlatforms,
  referralAmountSlabs,
  referralPayableRemarks,
  referralPayables,
  referrerEligibilities,
  users,
} from '../../../../../src/server/db/schema';
import { ALREADY_APPLIED, PHONE_ALREADY_APPLIED } from '../../../../../src/shared/contract/referral-refer';
import { createReferralSetup, type ReferralSetup } from '../../../../support/referral-factory';
import { createApplication } from '../../../../support/job-factory';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let setup: ReferralSetup;
let rohan: TestUser;
let intern: TestUser;
let newcomer: TestUser;
const ids: Record<string, number> = {};
const slow = { timeout: 10_000 };

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-refer');
  const appId = tenant.id;
  ids.appId = appId;
  setup = await createReferralSetup(t.db, appId);
  const designation = async (name: string, eligible: number) => {
    const [row] = await t.db.insert(designations).values({ appId, designation: name }).returning();
    await t.db.insert(referrerEligibilities).values({ appId, designationId: row.id, eligibilityStatus: eligible });
    return row.id;
  };
  const engineer = await designation('Senior Software Engineer', 1);
  const internship = await designation('Intern', 0);
  const employee = async (designationId: number) => {
    const user = await t.factories.user(tenant, 'employee');
    await t.db.update(users).set({ designationId }).where(eq(users.id, user.id));
    return user;
  };
  rohan = await employee(engineer);
  intern = await employee(internship);
  newcomer = await employee(engineer);
  const meera = await employee(engineer);
  await t.db.insert(applicantStatuses).values({ appId, name: 'Applied' });
  const [platform] = await t.db.insert(publishPlatforms).values({ appId, name: 'Careers' }).returning();
  const [engineering] = await t.db.insert(departments).values({ appId, departmentName: 'Engineering' }).returning();
  const [sales] = await t.db.insert(departments).values({ appId, departmentName: 'Sales' }).returning();
  const [slab] = await t.db.insert(referralAmountSlabs).values({ appId, slug: 'eng', designationId: engineer, amount: 25000 }).returning();
  const job = async (fields: Partial<typeof jobs.$inferInsert>) => {
    const [row] = await t.db
      .insert(jobs)
      .values({ appId, jobTitle: 'Job', ...fields })
      .returning();
    await t.db.insert(jobPlatforms).values({ appId, jobId: row.id, platformId: platform.id });
    return row.id;
  };
  ids.backend = await job({ jobTitle: 'Backend Engineer', jobCode: 'BE-7', departmentId: engineering.id, referralAmountId: slab.id });
  ids.sales = await job({ jobTitle: 'Account Executive', departmentId: sales.id });
  // Rohan referred Kiran; Meera referred Dev, whom attribution One keeps for her.
  ids.kiran = (
    await createApplication(t.db, appId, ids.backend, {
      firstName: 'Kiran',
      lastName: 'Shah',
      referrerId: rohan.id,
      referralStatusId: setup.statuses.in_progress,
    })
  ).id;
  await createApplication(t.db, appId, ids.sales, {
    firstName: 'Dev',
    lastName: 'Iyer',
    applicantEmail: 'dev.iyer@example.com',
    referrerId: meera.id,
    referralStatusId: setup.statuses.in_progress,
  });
});
afterAll(() => t.close());

describe('Refer a candidate (/refer)', () => {
  it('lists the open jobs with their bonus, filters by department and opens the form of the chosen job', async () => {
    useInProcessApi(t, rohan);
    const user = userEvent.setup();
    renderApp('/refer');
    expect(await screen.findByRole('heading', { name: 'Refer a candidate', level: 1 }, slow)).toBeInTheDocument();
    const backend = await findRow(() => screen.getByText('Backend Engineer'));
    expect(await within(backend).findByText('₹25,000', undefined, slow)).toBeInTheDocument();
    expect(within(await findRow(() => screen.getByText('Account Executive'))).getByText('No bonus set')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Sales');
    await waitFor(() => expect(screen.queryByText('Backend Engineer')).not.toBeInTheDocument(), slow);
    expect(screen.getByTestId('location')).toHaveTextContent(/departmentId=\d+/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Any department');
    await user.click(await screen.findByRole('button', { name: 'Refer a candidate for Backend Engineer' }, slow));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/refer/${ids.backend}`));
    expect(await screen.findByRole('heading', { name: 'Refer a candidate for Backend Engineer' }, slow)).toBeInTheDocument();
  });

  it("shows the bonus in the workspace's currency, written the way the user's Teams locale writes money", async () => {
    await t.db.update(apps).set({ currency: 'EUR' }).where(eq(apps.id, rohan.appId));
    setHost({ ...BROWSER_HOST, inTeams: true, locale: 'de-DE' });
    try {
      useInProcessApi(t, rohan);
      renderApp('/refer');
      const backend = await findRow(() => screen.getByText('Backend Engineer'));
      expect(await within(backend).findByText('25.000 €', undefined, slow)).toBeInTheDocument();
    } finally {
      setHost(BROWSER_HOST);
      await t.db.update(apps).set({ currency: 'INR' }).where(eq(apps.id, rohan.appId));
    }
  });
});

describe('The referral form (/refer/{jobId})', () => {
  it('says the bonus before submitting, and asks for the required fields, the resume and the consent', async () => {
    const { calls } = useInProcessApi(t, rohan);
    const user = userEvent.setup();
    renderApp(`/refer/${ids.backend}`);
    expect(await screen.findByText(/This referral earns a bonus of ₹25,000/, undefined, slow)).toBeInTheDocument();
    expect(
      screen.getByText(/Within 6 months a candidate can be referred by at most one employee: the first to refer them keeps the credit\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Optional; up to 1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refer' }));
    expect(await screen.findByText('Please enter the first name.')).toBeInTheDocument();
    expect(screen.getByText("Please attach the candidate's resume (PDF).")).toBeInTheDocument();
    expect(screen.getByText('Please confirm that the candidate agreed to be referred.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && /^\/api\/refer(\?|$)/.test(call.path))).toBe(false);
  });

  it("warns before submitting that someone else's candidate cannot be referred, naming nobody", async () => {
    useInProcessApi(t, rohan);
    const user = userEvent.setup();
    renderApp(`/refer/${ids.backend}`);
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }, slow), 'DEV.IYER@example.com');
    const warning = await screen.findByText(
      'This candidate has already been referred recently, so this referral cannot be accepted.',
      undefined,
      slow,
    );
    expect(warning).toBeInTheDocument();
    expect(screen.queryByText(/Dev Iyer/)).not.toBeInTheDocument();
    // A refused referral earns nothing: the bonus it would have earned is not promised beside the refusal.
    expect(screen.queryByText(/This referral earns a bonus/)).not.toBeInTheDocument();
  });

  it('warns before submitting that a candidate who already applied for the job cannot be referred, naming the detail that matched, with no bonus line', async () => {
    await createApplication(t.db, ids.appId, ids.backend, {
      firstName: 'Mei',
      lastName: 'Qureshi',
      applicantEmail: 'mei.qureshi@example.org',
      phoneNumber: '+91 98100 15600',
    });
    useInProcessApi(t, rohan);
    const user = userEvent.setup();
    renderApp(`/refer/${ids.backend}`);
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }, slow), 'Mei.Qureshi@example.org');
    expect(await screen.findByText(ALREADY_APPLIED, undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText(/This referral earns a bonus/)).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'someone.else@example.org');
    await user.type(screen.getByRole('textbox', { name: /Mobile no/ }), '+91 98100 15600');
    expect(await screen.findByText(PHONE_ALREADY_APPLIED, undefined, slow)).toBeInTheDocument();
  });

  it('tells an employee whose designation is not eligible that the referral earns no bonus, and why', async () => {
    useInProcessApi(t, intern);
    renderApp(`/refer/${ids.backend}`);
    expect(await screen.findByText('This referral earns no bonus.', undefined, slow)).toBeInTheDocument();
    expect(
      screen.getByText(/Your designation \(Intern\) is not eligible for a referral bonus\. You can still refer the candidate\./),
    ).toBeInTheDocument();
  });

  it('says when the job is no longer open', async () => {
    useInProcessApi(t, rohan);
    renderApp('/refer/999999');
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(
      'Job not found. This job may have closed; pick another open job.',
    );
  });
});

describe('My referrals (/my-referrals)', () => {
  it("shows the employee's referrals with a status badge and a way to refer more", async () => {
    useInProcessApi(t, rohan);
    renderApp('/my-referrals');
    expect(await screen.findByRole('heading', { name: 'My referrals', level: 1 }, slow)).toBeInTheDocument();
    const row = await findRow(() => screen.getByText('Kiran Shah'));
    expect(within(row).getByText('Submitted')).toBeInTheDocument();
    expect(within(row).getByText('Backend Engineer')).toBeInTheDocument();
    expect(screen.queryByText('Dev Iyer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refer a candidate' })).toBeInTheDocument();
  });

  it('opens on the one referral a shared link names, with a way back to all of them', async () => {
    await createApplication(t.db, ids.appId, ids.sales, {
      firstName: 'Asha',
      lastName: 'Rao',
      referrerId: rohan.id,
      referralStatusId: setup.statuses.in_progress,
    });
    useInProcessApi(t, rohan);
    renderApp(`/my-referrals/${ids.kiran}`);
    const row = await findRow(() => screen.getByText('Kiran Shah'));
    expect(within(row).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Show all my referrals' }));
    expect(await screen.findByText('Asha Rao', undefined, slow)).toBeInTheDocument();
  });

  it('tells the referrer every payout outcome: paid (and when), not eligible (and why), with dates as MM/DD/YYYY', async () => {
    const hire = async (firstName: string, code: 'paid' | 'not_eligible', remarkName: string) => {
      const application = await createApplication(t.db, ids.appId, ids.backend, {
        firstName,
        lastName: 'Hire',
        referrerId: rohan.id,
        referralStatusId: setup.statuses.hired,
        joiningDate: '2026-07-01',
        createdAt: new Date('2026-05-04T10:00:00Z'),
      });
      const [payable] = await t.db
        .insert(referralPayables)
        .values({
          appId: ids.appId,
          applicationId: application.id,
          joiningDate: '2026-07-01',
          referralStatusId: setup.statuses[code],
          amount: 25000,
        })
        .returning();
      await t.db.insert(referralPayableRemarks).values({
        appId: ids.appId,
        referralPayableId: payable.id,
        referralStatusId: setup.statuses[code],
        remarkName,
        createdAt: new Date('2026-10-12T10:00:00Z'),
      });
    };
    await hire('Paid', 'paid', 'Paid in the October payroll.');
    await hire('Declined', 'not_eligible', 'The candidate had applied directly before the referral.');
    useInProcessApi(t, rohan);
    renderApp('/my-referrals');
    const paid = await findRow(() => screen.getByText('Paid Hire'));
    expect(within(paid).getByText('Bonus paid')).toBeInTheDocument();
    expect(await within(paid).findByText('₹25,000 on 10/12/2026', undefined, slow)).toBeInTheDocument();
    expect(within(paid).getByText('05/04/2026')).toBeInTheDocument();
    const declined = await findRow(() => screen.getByText('Declined Hire'));
    expect(within(declined).getByText('Not eligible for the bonus')).toBeInTheDocument();
    expect(within(declined).getByText('The candidate had applied directly before the referral.')).toBeInTheDocument();
    expect(within(declined).queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    useInProcessApi(t, newcomer);
    renderApp('/my-referrals');
    expect(
      await screen.findByText('You have not referred anyone yet. Use Refer a candidate to pick an open job.', undefined, slow),
    ).toBeInTheDocument();
  });

  it('puts both pages in the sidebar for an employee', async () => {
    useInProcessApi(t, newcomer);
    renderApp('/my-referrals');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, slow);
    // The entries follow the permissions, which arrive after the shell.
    expect(await within(nav).findByRole('link', { name: 'Refer a candidate' }, slow)).toHaveAttribute('href', '/refer');
    expect(within(nav).getByRole('link', { name: 'My referrals' })).toHaveAttribute('href', '/my-referrals');
  });
});
