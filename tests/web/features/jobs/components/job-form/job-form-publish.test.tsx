import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_REQUIRED, JOB_SEO_LOCKED } from '../../../../../../src/shared/contract/job';
import type { JobDetail, JobListItem } from '../../../../../../src/shared/contract/job-views';
import { useInProcessApi } from '../../../../../support/web-api';
import { renderApp } from '../../../../app/render-app';
import { createJobFormWorld, describeJob, fillMandatoryFields, formReady, pick, slow, type JobFormWorld } from './job-form-fixture';

let w: JobFormWorld;
let fewRequired: JobFormWorld;

beforeAll(async () => {
  w = await createJobFormWorld('web-job-publish');
  // An app whose admin made only the title mandatory (skills and description always are).
  fewRequired = await createJobFormWorld('web-job-few', ['jobTitle']);
});
afterAll(async () => {
  await w.t.close();
  await fewRequired.t.close();
});

async function storedJob(world: JobFormWorld, title: string): Promise<JobDetail | undefined> {
  const list = (await world.t.call('GET', `/api/job?type=all&limit=100&search=${encodeURIComponent(title)}`, { as: world.admin })).body
    .data as JobListItem[];
  const row = list.find((job) => job.jobTitle === title);
  return row && ((await world.t.call('GET', `/api/job/${row.jobId}`, { as: world.admin })).body.data as JobDetail);
}

describe("Create job: 'Save & Publish'", () => {
  it('keeps Apply locked with the tooltip until the mandatory fields are filled, then publishes to the chosen platform', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/job/create');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    await user.hover(apply);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(JOB_SEO_LOCKED);
    await user.unhover(apply);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument());
    // The focus trap hides the page from assistive technology until it is released.
    await screen.findByRole('textbox', { name: 'Job Title' }, slow);

    await fillMandatoryFields(user, w, 'Published Role');
    await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
    const platforms = await screen.findByRole('group', { name: 'Platforms' });
    const [linkedIn, naukri, retired] = w.l.platforms;
    // Only enabled platforms are offered.
    expect(within(platforms).queryByRole('checkbox', { name: retired.name })).not.toBeInTheDocument();
    await user.click(within(platforms).getByRole('checkbox', { name: 'All Platforms' }));
    expect(within(platforms).getByRole('checkbox', { name: linkedIn.name })).toBeChecked();
    expect(within(platforms).getByRole('checkbox', { name: naukri.name })).toBeChecked();
    await user.click(within(platforms).getByRole('checkbox', { name: 'All Platforms' }));
    expect(within(platforms).getByRole('checkbox', { name: linkedIn.name })).not.toBeChecked();
    expect(within(platforms).getByRole('checkbox', { name: naukri.name })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(platforms).getByRole('checkbox', { name: linkedIn.name }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all/job'), slow);
    expect((await storedJob(w, 'Published Role'))?.publishplatforms).toEqual([{ id: linkedIn.id, name: linkedIn.name }]);
  }, 120_000);
});

describe('Create job: mandatory fields come from the form-field configuration', () => {
  it('marks and requires only the configured fields plus skills and description', async () => {
    const { calls } = useInProcessApi(fewRequired.t, fewRequired.recruiter);
    const user = userEvent.setup();
    renderApp('/job/create');
    await formReady();
    // The tab is looked up each time: it moves out of its tooltip wrapper when it unlocks.
    const seoTab = () => screen.getByRole('tab', { name: 'Seo' });
    expect(seoTab()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const jobPanel = screen.getByRole('tabpanel', { name: 'Job' });
    await waitFor(() => expect(within(jobPanel).getAllByText(JOB_REQUIRED)).toHaveLength(3), slow);
    expect(screen.getByRole('combobox', { name: 'Job Type' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'Lean Role');
    await pick(user, 'Skills', /SQL/);
    expect(seoTab()).toBeDisabled();
    await describeJob('<p>Few fields.</p>');
    await waitFor(() => expect(seoTab()).toBeEnabled(), slow);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all/job'), slow);
    expect(await storedJob(fewRequired, 'Lean Role')).toMatchObject({ jobTypeId: null, departmentId: null, slug: 'lean-role' });
  }, 120_000);
});
