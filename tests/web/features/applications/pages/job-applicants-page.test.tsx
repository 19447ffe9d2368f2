import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { applicationRecruiters, applications, users } from '../../../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { historyOf, statusWorld, type StatusWorld } from '../../../../server/modules/application-status-change/application-status-fixture';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let w: StatusWorld;
const ids: Record<string, number> = {};
const slow = { timeout: 8000 };

beforeAll(async () => {
  t = await createTestApp();
  w = await statusWorld(t, 'web-job-applicants');
  ids.asha = await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.screening]], {
    firstName: 'Asha',
    lastName: 'Rao',
    createdAt: new Date(Date.UTC(2026, 2, 5, 12)),
  });
  ids.bala = await w.applicant(w.job.pipeline, [[w.stage.interview, w.status.interview]], { firstName: 'Bala', lastName: 'Iyer' });
  ids.chitra = await w.applicant(w.job.short, [[w.stage.screen, w.status.toBeStart]], { firstName: 'Chitra', lastName: 'Nair' });
  ids.dev = await w.applicant(w.job.plain, [], { firstName: 'Dev', lastName: 'Plain', applicantStatusId: w.applicantStatus.applied });
  await t.db.insert(applicationRecruiters).values({ appId: w.appId, applicationId: ids.asha, userId: w.users.otherRecruiter.id });
});
afterAll(() => t.close());

const table = () => screen.findByRole('table', { name: 'Applicants' }, slow);
const rowOf = (name: string) => findRow(() => screen.getByText(name));
const location = () => screen.getByTestId('location');
async function person(id: number) {
  const [row] = await t.db.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return `${row.name} ${row.lastName}`.trim();
}
const selectionBar = () => screen.getByRole('toolbar', { name: 'Selected rows' });

describe('Applicants (table)', () => {
  it('shows the spec columns: status in its colour, hiring manager, recruiters, DD/MM/YYYY', async () => {
    useInProcessApi(t, w.users.recruiter);
    renderApp(`/job/application/${w.job.pipeline}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants' }, slow)).toBeInTheDocument();
    const grid = await table();
    for (const header of ['Applicant Name', 'Status', 'Hiring Manager', 'Recruiter Assigned', 'Application Date']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const asha = await rowOf('Asha Rao');
    expect(within(asha).getByText('Screening')).toBeInTheDocument();
    expect(within(asha).getByText(await person(w.users.manager.id))).toBeInTheDocument();
    expect(within(asha).getByText(await person(w.users.otherRecruiter.id))).toBeInTheDocument();
    expect(within(asha).getByText('05/03/2026')).toBeInTheDocument();
    expect(screen.queryByText('Chitra Nair')).not.toBeInTheDocument();
  });

  it('selection toolbar: one-applicant actions wait for exactly one; View Applicant and View Chat navigate', async () => {
    useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/application/${w.job.pipeline}`);
    await rowOf('Asha Rao');
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bala Iyer' }));
    expect(within(selectionBar()).getByRole('button', { name: 'View Resume' })).toBeDisabled();
    expect(within(selectionBar()).getByRole('button', { name: 'View Applicant' })).toBeDisabled();
    expect(within(selectionBar()).getByRole('button', { name: 'Export selected (2)' })).toBeEnabled();
    await user.click(within(selectionBar()).getByRole('button', { name: 'Status' }));
    const drawer = await screen.findByRole('dialog', undefined, slow);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Bala Iyer' }));
    await user.click(screen.getByRole('button', { name: 'View Chat' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/referralChat/${ids.asha}`));
  });

  it('View Applicant opens the applicant page', async () => {
    useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/application/${w.job.pipeline}`);
    await rowOf('Asha Rao');
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'View Applicant' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/application/view/${ids.asha}`));
  });

  it("'All' lists every job's applicants with the job's title, and searches on the server", async () => {
    const { calls } = useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    renderApp('/job/application/all');
    const chitra = await rowOf('Chitra Nair');
    expect(within(await table()).getByRole('columnheader', { name: 'Job' })).toBeInTheDocument();
    expect(within(chitra).getByText('Backend engineer')).toBeInTheDocument();
    expect(within(await rowOf('Dev Plain')).getByText('Applied')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nair');
    await waitFor(() => expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument(), slow);
    expect(calls.filter((call) => call.path.startsWith('/api/job-application/all')).at(-1)?.path).toContain('search=nair');
  });

  it('the job selector goes to the chosen job or to All', async () => {
    useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/application/${w.job.pipeline}`);
    await rowOf('Asha Rao');
    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(location()).toHaveTextContent('/job/application/all'));
    await rowOf('Chitra Nair');
  });

  it("another tenant's job and a role without applicant access are refused", async () => {
    useInProcessApi(t, w.users.recruiter);
    renderApp(`/job/application/${w.job.outsider}`);
    expect(await screen.findByRole('alert', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Applicants' })).not.toBeInTheDocument();
  });

  it('a word instead of a job id says the job is not found', async () => {
    useInProcessApi(t, w.users.recruiter);
    renderApp('/job/application/abc');
    expect(await screen.findByText(/Job not found/, undefined, slow)).toBeInTheDocument();
  });
});

describe('Applicants (board)', () => {
  it('shows a column per stage with its statuses and counts; the view is kept in the address', async () => {
    useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/application/${w.job.pipeline}`);
    await rowOf('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Board' }));
    await waitFor(() => expect(location()).toHaveTextContent('view=board'));
    const board = await screen.findByRole('region', { name: /Hiring pipeline of/ }, slow);
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent?.replace(/\d+$/, '')),
    ).toEqual(['Screen', 'Interview round']);
    expect(within(board).getByRole('list', { name: 'Screen: Screening' })).toHaveTextContent('Asha Rao');
    expect(within(board).getByRole('list', { name: 'Interview round: Interview' })).toHaveTextContent('Bala Iyer');
  });

  it('moves a card through the Move menu with a comment: the same status change, with history', async () => {
    const { calls } = useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    const id = await w.applicant(w.job.short, [[w.stage.screen, w.status.toBeStart]], { firstName: 'Esha', lastName: 'Moved' });
    renderApp(`/job/application/${w.job.short}?view=board`);
    const board = await screen.findByRole('region', { name: /Hiring pipeline of/ }, slow);
    await user.click(await within(board).findByRole('button', { name: 'Move Esha Moved' }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'Shortlisted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Esha Moved' });
    expect(dialog).toHaveTextContent('To Screen · Shortlisted');
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Strong CV');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(board).getByRole('list', { name: 'Screen: Shortlisted' })).toHaveTextContent('Esha Moved'), slow);
    expect(await screen.findByText('Moved Esha Moved to Screen, Shortlisted.', undefined, slow)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path.split('?')[0])).toEqual([`/api/application/${id}`]);
    const history = await historyOf(t.db, id);
    expect(history.at(-1)).toMatchObject({ stageId: w.stage.screen, statusId: w.status.shortlisted, comment: 'Strong CV' });
  });

  it('Cancel in the comment dialog moves nothing', async () => {
    const { calls } = useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/application/${w.job.pipeline}?view=board`);
    const board = await screen.findByRole('region', { name: /Hiring pipeline of/ }, slow);
    await user.click(await within(board).findByRole('button', { name: 'Move Asha Rao' }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'Offer' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Move Asha Rao' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await waitFor(() => expect(within(board).getByRole('list', { name: 'Screen: Screening' })).toHaveTextContent('Asha Rao'), slow);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("a refused move puts the card back and shows the server's message", async () => {
    useInProcessApi(t, w.users.recruiter);
    failRequests((method) => method === 'PUT', 422, "This status is not one of the chosen stage's statuses.");
    const user = userEvent.setup();
    renderApp(`/job/application/${w.job.pipeline}?view=board`);
    const board = await screen.findByRole('region', { name: /Hiring pipeline of/ }, slow);
    await user.click(await within(board).findByRole('button', { name: 'Move Bala Iyer' }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'Offer' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Move Bala Iyer' })).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        /Bala Iyer was not moved: This status is not one of the chosen stage's statuses\./,
        { selector: '[role=alert] *' },
        slow,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(board).getByRole('list', { name: 'Interview round: Interview' })).toHaveTextContent('Bala Iyer'));
    const [row] = await t.db.select().from(applications).where(eq(applications.id, ids.bala));
    expect(row.currentStatusId).toBe(w.status.interview);
  });

  it("says why there is no board for 'All' and for a job without a pipeline, and offers the table", async () => {
    useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/application/${w.job.plain}?view=board`);
    expect(await screen.findByText(/This job has no hiring pipeline/, undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show table' }));
    await rowOf('Dev Plain');
    expect(location()).not.toHaveTextContent('view=board');
  });

  it("'All' has no single pipeline", async () => {
    useInProcessApi(t, w.users.recruiter);
    renderApp('/job/application/all?view=board');
    expect(await screen.findByText(/The board shows one job’s hiring pipeline/, undefined, slow)).toBeInTheDocument();
  });
});
