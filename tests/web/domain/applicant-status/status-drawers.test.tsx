import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { eq } from 'drizzle-orm';
import { applicationRecruiters, applications, applicationStatusHistory, generalSettings, users } from '../../../../src/server/db/schema';
import { AppProviders } from '../../../../src/web/app/app';
import { JOINING_DATE_REQUIRED, MAX_COMMENT } from '../../../../src/shared/contract/application-status-change';
import { BROWSER_HOST } from '../../../../src/web/host/teams';
import { UpdateStatusDrawer } from '../../../../src/web/domain/applicant-status/update-status-drawer';
import { BulkStatusDrawer } from '../../../../src/web/domain/applicant-status/bulk-status-drawer';
import { AssignRecruiterDrawer } from '../../../../src/web/features/applications/components/assign-recruiter-drawer';
import { PipelineTimelineDrawer } from '../../../../src/web/features/applications/components/pipeline-timeline-drawer';
import { MoveCommentDialog } from '../../../../src/web/features/applications/components/board/move-comment-dialog';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../support/web-api';
import { historyOf, statusWorld, type StatusWorld } from '../../../server/modules/application-status-change/application-status-fixture';

let t: TestApp;
let w: StatusWorld;
const SAVED = 'Your change has been successfully submitted';

beforeAll(async () => {
  t = await createTestApp();
  w = await statusWorld(t, 'web-status');
  await t.db.insert(generalSettings).values({ appId: w.appId, withoutHiringProcessId: w.applicantStatus.reviewed });
});
afterAll(() => t.close());

function renderInApp(node: React.ReactNode) {
  render(
    <AppProviders host={BROWSER_HOST} isolatedCache>
      <MemoryRouter initialEntries={['/application']}>{node}</MemoryRouter>
    </AppProviders>,
  );
}

const writes = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method !== 'GET');

describe('UpdateStatusDrawer', () => {
  it('starts at the current stage and status; choosing a stage clears the status and offers its statuses', async () => {
    useInProcessApi(t, w.users.recruiter);
    const id = await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.screening]]);
    renderInApp(<UpdateStatusDrawer applicationId={id} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Update Status' });
    const stage = await within(drawer).findByRole('combobox', { name: 'Stage' });
    const status = within(drawer).getByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(stage).toHaveValue(String(w.stage.screen)));
    expect(status).toHaveValue(String(w.status.screening));
    await userEvent.setup().selectOptions(stage, String(w.stage.interview));
    expect(status).toHaveValue('');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a status', 'To-be-start', 'Interview', 'Offer', 'Rejected']);
  });

  it("says 'No Changes To Save' inside the drawer (a toast would cover its title) and sends nothing when the stage and status are unchanged", async () => {
    const { calls } = useInProcessApi(t, w.users.recruiter);
    const id = await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.screening]]);
    const onClose = vi.fn();
    renderInApp(<UpdateStatusDrawer applicationId={id} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog', { name: 'Update Status' });
    await waitFor(() => expect(within(drawer).getByRole('combobox', { name: 'Stage' })).toHaveValue(String(w.stage.screen)));
    await userEvent.setup().click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('No Changes To Save');
    expect(writes(calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves the applicant with a comment, says so and closes', async () => {
    const { calls } = useInProcessApi(t, w.users.recruiter);
    const id = await w.applicant(w.job.pipeline);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderInApp(<UpdateStatusDrawer applicationId={id} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog', { name: 'Update Status' });
    await user.selectOptions(await within(drawer).findByRole('combobox', { name: 'Stage' }), String(w.stage.interview));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please select a status')).toBeInTheDocument();
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), String(w.status.offer));
    await user.type(within(drawer).getByRole('textbox', { name: 'Comment' }), 'Great interview');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await screen.findAllByText(SAVED)).length).toBeGreaterThan(0);
    expect(writes(calls).map((call) => `${call.method} ${call.path.split('?')[0]}`)).toEqual([`PUT /api/application/${id}`]);
    expect((await historyOf(t.db, id)).at(-1)).toMatchObject({
      stageId: w.stage.interview,
      statusId: w.status.offer,
      comment: 'Great interview',
      changedById: w.users.recruiter.id,
    });
  });

  it('says the comment limit as it is crossed, and does not send', async () => {
    const { calls } = useInProcessApi(t, w.users.recruiter);
    const id = await w.applicant(w.job.pipeline);
    const user = userEvent.setup();
    renderInApp(<UpdateStatusDrawer applicationId={id} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Update Status' });
    await user.selectOptions(await within(drawer).findByRole('combobox', { name: 'Stage' }), String(w.stage.interview));
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), String(w.status.offer));
    await user.click(within(drawer).getByRole('textbox', { name: 'Comment' }));
    await user.paste('x'.repeat(MAX_COMMENT + 1));
    expect(await within(drawer).findByText(`The comment must be at most ${MAX_COMMENT} characters.`)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(writes(calls)).toEqual([]);
  });

  it("offers applicant statuses for a job without a pipeline, General Settings' status first", async () => {
    useInProcessApi(t, w.users.recruiter);
    const id = await w.applicant(w.job.plain, []);
    const onClose = vi.fn();
    renderInApp(<UpdateStatusDrawer applicationId={id} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog', { name: 'Update Status' });
    const select = await within(drawer).findByRole('combobox', { name: 'Applicant Status' });
    await waitFor(() => expect(select).toHaveValue(String(w.applicantStatus.reviewed)));
    await userEvent.setup().click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await historyOf(t.db, id)).at(-1)).toMatchObject({ applicantStatusId: w.applicantStatus.reviewed, stageId: null });
  });

  it('says why the status could not be loaded', async () => {
    useInProcessApi(t, w.users.recruiter);
    failRequests((_method, path) => path.startsWith('/api/candidate-history/'));
    renderInApp(<UpdateStatusDrawer applicationId={1} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Update Status' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('The service is unavailable.');
  });
});

describe('BulkStatusDrawer', () => {
  it('needs a stage and a status, then moves every selected applicant at once', async () => {
    const { calls } = useInProcessApi(t, w.users.admin);
    const ids = [await w.applicant(w.job.pipeline), await w.applicant(w.job.pipeline), await w.applicant(w.job.pipeline)];
    const onDone = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderInApp(<BulkStatusDrawer applicationIds={ids} open onClose={onClose} onDone={onDone} />);
    const drawer = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(await within(drawer).findByText('3 applicants selected')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please select a stage')).toBeInTheDocument();
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Stage' }), String(w.stage.screen));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please select a status')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), String(w.status.shortlisted));
    await user.type(within(drawer).getByRole('textbox', { name: 'Comment' }), 'Batch');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls).map((call) => `${call.method} ${call.path.split('?')[0]}`)).toEqual(['POST /api/multiple-status-change']);
    for (const id of ids) expect((await historyOf(t.db, id)).at(-1)).toMatchObject({ statusId: w.status.shortlisted, comment: 'Batch' });
  });

  it("warns when the selection spans pipelines and shows the server's refusal, changing nobody", async () => {
    useInProcessApi(t, w.users.admin);
    const ids = [await w.applicant(w.job.pipeline), await w.applicant(w.job.short)];
    const user = userEvent.setup();
    renderInApp(<BulkStatusDrawer applicationIds={ids} open onClose={vi.fn()} onDone={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(await within(drawer).findByText(/spans 2 hiring pipelines/)).toBeInTheDocument();
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Stage' }), String(w.stage.interview));
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), String(w.status.interview));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(/hiring pipeline 'Short'/)).toBeInTheDocument();
    for (const id of ids) expect(await historyOf(t.db, id)).toHaveLength(1);
  });
});

describe('AssignRecruiterDrawer', () => {
  it('assigns the picked recruiter without changing the status when none is chosen', async () => {
    useInProcessApi(t, w.users.admin);
    const id = await w.applicant(w.job.pipeline);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderInApp(<AssignRecruiterDrawer applicationIds={[id]} open onClose={vi.fn()} onDone={onDone} />);
    const drawer = await screen.findByRole('dialog', { name: 'Assign Recruiter' });
    await user.click(await within(drawer).findByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please select a recruiter')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('combobox', { name: 'Recruiters' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(w.users.otherRecruiter.email) }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const rows = await t.db.select().from(applicationRecruiters).where(eq(applicationRecruiters.applicationId, id));
    expect(rows.map((row) => row.userId)).toEqual([w.users.otherRecruiter.id]);
    expect(await historyOf(t.db, id)).toHaveLength(1);
  });

  it("says 'No Changes To Save' inside the drawer when the recruiters assigned now are saved again", async () => {
    useInProcessApi(t, w.users.admin);
    const id = await w.applicant(w.job.pipeline);
    await t.db.insert(applicationRecruiters).values({ appId: w.appId, applicationId: id, userId: w.users.otherRecruiter.id });
    const onClose = vi.fn();
    renderInApp(<AssignRecruiterDrawer applicationIds={[id]} open onClose={onClose} onDone={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Assign Recruiter' });
    const [assigned] = await t.db.select().from(users).where(eq(users.id, w.users.otherRecruiter.id));
    // Saving before the assigned recruiter is filled in would only ask for one.
    await within(drawer).findByText(new RegExp(`${assigned.name} ${assigned.lastName}`));
    await userEvent.setup().click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('No Changes To Save');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('PipelineTimelineDrawer', () => {
  it('marks each status past, present, future or not visited, with counts, the Current Status badge and the history', async () => {
    useInProcessApi(t, w.users.manager);
    const id = await w.applicant(w.job.pipeline, [
      [w.stage.screen, w.status.toBeStart],
      [w.stage.screen, w.status.shortlisted],
      [w.stage.interview, w.status.interview],
    ]);
    await t.db
      .update(applicationStatusHistory)
      .set({ comment: 'Moved on', changedById: w.users.manager.id })
      .where(eq(applicationStatusHistory.statusId, w.status.interview));
    renderInApp(<PipelineTimelineDrawer applicationId={id} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Hiring States' });
    const stages = await within(drawer).findByRole('list', { name: 'Stages of Engineering' });
    const item = (name: RegExp) => within(stages).getByRole('listitem', { name });
    expect(item(/^Interview: Current Status, \d+ applicants?$/)).toHaveAttribute('aria-current', 'step');
    expect(item(/^Shortlisted: Done/)).toBeInTheDocument();
    expect(item(/^Screening: Not visited/)).toBeInTheDocument();
    expect(item(/^Offer: Ahead/)).toBeInTheDocument();
    expect(within(drawer).getAllByText('Current Status').length).toBeGreaterThan(0);
    const history = within(drawer).getByRole('list', { name: 'Status history, newest first' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Interview round · Interview');
    expect(entries[0]).toHaveTextContent('Moved on');
    expect(entries[0]).toHaveTextContent(/\d{2}\/01\/2026 \d{2}:\d{2}/);
  });

  it("says 'No Hiring Pipeline Found' for a job without one", async () => {
    useInProcessApi(t, w.users.manager);
    const id = await w.applicant(w.job.plain, []);
    renderInApp(<PipelineTimelineDrawer applicationId={id} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Hiring States' });
    expect(await within(drawer).findByText('No Hiring Pipeline Found')).toBeInTheDocument();
    expect(within(drawer).getByText('Hiring pipeline is not attached with this job')).toBeInTheDocument();
    expect(within(drawer).getByText('No status changes yet.')).toBeInTheDocument();
  });
});

describe('the joining date: moving to the hired status (General Settings’ Payable Employee Status)', () => {
  beforeAll(async () => {
    await t.db.update(generalSettings).set({ payableEmployeeStatusId: w.status.offer }).where(eq(generalSettings.appId, w.appId));
  });
  const joiningDateOf = async (id: number) =>
    (await t.db.select({ day: applications.joiningDate }).from(applications).where(eq(applications.id, id)))[0].day;

  it('Update Status asks for it only for the hired status, refuses to send without it, then sends it', async () => {
    const { calls } = useInProcessApi(t, w.users.recruiter);
    const id = await w.applicant(w.job.pipeline, [[w.stage.interview, w.status.interview]]);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderInApp(<UpdateStatusDrawer applicationId={id} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog', { name: 'Update Status' });
    const status = await within(drawer).findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(status).toHaveValue(String(w.status.interview)));
    expect(within(drawer).queryByLabelText(/Joining Date/)).toBeNull();
    await user.selectOptions(status, String(w.status.offer));
    const date = await within(drawer).findByLabelText(/Joining Date/);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(JOINING_DATE_REQUIRED)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await user.type(date, '2026-12-01');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await joiningDateOf(id)).toBe('2026-12-01');
  });

  it('the bulk drawer asks for it too and hires every selected applicant with it', async () => {
    useInProcessApi(t, w.users.admin);
    const ids = [await w.applicant(w.job.pipeline), await w.applicant(w.job.pipeline)];
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderInApp(<BulkStatusDrawer applicationIds={ids} open onClose={vi.fn()} onDone={onDone} />);
    const drawer = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.selectOptions(await within(drawer).findByRole('combobox', { name: 'Stage' }), String(w.stage.interview));
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), String(w.status.offer));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(JOINING_DATE_REQUIRED)).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText(/Joining Date/), '2026-11-30');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await Promise.all(ids.map(joiningDateOf))).toEqual(['2026-11-30', '2026-11-30']);
  });

  it("the board's move prompt asks for it when the move hires, and saves only with it", async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    renderInApp(
      <MoveCommentDialog
        move={{ applicantName: 'Asha Rao', stageName: 'Interview round', statusName: 'Offer', hires: true, checking: false }}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move Asha Rao' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Joining Date/), '2026-12-01');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith('', '2026-12-01');
  });
});
