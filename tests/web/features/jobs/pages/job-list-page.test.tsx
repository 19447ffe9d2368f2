import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failRequests, holdRequests, useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { renderApp } from '../../../app/render-app';
import { FILLERS, createJobListWorld, type JobListWorld } from './job-list-fixtures';

let w: JobListWorld;
/** Waits for a server round trip (debounced search, 5 test files sharing two cores). */
const slow = { timeout: 8000 };

beforeAll(async () => {
  w = await createJobListWorld('web-job-list');
});
afterAll(() => w.t.close());

const table = () => screen.findByRole('table', { name: 'Jobs' }, { timeout: 5000 });
const rowOf = (title: string) => findRow(() => screen.getByText(title, { selector: 'span' }));
/** The job titles of the shown rows, in order (the title is the Job cell's first text). */
function titles() {
  const grid = screen.getByRole('table', { name: 'Jobs' });
  const column = (within(grid).getByRole('columnheader', { name: 'Job' }) as HTMLTableCellElement).cellIndex;
  return [...grid.querySelectorAll('tbody tr')]
    .map((row) => (row as HTMLTableRowElement).cells[column]?.querySelector('span')?.textContent ?? '')
    .filter(Boolean);
}
const filterJob = () => screen.getByRole('combobox', { name: 'Filter job' });
const location = () => screen.getByTestId('location');
const jobCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/job?'));

describe('Jobs list: filters and columns', () => {
  it('shows every spec column and a published, remote job with its city, referral slug and badge', async () => {
    useInProcessApi(w.t, w.recruiter);
    renderApp('/active/job');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' }, { timeout: 5000 })).toBeInTheDocument();
    const grid = await table();
    for (const header of [
      'Job',
      'No. Of Positions',
      'Applicants',
      'Open Date',
      'Expiry Date',
      'Department',
      'Type',
      'Remote',
      'Platform',
      'Status',
    ]) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = await rowOf('Backend Engineer');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Selection, Job, positions, applicants, open, expiry, department, type, remote, platform, status, action.
    expect(cells.slice(1, 11)).toEqual([
      'Backend EngineerPune · eng-l1Published',
      '3',
      '2',
      '02/11/2026',
      '31/12/2026',
      'Engineering',
      'Full Time',
      'Yes',
      'LinkedIn',
      'OpenActive',
    ]);
    const saved = await rowOf('Data Analyst');
    expect(within(saved).getByText('Saved')).toBeInTheDocument();
    expect(within(saved).getAllByRole('cell')[8]).toHaveTextContent('No');
  });

  it('/active/job lists active jobs only, with Active Jobs chosen', async () => {
    useInProcessApi(w.t, w.recruiter);
    renderApp('/active/job');
    await rowOf('Backend Engineer');
    expect(filterJob()).toHaveValue('active');
    expect(screen.queryByText('Legacy Designer')).not.toBeInTheDocument();
  });

  it('/expired/job lists expired jobs, with Expired badges', async () => {
    useInProcessApi(w.t, w.recruiter);
    renderApp('/expired/job');
    const row = await rowOf('Legacy Designer');
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(filterJob()).toHaveValue('expired');
    expect(titles().sort()).toEqual(['Legacy Designer', 'Old Sales Role']);
  });

  it('?job= preselects the filter on /all/job, which otherwise shows the default, active', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    renderApp('/all/job?job=expired');
    await rowOf('Old Sales Role');
    expect(filterJob()).toHaveValue('expired');
    expect(jobCalls(calls).every((call) => call.path.includes('type=expired'))).toBe(true);
  });

  it('/all/job without ?job= shows active jobs', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    renderApp('/all/job');
    await rowOf('Backend Engineer');
    expect(filterJob()).toHaveValue('active');
    expect(jobCalls(calls)[0].path).toContain('type=active');
  });

  it("'Filter job' moves between /expired/job, /all/job?job=all and /active/job", async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await rowOf('Backend Engineer');
    await user.selectOptions(filterJob(), 'Expired Jobs');
    expect(location()).toHaveTextContent(/^\/expired\/job$/);
    await rowOf('Legacy Designer');
    await waitFor(() => expect(screen.queryByText('Backend Engineer')).not.toBeInTheDocument(), slow);
    // The same screen at another address: focus stays on the filter instead of moving to the heading.
    expect(filterJob()).toHaveFocus();
    await user.selectOptions(filterJob(), 'All Jobs');
    expect(location()).toHaveTextContent(/^\/all\/job\?job=all$/);
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 15 entries')).toBeInTheDocument(), slow);
    await user.selectOptions(filterJob(), 'Active Jobs');
    expect(location()).toHaveTextContent(/^\/active\/job$/);
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 13 entries')).toBeInTheDocument(), slow);
  });

  it('the published filter asks for Published (1) and Unpublished (0)', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/all/job?job=all');
    await rowOf('Backend Engineer');
    const published = screen.getByRole('combobox', { name: 'Publish status' });
    await user.selectOptions(published, 'Published');
    await waitFor(() => expect(titles().sort()).toEqual(['Backend Engineer', 'Old Sales Role']), slow);
    expect(jobCalls(calls).at(-1)?.path).toContain('jobPublishedSaveStatus=1');
    await user.selectOptions(published, 'Unpublished');
    await waitFor(() => expect(titles()).not.toContain('Backend Engineer'), slow);
    expect(titles()).toContain('Data Analyst');
    expect(titles()).not.toContain('Old Sales Role');
    expect(jobCalls(calls).at(-1)?.path).toContain('jobPublishedSaveStatus=0');
  });

  it('keeps the published filter and sort in the address, and a pasted link restores them', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    const shown = renderApp('/all/job?job=all');
    await rowOf('Backend Engineer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Publish status' }), 'Published');
    await waitFor(() => expect(location()).toHaveTextContent('/all/job?job=all&published=1'));
    await user.click(within(screen.getByRole('table', { name: 'Jobs' })).getByRole('columnheader', { name: 'Job' }));
    await waitFor(() => expect(location()).toHaveTextContent('/all/job?job=all&published=1&sort=jobTitle'));
    shown.unmount();

    const { calls } = useInProcessApi(w.t, w.recruiter);
    renderApp('/all/job?job=all&published=1&sort=jobTitle&order=desc');
    await waitFor(() => expect(titles()).toEqual(['Old Sales Role', 'Backend Engineer']), slow);
    expect(screen.getByRole('combobox', { name: 'Publish status' })).toHaveValue('1');
    expect(jobCalls(calls).at(-1)?.path).toMatch(/jobPublishedSaveStatus=1.*sort=jobTitle&order=desc/);
  });
});

describe('Jobs list: search, paging and sorting on the server', () => {
  it('searches by department and says so when nothing matches', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await rowOf('Backend Engineer');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'engineering');
    await waitFor(() => expect(titles()).toEqual(['Backend Engineer']), slow);
    expect(jobCalls(calls).at(-1)?.path).toContain('search=engineering');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'no such job');
    expect(await screen.findByText('No jobs match your search and filters.', undefined, slow)).toBeInTheDocument();
  });

  it('pages on the server and keeps the current rows, without skeletons, while the next page loads', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await rowOf('Backend Engineer');
    expect(screen.getByText('Showing 1 to 10 of 13 entries')).toBeInTheDocument();
    const firstPage = titles();
    const gate = holdRequests((method, path) => method === 'GET' && path.includes('page=2'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(gate.held).toBe(1), slow);
    expect(titles()).toEqual(firstPage);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    gate.release();
    await waitFor(() => expect(screen.getByText('Showing 11 to 13 of 13 entries')).toBeInTheDocument(), slow);
    expect(titles()).toHaveLength(3);
    expect(titles().some((title) => firstPage.includes(title))).toBe(false);
  });

  it('sorts by a column header through sort and order', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await rowOf('Backend Engineer');
    await user.click(screen.getByRole('columnheader', { name: 'Job' }));
    await waitFor(() => expect(titles()[0]).toBe('Backend Engineer'), slow);
    expect(jobCalls(calls).at(-1)?.path).toMatch(/sort=jobTitle&order=asc/);
    expect(titles()[1]).toBe('Data Analyst');
    await user.click(screen.getByRole('columnheader', { name: 'Job' }));
    await waitFor(() => expect(titles()[0]).toBe(FILLERS.at(-1)), slow);
    expect(jobCalls(calls).at(-1)?.path).toMatch(/sort=jobTitle&order=desc/);
  });
});

describe('Jobs list: actions and permissions', () => {
  it('says why the jobs could not be loaded', async () => {
    useInProcessApi(w.t, w.recruiter);
    failRequests((method, path) => method === 'GET' && path.startsWith('/api/job?'));
    renderApp('/active/job');
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('The service is unavailable.');
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
  });

  it('Edit Job opens the edit form', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await user.click(within(await rowOf('Backend Engineer')).getByRole('button', { name: 'Actions for Backend Engineer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Job' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/job/edit/${w.job['Backend Engineer']}`), slow);
  });

  it('View Job opens the job view', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await user.click(within(await rowOf('Data Analyst')).getByRole('button', { name: 'Actions for Data Analyst' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Job' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/job/view/${w.job['Data Analyst']}`), slow);
  });

  it('Create opens the create form', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await user.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 5000 }));
    await waitFor(() => expect(location()).toHaveTextContent('/job/create'), slow);
  });

  it('hides Create, selection, Edit Job, Publish and Delete from a user without jobs:write', async () => {
    useInProcessApi(w.t, w.manager);
    const user = userEvent.setup();
    renderApp('/active/job');
    const row = await rowOf('Backend Engineer');
    await user.click(within(row).getByRole('button', { name: 'Actions for Backend Engineer' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['View Job', 'View Application']);
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Backend Engineer' })).not.toBeInTheDocument();
  });
});
