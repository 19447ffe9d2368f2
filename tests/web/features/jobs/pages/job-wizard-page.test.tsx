import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { JOB_RECIPIENTS_REQUIRED_V1, JOB_TARGET_DATE_PAST, JOB_TITLE_REQUIRED_V1 } from '../../../../../src/shared/contract/job';
import type { JobDetail, JobListItem } from '../../../../../src/shared/contract/job-views';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import {
  createJobFormWorld,
  fillMandatoryFields,
  formReady,
  pick,
  select,
  slow,
  type JobFormWorld,
} from '../components/job-form/job-form-fixture';

let w: JobFormWorld;

beforeAll(async () => {
  w = await createJobFormWorld('web-job-wizard');
});
afterAll(() => w.t.close());

async function storedJob(title: string): Promise<JobDetail | undefined> {
  const list = (await w.t.call('GET', `/api/job?type=all&limit=100&search=${encodeURIComponent(title)}`, { as: w.admin })).body
    .data as JobListItem[];
  const row = list.find((job) => job.jobTitle === title);
  return row && ((await w.t.call('GET', `/api/job/${row.jobId}`, { as: w.admin })).body.data as JobDetail);
}

const currentStep = () => screen.getByRole('listitem', { current: 'step' });

/** Step 1 filled (the older form's rules plus the app's mandatory fields), then NEXT. */
async function createThroughStepOne(user: UserEvent, title: string) {
  await formReady('Job Create');
  await fillMandatoryFields(user, w, title, ['Minimum Experience', 'Fresher']);
  await pick(user, 'E-mail Recipients', /Test\d+ recruiter/);
  await user.click(screen.getByRole('button', { name: 'NEXT' }));
  await waitFor(() => expect(currentStep()).toHaveTextContent('Set Seo For Job'), slow);
}

describe('The stepwise job wizard (/job/createv1)', () => {
  it("refuses step 1 with the older form's messages and offers Fresher to 10 Years", async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/job/createv1');
    await formReady('Job Create');
    expect(currentStep()).toHaveTextContent('Job Create');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    const minimum = within(select('Minimum Experience'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(minimum).toEqual(['Select…', 'Fresher', '1 Year', ...Array.from({ length: 9 }, (_, i) => `${i + 2} Years`)]);
    // The older form: the expiry date cannot be earlier than today.
    const targetDate = screen.getByLabelText('Target Date');
    expect(targetDate).toHaveAttribute('min', new Intl.DateTimeFormat('en-CA').format(new Date()));
    fireEvent.change(targetDate, { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText(JOB_TITLE_REQUIRED_V1)).toBeInTheDocument();
    expect(screen.getByText(JOB_RECIPIENTS_REQUIRED_V1)).toBeInTheDocument();
    expect(screen.getByText(JOB_TARGET_DATE_PAST)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the job on NEXT, saves its SEO on FINISH, then resets to an empty first step', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/job/createv1');
    await createThroughStepOne(user, 'Wizard Role');
    const created = await storedJob('Wizard Role');
    expect(created).toMatchObject({ minExperience: 0, maxExperience: null, userId: [w.recruiter.id], jobStatusId: 1 });
    expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue(created?.slug);

    await user.type(screen.getByRole('textbox', { name: 'Seo Focus Keyword' }), 'wizard');
    await user.click(screen.getByRole('button', { name: 'FINISH' }));
    expect(await screen.findByText(/All steps completed/, undefined, slow)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith(`/api/job/${created?.jobId}/seo`))).toBe(true);
    expect((await storedJob('Wizard Role'))?.seoFocusKeyword).toBe('wizard');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await formReady('Job Create');
    expect(currentStep()).toHaveTextContent('Job Create');
    expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue('');
  }, 120_000);

  it('skips the SEO step, and Back from step 2 edits the job just created', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    const first = renderApp('/job/createv1');
    await createThroughStepOne(user, 'Skipped Role');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText(/All steps completed/)).toBeInTheDocument();
    const job = await storedJob('Skipped Role');
    expect(calls.some((call) => call.path.startsWith(`/api/job/${job?.jobId}/seo`))).toBe(false);
    first.unmount();

    renderApp('/job/createv1');
    await createThroughStepOne(user, 'Back Role');
    const back = await storedJob('Back Role');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/job/edit/${back?.jobId}`));
  }, 180_000);
});
