import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTeamsSdk, teamsHost } from '../../host/fake-teams';
import { installFakeApi } from '../fake-api';
import { renderApp } from '../render-app';

/** The configuration dialog in Teams; `saved` is what Teams holds for the tab. */
function configHost(savedConfig: { contentUrl?: string; suggestedDisplayName?: string } = {}, frameContext = 'settings') {
  const { sdk, fake } = fakeTeamsSdk({ savedConfig });
  const config = fake.pages.config;
  const save = async () => {
    const event = { notifySuccess: vi.fn(), notifyFailure: vi.fn() };
    config.registerOnSaveHandler.mock.calls[0][0](event);
    await waitFor(() => expect(event.notifySuccess).toHaveBeenCalled());
    return config.setConfig.mock.calls.at(-1)![0];
  };
  return { host: teamsHost(sdk, 'default', frameContext), config, save };
}

const lastValidity = (config: ReturnType<typeof configHost>['config']) => config.setValidityState.mock.calls.at(-1)?.[0];

const api = () =>
  installFakeApi({
    'GET /api/referral-jobs/departments': {
      data: [
        { id: 3, name: 'Engineering' },
        { id: 4, name: 'Sales' },
      ],
    },
    'GET /api/pipeline': {
      data: [{ id: 5, name: 'Engineering hiring' }],
      meta: { total: 1, per_page: 100, current_page: 1, last_page: 1, from: 1, to: 1 },
    },
  });

// The workspace the tab names (the manifest's contentUrl carries it).
beforeEach(() => localStorage.setItem('appToken', 'acme'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('channel-tab configuration page (/teams/config)', () => {
  it("says 'Microsoft Teams SDK not found.' outside Teams", async () => {
    api();
    renderApp('/teams/config');
    expect(await screen.findByText('Microsoft Teams SDK not found.')).toBeInTheDocument();
  });

  it("enables Save only once a department is picked, and saves that department's open jobs with a suggested name", async () => {
    api();
    const { host, config, save } = configHost();
    renderApp('/teams/config', host);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /A department's open jobs/ }));
    await waitFor(() => expect(lastValidity(config)).toBe(false));
    await screen.findByRole('option', { name: 'Engineering' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Department/ }), 'Engineering');
    await waitFor(() => expect(lastValidity(config)).toBe(true));
    expect(screen.getByRole('textbox', { name: /Tab name/ })).toHaveValue('Open jobs: Engineering');
    expect(screen.getByText('22/40 characters')).toBeInTheDocument();
    const origin = window.location.origin;
    expect(await save()).toEqual({
      contentUrl: `${origin}/refer?departmentId=3&inTeams=1&authType=sso&tab=channel&app=acme`,
      websiteUrl: `${origin}/refer?departmentId=3`,
      entityId: 'hireloop-departmentJobs-3',
      suggestedDisplayName: 'Open jobs: Engineering',
      removeUrl: `${origin}/teams/config?inTeams=1`,
    });
  });

  it('disables Save while the tab has no name', async () => {
    api();
    const { host, config } = configHost();
    renderApp('/teams/config', host);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Referrals/ }));
    await waitFor(() => expect(lastValidity(config)).toBe(true));
    await user.clear(screen.getByRole('textbox', { name: /Tab name/ }));
    await waitFor(() => expect(lastValidity(config)).toBe(false));
  });

  it('reconfiguring starts from the saved choice and name', async () => {
    api();
    const origin = window.location.origin;
    const { host, config, save } = configHost({
      contentUrl: `${origin}/hiring-pipeline?view=5&authType=sso&tab=channel`,
      suggestedDisplayName: 'Our pipeline',
    });
    renderApp('/teams/config', host);
    const pipeline = await screen.findByRole('radio', { name: /A hiring pipeline/ });
    await waitFor(() => expect(pipeline).toBeChecked());
    await screen.findByRole('option', { name: 'Engineering hiring' }, { timeout: 3000 });
    expect(screen.getByRole('combobox', { name: /Pipeline/ })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: /Tab name/ })).toHaveValue('Our pipeline');
    await waitFor(() => expect(lastValidity(config)).toBe(true));
    expect(await save()).toMatchObject({ entityId: 'hireloop-pipeline-5', suggestedDisplayName: 'Our pipeline' });
  });

  it('confirms removal, which deletes nothing in Hireloop', async () => {
    api();
    const { host, config } = configHost({}, 'remove');
    renderApp('/teams/config', host);
    expect(await screen.findByText(/Removing the tab deletes nothing in Hireloop/)).toBeInTheDocument();
    await waitFor(() => expect(config.registerOnRemoveHandler).toHaveBeenCalled());
    const event = { notifySuccess: vi.fn(), notifyFailure: vi.fn() };
    config.registerOnRemoveHandler.mock.calls[0][0](event);
    expect(event.notifySuccess).toHaveBeenCalled();
    expect(lastValidity(config)).toBe(true);
  });
});
