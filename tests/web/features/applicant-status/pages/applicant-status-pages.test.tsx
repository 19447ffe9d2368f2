import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generalSettings } from '../../../../../src/server/db/schema';
import { APPLICANT_STATUS_REQUIRED } from '../../../../../src/shared/contract/applicant-status';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { deleteRow } from '../../../../support/confirm-delete';
import { findRow } from '../../../../support/find-row';
import { saveEmptyCreateForm } from '../../../../support/record-pages';

interface Row {
  id: number;
  status: string;
}

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-astatus');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  for (const status of ['New', 'Reviewed', 'Withdrawn', 'Parked']) {
    ids[status] = ((await t.call('POST', '/api/applicant-status', { as: admin, json: { status } })).body.data as Row).id;
  }
  await t.db.insert(generalSettings).values({ appId: admin.appId, withoutHiringProcessId: ids.New });
});
afterAll(() => t.close());

// Pages load lazily: the first query of a test waits longer than Testing Library's default second.
const slow = { timeout: 10_000 };
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, slow);
const location = () => screen.getByTestId('location').textContent;
const serverNames = async () =>
  ((await t.call('GET', '/api/applicant-status?limit=100', { as: admin })).body.data as Row[]).map((r) => r.status);

describe('Applicant status screens', () => {
  it("lists statuses under the title 'Applicant Status' and searches them", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/applicant-status');
    expect(await heading('Applicant Status')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Applicant statuses' }, slow)).toBeInTheDocument();
    expect(await rowOf('Reviewed')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 4 of 4 entries')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'with');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Reviewed' })).not.toBeInTheDocument());
    expect(await rowOf('Withdrawn')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('search=with'))).toBe(true);
  });

  it('creates a status, refusing an empty one with its message, and returns to the list', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    await saveEmptyCreateForm(user, { list: '/applicant-status', heading: 'Create Applicant Status', path: '/applicant-status/create' });
    expect(await screen.findByText(APPLICANT_STATUS_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Status/ }), 'Shortlisted');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/applicant-status'));
    expect(await rowOf('Shortlisted')).toBeInTheDocument();
    expect(await serverNames()).toContain('Shortlisted');
  });

  it('edits a status, showing the server message for a duplicate name first', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/applicant-status');
    await user.click(within(await rowOf('Reviewed')).getByRole('button', { name: 'Edit' }));
    expect(await heading('Edit Applicant Status')).toBeInTheDocument();
    const input = await screen.findByRole('textbox', { name: /Status/ });
    expect(input).toHaveValue('Reviewed');
    await user.clear(input);
    await user.type(input, 'new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("An applicant status named 'new' already exists.");
    await user.clear(input);
    await user.type(input, 'Screened');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/applicant-status'));
    expect(await serverNames()).toContain('Screened');
  });

  it('views a status with the field disabled and Save hidden; other childPaths are not pages', async () => {
    useInProcessApi(t, admin);
    const first = renderApp(`/applicant-status/view/${ids.Withdrawn}`);
    expect(await heading('View Applicant Status')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Status/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    first.unmount();
    renderApp(`/applicant-status/rename/${ids.Withdrawn}`);
    expect(await heading('Page not found')).toBeInTheDocument();
  });

  it('deletes through the DELETE confirmation and explains why the default status is kept', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/applicant-status');
    const dialog = await deleteRow(user, await rowOf('New'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("'New' is the Default Applicant Status in General Settings.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await deleteRow(user, await rowOf('Parked'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Parked' })).not.toBeInTheDocument());
    expect(await serverNames()).not.toContain('Parked');
  });

  it('offers only View to a user who may read but not write', async () => {
    useInProcessApi(t, manager);
    renderApp('/applicant-status');
    const row = await rowOf('Withdrawn');
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
