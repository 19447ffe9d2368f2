import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HiringProcess } from '../../../../../src/shared/contract/hiring-process';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { findRow } from '../../../../support/find-row';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let standard: number;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-process');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  standard = ((await t.call('POST', '/api/hiring-process', { as: admin, json: { name: 'Standard Hiring' } })).body.data as { id: number })
    .id;
  await t.call('POST', `/api/hiring-process/${standard}/stage`, { as: admin, json: { name: 'Application Review', colour: '#0f6cbd' } });
  await t.call('POST', '/api/hiring-process', { as: admin, json: { name: 'Old Process' } });
});
afterAll(() => t.close());

// The first render lazy-loads the page, which can take a while on a busy machine.
const slow = { timeout: 8000 };
const table = () => screen.findByRole('table', { name: 'Hiring processes' }, slow);
const rowOf = (name: string) => findRow(() => screen.getByRole('button', { name }));
const serverNames = async () =>
  ((await t.call('GET', '/api/hiring-process?limit=100', { as: admin })).body.data as { name: string }[]).map((r) => r.name);
const detail = async (id: number) => (await t.call('GET', `/api/hiring-process/${id}`, { as: admin })).body.data as HiringProcess;

describe('Hiring Process page', () => {
  it('shows Process Name and No. of stages from the real API', async () => {
    useInProcessApi(t, admin);
    renderApp('/hiring-process');
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 2)).toEqual(['Process Name', 'No. of stages']);
    expect(within(await rowOf('Standard Hiring')).getByRole('cell', { name: '1' })).toBeInTheDocument();
  });

  it("adds a process inline, refusing an empty name with 'please enter the field'", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/hiring-process');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add Process' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('please enter the field')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Process Name' }), 'Campus Drive');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await rowOf('Campus Drive');
    expect(await serverNames()).toContain('Campus Drive');
  });

  it('renames and deletes a process inline', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/hiring-process');
    await user.click(within(await rowOf('Old Process')).getByRole('button', { name: 'Edit' }));
    const input = screen.getByRole('textbox', { name: 'Process Name' });
    await user.clear(input);
    await user.type(input, 'Retired Process');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await rowOf('Retired Process')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retired Process' })).not.toBeInTheDocument());
    expect(await serverNames()).not.toContain('Retired Process');
  });

  it('opens a process, adds a coloured stage in the right drawer and removes it', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/hiring-process');
    await user.click(await screen.findByRole('button', { name: 'Standard Hiring' }, slow));
    expect(await screen.findByRole('heading', { name: 'Stages of Standard Hiring' })).toBeInTheDocument();
    expect(await screen.findByText('Application Review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Stage' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Stage' });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('please enter the field')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /Stage Name/ }), 'Panel Interview');
    await user.click(within(drawer).getByRole('radio', { name: 'Lavender' }));
    expect(within(drawer).getByRole('textbox', { name: /Colour/ })).toHaveValue('#8764b8');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Panel Interview')).toBeInTheDocument();
    expect((await detail(standard)).stages.map((s) => [s.name, s.colour, s.sequence])).toEqual([
      ['Application Review', '#0f6cbd', 1],
      ['Panel Interview', '#8764b8', 2],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Panel Interview' }, slow));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByText('Panel Interview')).not.toBeInTheDocument());
    expect((await detail(standard)).stages).toHaveLength(1);
  });

  it('hides add and stage changes from a user who may only read', async () => {
    useInProcessApi(t, manager);
    const user = userEvent.setup();
    renderApp('/hiring-process');
    const row = await rowOf('Standard Hiring');
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Add Process' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Standard Hiring' }));
    expect(await screen.findByText('Application Review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Stage' })).not.toBeInTheDocument();
  });
});
