import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { designations } from '../../../../../src/server/db/schema';
import type { ReferrerEligibility } from '../../../../../src/shared/contract/referrer-eligibility';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { confirmDelete } from '../../../../support/confirm-delete';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
const position: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-elig');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  const names = ['Engineer', 'Intern', 'Manager', 'Director', 'Analyst', 'Contractor'];
  for (const row of await t.db
    .insert(designations)
    .values(names.map((designation) => ({ appId: admin.appId, designation })))
    .returning())
    position[row.designation] = row.id;
  await t.call('POST', '/api/referrer-eligibility', { as: admin, json: { designationId: position.Engineer, eligibilityStatus: 1 } });
  await t.call('POST', '/api/referrer-eligibility', { as: admin, json: { designationId: position.Intern, eligibilityStatus: 0 } });
});
afterAll(() => t.close());

const table = () => screen.findByRole('table', { name: 'Referrer eligibility by position' }, { timeout: 10_000 });
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const serverRows = async () =>
  ((await t.call('GET', '/api/referrer-eligibility?limit=100', { as: admin })).body.data as ReferrerEligibility[]).map(
    (row) => `${row.designation.designation}:${row.eligibilityStatus}`,
  );
const writes = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method !== 'GET');

describe('Referrer Eligibility page', () => {
  it('lists positions with Yes or No', async () => {
    useInProcessApi(t, admin);
    renderApp('/referrer-eligibility');
    await table();
    expect(screen.getByRole('heading', { name: 'Referrer Eligibility' })).toBeInTheDocument();
    expect(within(await rowOf('Engineer')).getByText('Yes')).toBeInTheDocument();
    expect(within(await rowOf('Intern')).getByText('No')).toBeInTheDocument();
  });

  it("says 'Please select any value' when no position is chosen, and sends nothing", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referrer-eligibility');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add Position' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select any value')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it("adds a position as No; a position already listed says 'Please select unique value'", async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referrer-eligibility');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add Position' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select unique value')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Manager');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await rowOf('Manager')).getByText('No')).toBeInTheDocument();
    expect(await serverRows()).toContain('Manager:0');
  });

  it("says 'Please fill unique slab name' when an edit repeats a listed position, and saves a valid edit", async () => {
    await t.call('POST', '/api/referrer-eligibility', { as: admin, json: { designationId: position.Analyst, eligibilityStatus: 1 } });
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referrer-eligibility');
    await user.click(within(await rowOf('Analyst')).getByRole('button', { name: 'Edit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Intern');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill unique slab name')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Director');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await rowOf('Director')).getByText('No')).toBeInTheDocument();
    expect(await serverRows()).toContain('Director:0');
    expect((await serverRows()).some((row) => row.startsWith('Analyst'))).toBe(false);
  });

  it('cancels an edit with Escape, leaving the row as it was', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referrer-eligibility');
    await user.click(within(await rowOf('Engineer')).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.keyboard('{Escape}');
    expect(within(await rowOf('Engineer')).getByText('Yes')).toBeInTheDocument();
  });

  it('deletes a position through the DELETE confirmation', async () => {
    await t.call('POST', '/api/referrer-eligibility', { as: admin, json: { designationId: position.Contractor, eligibilityStatus: 1 } });
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referrer-eligibility');
    await user.click(within(await rowOf('Contractor')).getByRole('button', { name: 'Delete' }));
    await confirmDelete(user);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Contractor' })).not.toBeInTheDocument());
    expect((await serverRows()).some((row) => row.startsWith('Contractor'))).toBe(false);
  });

  it('shows a read-only list to a user who may not change it', async () => {
    useInProcessApi(t, manager);
    renderApp('/referrer-eligibility');
    const row = await rowOf('Engineer');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Position' })).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled();
  });
});
