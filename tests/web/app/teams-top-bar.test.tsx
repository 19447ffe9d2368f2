import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTeamsSdk, teamsHost } from '../host/fake-teams';
import { installFakeApi, signInAsSelf } from './fake-api';
import { renderApp } from './render-app';

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
    renderApp('/', teamsHost(fakeTeamsSdk({ pageId: 'console' }).sdk));
    expect(await screen.findByRole('button', { name: 'Toggle navigation' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Notifications/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All Apps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
