import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for MSAL's PublicClientApplication, configured per test.
const state = vi.hoisted(() => ({
  redirectResult: null as null | { accessToken: string; account: { username: string } },
  accounts: [] as { username: string }[],
  silent: vi.fn(),
  redirect: vi.fn(),
  config: null as unknown,
}));

vi.mock('@azure/msal-browser', () => ({
  PublicClientApplication: class {
    private active: { username: string } | null = null;
    constructor(config: unknown) {
      state.config = config;
    }
    async initialize() {}
    async handleRedirectPromise() {
      return state.redirectResult;
    }
    setActiveAccount(account: { username: string } | null) {
      this.active = account;
    }
    getActiveAccount() {
      return this.active;
    }
    getAllAccounts() {
      return state.accounts;
    }
    acquireTokenSilent(request: unknown) {
      return state.silent(request);
    }
    acquireTokenRedirect(request: unknown) {
      return state.redirect(request);
    }
  },
}));

const ENTRA = { clientId: 'client-1', authority: 'https://login.example.test/tenant', scopes: ['api://h/client-1/access_as_user'] };

beforeEach(() => {
  vi.resetModules();
  state.redirectResult = null;
  state.accounts = [];
  state.silent.mockReset();
  state.redirect.mockReset().mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('MSAL redirect sign-in (browser SSO)', () => {
  it('takes the token from the redirect response', async () => {
    state.redirectResult = { accessToken: 'from-redirect', account: { username: 'a@x' } };
    const { acquireMsalToken } = await import('../../../src/web/host/msal');
    await expect(acquireMsalToken(ENTRA)).resolves.toBe('from-redirect');
    expect(state.config).toMatchObject({ auth: { clientId: 'client-1', authority: ENTRA.authority } });
  });

  it('gets a silent token for a known account', async () => {
    state.accounts = [{ username: 'a@x' }];
    state.silent.mockResolvedValue({ accessToken: 'silent-token' });
    const { acquireMsalToken } = await import('../../../src/web/host/msal');
    await expect(acquireMsalToken(ENTRA)).resolves.toBe('silent-token');
    expect(state.silent).toHaveBeenCalledWith({ scopes: ENTRA.scopes, account: { username: 'a@x' } });
    expect(state.redirect).not.toHaveBeenCalled();
  });

  it('redirects to Entra ID when the silent call needs interaction', async () => {
    state.accounts = [{ username: 'a@x' }];
    state.silent.mockRejectedValue(new Error('interaction_required'));
    const { acquireMsalToken } = await import('../../../src/web/host/msal');
    await expect(acquireMsalToken(ENTRA)).resolves.toBeNull();
    expect(state.redirect).toHaveBeenCalledWith({ scopes: ENTRA.scopes, account: { username: 'a@x' } });
  });

  it('ensureSignedIn stores the MSAL token as the SSO token when Entra is configured', async () => {
    state.redirectResult = { accessToken: 'msal-token', account: { username: 'a@x' } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ entra: ENTRA, accountProfileUrl: '' }), { status: 200 }));
    localStorage.setItem('authType', 'sso');
    localStorage.setItem('appToken', 'acme');
    const { ensureSignedIn } = await import('../../../src/web/host/sign-in');
    const { BROWSER_HOST } = await import('../../../src/web/host/teams');
    await expect(ensureSignedIn(BROWSER_HOST)).resolves.toBe(true);
    expect(localStorage.getItem('ssoToken')).toBe('msal-token');
  });

  it('ensureSignedIn resolves false without a login redirect while MSAL redirects', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ entra: ENTRA, accountProfileUrl: '' }), { status: 200 }));
    localStorage.setItem('authType', 'sso');
    localStorage.setItem('appToken', 'acme');
    const { browserLocation } = await import('../../../src/web/host/browser-location');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { ensureSignedIn } = await import('../../../src/web/host/sign-in');
    const { BROWSER_HOST } = await import('../../../src/web/host/teams');
    await expect(ensureSignedIn(BROWSER_HOST)).resolves.toBe(false);
    expect(state.redirect).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
