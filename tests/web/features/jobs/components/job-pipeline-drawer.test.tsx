import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  applicantStatuses,
  applications,
  jobs,
  pipelines,
  pipelineStages,
  stages,
  stageStatuses,
  statuses,
} from '../../../../../src/server/db/schema';
import { AppProviders } from '../../../../../src/web/app/app';
import { BROWSER_HOST } from '../../../../../src/web/host/teams';
import { JobPipelineDrawer } from '../../../../../src/web/features/jobs/components/job-pipeline-drawer';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../../support/web-api';

let t: TestApp;
let manager: TestUser;
let pipelineJob: number;
let plainJob: number;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-job-pipeline');
  manager = await t.factories.user(tenant, 'hiring_manager');
  const appId = tenant.id;
  const status: Record<string, number> = {};
  for (const [name, code, statusColor] of [
    ['To-be-start', 'to_be_start', '#616161'],
    ['Pending', null, '#f7630c'],
    ['Shortlisted', null, '#107c10'],
    ['Rejected', 'rejected', '#d13438'],
  ] as const) {
    const [row] = await t.db.insert(statuses).values({ appId, name, code, statusColor }).returning();
    status[name] = row.id;
  }
  const stage: Record<string, number> = {};
  for (const [name, list] of [
    ['Screening', ['To-be-start', 'Pending', 'Rejected']],
    ['Interview', ['To-be-start', 'Shortlisted', 'Rejected']],
  ] as const) {
    const [row] = await t.db.insert(stages).values({ appId, name }).returning();
    stage[name] = row.id;
    await t.db
      .insert(stageStatuses)
      .values(list.map((statusName, i) => ({ appId, stageId: row.id, statusId: status[statusName], sequence: i + 1 })));
  }
  const [pipeline] = await t.db.insert(pipelines).values({ appId, name: 'Engineering Pipeline' }).returning();
  await t.db
    .insert(pipelineStages)
    .values(['Screening', 'Interview'].map((name, i) => ({ appId, pipelineId: pipeline.id, stageId: stage[name], sequence: i + 1 })));
  [{ id: pipelineJob }] = await t.db
    .insert(jobs)
    .values({ appId, jobTitle: 'Backend Engineer', pipelineId: pipeline.id, hiringManagerId: manager.id })
    .returning();
  [{ id: plainJob }] = await t.db.insert(jobs).values({ appId, jobTitle: 'Operations Associate', hiringManagerId: manager.id }).returning();

  const at = (stageName: string, statusName: string) => ({ currentStageId: stage[stageName], currentStatusId: status[statusName] });
  const person = (firstName: string, jobId: number) => ({
    appId,
    jobId,
    firstName,
    lastName: 'Rao',
    applicantEmail: `${firstName.toLowerCase()}-${jobId}@example.test`,
  });
  await t.db.insert(applications).values([
    { ...person('Asha', pipelineJob), ...at('Interview', 'Shortlisted') },
    { ...person('Bilal', pipelineJob), ...at('Screening', 'Pending') },
    { ...person('Chen', pipelineJob), ...at('Screening', 'Pending') },
  ]);
  const [fresh] = await t.db.insert(applicantStatuses).values({ appId, name: 'New' }).returning();
  await t.db.insert(applicantStatuses).values({ appId, name: 'On hold' });
  await t.db.insert(applications).values([
    { ...person('Dev', plainJob), applicantStatusId: fresh.id },
    { ...person('Esha', plainJob), applicantStatusId: fresh.id },
  ]);
});
afterAll(() => t.close());

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The drawer on its own (as the job view page uses it), with the app's providers. */
function renderDrawer(jobId: number, open = true, onClose = vi.fn()) {
  render(
    <AppProviders host={BROWSER_HOST} isolatedCache>
      <MemoryRouter initialEntries={['/active/job']}>
        <JobPipelineDrawer jobId={jobId} open={open} onClose={onClose} />
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
  return onClose;
}

describe('JobPipelineDrawer', () => {
  it('shows the stages in order with each status, its applicant count and names', async () => {
    useInProcessApi(t, manager);
    renderDrawer(pipelineJob);
    const drawer = await screen.findByRole('dialog', { name: 'Hiring Pipeline' });
    expect(await within(drawer).findByText('Backend Engineer')).toBeInTheDocument();
    expect(within(drawer).getByText('Engineering Pipeline · 3 applications')).toBeInTheDocument();
    const stageList = within(drawer).getByRole('list', { name: 'Stages of Engineering Pipeline' });
    const cards = within(stageList)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === stageList);
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Screening: 2 applicants', 'Interview: 1 applicant']);
    const pending = within(cards[0]).getByRole('listitem', { name: 'Pending: 2 applicants' });
    expect(within(pending).getByText(/Bilal Rao/)).toHaveTextContent(/^(Chen Rao, Bilal Rao|Bilal Rao, Chen Rao)$/);
    expect(within(cards[0]).getByRole('listitem', { name: 'To-be-start: 0 applicants' })).toHaveTextContent(/^To-be-start0$/);
    expect(within(cards[0]).getByRole('listitem', { name: 'Rejected: 0 applicants' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('listitem', { name: 'Shortlisted: 1 applicant' })).toHaveTextContent(/^Shortlisted1Asha Rao$/);
  });

  it("says 'No Hiring Pipeline Found' for a job without one, with its applicants per applicant status", async () => {
    useInProcessApi(t, manager);
    renderDrawer(plainJob);
    const drawer = await screen.findByRole('dialog', { name: 'Hiring Pipeline' });
    expect(await within(drawer).findByText('No Hiring Pipeline Found')).toBeInTheDocument();
    expect(within(drawer).getByText('Hiring pipeline is not attached with this job')).toBeInTheDocument();
    expect(within(drawer).getByText('2 applications')).toBeInTheDocument();
    const counts = within(drawer).getByRole('list', { name: 'Applicants by status' });
    expect(within(counts).getByRole('listitem', { name: 'New: 2 applicants' })).toHaveTextContent(/^New2$/);
    expect(within(counts).getByRole('listitem', { name: 'On hold: 0 applicants' })).toHaveTextContent(/^On hold0$/);
  });

  it('More Details goes to the job view and closes the drawer', async () => {
    useInProcessApi(t, manager);
    const onClose = renderDrawer(pipelineJob);
    const link = await screen.findByRole('link', { name: 'More Details' });
    expect(link).toHaveAttribute('href', `/job/view/${pipelineJob}`);
    await userEvent.setup().click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/job/view/${pipelineJob}`);
    expect(onClose).toHaveBeenCalled();
  });

  it('says why the pipeline could not be loaded', async () => {
    useInProcessApi(t, manager);
    failRequests((_method, path) => path.startsWith(`/api/job/${pipelineJob}/view-application`));
    renderDrawer(pipelineJob);
    const drawer = await screen.findByRole('dialog', { name: 'Hiring Pipeline' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('The service is unavailable.');
    expect(within(drawer).queryByText('No Hiring Pipeline Found')).not.toBeInTheDocument();
  });

  it('loads nothing while closed', async () => {
    const { calls } = useInProcessApi(t, manager);
    renderDrawer(pipelineJob, false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path.includes('view-application'))).toHaveLength(0));
  });
});
