import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTeamsSdk, teamsHost } from '../../host/fake-teams';
import { browserLocation } from '../../../../src/web/host/browser-location';
import { resetTokenCache } from '../../../../src/web/host/sign-in';
import { BROWSER_HOST, setHost } from '../../../../src/web/host/teams';
import { FAKE_USER, installFakeApi, json, signInAsSelf } from '../fake-api';
import { renderApp } from '../render-app';

afterEach(() => {
  setHost(BROWSER_HOST);
  resetTokenCache();
  vi.restoreAllMocks();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the top bar', () => {
  it('in a browser has the brand, the app switcher and the account menu', async () => {
    signInAsSelf();
    installFakeApi();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Account menu for Asha Rao' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Apps' })).toBeInTheDocument();
  });

  it('inside Teams keeps only the navigation toggle and the notifications: Teams names the app and the user', async () => {
    localStorage.setItem('appToken', 'acme');
    installFakeApi();
    renderApp('/', teamsHost(fakeTeamsSdk({ pageId: 'console' }).sdk));
    expect(await screen.findByRole('button', { name: 'Toggle navigation' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Notifications/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All Apps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});

describe('a sign-in the server turns down while the tab is open', () => {
  it("inside Teams shows the tab's own sign-in screen instead of the password sign-in, and Try again signs in anew", async () => {
    localStorage.setItem('appToken', 'acme');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const api = installFakeApi({ 'GET /api/userinfo': json({ message: 'Your account is no longer active. Sign in again.' }, 401) });
    const { sdk, fake } = fakeTeamsSdk({ pageId: 'console' });
    const host = teamsHost(sdk);
    // As main.tsx does once Teams has answered.
    setHost(host);
    renderApp('/', host);
    expect(await screen.findByRole('heading', { name: 'Microsoft Teams could not sign you in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    api.set('GET /api/userinfo', { data: FAKE_USER });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Toggle navigation' }, { timeout: 5000 })).toBeInTheDocument();
    expect(fake.authentication.getAuthToken.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
