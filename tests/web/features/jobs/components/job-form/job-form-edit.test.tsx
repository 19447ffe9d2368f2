import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_REQUIRED } from '../../../../../../src/shared/contract/job';
import type { JobDetail } from '../../../../../../src/shared/contract/job-views';
import { validJobInput } from '../../../../../support/job-factory';
import { holdRequests, useInProcessApi } from '../../../../../support/web-api';
import { renderApp } from '../../../../app/render-app';
import { createJobFormWorld, describeJob, formReady, select, slow, type JobFormWorld } from './job-form-fixture';

let w: JobFormWorld;
let jobId: number;

beforeAll(async () => {
  w = await createJobFormWorld('web-job-edit');
  const created = await w.t.call('POST', '/api/job', {
    as: w.admin,
    form: validJobInput(w.l, {
      jobTitle: 'Backend Engineer',
      jobCode: 'BE-1',
      education: 'B.Tech',
      minExperience: 3,
      maxExperience: 5,
      userId: [w.recruiter.id],
      slug: 'backend-engineer',
      seoMetaTitle: 'Backend jobs',
      seoKeyword: ['node', 'sql'],
      jobDescription: '<p>Build <strong>APIs</strong>.</p>',
    }),
  });
  jobId = (created.body.data as JobDetail).jobId;
});
afterAll(() => w.t.close());

const stored = async () => (await w.t.call('GET', `/api/job/${jobId}`, { as: w.admin })).body.data as JobDetail;

describe('Edit job (/job/edit/{id})', () => {
  it('prefills every field from the job and offers the edit experience ranges without a minimum target date', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Backend Engineer');
    expect(screen.getByRole('textbox', { name: 'Job Code' })).toHaveValue('BE-1');
    expect(select('Department')).toHaveValue(String(w.l.department.id));
    expect(select('Location')).toHaveValue(String(w.l.location.id));
    expect(select('Experience (years)')).toHaveValue('3-5');
    const ranges = within(select('Experience (years)'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(ranges).toEqual(['Select…', '0-3', '3-5', '5-8', '8-10', '10-12', '12-15', '15-17']);
    expect(screen.getByLabelText('Target Date')).not.toHaveAttribute('min');
    expect(screen.getByRole('combobox', { name: 'Hiring Manager' })).toHaveValue(`${w.l.hiringManager.name} ${w.l.hiringManager.lastName}`);
    expect(within(screen.getByRole('listbox', { name: 'Selected skills' })).getAllByRole('option')).toHaveLength(2);
    expect((await screen.findByRole('textbox', { name: 'Description' }, slow)).innerHTML).toContain('<strong>APIs</strong>');
    // Edit never locks the Seo tab.
    await user.click(screen.getByRole('tab', { name: 'Seo' }));
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('backend-engineer');
    expect(screen.getByRole('toolbar', { name: 'Keywords' })).toHaveTextContent(/node.*sql/);
  });

  it('requires department, skills and description, then saves with PUT, clearing emptied fields', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    await user.selectOptions(select('Department'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(JOB_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.selectOptions(select('Department'), w.l.otherDepartment.departmentName);
    const title = screen.getByRole('textbox', { name: 'Job Title' });
    await user.clear(title);
    await user.type(title, 'Senior Backend Engineer');
    await user.clear(screen.getByRole('textbox', { name: 'Education' }));
    await user.selectOptions(select('Experience (years)'), '12-15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/job/view/${jobId}`), slow);
    // The toaster's code loads with the first toast.
    expect((await screen.findAllByText('Your edit form has been submitted', {}, slow)).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'PUT' && call.path.startsWith(`/api/job/${jobId}?`))).toBe(true);
    expect(await stored()).toMatchObject({
      jobTitle: 'Senior Backend Engineer',
      departmentId: w.l.otherDepartment.id,
      education: null,
      minExperience: 12,
      maxExperience: 15,
      jobCode: 'BE-1',
      slug: 'backend-engineer',
      jobStatusId: 1,
      userId: [w.recruiter.id],
    });
  }, 120_000);

  it('requires skills and description as well: nothing is sent while either is empty', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    const selected = screen.getByRole('listbox', { name: 'Selected skills' });
    while (within(selected).queryAllByRole('option').length > 0) await user.click(within(selected).getAllByRole('option')[0]);
    await describeJob('<p><br></p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(JOB_REQUIRED)).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect((await stored()).skills).toHaveLength(2);
  });

  it('flags an emptied description on the first Save, with the title and skills (defect 11)', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    await user.clear(screen.getByRole('textbox', { name: 'Job Title' }));
    const selected = screen.getByRole('listbox', { name: 'Selected skills' });
    while (within(selected).queryAllByRole('option').length > 0) await user.click(within(selected).getAllByRole('option')[0]);
    const description = await screen.findByRole('textbox', { name: 'Description' }, slow);
    // Quill reads a change of its page a moment later; Save is pressed before it has.
    description.innerHTML = '<p><br></p>';
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(JOB_REQUIRED)).toHaveLength(3));
    expect(description.closest('.fui-Field')).toHaveTextContent(JOB_REQUIRED);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect((await stored()).jobDescription).toContain('APIs');
  });

  it('checks the description the editor shows, not an older one, when Save follows the edit at once (defect 11)', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    const description = await screen.findByRole('textbox', { name: 'Description' }, slow);
    description.innerHTML = '<p><br></p>';
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description.closest('.fui-Field')).toHaveTextContent(JOB_REQUIRED));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(`/job/edit/${jobId}`);
  });

  it('requires the slug on the Seo tab (spec §5), opening that tab to show it', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    await user.click(screen.getByRole('tab', { name: 'Seo' }));
    await user.clear(screen.getByRole('textbox', { name: 'Slug' }));
    await user.click(screen.getByRole('tab', { name: 'Job' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Seo' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(screen.getByRole('tabpanel', { name: 'Seo' })).getByText(JOB_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("Save & Publish sends the platforms with the one PUT, showing 'Your edit form is being submitted' until it answers", async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const gate = holdRequests((method, path) => method === 'PUT' && path.startsWith(`/api/job/${jobId}?`));
    const user = userEvent.setup();
    const first = renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
    await user.click(
      within(await screen.findByRole('group', { name: 'Platforms' })).getByRole('checkbox', { name: w.l.platforms[1].name }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findAllByText('Your edit form is being submitted', undefined, slow)).not.toHaveLength(0);
    expect(screen.queryByText('Your edit form has been submitted')).not.toBeInTheDocument();
    gate.release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/job/view/${jobId}`), slow);
    expect(screen.getAllByText('Your edit form has been submitted').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.path.startsWith('/api/publishjob-to-platforms/'))).toBe(false);
    expect((await stored()).publishplatforms.map((platform) => platform.id)).toEqual([w.l.platforms[1].id]);
    first.unmount();

    // In edit, Apply with every platform cleared unpublishes.
    renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
    await user.click(
      within(await screen.findByRole('group', { name: 'Platforms' })).getByRole('checkbox', { name: w.l.platforms[1].name }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/job/view/${jobId}`), slow);
    expect((await stored()).publishplatforms).toEqual([]);
  }, 120_000);

  it('asks before Cancel throws edits away, and leaves at once when nothing changed', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    const first = renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    await user.type(screen.getByRole('textbox', { name: 'Job Code' }), '-X');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('textbox', { name: 'Job Code' })).toHaveValue('BE-1-X');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all/job'));
    expect((await stored()).jobCode).toBe('BE-1');
    first.unmount();

    renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all/job'));
  }, 60_000);

  it('asks as well when the edits would be lost through the sidebar or Back to jobs', async () => {
    useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    const before = (await stored()).education;
    renderApp(`/job/edit/${jobId}`);
    await formReady('Edit job');
    await user.type(screen.getByRole('textbox', { name: 'Education' }), ' (hons)');
    await user.click(screen.getByRole('link', { name: 'Applicants' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    // The closing dialog keeps the page hidden from assistive technology until it is gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(`/job/edit/${jobId}`);
    expect(await screen.findByRole('textbox', { name: 'Education' })).toHaveValue(`${before ?? ''} (hons)`);

    await user.click(screen.getByText('Back to jobs'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/all\/job$/));
    expect((await stored()).education).toBe(before);
  }, 60_000);

  it('tells a user who may only read jobs that they cannot create or change them', async () => {
    useInProcessApi(w.t, w.manager);
    renderApp('/job/create');
    expect(await screen.findByText('Your role can view jobs but not create or change them.', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create job' })).not.toBeInTheDocument();
  });

  it('says so for a job that does not exist', async () => {
    useInProcessApi(w.t, w.recruiter);
    renderApp('/job/edit/999999');
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(/not found/i);
  });
});
