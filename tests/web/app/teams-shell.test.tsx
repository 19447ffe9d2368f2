import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/web/app/app';
import { followDeepLink } from '../../../src/web/host/deep-link';
import { resetTokenCache } from '../../../src/web/host/sign-in';
import { fakeTeamsSdk, teamsHost } from '../host/fake-teams';
import { EMPTY_LIST, installFakeApi } from './fake-api';

afterEach(() => {
  resetTokenCache();
  window.history.replaceState(null, '', '/');
});

describe('inside Teams', () => {
  it('signs in with Teams SSO, opens the deep-linked route and tells Teams it has loaded', async () => {
    localStorage.setItem('appToken', 'acme');
    const api = installFakeApi({ 'GET /api/pipeline': EMPTY_LIST });
    const { sdk, fake } = fakeTeamsSdk({ authToken: 'teams-token' });
    const host = { ...teamsHost(sdk), subPageId: '/table' };
    // As main.tsx does before the router starts.
    followDeepLink(host);
    render(<App host={host} />);
    // A lazy page: on a loaded machine its code can take more than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'Hiring Pipeline', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/table');
    await waitFor(() => expect(fake.app.notifySuccess).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(api.calls.some((c) => c.path.startsWith('/api/'))).toBe(true));
    expect(api.calls.find((c) => c.path.startsWith('/api/'))?.headers.get('Authorization')).toBe('Bearer teams-token');
  });
});
