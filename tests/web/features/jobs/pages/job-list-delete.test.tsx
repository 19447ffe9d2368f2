import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { jobs } from '../../../../../src/server/db/schema';
import { jobsHaveApplicationsMessage } from '../../../../../src/shared/contract/job';
import { useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { confirmDelete } from '../../../../support/confirm-delete';
import { renderApp } from '../../../app/render-app';
import { createJobListWorld, type JobListWorld } from './job-list-fixtures';

let w: JobListWorld;
/** Waits for a server round trip (test files share two cores). */
const slow = { timeout: 8000 };

beforeAll(async () => {
  w = await createJobListWorld('web-job-delete');
});
afterAll(() => w.t.close());

const rowOf = (title: string) => findRow(() => screen.getByText(title, { selector: 'span' }));
const stored = async (title: string) => (await w.t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, w.job[title]))).length === 1;

describe('Deleting jobs from the Jobs list', () => {
  it('refuses a job with applications with the server 409 message in the dialog, deleting nothing', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await user.click(within(await rowOf('Backend Engineer')).getByRole('button', { name: 'Actions for Backend Engineer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await confirmDelete(user);
    expect(await within(dialog).findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      jobsHaveApplicationsMessage([{ jobTitle: 'Backend Engineer', applications: 2 }]),
    );
    expect(dialog).toBeInTheDocument();
    expect(await stored('Backend Engineer')).toBe(true);
  });

  it('deletes one job after DELETE is typed, with the success toast', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await user.click(within(await rowOf('Data Analyst')).getByRole('button', { name: 'Actions for Data Analyst' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await confirmDelete(user);
    expect(await screen.findAllByText('Your change has been successfully submitted', undefined, { timeout: 5000 })).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('Data Analyst', { selector: 'span' })).not.toBeInTheDocument(), slow);
    expect(await stored('Data Analyst')).toBe(false);
  });

  it('refuses the whole selection when one selected job has applications', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Filler Role 11' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Backend Engineer' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected rows' })).getByRole('button', { name: 'Delete' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('Delete 2 jobs')).toBeInTheDocument();
    const dialog = await confirmDelete(user);
    expect(await within(dialog).findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      jobsHaveApplicationsMessage([{ jobTitle: 'Backend Engineer', applications: 2 }], 2),
    );
    expect(await stored('Filler Role 11')).toBe(true);
    expect(await stored('Backend Engineer')).toBe(true);
  });

  it('deletes the selected jobs together and clears the selection', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Filler Role 11' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Filler Role 10' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected rows' })).getByRole('button', { name: 'Delete' }));
    await confirmDelete(user);
    await waitFor(() => expect(screen.queryByText('Filler Role 11', { selector: 'span' })).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByText('Filler Role 10', { selector: 'span' })).not.toBeInTheDocument();
    expect(await stored('Filler Role 11')).toBe(false);
    expect(await stored('Filler Role 10')).toBe(false);
    expect(screen.queryByRole('toolbar', { name: 'Selected rows', hidden: true })).not.toBeInTheDocument();
  });
});
