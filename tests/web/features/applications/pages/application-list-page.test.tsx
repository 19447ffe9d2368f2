import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicantSources } from '../../../../../src/server/db/schema';
import { browserToday } from '../../../../../src/web/ui/filter-bar/filter-bar-state';
import { datePresetRange } from '../../../../../src/shared/rules/date-presets';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { createApplication, createJob, createJobLookups, type JobLookups } from '../../../../support/job-factory';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let recruiter: TestUser;
let employee: TestUser;
let l: JobLookups;
const ids: Record<string, number> = {};
const slow = { timeout: 8000 };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  // The page counts date presets back from the browser's today: the data is placed around it.
  t.setNow(new Date());
  const tenant = await t.factories.tenant('web-application-list');
  const appId = tenant.id;
  recruiter = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  l = await createJobLookups(t.db, appId);
  const [portal] = await t.db.insert(applicantSources).values({ appId, source: 'Portal', identifier: 'portal' }).returning();
  ids.portal = portal.id;
  const backend = await createJob(t.db, appId, {
    jobTitle: 'Backend Engineer',
    departmentId: l.department.id,
    recruitingManagerId: recruiter.id,
  });
  const sales = await createJob(t.db, appId, {
    jobTitle: 'Sales Lead',
    expiryDate: '2020-01-01',
    departmentId: l.otherDepartment.id,
    recruitingManagerId: recruiter.id,
  });
  ids.backend = backend.id;
  ids.sales = sales.id;
  const now = Date.now();
  await createApplication(t.db, appId, backend.id, {
    firstName: 'Asha',
    lastName: 'Rao',
    applicantEmail: 'asha@example.test',
    phoneNumber: '9876500001',
    experience: 0,
    sourceId: portal.id,
    createdAt: new Date(now - 1000),
  });
  await createApplication(t.db, appId, sales.id, {
    firstName: 'Bala',
    lastName: 'Iyer',
    applicantEmail: 'bala@example.test',
    experience: 4,
    createdAt: new Date(now - 2 * DAY),
  });
  for (let i = 1; i <= 11; i++) {
    await createApplication(t.db, appId, backend.id, {
      firstName: `Filler${String(i).padStart(2, '0')}`,
      lastName: 'Person',
      createdAt: new Date(now - (40 + i) * DAY),
    });
  }
});
afterAll(() => t.close());

const table = () => screen.findByRole('table', { name: 'Applications' }, { timeout: 5000 });
const rowOf = (name: string) => findRow(() => screen.getByText(name));
const location = () => screen.getByTestId('location');
function names() {
  const grid = screen.getByRole('table', { name: 'Applications' });
  const column = (within(grid).getByRole('columnheader', { name: 'Name' }) as HTMLTableCellElement).cellIndex;
  return [...grid.querySelectorAll('tbody tr')].map((row) => (row as HTMLTableRowElement).cells[column]?.textContent ?? '').filter(Boolean);
}
const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/v2/application'));

describe('Application List', () => {
  it('shows the spec columns, fresher and N year, newest first, and pages 10 at a time', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/application');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' }, { timeout: 5000 })).toBeInTheDocument();
    const grid = await table();
    for (const header of ['Id', 'Name', 'Job Title', 'Experience', 'Email', 'Contact Detail', 'Action']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const asha = await rowOf('Asha Rao');
    expect(
      within(asha)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 7),
    ).toEqual(['Asha Rao', 'Backend Engineer', 'fresher', 'asha@example.test', '9876500001']);
    expect(within(await rowOf('Bala Iyer')).getByText('4 year')).toBeInTheDocument();
    expect(names().slice(0, 2)).toEqual(['Asha Rao', 'Bala Iyer']);
    expect(screen.getByText('Showing 1 to 10 of 13 entries')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Showing 11 to 13 of 13 entries')).toBeInTheDocument(), slow);
    expect(location()).toHaveTextContent('/application?page=2');
  });

  it('/applicationv1 is the same page', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/applicationv1');
    await rowOf('Asha Rao');
    expect(screen.getByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
  });

  it('searches and sorts on the server, keeping both in the address', async () => {
    const { calls } = useInProcessApi(t, recruiter);
    const user = userEvent.setup();
    renderApp('/application');
    await rowOf('Asha Rao');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'iyer');
    await waitFor(() => expect(names()).toEqual(['Bala Iyer']), slow);
    expect(listCalls(calls).at(-1)?.path).toContain('search=iyer');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No applicants match your search and filters.', undefined, slow)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(names()).toHaveLength(10), slow);
    await user.click(within(await table()).getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toMatch(/sort=name&order=asc/), slow);
    await waitFor(() => expect(names()[0]).toBe('Asha Rao'), slow);
    expect(location()).toHaveTextContent('/application?sort=name');
  });

  it("'Add' puts each filter on the bar once; department, source and date filter the list; removing one clears it", async () => {
    const { calls } = useInProcessApi(t, recruiter);
    const user = userEvent.setup();
    renderApp('/application');
    await rowOf('Asha Rao');
    const add = () => screen.getByRole('combobox', { name: 'Add' });
    expect(
      within(add())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Add a filter', 'Date Filter', 'Department Filter', 'Location Filter', 'Source Filter', 'Applicant Status']);
    await user.selectOptions(add(), 'Department Filter');
    const department = await screen.findByRole('combobox', { name: 'Department Filter' });
    expect(within(add()).queryByRole('option', { name: 'Department Filter' })).not.toBeInTheDocument();
    await waitFor(
      () => expect(within(department).getByRole('option', { name: l.otherDepartment.departmentName })).toBeInTheDocument(),
      slow,
    );
    await user.selectOptions(department, l.otherDepartment.departmentName);
    await waitFor(() => expect(names()).toEqual(['Bala Iyer']), slow);
    expect(location()).toHaveTextContent(`departmentId=${l.otherDepartment.id}`);
    await user.click(screen.getByRole('button', { name: 'Remove Department Filter' }));
    await waitFor(() => expect(names()).toHaveLength(10), slow);
    expect(screen.queryByRole('combobox', { name: 'Department Filter' })).not.toBeInTheDocument();

    await user.selectOptions(add(), 'Source Filter');
    const source = await screen.findByRole('combobox', { name: 'Source Filter' });
    await waitFor(() => expect(within(source).getByRole('option', { name: 'Portal' })).toBeInTheDocument(), slow);
    await user.selectOptions(source, 'Portal');
    await waitFor(() => expect(names()).toEqual(['Asha Rao']), slow);
    expect(listCalls(calls).at(-1)?.path).toContain(`sourceId=${ids.portal}`);
    await user.click(screen.getByRole('button', { name: 'Remove Source Filter' }));

    await user.selectOptions(add(), 'Date Filter');
    const preset = await screen.findByRole('combobox', { name: 'Date Filter' });
    expect(
      within(preset)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1),
    ).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 180 days', 'Custom']);
    await user.selectOptions(preset, 'Last 7 days');
    await waitFor(() => expect(names()).toEqual(['Asha Rao', 'Bala Iyer']), slow);
    const { fromDate, toDate } = datePresetRange('last7', browserToday());
    expect(listCalls(calls).at(-1)?.path).toContain(`fromDate=${fromDate}&toDate=${toDate}`);
    await user.selectOptions(preset, 'Custom');
    expect(screen.getByLabelText('From')).toHaveValue(fromDate);
    await user.click(screen.getByRole('button', { name: 'Remove Date Filter' }));
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 13 entries')).toBeInTheDocument(), slow);
  });

  it('the job filter lists applicants of active or expired jobs', async () => {
    const { calls } = useInProcessApi(t, recruiter);
    const user = userEvent.setup();
    renderApp('/application');
    await rowOf('Asha Rao');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jobs' }), 'Expired Jobs');
    await waitFor(() => expect(names()).toEqual(['Bala Iyer']), slow);
    expect(listCalls(calls).at(-1)?.path).toContain('expiredJobs=1');
    expect(location()).toHaveTextContent('/application?jobs=expired');
  });

  it('restores filters from a pasted address', async () => {
    useInProcessApi(t, recruiter);
    renderApp(`/application?departmentId=${l.department.id}&search=filler&limit=20`);
    await waitFor(() => expect(screen.getByText('Showing 1 to 11 of 11 entries')).toBeInTheDocument(), slow);
    expect(await screen.findByRole('combobox', { name: 'Department Filter' })).toHaveValue(String(l.department.id));
  });

  it("arriving from a job's View Applicants shows only its applicants, with a removable chip naming the job", async () => {
    useInProcessApi(t, recruiter);
    const user = userEvent.setup();
    renderApp(`/job/view/${ids.sales}`);
    await user.click(await screen.findByRole('button', { name: 'View Applicants' }, slow));
    await waitFor(() => expect(location()).toHaveTextContent(`/application?jobId=${ids.sales}`), slow);
    await waitFor(() => expect(names()).toEqual(['Bala Iyer']), slow);
    const chip = await screen.findByRole('button', { name: 'Remove job filter: Sales Lead' }, slow);
    await user.click(chip);
    await waitFor(() => expect(names()).toHaveLength(10), slow);
    expect(location()).toHaveTextContent(/^\/application$/);
  });

  it('View opens the applicant; the row menu offers the spec actions', async () => {
    useInProcessApi(t, recruiter);
    const user = userEvent.setup();
    renderApp('/application');
    await user.click(within(await rowOf('Asha Rao')).getByRole('button', { name: 'Actions for Asha Rao' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View', 'Edit Status', 'View Resume', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/application\/view\/\d+$/), slow);
  });

  it('says why the list could not be loaded, and shows an employee the refusal alone', async () => {
    useInProcessApi(t, recruiter);
    failRequests((method, path) => method === 'GET' && path.startsWith('/api/v2/application'));
    const first = renderApp('/application');
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('The service is unavailable.');
    first.unmount();
    useInProcessApi(t, employee);
    renderApp('/application');
    expect(await screen.findByText('Not available to you', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Applications' })).not.toBeInTheDocument();
  });
});
