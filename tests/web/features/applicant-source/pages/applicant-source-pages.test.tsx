import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applications, jobs } from '../../../../../src/server/db/schema';
import { SOURCE_IDENTIFIER_REQUIRED, SOURCE_REQUIRED } from '../../../../../src/shared/contract/applicant-source';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { deleteRow } from '../../../../support/confirm-delete';
import { findRow } from '../../../../support/find-row';
import { saveEmptyCreateForm } from '../../../../support/record-pages';

interface Row {
  id: number;
  source: string;
  description: string;
  identifier: string;
}

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-source');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  for (const [source, identifier] of [
    ['LinkedIn', 'linkedin'],
    ['Campus', 'campus'],
    ['Walk-in', 'walk-in'],
  ]) {
    const { body } = await t.call('POST', '/api/source', { as: admin, form: { source, identifier, description: `${source} hires` } });
    ids[identifier] = (body.data as Row).id;
  }
  const [job] = await t.db.insert(jobs).values({ appId: admin.appId, jobTitle: 'Trainee' }).returning({ id: jobs.id });
  await t.db
    .insert(applications)
    .values({ appId: admin.appId, jobId: job.id, firstName: 'Ravi', applicantEmail: 'r@example.test', sourceId: ids.campus });
});
afterAll(() => t.close());

// Pages load lazily: the first query of a test waits longer than Testing Library's default second.
const slow = { timeout: 10_000 };
const table = () => screen.findByRole('table', { name: 'Applicant sources' }, slow);
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, slow);
const location = () => screen.getByTestId('location').textContent;
const serverRows = async () => (await t.call('GET', '/api/source?limit=100', { as: admin })).body.data as Row[];

describe('Applicant source screens', () => {
  it('lists sources with their identifier and description, and searches on the server', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/applicant-source');
    expect(await heading('Applicant Source')).toBeInTheDocument();
    await table();
    expect(within(await rowOf('LinkedIn')).getByText('linkedin')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'camp');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'LinkedIn' })).not.toBeInTheDocument());
    expect(await rowOf('Campus')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('search=camp'))).toBe(true);
  });

  it("creates a source from /source/create, with the form's messages for empty fields, and returns to the list", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    await saveEmptyCreateForm(user, { list: '/applicant-source', heading: 'Create Applicant Source', path: '/source/create' });
    expect(await screen.findByText(SOURCE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(SOURCE_IDENTIFIER_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Source/ }), 'Indeed');
    await user.type(screen.getByRole('textbox', { name: /Identifier/ }), 'indeed');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Job board');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/applicant-source'));
    expect(await rowOf('Indeed')).toBeInTheDocument();
    expect((await serverRows()).find((r) => r.identifier === 'indeed')).toMatchObject({ source: 'Indeed', description: 'Job board' });
  });

  it("shows the server's message when the identifier is taken, and stays on the form", async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/source/create');
    await user.type(await screen.findByRole('textbox', { name: /Source/ }, slow), 'LinkedIn again');
    await user.type(screen.getByRole('textbox', { name: /Identifier/ }), 'LINKEDIN');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The identifier 'LINKEDIN' is already used by the source 'LinkedIn'.");
    expect(location()).toBe('/source/create');
  });

  it('keeps a pasted 150-character source whole, says its limit with a counter and the field message, and sends nothing (defect 9)', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/source/create');
    const source = await screen.findByRole('textbox', { name: /Source/ }, slow);
    expect(source).not.toHaveAttribute('maxlength');
    await user.click(source);
    await user.paste('x'.repeat(150));
    expect(source).toHaveValue('x'.repeat(150));
    // Said as soon as it is reached, not on leaving the field or on Save.
    expect(await screen.findByText('The source must be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('150 of 100 characters')).toHaveTextContent('150 / 100');
    await user.type(screen.getByRole('textbox', { name: /Identifier/ }), 'long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(location()).toBe('/source/create');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // Back under the limit the message goes, and the counter still says how close it is.
    await user.clear(source);
    await user.type(source, 'y'.repeat(85));
    await waitFor(() => expect(screen.queryByText('The source must be at most 100 characters.')).not.toBeInTheDocument());
    expect(screen.getByLabelText('85 of 100 characters')).toHaveTextContent('85 / 100');
  });

  it('asks before typed edits are lost on Cancel, and keeps them on Keep editing', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/source/create');
    await user.type(await screen.findByRole('textbox', { name: /Source/ }, slow), 'Referral fair');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe('/source/create');
    // findBy: the form stays aria-hidden until the closed dialog has finished leaving.
    expect(await screen.findByRole('textbox', { name: /Source/ }, slow)).toHaveValue('Referral fair');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, slow));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(location()).toBe('/applicant-source'));
  });

  it('edits a source from the row action with the identifier read-only, then returns to the list', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/applicant-source');
    await user.click(within(await rowOf('LinkedIn')).getByRole('button', { name: 'Edit' }));
    expect(await heading('Edit Applicant Source')).toBeInTheDocument();
    expect(location()).toBe(`/source/edit/${ids.linkedin}`);
    const identifier = await screen.findByRole('textbox', { name: /Identifier/ });
    expect(identifier).toHaveValue('linkedin');
    expect(identifier).toHaveAttribute('readonly');
    const source = screen.getByRole('textbox', { name: /Source/ });
    await user.clear(source);
    await user.type(source, 'LinkedIn Jobs');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/applicant-source'));
    expect(await rowOf('LinkedIn Jobs')).toBeInTheDocument();
    expect((await serverRows()).find((r) => r.id === ids.linkedin)).toMatchObject({ source: 'LinkedIn Jobs', identifier: 'linkedin' });
  });

  it('views a source with every field disabled and no Save', async () => {
    useInProcessApi(t, admin);
    renderApp(`/source/view/${ids.campus}`);
    expect(await heading('View Applicant Source')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Source/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Identifier/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows a not-found page for any other childPath', async () => {
    useInProcessApi(t, admin);
    renderApp(`/source/copy/${ids.campus}`);
    expect(await heading('Page not found')).toBeInTheDocument();
  });

  it('shows the server message for an unknown id', async () => {
    useInProcessApi(t, admin);
    renderApp('/source/edit/999999');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Applicant source not found.');
  });

  it('deletes through the DELETE confirmation, and explains why a used source is kept', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/applicant-source');
    const dialog = await deleteRow(user, await rowOf('Campus'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("'Campus' is the source of 1 application and cannot be deleted.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await deleteRow(user, await rowOf('Walk-in'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Walk-in' })).not.toBeInTheDocument());
    expect((await serverRows()).map((r) => r.identifier)).not.toContain('walk-in');
  });

  it('offers only View to a user who may read but not write', async () => {
    useInProcessApi(t, manager);
    renderApp('/applicant-source');
    const row = await rowOf('Campus');
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
