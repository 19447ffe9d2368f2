import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostInfo, TeamsSdk } from '../../../src/web/host/teams';
import { installFakeApi, signInAsSelf } from './fake-api';
import { renderApp } from './render-app';

/** A personal tab in Teams, signed in by Teams SSO. */
function personalTab(): HostInfo {
  const sdk = {
    app: { getContext: async () => ({ app: {}, page: { id: 'console' } }), registerOnThemeChangeHandler: vi.fn(), notifySuccess: vi.fn(async () => undefined) },
    authentication: { getAuthToken: async () => 'teams-token' },
    nestedAppAuth: { isNAAChannelRecommended: () => false },
  } as unknown as TeamsSdk;
  return { inTeams: true, theme: 'default', subPageId: null, frameContext: 'content', sdk };
}

afterEach(() => {
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
    renderApp('/', personalTab());
    expect(await screen.findByRole('button', { name: 'Toggle navigation' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Notifications/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All Apps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
