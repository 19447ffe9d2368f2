import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { referralSettingTypes } from '../../../../../src/server/db/schema';
import { createReferralSetup } from '../../../../support/referral-factory';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { failRequests, useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let standard: number;
let contract: number;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-rs');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  [{ id: contract }] = await t.db.insert(referralSettingTypes).values({ appId: admin.appId, name: 'Contract Staff' }).returning();
  ({ settingTypeId: standard } = await createReferralSetup(t.db, admin.appId, {
    paymentReleaseInDays: 60,
    referralGapPeriod: 9,
    selectionAttribute: 2,
  }));
});
afterAll(() => t.close());

const form = () => screen.findByRole('form', { name: 'Referral settings' }, { timeout: 10_000 });
const settingsOf = async (typeId: number) =>
  (await t.call('GET', `/api/referral-setting?referralSettingTypeId=${typeId}`, { as: admin })).body.data;

describe('Referrals Settings page', () => {
  it("opens on the default setting type with its saved settings, choices in the spec's words", async () => {
    useInProcessApi(t, admin);
    renderApp('/referral-settings');
    await form();
    expect(screen.getByRole('heading', { name: 'Referrals Settings' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Setting type' })).toHaveDisplayValue('Standard Referral (default)');
    expect(screen.getByRole('combobox', { name: /Payment Release In Days/ })).toHaveDisplayValue('60 days');
    expect(screen.getByRole('combobox', { name: /Referral Gap Period/ })).toHaveDisplayValue('9 months');
    expect(screen.getByRole('radio', { name: 'Two' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    const days = screen.getByRole('combobox', { name: /Payment Release In Days/ });
    expect([...days.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select…',
      '45 days',
      '60 days',
      '90 days',
      '180 days',
    ]);
  });

  it('saves the chosen type’s settings with a success toast', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referral-settings');
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Setting type' }), 'Contract Staff');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Payment Release In Days/ })).toHaveDisplayValue('90 days'));
    await user.selectOptions(screen.getByRole('combobox', { name: /Payment Release In Days/ }), '180 days');
    await user.selectOptions(screen.getByRole('combobox', { name: /Referral Gap Period/ }), '1 year');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Three' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your change has been successfully submitted')).toBeInTheDocument();
    expect(await settingsOf(contract)).toEqual({
      referralSettingTypeId: contract,
      paymentReleaseInDays: 180,
      reHiredCandidate: 1,
      referralGapPeriod: 12,
      selectionAttribute: 3,
    });
    expect(await settingsOf(standard)).toMatchObject({ paymentReleaseInDays: 60 });
    expect(screen.getByTestId('location')).toHaveTextContent(`/referral-settings?type=${contract}`);
  });

  it('refuses an empty choice with the schema’s message and sends nothing', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp('/referral-settings');
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: /Referral Gap Period/ }), 'Select…');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The referral gap period must be 6, 9 or 12 months.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows the settings read-only, without Save, to a user who may not change them', async () => {
    useInProcessApi(t, manager);
    renderApp('/referral-settings');
    await form();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Payment Release In Days/ })).toBeDisabled();
  });

  it('says when the settings could not be loaded', async () => {
    useInProcessApi(t, admin);
    failRequests((method, path) => method === 'GET' && path.startsWith('/api/referral-setting-type'));
    renderApp('/referral-settings');
    expect(await screen.findByText(/The service is unavailable/, undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
