import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pipelines, pipelineStages, statuses } from '../../../../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { findRow } from '../../../../support/find-row';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
const ids: Record<string, number> = {};

interface StageRow {
  id: number;
  name: string;
  status: { name: string; sequence: number }[];
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-stages');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  const rows = await t.db
    .insert(statuses)
    .values([
      { appId: admin.appId, name: 'To-be-start', code: 'to_be_start' },
      { appId: admin.appId, name: 'Rejected', code: 'rejected' },
      { appId: admin.appId, name: 'Pending' },
      { appId: admin.appId, name: 'Scheduled' },
      { appId: admin.appId, name: 'Cleared' },
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
  for (const [name, chosen] of [
    ['Screening', ['Pending']],
    ['Interview', ['Scheduled', 'Cleared']],
    ['Spare', ['Pending']],
  ] as const) {
    await t.call('POST', '/api/stage', { as: admin, form: { name, statusId: chosen.map((n) => ids[n]) } });
  }
});
afterAll(() => t.close());

// The first render loads the lazy page; allow it more than the default second.
const table = () => screen.findByRole('table', { name: 'Stages' }, { timeout: 10_000 });
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const serverStages = async () => (await t.call('GET', '/api/stage?limit=100', { as: admin })).body.data as StageRow[];
const orderOf = async (name: string) => (await serverStages()).find((s) => s.name === name)?.status.map((s) => `${s.sequence}:${s.name}`);
const act = async (user: ReturnType<typeof userEvent.setup>, stage: string, action: string) => {
  await user.click(within(await rowOf(stage)).getByRole('button', { name: `Actions for ${stage}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};
const pick = async (user: ReturnType<typeof userEvent.setup>, names: string[]) => {
  const group = screen.getByRole('group', { name: 'Statuses' });
  for (const name of names) await user.click(await within(group).findByRole('checkbox', { name }));
};

describe('Stages List page', () => {
  it('lists stages with Id, Name and Action from the real API', async () => {
    useInProcessApi(t, admin);
    renderApp('/stages');
    expect(await screen.findByRole('heading', { name: 'Stages List' }, { timeout: 10_000 })).toBeInTheDocument();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Id', 'Name', 'Action']));
    await rowOf('Screening');
    await rowOf('Interview');
  });

  it("create drawer: refuses an empty form with '* Add A Name To Create Stage' and 'Please Select Atleast One Stage', sending nothing", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/stages');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const drawer = await screen.findByRole('dialog', { name: 'Create Stage' });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('* Add A Name To Create Stage')).toBeInTheDocument();
    expect(within(drawer).getByText('Please Select Atleast One Stage')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a stage in the drawer, previewing To-be-start first and Rejected last', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/stages');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const drawer = await screen.findByRole('dialog', { name: 'Create Stage' });
    await user.type(within(drawer).getByRole('textbox', { name: /Name/ }), 'Assignment');
    await pick(user, ['Scheduled', 'Pending']);
    const order = within(drawer).getByRole('list', { name: 'Status order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1To-be-start', '2Scheduled', '3Pending', '4Rejected']);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await rowOf('Assignment');
    expect(await orderOf('Assignment')).toEqual(['1:To-be-start', '2:Scheduled', '3:Pending', '4:Rejected']);
  });

  it("legacy /stagesv1 is the same list; its create dialog says 'Please Select Atleast One Status'", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/stagesv1');
    await rowOf('Screening');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Stage' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Legacy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please Select Atleast One Status')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('renames (nothing sent while empty) and shows a duplicate-name error from the server', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/stages');
    await act(user, 'Spare', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename Stage' });
    const input = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('* Add A Name To Create Stage')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.type(input, 'screening');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("A stage named 'screening' already exists.")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Spare Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await rowOf('Spare Renamed');
  });

  it('views read-only (fields disabled, no Save) and edits the status order', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/stages');
    await act(user, 'Interview', 'View');
    const view = await screen.findByRole('dialog', { name: 'View Stage' });
    expect(within(view).getByRole('textbox', { name: /Name/ })).toBeDisabled();
    expect(within(view).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'View Stage' })).not.toBeInTheDocument());

    await act(user, 'Interview', 'Edit');
    const edit = await screen.findByRole('dialog', { name: 'Edit Stage' });
    await pick(user, ['Scheduled', 'Pending']);
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await orderOf('Interview')).toEqual(['1:To-be-start', '2:Cleared', '3:Pending', '4:Rejected']));
  });

  it('maps statuses in the Map Status dialog', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/stages');
    await act(user, 'Screening', 'Map Status');
    const dialog = await screen.findByRole('dialog', { name: 'Map Status: Screening' });
    await pick(user, ['Cleared']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await orderOf('Screening')).toEqual(['1:To-be-start', '2:Pending', '3:Cleared', '4:Rejected']));
  });

  it('shows why a stage in use cannot be deleted, and deletes selected stages together', async () => {
    const [pipeline] = await t.db.insert(pipelines).values({ appId: admin.appId, name: 'Uses Screening' }).returning();
    const screening = (await serverStages()).find((s) => s.name === 'Screening');
    await t.db.insert(pipelineStages).values({ appId: admin.appId, pipelineId: pipeline.id, stageId: screening?.id ?? 0, sequence: 1 });
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/stages');
    await act(user, 'Screening', 'Delete');
    let dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByText("'Screening' is used by 1 pipeline.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(await rowOf('Assignment')).getByRole('checkbox', { name: 'Select Assignment' }));
    await user.click(within(await rowOf('Spare Renamed')).getByRole('checkbox', { name: 'Select Spare Renamed' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected rows' })).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Assignment' })).not.toBeInTheDocument());
    expect((await serverStages()).map((s) => s.name).sort()).toEqual(['Interview', 'Screening']);
  });

  it('offers only View to a user who may only read', async () => {
    useInProcessApi(t, manager);
    const user = userEvent.setup();
    renderApp('/stages');
    await rowOf('Interview');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    await user.click(within(await rowOf('Interview')).getByRole('button', { name: 'Actions for Interview' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['View']);
  });
});
