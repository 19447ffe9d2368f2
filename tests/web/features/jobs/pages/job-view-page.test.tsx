import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { AppProviders } from '../../../../../src/web/app/app';
import { AppRoutes } from '../../../../../src/web/app/app-routes';
import { BROWSER_HOST } from '../../../../../src/web/host/teams';
import { SEO_IMAGE_PNG, seedViewedJob, type ViewedJob } from './job-view-fixture';
import '../../../../support/chart-layout';

let t: TestApp;
let recruiter: TestUser;
let manager: TestUser;
let employee: TestUser;
let seeded: ViewedJob;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-job-view');
  recruiter = await t.factories.user(tenant, 'recruiter');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  seeded = await seedViewedJob(t, recruiter);
});
afterAll(() => t.close());

/** The value next to a label in the job view's description lists. */
function valueOf(label: string, scope: HTMLElement = document.body): string {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const card = (name: string) => screen.getByRole('region', { name });

async function tableOf(cardName: string) {
  const user = userEvent.setup();
  const region = await screen.findByRole('region', { name: cardName });
  await user.click(within(region).getByRole('button', { name: 'Table' }));
  const table = within(region).getByRole('table', { name: cardName });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

function StateProbe() {
  const location = useLocation();
  return <output data-testid="state">{location.pathname + location.search + ' ' + JSON.stringify(location.state)}</output>;
}

describe('Job view (/job/view/:id)', () => {
  it('shows every read-back field of the job on the Job tab', async () => {
    const { calls } = useInProcessApi(t, recruiter);
    renderApp(`/job/view/${seeded.jobId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job', selected: true })).toBeInTheDocument();

    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(valueOf('Job code', overview)).toBe('PE-7');
    expect(valueOf('Status', overview)).toBe('Open');
    expect(valueOf('Job type', overview)).toBe('Full Time');
    expect(valueOf('Employment type', overview)).toBe('Permanent');
    expect(valueOf('Remote', overview)).toBe('Yes');
    expect(valueOf('Experience', overview)).toBe('3-5 years');
    expect(valueOf('Education', overview)).toBe('B.Tech');
    expect(valueOf('No. Of Positions', overview)).toBe('4');
    expect(valueOf('Priority', overview)).toBe('Urgent');
    expect(valueOf('Open Date', overview)).toBe('01/11/2026');
    expect(valueOf('Target Date', overview)).toBe('31/12/2026');
    expect(valueOf('Applications', overview)).toBe('3');
    expect(valueOf('Created by', overview)).toBe('Rita Recruiter');
    expect(valueOf('Job profile', overview)).toBe('Runs the platform.');

    const organisation = card('Organisation');
    expect(valueOf('Department', organisation)).toBe('Engineering');
    expect(valueOf('Department head', organisation)).toBe('Dev Head');
    expect(valueOf('Sub department', organisation)).toBe('Platform team');
    expect(valueOf('Sub function', organisation)).toBe('Cloud operations');
    expect(valueOf('Function', organisation)).toBe('Infrastructure');
    expect(valueOf('Function head', organisation)).toBe('Fay Head');
    expect(valueOf('Designation', organisation)).toBe('Senior Engineer');
    expect(valueOf('Division', organisation)).toBe('Technology');
    expect(valueOf('Group', organisation)).toBe('Platform Panel');

    const people = card('People');
    expect(valueOf('Hiring manager', people)).toBe('Hana Manager' + 'hana@example.test' + 'Senior Engineer');
    expect(within(people).getByRole('link', { name: 'hana@example.test' })).toHaveAttribute('href', 'mailto:hana@example.test');
    expect(valueOf('Recruiting manager', people)).toBe('Rita Recruiter' + recruiter.email);
    expect(valueOf('Recipients', people)).toBe(`Hana Manager <hana@example.test>, Rita Recruiter <${recruiter.email}>`);

    const place = card('Location');
    expect(valueOf('Location', place)).toBe('Pune – Tech Park');
    expect(valueOf('City', place)).toBe('Pune');
    expect(valueOf('Country', place)).toBe('India');

    const hiring = card('Hiring process');
    expect(valueOf('Hiring pipeline', hiring)).toBe('Web Pipeline');
    expect(valueOf('Referral amount', hiring)).toBe('eng-senior');
    expect(valueOf('Question group', hiring)).toBe('Platform Questions');
    expect(valueOf('Question group description', hiring)).toBe('Kubernetes basics');

    const skills = within(card('Skills and platforms'));
    expect(skills.getByRole('list', { name: 'Skills' }).textContent).toBe('GoKubernetes');
    expect(skills.getByRole('list', { name: 'Platforms' }).textContent).toBe('LinkedIn Jobs');

    // The description is the server's sanitised HTML, rendered as formatting.
    const description = card('Description');
    expect(within(description).getByText('five', { selector: 'strong' })).toBeInTheDocument();
    expect(within(description).getByRole('listitem')).toHaveTextContent('On call');
    // Analytics (and the charts code) are only fetched once their tab is opened.
    expect(calls.some((call) => call.path.includes('/analytics'))).toBe(false);
  });

  it('keeps the selected tab in the URL, so a reload opens the SEO tab again', async () => {
    useInProcessApi(t, recruiter);
    const user = userEvent.setup();
    const first = renderApp(`/job/view/${seeded.jobId}`);
    await user.click(await screen.findByRole('tab', { name: 'SEO' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/job/view/${seeded.jobId}?tab=seo`));
    first.unmount();

    renderApp(`/job/view/${seeded.jobId}?tab=seo`);
    expect(await screen.findByRole('tab', { name: 'SEO', selected: true }, { timeout: 5000 })).toBeInTheDocument();
    const fields = await screen.findByRole('region', { name: 'Search engine fields' });
    expect(valueOf('Slug', fields)).toBe('platform-engineer-pune');
    expect(valueOf('Meta title', fields)).toBe('Platform Engineer in Pune');
    expect(valueOf('Meta description', fields)).toBe('Join the platform team.');
    expect(valueOf('Focus keyword', fields)).toBe('platform engineer');
    expect(valueOf('Canonical tag', fields)).toBe('https://careers.example.test/jobs/platform-engineer');
    expect(valueOf('Index', fields)).toBe('No index');
    expect(within(fields).getByRole('list', { name: 'Keywords' }).textContent).toBe('kubernetesdevops');
    expect(within(card('Custom schema')).getByText(/"@type": "JobPosting"/).textContent).toBe(JSON.stringify(seeded.schema, null, 2));
    expect(await within(card('SEO image')).findByRole('img', { name: 'Platform Engineer in Pune' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${Buffer.from(SEO_IMAGE_PNG).toString('base64')}`,
    );
    expect(screen.getByRole('link', { name: 'Set SEO' })).toHaveAttribute('href', `/seo/create/${seeded.jobId}`);
  });

  it('shows the real analytics figures, each chart with its table', async () => {
    useInProcessApi(t, recruiter);
    renderApp(`/job/view/${seeded.jobId}?tab=analytics`);
    const total = await screen.findByRole('group', { name: 'Total applications' }, { timeout: 8000 });
    expect(total).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Days open' })).toHaveTextContent('21');
    expect(screen.getByRole('group', { name: 'No. Of Positions' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Applications per position' })).toHaveTextContent('0.8');

    expect(await tableOf('Applications per status')).toEqual([
      ['Status', 'Applications'],
      ['Shortlisted', '1'],
      ['Scheduled', '2'],
    ]);
    expect(await tableOf('Applications per source')).toEqual([
      ['Source', 'Applications'],
      ['LinkedIn', '2'],
      ['Referral', '1'],
    ]);
    expect(await tableOf('Applications over time')).toEqual([
      ['Week starting', 'Applications'],
      ['26/10/2026', '0'],
      ['02/11/2026', '1'],
      ['09/11/2026', '1'],
      ['16/11/2026', '1'],
    ]);
    // Screening: 4, 2 and 2 days; Interview: 16 and 10 days (the current stage counts up to now).
    expect(await tableOf('Time in each stage')).toEqual([
      ['Stage', 'Applications', 'Average days', 'Median days'],
      ['Screening', '3', '2.7', '2'],
      ['Interview', '2', '13', '13'],
    ]);
  });

  it('draws the charts until the user asks for the table', async () => {
    useInProcessApi(t, recruiter);
    renderApp(`/job/view/${seeded.jobId}?tab=analytics`);
    const status = await screen.findByRole('region', { name: 'Applications per status' }, { timeout: 8000 });
    expect(within(status).getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(status).queryByRole('table')).not.toBeInTheDocument();
    // jsdom lays nothing out, so the bars themselves are checked in the browser (e2e).
    expect(
      within(status).getByRole('region', { name: /^Applications per status\. Horizontal bar chart with 2 bars\./ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Applications per week\. Vertical bar chart/ })).toBeInTheDocument();
  });

  it('says so when the job has no applications yet', async () => {
    useInProcessApi(t, recruiter);
    renderApp(`/job/view/${seeded.emptyJobId}?tab=analytics`);
    expect(await screen.findByText('No applications for this job yet.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total applications' })).toHaveTextContent('0');
    expect(screen.queryByRole('region', { name: 'Applications per status' })).not.toBeInTheDocument();
  });

  it('says why the job could not be loaded when the server fails, keeping the way back', async () => {
    useInProcessApi(t, recruiter);
    failRequests((_method, path) => path.startsWith(`/api/job/${seeded.jobId}?`));
    renderApp(`/job/view/${seeded.jobId}`);
    expect(await screen.findByRole('alert', undefined, { timeout: 8000 })).toHaveTextContent('The service is unavailable.');
    expect(screen.getByRole('heading', { level: 1, name: 'Job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/all/job');
  });

  it('says why the analytics could not be loaded, in the Analytics tab', async () => {
    useInProcessApi(t, recruiter);
    failRequests((_method, path) => path.startsWith(`/api/job/${seeded.jobId}/analytics`));
    renderApp(`/job/view/${seeded.jobId}?tab=analytics`);
    const panel = await screen.findByRole('tabpanel', undefined, { timeout: 8000 });
    expect(await within(panel).findByRole('alert', undefined, { timeout: 8000 })).toHaveTextContent('The service is unavailable.');
    expect(screen.getByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
  });

  it("View Applicants hands the job id to /application in the router state, which lists that job's applicants", async () => {
    useInProcessApi(t, recruiter);
    const user = userEvent.setup();
    render(
      <AppProviders host={BROWSER_HOST} isolatedCache>
        <MemoryRouter initialEntries={[`/job/view/${seeded.jobId}`]}>
          <AppRoutes />
          <StateProbe />
        </MemoryRouter>
      </AppProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'View Applicants' }, { timeout: 5000 }));
    // The list takes the job id from the router state into its address (?jobId=), where a reload keeps it.
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(`/application?jobId=${seeded.jobId} null`), {
      timeout: 8000,
    });
  });

  it('View Status opens the pipeline drawer of the job', async () => {
    useInProcessApi(t, recruiter);
    const user = userEvent.setup();
    renderApp(`/job/view/${seeded.jobId}`);
    await user.click(await screen.findByRole('button', { name: 'View Status' }, { timeout: 5000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Hiring Pipeline' });
    expect(await within(drawer).findByText(/Web Pipeline/)).toBeInTheDocument();
    expect(within(drawer).getByText('Interview')).toBeInTheDocument();
  });

  it('offers Edit and Set SEO only to users who may write jobs', async () => {
    useInProcessApi(t, recruiter);
    const first = renderApp(`/job/view/${seeded.jobId}`);
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 })).toHaveAttribute('href', `/job/edit/${seeded.jobId}`);
    first.unmount();

    useInProcessApi(t, manager);
    renderApp(`/job/view/${seeded.jobId}?tab=seo`);
    expect(await screen.findByRole('region', { name: 'Search engine fields' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Applicants' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set SEO' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown id', () => '999999'],
    ['another workspace’s job', () => String(seeded.otherTenantJobId)],
    ['an id that is not a number', () => 'abc'],
  ])('shows Job not found for %s, with a link back to all jobs', async (_, id) => {
    useInProcessApi(t, recruiter);
    renderApp(`/job/view/${id()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute('href', '/all/job');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('an employee, who may not read jobs, gets the plain refusal: no job tabs or actions around it', async () => {
    useInProcessApi(t, employee);
    renderApp(`/job/view/${seeded.jobId}`);
    expect(await screen.findByText('Not available to you', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Applicants' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Status' })).not.toBeInTheDocument();
  });

  it('Back to all jobs opens the job list', async () => {
    useInProcessApi(t, recruiter);
    const user = userEvent.setup();
    renderApp('/job/view/999999');
    await user.click(await screen.findByRole('link', { name: 'Back to all jobs' }, { timeout: 5000 }));
    // The router keeps the old page until the list page's code has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/all\/job$/), { timeout: 8000 });
  });
});
