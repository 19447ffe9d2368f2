import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobsHaveApplicationsMessage } from '../../../../../src/shared/contract/job';
import { useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { renderApp } from '../../../app/render-app';
import { createJobListWorld, type JobListWorld } from './job-list-fixtures';

let w: JobListWorld;
/** Waits for a server round trip (test files share two cores). */
const slow = { timeout: 8000 };

beforeAll(async () => {
  w = await createJobListWorld('web-job-simple');
});
afterAll(() => w.t.close());

const rowOf = (title: string) => findRow(() => screen.getByRole('cell', { name: title }));

describe('Simple jobs list (/all/jobv1)', () => {
  it('shows Id, Job Title, Department, Expiry Date and Action for active and expired jobs', async () => {
    useInProcessApi(w.t, w.recruiter);
    renderApp('/all/jobv1');
    const table = await screen.findByRole('table', { name: 'Jobs' }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Id', 'Job Title', 'Department', 'Expiry Date', 'Action']);
    const row = await rowOf('Backend Engineer');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual([String(w.job['Backend Engineer']), 'Backend Engineer', 'Engineering', '31/12/2026']);
    expect(screen.getByText('Showing 1 to 10 of 15 entries')).toBeInTheDocument();
  });

  it('finds an expired job by search', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/all/jobv1');
    await rowOf('Backend Engineer');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'legacy');
    const row = await rowOf('Legacy Designer');
    expect(within(row).getByRole('cell', { name: '01/10/2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Backend Engineer' })).not.toBeInTheDocument(), slow);
  });

  it.each([
    ['View', '/job/view/'],
    ['Edit', '/job/edit/'],
    ['Job Applications', '/job/application/'],
    ['Seo Create', '/seo/create/'],
  ])('%s leads to %s{jobId}', async (action, path) => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/all/jobv1');
    await user.click(within(await rowOf('Data Analyst')).getByRole('button', { name: action }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${path}${w.job['Data Analyst']}`), slow);
  });

  it('Delete asks for DELETE and shows the refusal for a job with applications', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/all/jobv1');
    await user.click(within(await rowOf('Backend Engineer')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      jobsHaveApplicationsMessage([{ jobTitle: 'Backend Engineer', applications: 2 }]),
    );
  });

  it('offers only View and Job Applications without jobs:write', async () => {
    useInProcessApi(w.t, w.manager);
    renderApp('/all/jobv1');
    const row = await rowOf('Backend Engineer');
    await waitFor(
      () =>
        expect(
          within(row)
            .getAllByRole('button')
            .map((button) => button.getAttribute('aria-label') ?? button.textContent),
        ).toEqual(['View', 'Job Applications']),
      slow,
    );
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
