import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField } from '../../../../../src/shared/contract/form-fields';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { configureJobForm } from '../../../../support/job-factory';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-form-fields');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  await configureJobForm(t.db, tenant.id);
});
afterAll(() => t.close());

const slow = { timeout: 10_000 };
const stored = async () => (await t.call('GET', '/api/form-fields?form=job_create', { as: admin })).body.data as FormField[];
const statusOf = (fields: FormField[], key: string) => fields.find((field) => field.fieldKey === key)?.activeStatus;

describe('General Settings: the job form’s mandatory fields', () => {
  it('lets an admin switch fields mandatory or optional, with title, skills and description locked on', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/general-settings');
    const table = await screen.findByRole('table', { name: 'Job form fields' }, slow);
    expect(within(table).getByRole('switch', { name: 'Skills mandatory' })).toBeChecked();
    expect(within(table).getByRole('switch', { name: 'Skills mandatory' })).toBeDisabled();
    expect(within(table).getByRole('switch', { name: 'Description mandatory' })).toBeDisabled();
    expect(within(table).getByRole('switch', { name: 'Job Title mandatory' })).toBeChecked();
    expect(within(table).getByRole('switch', { name: 'Job Title mandatory' })).toBeDisabled();
    expect(within(table).getByRole('switch', { name: 'Education mandatory' })).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save mandatory fields' });
    expect(save).toBeDisabled();

    await user.click(within(table).getByRole('switch', { name: 'Education mandatory' }));
    await user.click(within(table).getByRole('switch', { name: 'Group mandatory' }));
    await user.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path.startsWith('/api/form-fields?'))).toBe(true));
    await waitFor(async () => expect(statusOf(await stored(), 'education')).toBe(1));
    const fields = await stored();
    expect(statusOf(fields, 'groupId')).toBe(0);
    expect(statusOf(fields, 'jobTitle')).toBe(1);
    expect(await screen.findAllByText('Your change has been successfully submitted')).not.toHaveLength(0);
  });

  it('is not shown to a user without settings:write', async () => {
    const { calls } = useInProcessApi(t, recruiter);
    renderApp('/general-settings');
    expect(await screen.findByRole('combobox', { name: /Default Applicant Status/ }, slow)).toBeInTheDocument();
    // The permissions come with the shell's start.
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/api/shell-start'))).toBe(true));
    expect(screen.queryByRole('table', { name: 'Job form fields' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/form-fields'))).toBe(false);
  });
});
