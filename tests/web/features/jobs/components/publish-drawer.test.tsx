import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { jobPlatforms, publishPlatforms } from '../../../../../src/server/db/schema';
import { failRequests, holdRequests, useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { renderApp } from '../../../app/render-app';
import { createJobListWorld, type JobListWorld } from '../pages/job-list-fixtures';

let w: JobListWorld;
/** Waits for a server round trip (test files share two cores). */
const slow = { timeout: 8000 };

beforeAll(async () => {
  w = await createJobListWorld('web-job-publish');
});
afterAll(() => w.t.close());

const rowOf = (title: string) => findRow(() => screen.getByText(title, { selector: 'td span' }));
const platformsOf = async (title: string) =>
  (await w.t.db.select({ id: jobPlatforms.platformId }).from(jobPlatforms).where(eq(jobPlatforms.jobId, w.job[title])))
    .map((row) => row.id)
    .sort();

async function openDrawer(user: UserEvent, title: string, action: 'Publish' | 'Unpublish') {
  await user.click(within(await rowOf(title)).getByRole('button', { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  const drawer = await screen.findByRole('dialog', { name: 'Publish to platforms' });
  await within(drawer).findByRole('checkbox', { name: 'All Platforms' });
  return drawer;
}

describe('Publish drawer', () => {
  it("offers enabled platforms only; 'All Platforms' ticks every one and unticking it clears them", async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    const drawer = await openDrawer(user, 'Data Analyst', 'Publish');
    const all = within(drawer).getByRole('checkbox', { name: 'All Platforms' });
    const linkedIn = within(drawer).getByRole('checkbox', { name: 'LinkedIn' });
    const naukri = within(drawer).getByRole('checkbox', { name: 'Naukri' });
    expect(within(drawer).queryByRole('checkbox', { name: 'Glassdoor' })).not.toBeInTheDocument();
    expect([all, linkedIn, naukri].map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);

    await user.click(all);
    expect([linkedIn, naukri].every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(all).toBeChecked();
    await user.click(all);
    expect([linkedIn, naukri].some((box) => (box as HTMLInputElement).checked)).toBe(false);
    await user.click(naukri);
    expect(all).toBePartiallyChecked();
    await user.click(linkedIn);
    expect(all).toBeChecked();
  });

  it('publishes with the in-progress toast, then the success toast, and the row turns Published', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    const drawer = await openDrawer(user, 'Data Analyst', 'Publish');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Naukri' }));
    const gate = holdRequests((method, path) => method === 'POST' && path.startsWith('/api/publishjob-to-platforms/'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Your change is being submitted')).not.toHaveLength(0);
    expect(screen.queryByText('Your change has been successfully submitted')).not.toBeInTheDocument();
    gate.release();
    expect(await screen.findAllByText('Your change has been successfully submitted', undefined, { timeout: 5000 })).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('Your change is being submitted')).not.toBeInTheDocument(), slow);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish to platforms' })).not.toBeInTheDocument(), slow);
    expect(calls.some((call) => call.path.startsWith(`/api/publishjob-to-platforms/${w.job['Data Analyst']}`))).toBe(true);
    expect(await platformsOf('Data Analyst')).toEqual([w.platform.Naukri]);
    await waitFor(async () => {
      const row = await rowOf('Data Analyst');
      expect(within(row).getByText('Published')).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: 'Naukri' })).toBeInTheDocument();
    }, slow);
  });

  it("preselects the job's platforms and Unpublish saves none, so the row shows Saved", async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    const drawer = await openDrawer(user, 'Backend Engineer', 'Unpublish');
    expect(within(drawer).getByRole('checkbox', { name: 'LinkedIn' })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'Naukri' })).not.toBeChecked();
    await user.click(within(drawer).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findAllByText('Your change has been successfully submitted', undefined, { timeout: 5000 })).not.toHaveLength(0);
    expect(await platformsOf('Backend Engineer')).toEqual([]);
    await waitFor(async () => expect(within(await rowOf('Backend Engineer')).getByText('Saved')).toBeInTheDocument(), slow);
  });

  it('never lets a failed platform load unpublish the job: Save waits for the list', async () => {
    useInProcessApi(w.t, w.recruiter);
    failRequests((_method, path) => path.startsWith('/api/platform?'), 503, 'Platforms are unavailable.');
    await w.t.db
      .insert(jobPlatforms)
      .values({ appId: w.recruiter.appId, jobId: w.job['Backend Engineer'], platformId: w.platform.LinkedIn })
      .onConflictDoNothing();
    const before = await platformsOf('Backend Engineer');
    const user = userEvent.setup();
    renderApp('/active/job');
    await user.click(within(await rowOf('Backend Engineer')).getByRole('button', { name: 'Actions for Backend Engineer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unpublish' }));
    const drawer = await screen.findByRole('dialog', { name: 'Publish to platforms' });
    expect(await within(drawer).findByRole('alert', undefined, slow)).toHaveTextContent(
      'The platforms could not be loaded: Platforms are unavailable.',
    );
    expect(within(drawer).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(drawer).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(drawer).queryByText(/disabled now/)).not.toBeInTheDocument();
    expect(await platformsOf('Backend Engineer')).toEqual(before);
  });

  it('keeps the drawer open with the server message when a platform was disabled meanwhile', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/active/job');
    const drawer = await openDrawer(user, 'Filler Role 11', 'Publish');
    await user.click(within(drawer).getByRole('checkbox', { name: 'LinkedIn' }));
    await w.t.db.update(publishPlatforms).set({ status: 0 }).where(eq(publishPlatforms.id, w.platform.LinkedIn));
    try {
      await user.click(within(drawer).getByRole('button', { name: 'Save' }));
      expect(await within(drawer).findByRole('alert')).not.toBeEmptyDOMElement();
      expect(screen.getByRole('dialog', { name: 'Publish to platforms' })).toBeInTheDocument();
      expect(screen.queryByText('Your change has been successfully submitted')).not.toBeInTheDocument();
      expect(await platformsOf('Filler Role 11')).toEqual([]);
    } finally {
      await w.t.db.update(publishPlatforms).set({ status: 1 }).where(eq(publishPlatforms.id, w.platform.LinkedIn));
    }
  });
});
