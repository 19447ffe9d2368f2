import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { users } from '../../../../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { seedHistory, type Seeded } from '../../../../server/modules/reports/seed';

// jsdom has no SVG text layout; the charts measure their axis labels with these.
Object.assign(SVGElement.prototype, {
  getComputedTextLength: () => 40,
  getBBox: () => ({ x: 0, y: 0, width: 40, height: 12 }),
});
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// The server tests' known history (tests/server/modules/reports/seed.ts), "now" 22 Nov 2026.
const NOW = new Date('2026-11-22T09:00:00Z');
let t: TestApp;
let admin: TestUser;
let employee: TestUser;
let seeded: Seeded;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-reports');
  const f = t.factories;
  const people = {
    recruiter1: await f.user(tenant, 'recruiter'),
    recruiter2: await f.user(tenant, 'recruiter'),
    referrer: await f.user(tenant, 'employee'),
    manager1: await f.user(tenant, 'hiring_manager'),
    manager2: await f.user(tenant, 'hiring_manager'),
  };
  admin = await f.user(tenant, 'admin');
  employee = people.referrer;
  await t.db.update(users).set({ name: 'Rita', lastName: 'Recruiter' }).where(eq(users.id, people.recruiter1.id));
  await t.db.update(users).set({ name: 'Ravi', lastName: 'Recruiter' }).where(eq(users.id, people.recruiter2.id));
  seeded = await seedHistory(t, admin, people);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));
afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 8000 });

/** A tile's value and hint by its label. */
function tile(scope: HTMLElement, label: string): string {
  return within(scope).getByRole('group', { name: label }).textContent?.replace(label, '') ?? '';
}

/** A table's rows as cell texts, header row first. */
function rowsOf(scope: HTMLElement, name: string): string[][] {
  return within(within(scope).getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('Reports (/reports)', () => {
  it('shows the figures of the seeded history: time to hire, stages, sources, referrals and workload', async () => {
    useInProcessApi(t, admin);
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reports · Hireloop'));

    // A1 took 10 days, A2 21 days; A6 was hired in May and A7 is in the trash.
    const hire = await card('Time to hire');
    await within(hire).findByRole('table', { name: 'Days to hire' }, { timeout: 8000 });
    expect(tile(hire, 'Median days')).toBe('15.52 hires');
    expect(tile(hire, 'Middle half (p25–p75)')).toBe('12.75–18.25days');
    expect(tile(hire, 'Fastest–slowest')).toBe('10–21days');
    expect(rowsOf(hire, 'Days to hire')).toEqual([
      ['Days', 'Hires'],
      ['0–7', '0'],
      ['8–14', '1'],
      ['15–30', '1'],
      ['31–60', '0'],
      ['61–90', '0'],
      ['91+', '0'],
    ]);

    // J1 (created 1 Oct, two positions) was filled by its second hire on 10 Nov; J2 in May.
    const fill = await card('Time to fill');
    await within(fill).findByRole('table', { name: 'Days to fill' }, { timeout: 8000 });
    expect(tile(fill, 'Median days')).toBe('401 job filled');
    const stages = await card('Time in stage');
    expect(within(stages).getByRole('combobox', { name: 'Pipeline' })).toHaveDisplayValue('Engineering');
    await within(stages).findByRole('table', { name: 'Stage conversion' }, { timeout: 8000 });
    expect(rowsOf(stages, 'Stage conversion')).toEqual([
      ['From stage', 'To stage', 'Entered', 'Passed', 'Rate'],
      ['Screening', 'Interview', '5', '3', '60%'],
      ['Interview', 'Offer', '3', '2', '66.7%'],
    ]);
    expect(rowsOf(stages, 'Days in each stage')[1]).toEqual(['Screening', '5', '2.38', '2.88']);

    const sources = await card('Source effectiveness');
    await within(sources).findByRole('table', { name: 'Source effectiveness' }, { timeout: 8000 });
    expect(rowsOf(sources, 'Source effectiveness')).toEqual([
      ['Source', 'Applicants', 'Shortlisted', 'Hired', 'Hire rate'],
      ['Careers', '2', '1', '1', '50%'],
      ['LinkedIn', '2', '2', '1', '50%'],
      ['Unknown', '1', '0', '0', '0%'],
      ['Referral', '2', '1', '1', '50%'],
      ['Campaign: linkedin-ads', '2', '1', '1', '50%'],
      ['All applicants', '5', '3', '2', '40%'],
    ]);

    const referrals = await card('Referral programme');
    await within(referrals).findByRole('group', { name: 'Referred applicants' }, { timeout: 8000 });
    expect(tile(referrals, 'Referred applicants')).toBe('40%2 of 5');
    expect(tile(referrals, 'Referred hires')).toBe('50%1 of 2');
    expect(tile(referrals, 'Payouts due')).toMatch(/1,300.*2 payouts$/);
    expect(tile(referrals, 'Due in the next 30 days')).toMatch(/500.*1 payout$/);
    expect(tile(referrals, 'Paid in the period')).toMatch(/2,000.*1 payout$/);
    expect(
      rowsOf(referrals, 'Top referrers')
        .slice(1)
        .map((row) => row.slice(1)),
    ).toEqual([['2', '1']]);

    const workload = await card('Recruiter workload');
    await within(workload).findByRole('table', { name: 'Recruiter workload' }, { timeout: 8000 });
    expect(rowsOf(workload, 'Recruiter workload')).toEqual([
      ['Recruiter', 'Open applicants', 'Untouched > 14 days'],
      ['Rita Recruiter', '2', '1'],
      ['Ravi Recruiter', '1', '0'],
    ]);
  });

  it('keeps a changed filter in the address and shows the figures for it, also after a reload', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    const first = renderApp('/reports');
    const sources = await card('Source effectiveness');
    await within(sources).findByRole('table', { name: 'Source effectiveness' }, { timeout: 8000 });
    const sourceSelect = screen.getByRole('combobox', { name: 'Source' });
    await waitFor(() => expect(within(sourceSelect).getByRole('option', { name: 'Careers' })).toBeInTheDocument());
    await user.selectOptions(sourceSelect, 'Careers');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/reports?sourceId=${seeded.source.Careers}`));
    await waitFor(() =>
      expect(rowsOf(sources, 'Source effectiveness').map((row) => row[0])).toEqual([
        'Source',
        'Careers',
        'Referral',
        'Campaign: linkedin-ads',
        'All applicants',
      ]),
    );
    expect(rowsOf(sources, 'Source effectiveness').at(-1)).toEqual(['All applicants', '2', '1', '1', '50%']);
    // Only A2 (21 days) came from Careers.
    const hire = await card('Time to hire');
    await waitFor(() => expect(tile(hire, 'Median days')).toBe('211 hire'));
    expect(calls.some((call) => call.path.startsWith(`/api/reports/recruiter-workload?sourceId=${seeded.source.Careers}`))).toBe(true);
    first.unmount();

    renderApp(`/reports?sourceId=${seeded.source.Careers}&fromDate=2026-11-01&toDate=2026-11-22`);
    const again = await card('Time to hire');
    await waitFor(() => expect(tile(again, 'Median days')).toBe('211 hire'), { timeout: 8000 });
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue(String(seeded.source.Careers));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });

  it("names the address's job in the Job filter (a searchable picker) and asks every report for that job", async () => {
    const { calls } = useInProcessApi(t, admin);
    renderApp(`/reports?jobId=${seeded.job.J1}`);
    const job = await screen.findByRole('combobox', { name: 'Job' }, { timeout: 8000 });
    await waitFor(() => expect(job).toHaveValue('Job'));
    await within(await card('Time to hire')).findByRole('table', { name: 'Days to hire' }, { timeout: 8000 });
    expect(calls.some((call) => call.path.startsWith(`/api/reports/time-to-hire?jobId=${seeded.job.J1}`))).toBe(true);
    expect(calls.some((call) => call.path.startsWith(`/api/job/${seeded.job.J1}`))).toBe(true);
  });

  it('exports a report as CSV with the current filters', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    const created = vi.fn(() => 'blob:report');
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderApp(`/reports?sourceId=${seeded.source.LinkedIn}`);
      const hire = await card('Time to hire');
      await within(hire).findByRole('table', { name: 'Days to hire' }, { timeout: 8000 });
      await user.click(within(hire).getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(created).toHaveBeenCalled());
      const csv = calls.find((call) => call.path.startsWith('/api/reports/time-to-hire.csv'));
      expect(new URLSearchParams(csv?.path.split('?')[1]).get('sourceId')).toBe(String(seeded.source.LinkedIn));
    } finally {
      click.mockRestore();
      Object.assign(URL, original);
    }
  });

  it('offers Retry when a report fails to load', async () => {
    useInProcessApi(t, admin);
    failRequests((_method, path) => path.startsWith('/api/reports/recruiter-workload'));
    renderApp('/reports');
    const workload = await card('Recruiter workload');
    expect(await within(workload).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('The service is unavailable.');
    // The other reports still show.
    expect(await within(await card('Time to hire')).findByRole('table', { name: 'Days to hire' }, { timeout: 8000 })).toBeInTheDocument();
    vi.unstubAllGlobals();
    useInProcessApi(t, admin);
    await userEvent.click(within(workload).getByRole('button', { name: 'Retry' }));
    expect(await within(workload).findByRole('table', { name: 'Recruiter workload' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('is reached from the dashboard by those who may read applicants', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Reports' }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reports');
  });

  it('is not open to employees, and asks the reports nothing for them', async () => {
    const { calls } = useInProcessApi(t, employee);
    renderApp('/reports');
    expect(await screen.findByText('Not available to you', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Time to hire' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/reports'))).toBe(false);
    // Nor does their dashboard offer the link.
    renderApp('/');
    expect(await screen.findByText(/^Hi /, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });
});
