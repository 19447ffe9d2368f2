import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccountConfig } from '../../../src/web/host/account-config';
import { browserLocation } from '../../../src/web/host/browser-location';
import {
  ensureSignedIn,
  getAccessToken,
  prefetchTeamsSignIn,
  resetTokenCache,
  SignInRequiredError,
  TeamsSignInRefusedError,
} from '../../../src/web/host/sign-in';
import { BROWSER_HOST, setHost } from '../../../src/web/host/teams';
import { jwtTime } from '../../../src/web/host/jwt';
import { installFakeApi, signInAsSelf } from '../app/fake-api';
import { fakeTeamsSdk, teamsHost } from './fake-teams';

const nestedApp = vi.hoisted(() => ({ acquireNestedAppToken: vi.fn<(config: unknown) => Promise<string>>() }));
vi.mock('../../../src/web/host/nested-app-auth', () => nestedApp);

const ENTRA = { clientId: 'client', authority: 'https://login.microsoftonline.com/tenant', scopes: ['api://h.test/client/access_as_user'] };

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  setHost(BROWSER_HOST);
  resetAccountConfig();
  resetTokenCache();
});

function jwt(expSeconds: number): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'none' })}.${b64({ exp: expSeconds })}.sig`;
}

describe('ensureSignedIn', () => {
  it('accepts a valid self-managed session without leaving the page', async () => {
    signInAsSelf();
    await expect(ensureSignedIn(BROWSER_HOST)).resolves.toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends an invalid session to the central login with a callback to the current address', async () => {
    window.history.replaceState(null, '', '/referrals?page=2');
    localStorage.setItem('selfToken', 't'); // no appToken, no authType
    await expect(ensureSignedIn(BROWSER_HOST)).resolves.toBe(false);
    expect(assign).toHaveBeenCalledWith(`/account/login?callback=${encodeURIComponent('/referrals?page=2')}`);
    window.history.replaceState(null, '', '/');
  });

  it('inside Teams gets the SSO token from Teams and stores it', async () => {
    localStorage.setItem('appToken', 'acme');
    const { sdk, fake } = fakeTeamsSdk({ authToken: 'teams-token' });
    await expect(ensureSignedIn(teamsHost(sdk))).resolves.toBe(true);
    expect(fake.authentication.getAuthToken).toHaveBeenCalled();
    expect(localStorage.getItem('ssoToken')).toBe('teams-token');
    expect(localStorage.getItem('authType')).toBe('sso');
  });

  it('inside Teams takes the token asked for while the app started, without asking Teams twice', async () => {
    localStorage.setItem('appToken', 'acme');
    const { sdk, fake } = fakeTeamsSdk({ authToken: 'early-token' });
    const host = teamsHost(sdk);
    prefetchTeamsSignIn(host);
    expect(fake.authentication.getAuthToken).toHaveBeenCalledTimes(1);
    await expect(ensureSignedIn(host)).resolves.toBe(true);
    expect(fake.authentication.getAuthToken).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('ssoToken')).toBe('early-token');
  });

  it('inside Teams uses nested app authentication when Teams recommends it and Entra is configured', async () => {
    installFakeApi({ 'GET /account/config': { entra: ENTRA, accountProfileUrl: '', teamsHostOrigins: [] } });
    localStorage.setItem('appToken', 'acme');
    nestedApp.acquireNestedAppToken.mockResolvedValueOnce('naa-token');
    const { sdk, fake } = fakeTeamsSdk({ naaRecommended: true });
    await expect(ensureSignedIn(teamsHost(sdk))).resolves.toBe(true);
    expect(nestedApp.acquireNestedAppToken).toHaveBeenCalledWith(ENTRA);
    expect(fake.authentication.getAuthToken).not.toHaveBeenCalled();
    expect(localStorage.getItem('ssoToken')).toBe('naa-token');
  });

  it('inside Teams falls back to getAuthToken when nested app authentication fails', async () => {
    installFakeApi({ 'GET /account/config': { entra: ENTRA, accountProfileUrl: '', teamsHostOrigins: [] } });
    localStorage.setItem('appToken', 'acme');
    nestedApp.acquireNestedAppToken.mockRejectedValueOnce(new Error('bridge unavailable'));
    const { sdk, fake } = fakeTeamsSdk({ naaRecommended: true, authToken: 'teams-token' });
    await expect(ensureSignedIn(teamsHost(sdk))).resolves.toBe(true);
    expect(fake.authentication.getAuthToken).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('ssoToken')).toBe('teams-token');
  });

  it('inside Teams, a refused token is one clear failure, never a trip to the central sign-in', async () => {
    localStorage.setItem('appToken', 'acme');
    localStorage.setItem('authType', 'sso');
    const { sdk, fake } = fakeTeamsSdk({ authToken: new Error('resourceRequiresConsent') });
    await expect(ensureSignedIn(teamsHost(sdk))).rejects.toBeInstanceOf(TeamsSignInRefusedError);
    expect(fake.authentication.getAuthToken).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('inside Teams without the app key still goes to sign-in (sso needs both tokens)', async () => {
    const { sdk } = fakeTeamsSdk({ authToken: 'teams-token' });
    await expect(ensureSignedIn(teamsHost(sdk))).resolves.toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('in a browser with authType sso and no Entra configuration uses the stored SSO token', async () => {
    installFakeApi();
    localStorage.setItem('authType', 'sso');
    localStorage.setItem('ssoToken', 'from-url');
    localStorage.setItem('appToken', 'acme');
    await expect(ensureSignedIn(BROWSER_HOST)).resolves.toBe(true);
    await expect(getAccessToken()).resolves.toBe('from-url');
  });
});

describe('getAccessToken', () => {
  it('returns the self token for self sign-in', async () => {
    signInAsSelf('my-token');
    await expect(getAccessToken()).resolves.toBe('my-token');
  });

  it('throws SignInRequiredError without a session', async () => {
    await expect(getAccessToken()).rejects.toBeInstanceOf(SignInRequiredError);
  });

  it('asks Teams for the token inside Teams and reuses it until it nearly expires', async () => {
    const token = jwt(Math.floor(Date.now() / 1000) + 3600);
    const { sdk, fake } = fakeTeamsSdk({ authToken: token });
    setHost(teamsHost(sdk));
    localStorage.setItem('authType', 'sso');
    localStorage.setItem('appToken', 'acme');
    await expect(getAccessToken()).resolves.toBe(token);
    await expect(getAccessToken()).resolves.toBe(token);
    expect(fake.authentication.getAuthToken).toHaveBeenCalledTimes(1);
  });

  it('reads the expiry of a JWT', () => {
    expect(jwtTime(jwt(1700000000), 'exp')).toBe(1700000000 * 1000);
    expect(jwtTime(jwt(1700000000), 'iat')).toBeNull();
    expect(jwtTime('not-a-jwt', 'exp')).toBeNull();
  });
});
