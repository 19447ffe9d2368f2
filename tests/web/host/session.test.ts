import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../src/web/host/browser-location';
import { clearSession, isSignInValid, logout, readSession, readSignInFromUrl, redirectToLogin } from '../../../src/web/host/session';

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  visit('/');
});

describe('readSignInFromUrl', () => {
  it('stores a self-managed sign-in under selfToken, appToken and authType', () => {
    visit('/all/job?token=jwt-1&app=acme&authType=self');
    expect(readSignInFromUrl()).toMatchObject({ found: true, authType: 'self' });
    expect(localStorage.getItem('selfToken')).toBe('jwt-1');
    expect(localStorage.getItem('appToken')).toBe('acme');
    expect(localStorage.getItem('authType')).toBe('self');
    expect(localStorage.getItem('ssoToken')).toBeNull();
  });

  it('stores an SSO sign-in under ssoToken', () => {
    visit('/?ssoToken=sso-1&app=acme&authType=sso');
    readSignInFromUrl();
    expect(readSession()).toEqual({ selfToken: null, ssoToken: 'sso-1', authType: 'sso', appToken: 'acme' });
  });

  it('treats token with authType sso as the SSO token', () => {
    visit('/?token=sso-2&app=acme&authType=sso');
    readSignInFromUrl();
    expect(localStorage.getItem('ssoToken')).toBe('sso-2');
    expect(localStorage.getItem('selfToken')).toBeNull();
  });

  it('removes the sign-in parameters from the address bar and keeps the others', () => {
    visit('/all/job?job=expired&token=jwt-1&app=acme&authType=self&ssoToken=s#top');
    readSignInFromUrl();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/all/job?job=expired#top');
  });

  it('moves to a same-origin callback but never to another origin', () => {
    visit(`/?token=t&app=a&authType=self&callback=${encodeURIComponent(`${window.location.origin}/job/view/3?tab=seo`)}`);
    readSignInFromUrl();
    expect(window.location.pathname + window.location.search).toBe('/job/view/3?tab=seo');

    visit(`/applicants?token=t&app=a&authType=self&callback=${encodeURIComponent('https://evil.example/steal')}`);
    readSignInFromUrl();
    expect(window.location.href).toBe(`${window.location.origin}/applicants`);
  });

  it('leaves the address and storage alone without sign-in parameters', () => {
    visit('/referrals?page=2');
    expect(readSignInFromUrl().found).toBe(false);
    expect(window.location.search).toBe('?page=2');
    expect(localStorage.length).toBe(0);
  });
});

describe('validity rule (spec 000 §9)', () => {
  const session = (s: Partial<ReturnType<typeof readSession>>) => ({
    selfToken: null,
    ssoToken: null,
    authType: null,
    appToken: null,
    ...s,
  });

  it('is valid for sso when the sso token and the app token exist', () => {
    expect(isSignInValid(session({ authType: 'sso', ssoToken: 's', appToken: 'a' }))).toBe(true);
    expect(isSignInValid(session({ authType: 'sso', ssoToken: 's' }))).toBe(false);
    expect(isSignInValid(session({ authType: 'sso', selfToken: 't', appToken: 'a' }))).toBe(false);
  });

  it('is valid for self when selfToken and appToken exist', () => {
    expect(isSignInValid(session({ authType: 'self', selfToken: 't', appToken: 'a' }))).toBe(true);
    expect(isSignInValid(session({ authType: 'self', selfToken: 't' }))).toBe(false);
    expect(isSignInValid(session({ authType: 'self', ssoToken: 's', appToken: 'a' }))).toBe(false);
  });

  it('is invalid without an authType', () => {
    expect(isSignInValid(session({ selfToken: 't', ssoToken: 's', appToken: 'a' }))).toBe(false);
  });

  it('reads the stored session by default', () => {
    localStorage.setItem('selfToken', 't');
    localStorage.setItem('appToken', 'a');
    localStorage.setItem('authType', 'self');
    expect(isSignInValid()).toBe(true);
  });
});

describe('redirects', () => {
  it('sends the browser to the central login with a callback to the current path (never an absolute address)', () => {
    visit('/job/view/3?tab=seo#notes');
    redirectToLogin();
    expect(assign).toHaveBeenCalledWith(`/account/login?callback=${encodeURIComponent('/job/view/3?tab=seo#notes')}`);
  });

  it('logout clears the session and goes to the central logout with the app root as callback', () => {
    for (const key of ['selfToken', 'ssoToken', 'authType', 'appToken', 'permissionsHint']) localStorage.setItem(key, 'x');
    sessionStorage.setItem('msal.cache', 'x');
    logout();
    for (const key of ['selfToken', 'ssoToken', 'authType', 'appToken', 'permissionsHint']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith(`/account/logout?callback=${encodeURIComponent('/')}`);
  });

  it('clearSession leaves unrelated keys alone', () => {
    localStorage.setItem('selfToken', 'x');
    localStorage.setItem('other', 'y');
    clearSession();
    expect(localStorage.getItem('other')).toBe('y');
  });
});
