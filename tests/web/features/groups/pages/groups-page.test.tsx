import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { findRow } from '../../../../support/find-row';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let manager: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-groups');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  manager = await t.factories.user(tenant, 'hiring_manager');
  for (const [groupName, activeStatus, enableReferralChat] of [
    ['Panel One', 1, 1],
    ['Panel Two', 0, 0],
    ['Panel Three', 1, 0],
  ] as const) {
    const response = await t.call('POST', '/api/group', {
      as: admin,
      form: {
        groupName,
        activeStatus,
        enableReferralChat,
        members: [admin.id],
        groupDescription: '<p>About <strong>this</strong> group</p>',
      },
    });
    ids[groupName] = (response.body.data as { id: number }).id;
  }
});
afterAll(() => t.close());

const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const serverGroups = async () =>
  ((await t.call('GET', '/api/group?limit=100', { as: admin })).body.data as { groupName: string }[]).map((g) => g.groupName);

describe('Groups list (/groupview)', () => {
  it('shows Group Name, Active Status and Referral Chat in the spec words', async () => {
    useInProcessApi(t, admin);
    renderApp('/groupview');
    // The first render also loads the page chunk.
    const table = await screen.findByRole('table', { name: 'Groups' }, { timeout: 5000 });
    for (const header of ['Group Name', 'Active Status', 'Referral Chat'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(await rowOf('Panel One')).getByText('Active')).toBeInTheDocument();
    expect(within(await rowOf('Panel One')).getByText('Enable')).toBeInTheDocument();
    expect(within(await rowOf('Panel Two')).getByText('InActive')).toBeInTheDocument();
    expect(within(await rowOf('Panel Two')).getByText('Disable')).toBeInTheDocument();
  });

  it('offers Edit and View for one selected row and hides them for more', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/groupview');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Panel One' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Panel Two' }));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes the selected group after the DELETE confirmation and reloads', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/groupview');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Panel Three' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Panel Three' })).not.toBeInTheDocument());
    expect(await serverGroups()).not.toContain('Panel Three');
  });

  it('hides Create, Edit and Delete from a read-only user', async () => {
    useInProcessApi(t, manager);
    const user = userEvent.setup();
    renderApp('/groupview');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Panel One' }));
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});

describe('Group form', () => {
  it('refuses an empty form with the spec messages and sends nothing', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/group/create');
    // The first render also loads the page and the lazily loaded editor.
    await screen.findByRole('textbox', { name: 'Description' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Group Name is required', 'Active Status is required', 'Enable Referral Chat is required'])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText('please fill the required filed')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a group with members and a rich-text description', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/group/create');
    await user.type(await screen.findByRole('textbox', { name: 'Group Name' }), 'Web panel');
    await user.click(screen.getAllByRole('radio', { name: 'Active' })[0]);
    await user.click(screen.getByRole('radio', { name: 'Enable' }));
    await user.click(screen.getByRole('combobox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(recruiter.email) }));
    // Quill listens for DOM mutations of its editing area.
    (await screen.findByRole('textbox', { name: 'Description' })).innerHTML = '<p>Interviews on Fridays</p>';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/groupview'));
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/group?'))).toBe(true);
    const list = (await t.call('GET', '/api/group?search=Web%20panel', { as: admin })).body.data as { id: number }[];
    const saved = (await t.call('GET', `/api/group/${list[0].id}`, { as: admin })).body.data;
    expect(saved).toMatchObject({
      groupName: 'Web panel',
      activeStatus: 1,
      enableReferralChat: 1,
      groupDescription: '<p>Interviews on Fridays</p>',
      members: [{ id: recruiter.id }],
    });
  });

  it('edits a group with POST /api/group/{id}', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp(`/group/edit/${ids['Panel Two']}`);
    const name = await screen.findByRole('textbox', { name: 'Group Name' });
    expect(name).toHaveValue('Panel Two');
    expect(await within(screen.getByRole('form', { name: 'Group' })).findByText(/Test\d+ admin/)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Panel Two renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/groupview'));
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith(`/api/group/${ids['Panel Two']}`))).toBe(true);
    expect(await serverGroups()).toContain('Panel Two renamed');
  });

  it('shows a group read-only in view mode, without Save', async () => {
    useInProcessApi(t, admin);
    renderApp(`/group/view/${ids['Panel One']}`);
    expect(await screen.findByRole('heading', { name: 'View Group' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Group Name' })).toBeDisabled();
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('contenteditable', 'false');
    expect(description.innerHTML).toContain('<strong>this</strong>');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the server message for an unknown group', async () => {
    useInProcessApi(t, admin);
    renderApp('/group/view/999999');
    expect(await screen.findByText('Group not found.')).toBeInTheDocument();
  });
});
