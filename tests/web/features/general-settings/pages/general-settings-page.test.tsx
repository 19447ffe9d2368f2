import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicantStatuses, statuses } from '../../../../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
const ids = { applied: 0, hold: 0, joined: 0, offered: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-settings');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  const [applied, hold] = await t.db
    .insert(applicantStatuses)
    .values([
      { appId: admin.appId, name: 'Applied' },
      { appId: admin.appId, name: 'On Hold' },
    ])
    .returning({ id: applicantStatuses.id });
  const [joined, offered] = await t.db
    .insert(statuses)
    .values([
      { appId: admin.appId, name: 'Joined' },
      { appId: admin.appId, name: 'Offered' },
    ])
    .returning({ id: statuses.id });
  Object.assign(ids, { applied: applied.id, hold: hold.id, joined: joined.id, offered: offered.id });
  await t.call('PUT', '/api/general-settings', {
    as: admin,
    json: { withoutHiringProcessId: ids.applied, payableEmployeeStatusId: ids.offered },
  });
});
afterAll(() => t.close());

const slow = { timeout: 10_000 };
const stored = async () => (await t.call('GET', '/api/general-settings', { as: admin })).body.data;

describe('General Settings page', () => {
  it('shows both tabs with the saved choices and saves both with one Save', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/general-settings');
    expect(await screen.findByRole('heading', { name: 'General Settings', level: 1 }, slow)).toBeInTheDocument();
    const defaultStatus = await screen.findByRole('combobox', { name: /Default Applicant Status/ }, slow);
    expect(defaultStatus).toHaveValue(String(ids.applied));
    await user.selectOptions(defaultStatus, 'On Hold');

    await user.click(screen.getByRole('tab', { name: 'With Hiring Process' }));
    const payable = await screen.findByRole('combobox', { name: /Payable Employee Status/ });
    expect(payable).toHaveValue(String(ids.offered));
    await user.selectOptions(payable, 'Joined');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your change has been successfully submitted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(await stored()).toMatchObject({
      withoutHiringProcessId: ids.hold,
      withoutHiringPipelineStatus: { id: ids.hold, name: 'On Hold' },
      payableEmployeeStatusId: ids.joined,
      payableEmployeeStatus: { id: ids.joined, name: 'Joined' },
    });
    // The choice made on the other tab is still there.
    await user.click(screen.getByRole('tab', { name: 'Without Hiring Process' }));
    expect(await screen.findByRole('combobox', { name: /Default Applicant Status/ })).toHaveValue(String(ids.hold));
  });

  it('shows the selectors read-only and no Save to a user without settings:write', async () => {
    useInProcessApi(t, recruiter);
    renderApp('/general-settings');
    const defaultStatus = await screen.findByRole('combobox', { name: /Default Applicant Status/ }, slow);
    expect(defaultStatus).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });
});
