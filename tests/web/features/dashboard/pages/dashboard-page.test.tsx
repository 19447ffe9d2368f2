import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { seedDashboard, type DashboardWorld } from './dashboard-fixture';
import '../../../../support/chart-layout';
import { memoryHub } from '../../../../support/memory-hub';
import { HIRING_CHANGED_EVENT } from '../../../../../src/shared/contract/hub-events';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let world: DashboardWorld;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-dashboard');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  world = await seedDashboard(t, manager, employee);
});
afterAll(() => t.close());

const tile = (name: RegExp) => screen.findByRole('link', { name });
const card = (name: string) => screen.findByRole('region', { name });

/** The rows of a card's table, cells as text (header row first). */
async function tableRows(cardName: string) {
  const region = await card(cardName);
  const table = await within(region).findByRole('table', { name: cardName }, { timeout: 5000 });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const viewAllOf = async (cardName: string) => within(await card(cardName)).getByRole('link', { name: `View All: ${cardName}` });
const hrefOf = (link: HTMLElement) => link.getAttribute('href');

describe('Dashboard (/)', () => {
  it('shows an admin the tiles with their figures and the lists they open', async () => {
    useInProcessApi(t, admin);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /^Hi / }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('The data below depends on the duration you choose.')).toBeInTheDocument();
    expect(hrefOf(await tile(/^Total Applicants 4$/))).toBe('/application');
    expect(hrefOf(await tile(/^Published Jobs 1$/))).toBe('/all/job?job=all&published=1');
    expect(hrefOf(await tile(/^Unpublished Jobs 1$/))).toBe('/all/job?job=all&published=0');
    expect(hrefOf(await tile(/^Total Openings 5$/))).toBe('/active/job');
    expect(hrefOf(await tile(/^Referral In Progress 2$/))).toBe('/referral-progress');
    expect(hrefOf(await tile(/^Referral Hired 0$/))).toBe('/referral-hired');
    expect(hrefOf(await tile(/^Total Referrals 2$/))).toBe('/total-referrals');
    expect(hrefOf(await tile(/^Total No. Of Referral 2$/))).toBe('/total-referrals');
    expect(hrefOf(await tile(/^Referral Chat 0$/))).toBe('/referralChat');
  });

  it('shows each card as a table, switches it to a chart and back', async () => {
    useInProcessApi(t, admin);
    renderApp('/');
    expect(await tableRows('Applicant Source')).toEqual([
      ['Source', 'Applications'],
      ['LinkedIn', '3'],
      ['Naukri', '1'],
    ]);
    expect(await tableRows("Your Recruiter's Progress")).toEqual([
      ['Recruiter', 'Inprogress', 'Closed', 'Overdue'],
      ['Rita Recruiter', '1', '0', '0'],
      ['Samantha Longsurname-Recruiter', '1', '0', '0'],
    ]);
    const acquisitions = await tableRows('Acquisitions');
    expect(acquisitions[0]).toEqual(['Step', 'Applications', 'Percent']);
    expect(acquisitions[1]).toEqual(['Relevant Application', '4', '100%']);
    expect(within(await card('Acquisitions')).getByText('Total Application : 4')).toBeInTheDocument();

    const user = userEvent.setup();
    for (const name of ['Applicant Source', "Your Recruiter's Progress", 'Acquisitions']) {
      const region = await card(name);
      await user.click(within(region).getByRole('button', { name: 'Chart' }));
      expect(within(region).queryByRole('table')).not.toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(within(region).getByRole('button', { name: 'Table' }));
      expect(within(region).getByRole('table', { name })).toBeInTheDocument();
    }
    // The chart's axis cuts labels to 15 characters (tests/web/ui/charts); screen readers and the table say the whole name.
    const progress = await card("Your Recruiter's Progress");
    await user.click(within(progress).getByRole('button', { name: 'Chart' }));
    expect(await within(progress).findByLabelText('Samantha Longsurname-Recruiter, category 2 of 2, with 3 bars')).toBeInTheDocument();
    expect(within(progress).getByLabelText('Samantha Longsurname-Recruiter, Inprogress: 1')).toBeInTheDocument();
    for (const legend of ['Inprogress', 'Closed', 'Overdue']) expect(within(progress).getByLabelText(legend)).toBeInTheDocument();
  });

  it('filters a card by department and date, keeps the filters in the address and in View All', async () => {
    useInProcessApi(t, admin);
    renderApp('/');
    const user = userEvent.setup();
    const source = await card('Applicant Source');
    await tableRows('Applicant Source');
    expect(hrefOf(await viewAllOf('Applicant Source'))).toBe('/application');

    const department = within(source).getByRole('combobox', { name: 'Select Department' });
    await waitFor(() => expect(within(department).getByRole('option', { name: 'Engineering' })).toBeInTheDocument());
    await user.selectOptions(department, String(world.engineeringId));
    await waitFor(async () =>
      expect(await tableRows('Applicant Source')).toEqual([
        ['Source', 'Applications'],
        ['LinkedIn', '2'],
      ]),
    );
    await user.selectOptions(within(source).getByRole('combobox', { name: 'Select Date' }), 'Today');
    await waitFor(async () =>
      expect(await tableRows('Applicant Source')).toEqual([
        ['Source', 'Applications'],
        ['LinkedIn', '1'],
      ]),
    );
    expect(screen.getByTestId('location').textContent).toBe(`/?source.departmentId=${world.engineeringId}&source.date=today`);
    expect(hrefOf(await viewAllOf('Applicant Source'))).toBe(
      `/application?departmentId=${world.engineeringId}&fromDate=2026-11-22&toDate=2026-11-22`,
    );
    // The other cards keep their own filters.
    expect(await tableRows('Acquisitions')).toContainEqual(['Relevant Application', '4', '100%']);

    await user.selectOptions(within(source).getByRole('combobox', { name: 'Select Branch' }), 'Pune Branch');
    await waitFor(async () =>
      expect(hrefOf(await viewAllOf('Applicant Source'))).toBe(
        `/application?departmentId=${world.engineeringId}&locationId=${world.locationId}&fromDate=2026-11-22&toDate=2026-11-22`,
      ),
    );
    await user.selectOptions(within(source).getByRole('combobox', { name: 'Select Department' }), String(world.salesId));
    expect(await within(source).findByText('No applications yet.')).toBeInTheDocument();
  });

  it('searches the jobs as the user types in Select Job, and filters the card by the job picked', async () => {
    const { calls } = useInProcessApi(t, admin);
    renderApp('/');
    const user = userEvent.setup();
    const source = await card('Applicant Source');
    await tableRows('Applicant Source');
    const job = within(source).getByRole('combobox', { name: 'Select Job' });
    expect(job).toHaveValue('All jobs');
    await user.click(job);
    expect(await screen.findByRole('option', { name: 'Platform Engineer' })).toBeInTheDocument();
    // Entering the box selected its text: typing replaces it.
    await user.keyboard('account');
    // The server's answer for the typed text replaces the first page (which holds both jobs).
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Platform Engineer' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.path.startsWith('/api/jobs/filter') && call.path.includes('search=account'))).toBe(true);
    await user.click(screen.getByRole('option', { name: 'Account Executive' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/\?source\.jobId=\d+$/));
    expect(job).toHaveValue('Account Executive');
    await waitFor(async () =>
      expect((await tableRows('Applicant Source')).slice(1).sort()).toEqual([
        ['LinkedIn', '1'],
        ['Naukri', '1'],
      ]),
    );
  });

  it('opens with the filters a reload or Back brings in the address', async () => {
    useInProcessApi(t, admin);
    renderApp(`/?acquisitions.jobId=${world.platformJobId}&acquisitions.date=last7`);
    const acquisitions = await card('Acquisitions');
    expect(await within(acquisitions).findByText('Total Application : 1', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(within(acquisitions).getByRole('combobox', { name: 'Select Job' })).toHaveValue('Platform Engineer'));
    expect(within(acquisitions).getByRole('combobox', { name: 'Select Date' })).toHaveValue('last7');
    expect(hrefOf(await viewAllOf('Acquisitions'))).toBe(`/application?jobId=${world.platformJobId}&fromDate=2026-11-16&toDate=2026-11-22`);
    expect(hrefOf(await viewAllOf("Your Recruiter's Progress"))).toBe('/all/job?job=all');
  });

  it('shows a failed card with Retry, the others still loaded, and Retry loads it', async () => {
    useInProcessApi(t, admin);
    failRequests((_method, path) => path.startsWith('/api/dashboard/acquisitions'));
    renderApp('/');
    const acquisitions = await card('Acquisitions');
    expect(await within(acquisitions).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Acquisitions could not be loaded');
    expect(await tableRows('Applicant Source')).toHaveLength(3);
    // The service is back: Retry loads the card.
    useInProcessApi(t, admin);
    await userEvent.setup().click(within(acquisitions).getByRole('button', { name: 'Retry' }));
    expect(await within(acquisitions).findByText('Total Application : 4')).toBeInTheDocument();
  });

  it("shows a hiring manager only their jobs' applicants", async () => {
    useInProcessApi(t, manager);
    renderApp('/');
    expect(await tile(/^Total Applicants 2$/)).toBeInTheDocument();
    expect(await tableRows('Applicant Source')).toEqual([
      ['Source', 'Applications'],
      ['LinkedIn', '2'],
    ]);
    expect(await tableRows('Acquisitions')).toContainEqual(['Relevant Application', '2', '100%']);
  });

  it('shows an employee their referrals and the way to refer a candidate', async () => {
    const { calls } = useInProcessApi(t, employee);
    renderApp('/');
    const summary = await screen.findByRole('region', { name: 'Your referrals' }, { timeout: 5000 });
    const figure = (label: string) => within(summary).findByRole('group', { name: label });
    expect(await figure('Referred')).toHaveTextContent('2');
    expect(await figure('In process')).toHaveTextContent('2');
    expect(await figure('Hired')).toHaveTextContent('0');
    expect(await figure('Bonus due')).toHaveTextContent('0 referrals');
    expect(within(summary).getByRole('link', { name: 'Refer a candidate' })).toHaveAttribute('href', '/refer');
    expect(screen.queryByRole('region', { name: 'Applicant Source' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/dashboard/tiles'))).toBe(false);
    await userEvent.setup().click(within(summary).getByRole('link', { name: 'Refer a candidate' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/refer'));
  });
});

describe('Dashboard live figures', () => {
  it('refetches the tiles and cards when the hub says hiring changed', async () => {
    const { calls } = useInProcessApi(t, admin);
    renderApp('/');
    await tile(/^Total Applicants 4$/);
    await tableRows('Applicant Source');
    await waitFor(() => expect(memoryHub.listens(HIRING_CHANGED_EVENT)).toBe(true));
    const reads = (path: string) => calls.filter((call) => call.path.startsWith(path)).length;
    const before = { tiles: reads('/api/dashboard/tiles'), source: reads('/api/dashboard/applicant-source') };
    act(() => memoryHub.push(HIRING_CHANGED_EVENT));
    await waitFor(() => expect(reads('/api/dashboard/tiles')).toBe(before.tiles + 1));
    expect(reads('/api/dashboard/applicant-source')).toBe(before.source + 1);
    expect(reads('/api/referral-summary')).toBeGreaterThan(1);
  });
});
