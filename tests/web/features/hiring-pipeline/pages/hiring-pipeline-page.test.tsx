import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobs, stages, stageStatuses, statuses } from '../../../../../src/server/db/schema';
import type { Pipeline } from '../../../../../src/shared/contract/pipeline';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { findRow } from '../../../../support/find-row';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
const stage: Record<string, number> = {};
const pipeline: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-pipe');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  const appId = admin.appId;
  const [toBeStart, pending, shortlisted, rejected] = (
    await t.db
      .insert(statuses)
      .values([
        { appId, name: 'To-be-start', code: 'to_be_start' },
        { appId, name: 'Pending' },
        { appId, name: 'Shortlisted' },
        { appId, name: 'Rejected', code: 'rejected' },
      ])
      .returning()
  ).map((row) => row.id);
  for (const [name, list] of [
    ['Screening', [toBeStart, pending, shortlisted, rejected]],
    ['Interview', [toBeStart, shortlisted, rejected]],
    ['Offer', [toBeStart, rejected]],
  ] as const) {
    const [row] = await t.db.insert(stages).values({ appId, name }).returning();
    stage[name] = row.id;
    await t.db.insert(stageStatuses).values(list.map((statusId, i) => ({ appId, stageId: row.id, statusId, sequence: i + 1 })));
  }
  for (const name of ['Engineering Pipeline', 'Busy Pipeline', 'Spare Pipeline']) {
    const { body } = await t.call('POST', '/api/pipeline', {
      as: admin,
      json: { name, stage: [{ stageId: stage.Screening }, { stageId: stage.Offer }] },
    });
    pipeline[name] = (body.data as Pipeline).id;
  }
  await t.db.insert(jobs).values({ appId, jobTitle: 'Backend engineer', pipelineId: pipeline['Busy Pipeline'] });
});
afterAll(() => t.close());

// The first render lazy-loads the page, which can take a while on a busy machine.
const slow = { timeout: 8000 };
const table = () => screen.findByRole('table', { name: 'Hiring pipelines' }, slow);
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const detail = async (id: number) => (await t.call('GET', `/api/pipeline/${id}`, { as: admin })).body.data as Pipeline;
const names = async () =>
  ((await t.call('GET', '/api/pipeline?limit=100', { as: admin })).body.data as { name: string }[]).map((r) => r.name);

describe('Hiring Pipeline page', () => {
  it('lists pipelines with Id, Name and Action columns and searches them', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/hiring-pipeline');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring Pipeline' }, slow)).toBeInTheDocument();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Id', 'Name', 'Action']);
    const row = await rowOf('Engineering Pipeline');
    expect(within(row).getByRole('cell', { name: String(pipeline['Engineering Pipeline']) })).toBeInTheDocument();
    for (const action of ['Edit', 'Delete', 'View']) expect(within(row).getByRole('button', { name: action })).toBeEnabled();
    await user.type(screen.getByRole('searchbox'), 'spare');
    // The previous rows stay until the searched page arrives.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Engineering Pipeline' })).not.toBeInTheDocument(), { timeout: 5000 });
    expect(await screen.findByRole('cell', { name: 'Spare Pipeline' })).toBeInTheDocument();
  });

  it("refuses an empty drawer with the spec's messages and sends nothing", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/hiring-pipeline');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const drawer = await screen.findByRole('dialog', { name: 'Create Pipeline' });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please Enter Pipeline Name')).toBeInTheDocument();
    expect(within(drawer).getByText('Please Select Atleast One Stage')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a pipeline with stages sequenced in the order picked and previews each status order', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/hiring-pipeline');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const drawer = await screen.findByRole('dialog', { name: 'Create Pipeline' });
    await user.type(within(drawer).getByRole('textbox', { name: /Pipeline Name/ }), 'Campus Pipeline');
    const picker = within(drawer).getByRole('combobox', { name: /Stages/ });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    // A multiselect Fluent combobox lists its choices as menu item checkboxes.
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Interview' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Screening' }));
    await user.keyboard('{Escape}');
    const order = within(drawer).getByRole('list', { name: 'Pipeline stages in order' });
    expect(within(order).getByText('1. Interview')).toBeInTheDocument();
    expect(within(order).getByText('2. Screening')).toBeInTheDocument();
    const preview = await within(drawer).findByRole('list', { name: 'Status order of Screening' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. To-be-start', '2. Pending', '3. Shortlisted', '4. Rejected']);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your change has been successfully submitted')).toBeInTheDocument();
    await rowOf('Campus Pipeline');
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/pipeline'))).toBe(true);
    const id = ((await t.call('GET', '/api/pipeline?search=campus', { as: admin })).body.data as { id: number }[])[0].id;
    expect((await detail(id)).stage.map((s) => [s.name, s.sequence])).toEqual([
      ['Interview', 1],
      ['Screening', 2],
    ]);
  });

  it('edits the name and the stage order, keeping sequences 1..n', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/hiring-pipeline');
    await user.click(within(await rowOf('Engineering Pipeline')).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Pipeline' });
    const name = await within(drawer).findByRole('textbox', { name: /Pipeline Name/ });
    expect(name).toHaveValue('Engineering Pipeline');
    await user.clear(name);
    await user.type(name, 'Engineering v2');
    await user.click(within(drawer).getByRole('button', { name: 'Move Offer up' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await rowOf('Engineering v2');
    expect(calls.some((call) => call.method === 'PUT' && call.path.startsWith(`/api/pipeline/${pipeline['Engineering Pipeline']}`))).toBe(
      true,
    );
    expect((await detail(pipeline['Engineering Pipeline'])).stage.map((s) => [s.name, s.sequence])).toEqual([
      ['Offer', 1],
      ['Screening', 2],
    ]);
  });

  it('views a pipeline with its fields disabled and no Save', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/hiring-pipeline');
    await user.click(within(await rowOf('Spare Pipeline')).getByRole('button', { name: 'View' }));
    const drawer = await screen.findByRole('dialog', { name: 'View Pipeline' });
    expect(await within(drawer).findByRole('textbox', { name: /Pipeline Name/ })).toBeDisabled();
    expect(within(drawer).getByRole('combobox', { name: /Stages/ })).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(await within(drawer).findByRole('list', { name: 'Status order of Offer' })).toBeInTheDocument();
  });

  it('opens on the pipeline ?view names (a channel tab showing one pipeline)', async () => {
    useInProcessApi(t, admin);
    renderApp(`/hiring-pipeline?view=${pipeline['Spare Pipeline']}`);
    const drawer = await screen.findByRole('dialog', { name: 'View Pipeline' }, { timeout: 5000 });
    expect(await within(drawer).findByRole('textbox', { name: /Pipeline Name/ })).toHaveValue('Spare Pipeline');
  });

  it('shows the 409 naming the job that uses a pipeline, and deletes an unused one', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/hiring-pipeline');
    await user.click(within(await rowOf('Busy Pipeline')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByText(/'Busy Pipeline' is used by 1 job: 'Backend engineer'/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await rowOf('Spare Pipeline')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Spare Pipeline' })).not.toBeInTheDocument());
    expect(await names()).toEqual(expect.arrayContaining(['Busy Pipeline']));
    expect(await names()).not.toContain('Spare Pipeline');
  });

  it('hides Create and disables Edit and Delete for a user who may only read; the legacy route shows the same page', async () => {
    useInProcessApi(t, manager);
    renderApp('/hiring-pipelinev1');
    const row = await rowOf('Busy Pipeline');
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled());
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'View' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
