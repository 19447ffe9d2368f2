import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { findRow } from '../../../../support/find-row';
import { confirmDelete } from '../../../../support/confirm-delete';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-prio');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  await t.call('POST', '/api/job-priority', { as: admin, form: { name: 'High', status: 1 } });
  await t.call('POST', '/api/job-priority', { as: admin, form: { name: 'Dormant', status: 0 } });
});
afterAll(() => t.close());

// The page loads lazily with the list kit: the first query of a test waits longer than the default second.
const table = () => screen.findByRole('table', { name: 'Job priorities' }, { timeout: 10_000 });
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const serverNames = async () =>
  ((await t.call('GET', '/api/job-priority?limit=100', { as: admin })).body.data as { name: string; status: number }[]).map(
    (r) => `${r.name}:${r.status}`,
  );

describe('Job priority page', () => {
  it('lists priorities with Enabled or Disabled status from the real API', async () => {
    useInProcessApi(t, admin);
    renderApp('/job-priority');
    await table();
    expect(within(await rowOf('High')).getByText('Enabled')).toBeInTheDocument();
    expect(within(await rowOf('Dormant')).getByText('Disabled')).toBeInTheDocument();
  });

  it("adds a row on top, refuses an empty name with 'Please fill the field' and sends nothing", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/job-priority');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add New Priority' }));
    const input = screen.getByRole('textbox', { name: 'Enter Priority' });
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[1]).getByRole('textbox', { name: 'Enter Priority' })).toBe(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill the field')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('removes a new empty row on cancel', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/job-priority');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add New Priority' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Enter Priority' })).not.toBeInTheDocument();
  });

  it('creates a disabled priority with multipart POST and shows it after the list refreshes', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/job-priority');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add New Priority' }));
    await user.type(screen.getByRole('textbox', { name: 'Enter Priority' }), 'Urgent');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await rowOf('Urgent')).getByText('Disabled')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/job-priority'))).toBe(true);
    expect(await serverNames()).toContain('Urgent:0');
  });

  it('edits a row with PUT and shows the server message on a duplicate name', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/job-priority');
    const row = await rowOf('High');
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const input = screen.getByRole('textbox', { name: 'Enter Priority' });
    await user.clear(input);
    await user.type(input, 'dormant');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("A job priority named 'dormant' already exists.")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Highest');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await rowOf('Highest');
    expect(await serverNames()).toContain('Highest:1');
  });

  it('deletes through the DELETE confirmation', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/job-priority');
    await user.click(within(await rowOf('Dormant')).getByRole('button', { name: 'Delete' }));
    await confirmDelete(user);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Dormant' })).not.toBeInTheDocument());
    expect((await serverNames()).some((name) => name.startsWith('Dormant'))).toBe(false);
  });

  it('hides add, edit and delete from a user who may only read', async () => {
    useInProcessApi(t, manager);
    renderApp('/job-priority');
    const row = await rowOf('Urgent');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add New Priority' })).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
