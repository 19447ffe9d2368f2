import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_REQUIRED } from '../../../../../src/shared/contract/job';
import type { JobDetail } from '../../../../../src/shared/contract/job-views';
import { validJobInput } from '../../../../support/job-factory';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { createJobFormWorld, slow, type JobFormWorld } from '../components/job-form/job-form-fixture';

let w: JobFormWorld;
let jobId: number;

beforeAll(async () => {
  w = await createJobFormWorld('web-seo-create');
  const created = await w.t.call('POST', '/api/job', {
    as: w.admin,
    form: validJobInput(w.l, { jobTitle: 'Support Lead', seoMetaTitle: 'Old title' }),
  });
  jobId = (created.body.data as JobDetail).jobId;
});
afterAll(() => w.t.close());

const stored = async () => (await w.t.call('GET', `/api/job/${jobId}`, { as: w.admin })).body.data as JobDetail;

describe('Job SEO for an existing job (/seo/create/{id})', () => {
  it('shows the Seo fields alone, prefilled, requires the slug, and saves only them', async () => {
    const { calls } = useInProcessApi(w.t, w.recruiter);
    const user = userEvent.setup();
    renderApp(`/seo/create/${jobId}`);
    expect(await screen.findByRole('form', { name: 'Job SEO' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Support Lead')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Job Title' })).not.toBeInTheDocument();
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveValue((await stored()).slug);
    expect(screen.getByRole('textbox', { name: 'Seo Meta Title' })).toHaveValue('Old title');

    await user.clear(slug);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(JOB_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(slug, 'support-lead-pune');
    await user.type(screen.getByRole('textbox', { name: 'Seo Keywords' }), 'support{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all/jobv1'), slow);
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith(`/api/job/${jobId}/seo?`))).toBe(true);
    expect(await stored()).toMatchObject({
      jobTitle: 'Support Lead',
      slug: 'support-lead-pune',
      seoKeyword: ['support'],
      seoMetaTitle: 'Old title',
    });
  }, 120_000);

  it('says so for a path without a job id', async () => {
    useInProcessApi(w.t, w.recruiter);
    renderApp('/seo/create/abc');
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('Job not found.');
  });
});
