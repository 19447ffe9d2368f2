import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { statusWorld, type StatusWorld } from '../../../../server/modules/application-status-change/application-status-fixture';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let w: StatusWorld;
const ids: Record<string, number> = {};
const slow = { timeout: 8000 };

beforeAll(async () => {
  t = await createTestApp();
  w = await statusWorld(t, 'web-applicant-view');
  ids.asha = await w.applicant(w.job.pipeline, [[w.stage.screen, w.status.screening]], {
    firstName: 'Asha',
    lastName: 'Rao',
    applicantEmail: 'asha@example.test',
    phoneNumber: '9876500001',
    experience: 3,
    documentNumber: '234123412346',
  });
  ids.fresher = await w.applicant(w.job.plain, [], {
    firstName: 'Fresh',
    lastName: 'Person',
    experience: 0,
    applicantStatusId: w.applicantStatus.applied,
  });
  ids.elsewhere = await w.applicant(w.job.outsider, [], { appId: w.users.outsider.appId, firstName: 'Out', lastName: 'Sider' });
});
afterAll(() => t.close());

const card = (title: string) => screen.getByRole('region', { name: title });
const location = () => screen.getByTestId('location');

describe('Applicant page', () => {
  it('shows the applicant read-only in its cards: fields, experience, job, hiring states', async () => {
    useInProcessApi(t, w.users.recruiter);
    renderApp(`/application/view/${ids.asha}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' }, slow)).toBeInTheDocument();
    for (const title of ['Applicant', 'Job', 'Referral', 'Hiring Manager', 'Recruiting Manager', 'Hiring States']) {
      expect(card(title)).toBeInTheDocument();
    }
    const applicant = card('Applicant');
    for (const text of ['Asha', 'Rao', 'asha@example.test', '9876500001', '3 year', '234123412346']) {
      expect(within(applicant).getByText(text)).toBeInTheDocument();
    }
    expect(within(card('Job')).getByText('Backend engineer')).toBeInTheDocument();
    expect(within(card('Referral')).getByText('Not referred')).toBeInTheDocument();
    expect(within(card('Hiring States')).getByText('Screen')).toBeInTheDocument();
    expect(within(card('Hiring States')).getByText('Screening')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('/application/viewV1 is the same page; a fresher on a job without a pipeline shows the applicant status', async () => {
    useInProcessApi(t, w.users.recruiter);
    renderApp(`/application/viewV1/${ids.fresher}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Person' }, slow)).toBeInTheDocument();
    expect(within(card('Applicant')).getByText('fresher')).toBeInTheDocument();
    expect(within(card('Hiring States')).getByText('Applied')).toBeInTheDocument();
  });

  it('View Status opens the timeline, Update Status the drawer, View Resume the resume; Cancel goes back to the list', async () => {
    useInProcessApi(t, w.users.recruiter);
    const user = userEvent.setup();
    renderApp(`/application/view/${ids.asha}`);
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' }, slow);
    await user.click(screen.getByRole('button', { name: 'View Status' }));
    expect(await screen.findByRole('dialog', undefined, slow)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await user.click(await screen.findByRole('button', { name: 'Update Status' }, slow));
    expect(await screen.findByRole('dialog', { name: 'Update Status' }, slow)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    // findBy: the page stays aria-hidden until the closed drawer has finished leaving.
    await user.click(await screen.findByRole('button', { name: 'View Resume' }, slow));
    expect(await screen.findByRole('dialog', undefined, slow)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, slow));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/application$/), slow);
  });

  it.each([
    ["another tenant's applicant", () => `/application/view/${ids.elsewhere}`],
    ['an unknown id', () => '/application/view/999999'],
    ['a word', () => '/application/view/abc'],
  ])("%s reads 'Applicant not found'", async (_case, path) => {
    useInProcessApi(t, w.users.recruiter);
    renderApp(path());
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant not found' }, slow)).toBeInTheDocument();
  });

  it('a hiring manager of another job cannot see the applicant', async () => {
    useInProcessApi(t, w.users.otherManager);
    renderApp(`/application/view/${ids.asha}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant not found' }, slow)).toBeInTheDocument();
  });
});
