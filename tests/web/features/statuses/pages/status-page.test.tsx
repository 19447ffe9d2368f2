import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { stages, statuses } from '../../../../../src/server/db/schema';
import type { Status } from '../../../../../src/shared/contract/pipeline-status';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { findRow } from '../../../../support/find-row';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-status');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  await t.db.insert(statuses).values([
    { appId: admin.appId, name: 'To-be-start', code: 'to_be_start' },
    { appId: admin.appId, name: 'Rejected', code: 'rejected' },
  ]);
  await t.db.insert(stages).values([
    { appId: admin.appId, name: 'Screening' },
    { appId: admin.appId, name: 'Interview' },
  ]);
  const [screening] = (await t.call('GET', '/api/stage?search=Screening', { as: admin })).body.data as { id: number }[];
  await t.call('POST', '/api/status', { as: admin, form: { name: 'Pending', stageId: screening.id } });
});
afterAll(() => t.close());

// The first render loads the lazy page; allow it more than the default second.
const table = () => screen.findByRole('table', { name: 'Statuses' }, { timeout: 10_000 });
const rowOf = (name: string) => findRow(() => screen.getByText(name, { selector: 'td *' }));
const serverStatuses = async () => (await t.call('GET', '/api/status?limit=100', { as: admin })).body.data as Status[];
const act = async (user: ReturnType<typeof userEvent.setup>, status: string, action: string) => {
  // After a dialog closes the page stays aria-hidden for a moment, so wait for the button.
  await user.click(await within(await rowOf(status)).findByRole('button', { name: `Actions for ${status}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};

describe('Status List page', () => {
  it('lists statuses with Id, Name and Stage (read back as stageStatus.name)', async () => {
    useInProcessApi(t, admin);
    renderApp('/status');
    expect(await screen.findByRole('heading', { name: 'Status List' }, { timeout: 10_000 })).toBeInTheDocument();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Id', 'Name', 'Stage']));
    expect(within(await rowOf('Pending')).getByText('Screening')).toBeInTheDocument();
  });

  it("Create Status: refuses an empty form with 'Add a name to create status' and 'Please select stage', then creates", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/status');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Create Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Status' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Add a name to create status')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select stage')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Scheduled');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Stage/ }), 'Interview');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(await rowOf('Scheduled')).getByText('Interview')).toBeInTheDocument();
    expect((await serverStatuses()).find((s) => s.name === 'Scheduled')?.stageStatus?.name).toBe('Interview');
  });

  it("puts the server's 422 on the Stage field when the chosen stage was removed meanwhile", async () => {
    const [archive] = await t.db.insert(stages).values({ appId: admin.appId, name: 'Archive' }).returning({ id: stages.id });
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/status');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Create Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Status' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Shelved');
    const stage = within(dialog).getByRole('combobox', { name: /Stage/ });
    await user.selectOptions(stage, 'Archive');
    await t.db.delete(stages).where(eq(stages.id, archive.id));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = stage.closest('.fui-Field');
    await waitFor(() => expect(field).toHaveTextContent('Unknown stage.'));
    expect(within(dialog).queryByText('Unknown stage.', { selector: '.fui-MessageBarBody' })).not.toBeInTheDocument();
    expect((await serverStatuses()).some((s) => s.name === 'Shelved')).toBe(false);
  });

  it('renames (nothing sent while empty) and maps a stage', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/status');
    await act(user, 'Pending', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename Status' });
    const input = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Add a name to create status')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.type(input, 'Awaiting');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await rowOf('Awaiting');

    await act(user, 'Awaiting', 'Map Stage');
    const map = await screen.findByRole('dialog', { name: 'Map Stage' });
    await user.selectOptions(within(map).getByRole('combobox', { name: /Stage/ }), 'Interview');
    await user.click(within(map).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Map Stage' })).not.toBeInTheDocument());
    const interview = (await t.call('GET', '/api/stage?search=Interview', { as: admin })).body.data as { status: { name: string }[] }[];
    expect(interview[0].status.map((s) => s.name)).toEqual(['To-be-start', 'Scheduled', 'Awaiting', 'Rejected']);
  });

  it('keeps the built-ins from being renamed or deleted, and shows why a status in use cannot be deleted', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/status');
    await user.click(within(await rowOf('Rejected')).getByRole('button', { name: 'Actions for Rejected' }));
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await act(user, 'Awaiting', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByText("'Awaiting' is used by 2 stages.")).toBeInTheDocument();
  });

  it('deletes a status nothing uses', async () => {
    await t.db.insert(statuses).values({ appId: admin.appId, name: 'Orphan' });
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/status');
    await act(user, 'Orphan', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(async () => expect((await serverStatuses()).some((s) => s.name === 'Orphan')).toBe(false));
  });

  it('hides Create and the row actions from a user who may only read', async () => {
    useInProcessApi(t, manager);
    renderApp('/status');
    await rowOf('Rejected');
    expect(screen.queryByRole('button', { name: 'Create Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Rejected' })).not.toBeInTheDocument();
  });
});
