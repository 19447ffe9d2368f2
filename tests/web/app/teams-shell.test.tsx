import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/web/app/app';
import { resetTokenCache } from '../../../src/web/host/sign-in';
import { fakeTeamsSdk, teamsHost } from '../host/fake-teams';
import { installFakeApi } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => {
  resetTokenCache();
  window.history.replaceState(null, '', '/');
});

describe('channel-tab configuration page (/teams/config)', () => {
  it("says 'Microsoft Teams SDK not found.' outside Teams", async () => {
    installFakeApi();
    renderApp('/teams/config');
    expect(await screen.findByText('Microsoft Teams SDK not found.')).toBeInTheDocument();
  });

  it('saves the chosen start page as the tab configuration', async () => {
    localStorage.setItem('appToken', 'acme');
    installFakeApi();
    const { sdk, fake } = fakeTeamsSdk();
    renderApp('/teams/config', teamsHost(sdk));
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Jobs' }));
    await waitFor(() => expect(fake.pages.config.setValidityState).toHaveBeenCalledWith(true));
    expect(screen.queryByText('Microsoft Teams SDK not found.')).not.toBeInTheDocument();

    const handler = fake.pages.config.registerOnSaveHandler.mock.calls[0][0] as (e: { notifySuccess: () => void; notifyFailure: () => void }) => void;
    const event = { notifySuccess: () => undefined, notifyFailure: () => undefined };
    handler(event);
    const origin = window.location.origin;
    expect(fake.pages.config.setConfig).toHaveBeenCalledWith({
      contentUrl: `${origin}/all/job?authType=sso&app=acme`,
      websiteUrl: `${origin}/all/job`,
      entityId: 'hireloop-jobs',
      suggestedDisplayName: 'Hireloop Jobs',
    });
  });
});

describe('inside Teams', () => {
  it('signs in with Teams SSO, opens the deep-linked route and tells Teams it has loaded', async () => {
    localStorage.setItem('appToken', 'acme');
    const api = installFakeApi();
    const { sdk, fake } = fakeTeamsSdk({ authToken: 'teams-token' });
    render(<App host={{ ...teamsHost(sdk), subPageId: '/answers/3' }} />);
    // A lazy page: on a loaded machine its code can take more than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'Answers — not built yet' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/answers/3');
    expect(fake.app.notifySuccess).toHaveBeenCalled();
    await waitFor(() => expect(api.calls.some((c) => c.path.startsWith('/api/'))).toBe(true));
    expect(api.calls.find((c) => c.path.startsWith('/api/'))?.headers.get('Authorization')).toBe('Bearer teams-token');
  });
});
