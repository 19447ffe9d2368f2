import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_REQUIRED, JOB_SEO_LOCKED, JOB_TARGET_DATE_PAST } from '../../../../../../src/shared/contract/job';
import type { JobDetail, JobListItem } from '../../../../../../src/shared/contract/job-views';
import { useInProcessApi } from '../../../../../support/web-api';
import { renderApp } from '../../../../app/render-app';
import { createJobFormWorld, fillMandatoryFields, formReady, select, slow, type JobFormWorld } from './job-form-fixture';

let w: JobFormWorld;

beforeAll(async () => {
  w = await createJobFormWorld('web-job-create');
});
afterAll(() => w.t.close());

async function storedJob(title: string): Promise<JobDetail | undefined> {
  const list = (await w.t.call('GET', `/api/job?type=all&limit=100&search=${encodeURIComponent(title)}`, { as: w.admin })).body
    .data as JobListItem[];
  const row = list.find((job) => job.jobTitle === title);
  return row && ((await w.t.call('GET', `/api/job/${row.jobId}`, { as: w.admin })).body.data as JobDetail);
}

const seoTab = () => screen.getByRole('tab', { name: 'Seo' });
const jobPanel = () => screen.getByRole('tabpanel', { name: 'Job' });

describe('Create job (/job/create): mandatory fields and the Seo tab lock', () => {
  it('keeps the Seo tab locked with the tooltip until every mandatory field is filled, then saves the job', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/job/create');
    await formReady();
    expect(seoTab()).toBeDisabled();
    await user.hover(seoTab().parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(JOB_SEO_LOCKED);
    // Said beside the tabs as well, for keyboard users (a disabled tab takes no focus) and touch.
    expect(seoTab()).toHaveAccessibleDescription(JOB_SEO_LOCKED);

    await fillMandatoryFields(user, w, 'Platform Engineer');
    await waitFor(() => expect(seoTab()).toBeEnabled());
    expect(seoTab()).not.toHaveAccessibleDescription();
    await user.click(seoTab());
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('platform-engineer');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all/job'), slow);
    // The toaster's code loads with the first toast.
    expect((await screen.findAllByText('Your create form is submitted', {}, slow)).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/job?'))).toBe(true);
    const job = await storedJob('Platform Engineer');
    expect(job).toMatchObject({
      slug: 'platform-engineer',
      jobStatusId: 1,
      minExperience: 3,
      maxExperience: 5,
      designationId: w.l.designation.id,
      locationId: w.l.location.id,
      departmentId: w.l.department.id,
      hiringManagerId: w.l.hiringManager.id,
      recruitingManagerId: w.l.recruiter.id,
      pipeLineId: w.l.pipeline.id,
      questionGroupId: w.l.questionGroup.id,
      jobDescription: '<p>Runs our platform.</p>',
      publishplatforms: [],
    });
    expect(job?.skills.map((skill) => skill.id)).toEqual([w.l.skills[0].id]);
  }, 120_000);

  it("refuses an empty form with 'please fill the required field' on each mandatory field and sends nothing", async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/job/create');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The seed's configuration (spec §5): 11 fields, plus skills and description.
    await waitFor(() => expect(within(jobPanel()).getAllByText(JOB_REQUIRED)).toHaveLength(13), slow);
    for (const optional of [
      'Education',
      'Number Of Positions',
      'Employment Type',
      'Country',
      'Priority',
      'Target Date',
      'Referral Amount',
    ]) {
      expect(screen.getByLabelText(optional)).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers the create experience ranges, positions 0 to 100 and a target date from today', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/job/createv2');
    await formReady();
    const experience = within(select('Experience (years)'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(experience).toEqual(['Select…', '0-3', '3-5', '5-8', '8-10', '10+']);

    const targetDate = screen.getByLabelText('Target Date');
    const today = new Intl.DateTimeFormat('en-CA').format(new Date());
    expect(targetDate).toHaveAttribute('min', today);
    fireEvent.change(targetDate, { target: { value: '2020-01-01' } });
    await user.type(screen.getByRole('spinbutton', { name: 'Number Of Positions' }), '101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(JOB_TARGET_DATE_PAST)).toBeInTheDocument();
    expect(screen.getByText('Number of positions must be between 0 and 100.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('Cancel goes back to the jobs list, asking first once something was typed', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    const first = renderApp('/job/create');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/all\/job$/));
    first.unmount();

    renderApp('/job/create');
    await formReady();
    await user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/all\/job$/));
  });

  it("offers the chosen department's sub departments and function's sub functions, dropping a sub department the new department lacks", async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp('/job/create');
    await formReady();
    const options = (label: string) =>
      within(select(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Sub Department')).toEqual(['Choose a department first']);
    await user.selectOptions(select('Department'), w.l.department.departmentName);
    await waitFor(() => expect(options('Sub Department')).toEqual(['Select…', 'Platform']));
    await user.selectOptions(select('Sub Department'), 'Platform');
    await user.selectOptions(select('Department'), w.l.otherDepartment.departmentName);
    expect(select('Sub Department')).toHaveValue('');
    expect(options('Sub Department')).toEqual(['Select…', 'Inside sales']);
    await user.selectOptions(select('Function'), w.l.orgFunction.name);
    expect(options('Sub Function')).toEqual(['Select…', 'Backend services']);
  });

  it('offers only enabled priorities and shows question groups without questions as not choosable', async () => {
    useInProcessApi(w.t, w.recruiter);
    renderApp('/job/create');
    await formReady();
    const priorities = within(select('Priority'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(priorities).toContain(w.l.priority.name);
    expect(priorities).not.toContain(w.l.disabledPriority.name);
    const groups = select('Question Group');
    expect(within(groups).getByRole('option', { name: `${w.l.emptyQuestionGroup.questionGroupName} (no questions)` })).toBeDisabled();
    expect(within(groups).getByRole('option', { name: w.l.questionGroup.questionGroupName })).toBeEnabled();
  });
});
