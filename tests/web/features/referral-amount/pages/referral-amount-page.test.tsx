import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { departments, designations, jobs } from '../../../../../src/server/db/schema';
import type { ReferralAmountOption } from '../../../../../src/shared/contract/referral-amount';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { findRow } from '../../../../support/find-row';
import { confirmDelete } from '../../../../support/confirm-delete';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let engineering: number;
let senior: number;
let usedSlab: number;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-slab');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  [{ id: engineering }] = await t.db.insert(departments).values({ appId: admin.appId, departmentName: 'Engineering' }).returning();
  [{ id: senior }] = await t.db
    .insert(designations)
    .values([
      { appId: admin.appId, designation: 'Senior Engineer' },
      { appId: admin.appId, designation: 'Intern' },
    ])
    .returning();
  const created = await t.call('POST', '/api/referral-amount', {
    as: admin,
    json: { slug: 'senior-eng', departmentId: engineering, designationId: senior, amount: 50000 },
  });
  usedSlab = (created.body.data as ReferralAmountOption).id;
  await t.call('POST', '/api/referral-amount', { as: admin, json: { slug: 'intern-any', designationId: senior, amount: 1500.5 } });
  await t.db.insert(jobs).values({ appId: admin.appId, jobTitle: 'Platform engineer', referralAmountId: usedSlab });
});
afterAll(() => t.close());

const table = () => screen.findByRole('table', { name: 'Referral amount slabs' }, { timeout: 10_000 });
const rowOf = (slug: string) => findRow(() => screen.getByRole('cell', { name: slug }));
const serverSlabs = async () =>
  ((await t.call('GET', '/api/referral-amount?limit=100', { as: admin })).body.data as ReferralAmountOption[]).map(
    (row) => `${row.slug}:${row.amount}`,
  );
const writes = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method !== 'GET');

describe('Referral Amount Calculation page', () => {
  it("lists slabs with department (or All departments), designation and amount in the workspace's currency from the real API", async () => {
    useInProcessApi(t, admin);
    renderApp('/referral-amount');
    await table();
    expect(screen.getByRole('heading', { name: 'Referral Amount Calculation' })).toBeInTheDocument();
    const senior = await rowOf('senior-eng');
    expect(within(senior).getByRole('cell', { name: 'Engineering' })).toBeInTheDocument();
    expect(within(senior).getByRole('cell', { name: 'Senior Engineer' })).toBeInTheDocument();
    expect(within(await rowOf('intern-any')).getByRole('cell', { name: 'All departments' })).toBeInTheDocument();
    expect(await within(senior).findByRole('cell', { name: '₹50,000' })).toBeInTheDocument();
    expect(within(await rowOf('intern-any')).getByRole('cell', { name: '₹1,500.50' })).toBeInTheDocument();
  });

  it("says 'Please fill the required fields' for an added slab without name, designation or amount, and sends nothing", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referral-amount');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add Slab' }));
    await user.type(screen.getByRole('textbox', { name: /Slab Name/ }), 'new-slab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill the required fields')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('adds a slab and shows it after the list refreshes; a taken name shows the server’s words', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referral-amount');
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add Slab' }));
    await user.type(screen.getByRole('textbox', { name: /Slab Name/ }), 'SENIOR-ENG');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Designation' }), 'Intern');
    await user.type(screen.getByRole('spinbutton', { name: /Amount/ }), '2500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill unique slab name')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Slab Name/ });
    await user.clear(name);
    await user.type(name, 'intern-eng');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Engineering');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = await rowOf('intern-eng');
    expect(within(row).getByRole('cell', { name: 'Intern' })).toBeInTheDocument();
    expect(await serverSlabs()).toContain('intern-eng:2500');
  });

  it("says 'fill all the fields' when an edit leaves a field empty, says the amount's limit, and saves a valid edit", async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referral-amount');
    await user.click(within(await rowOf('intern-any')).getByRole('button', { name: 'Edit' }));
    const amount = screen.getByRole('spinbutton', { name: /Amount/ });
    expect(screen.getByText('0 to 10,000,000, up to 2 decimals')).toBeInTheDocument();
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('fill all the fields')).toBeInTheDocument();
    await user.type(amount, '20000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The amount must be a number from 0 to 10,000,000 with at most 2 decimals.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '1750');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await serverSlabs()).toContain('intern-any:1750'));
  });

  it('deletes through the DELETE confirmation, and says why a slab a job uses is kept', async () => {
    await t.call('POST', '/api/referral-amount', { as: admin, json: { slug: 'to-remove', designationId: senior, amount: 10 } });
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referral-amount');
    const remove = async (slug: string) => {
      await user.click(within(await rowOf(slug)).getByRole('button', { name: 'Delete' }));
      return confirmDelete(user);
    };
    const dialog = await remove('senior-eng');
    expect(
      await within(dialog).findByText("'senior-eng' is the referral amount of 1 job. Choose another slab on that job first."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await remove('to-remove');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'to-remove' })).not.toBeInTheDocument());
    expect((await serverSlabs()).some((slab) => slab.startsWith('to-remove'))).toBe(false);
    expect((await serverSlabs()).some((slab) => slab.startsWith('senior-eng'))).toBe(true);
  });

  it('shows a read-only list to a user who may not change slabs', async () => {
    useInProcessApi(t, manager);
    renderApp('/referral-amount');
    const row = await rowOf('senior-eng');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Slab' })).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('says when the slabs could not be loaded', async () => {
    useInProcessApi(t, admin);
    failRequests((method, path) => method === 'GET' && path.startsWith('/api/referral-amount'));
    renderApp('/referral-amount');
    expect(await screen.findByText(/The service is unavailable/, undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
