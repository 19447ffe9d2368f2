import { browserLocation } from './browser-location';
import { forgetPermissions } from './permissions-hint';
import { getHost } from './teams';

// Sign-in state lives in localStorage under exactly these keys (spec 000 §9).
export const SESSION_KEYS = {
  selfToken: 'selfToken',
  ssoToken: 'ssoToken',
  authType: 'authType',
  appToken: 'appToken',
} as const;

export type AuthType = 'sso' | 'self';

export interface SessionState {
  selfToken: string | null;
  ssoToken: string | null;
  authType: AuthType | null;
  appToken: string | null;
}

/** The query parameters read on entry (spec 000 §2 "Sign-in and shell"). */
export const SIGN_IN_PARAMS = ['token', 'app', 'authType', 'callback', 'ssoToken'] as const;

function read(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be disabled (private mode, partitioned iframes); the session then lasts one page.
  }
}

function asAuthType(value: string | null): AuthType | null {
  return value === 'sso' || value === 'self' ? value : null;
}

export function readSession(): SessionState {
  return {
    selfToken: read(SESSION_KEYS.selfToken),
    ssoToken: read(SESSION_KEYS.ssoToken),
    authType: asAuthType(read(SESSION_KEYS.authType)),
    appToken: read(SESSION_KEYS.appToken),
  };
}

export function getAppKey(): string | null {
  return read(SESSION_KEYS.appToken);
}

export function setAuthType(authType: AuthType): void {
  write(SESSION_KEYS.authType, authType);
}

/** A renewed password-session token replaces the one stored (every open tab reads it from here). */
export function storeSelfToken(token: string): void {
  write(SESSION_KEYS.selfToken, token);
}

export function storeSsoToken(token: string): void {
  write(SESSION_KEYS.ssoToken, token);
  write(SESSION_KEYS.authType, 'sso');
}

/**
 * Validity rule of spec 000 §9: sso is valid when its tokens exist (ssoToken and appToken),
 * self when selfToken and appToken exist. Without an authType nobody is signed in.
 */
export function isSignInValid(session: SessionState = readSession()): boolean {
  if (!session.appToken) return false;
  if (session.authType === 'sso') return Boolean(session.ssoToken);
  if (session.authType === 'self') return Boolean(session.selfToken);
  return false;
}

export interface SignInFromUrl {
  found: boolean;
  authType: AuthType | null;
  callback: string | null;
}

function sameOriginPath(callback: string): string | null {
  try {
    const url = new URL(callback, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/**
 * Reads token, app, authType, callback and ssoToken from the address, stores them and removes
 * them from the address bar. A same-origin callback becomes the current address (never another
 * origin: that would be an open redirect).
 */
export function readSignInFromUrl(): SignInFromUrl {
  const url = new URL(window.location.href);
  const q = url.searchParams;
  const found = SIGN_IN_PARAMS.some((name) => q.has(name));
  if (!found) return { found: false, authType: null, callback: null };

  const token = q.get('token');
  const ssoToken = q.get('ssoToken');
  const app = q.get('app');
  const callback = q.get('callback');
  const authType = asAuthType(q.get('authType')) ?? (ssoToken ? 'sso' : token ? 'self' : null);

  if (app) write(SESSION_KEYS.appToken, app);
  if (authType) write(SESSION_KEYS.authType, authType);
  if (authType === 'sso') {
    const sso = ssoToken ?? token;
    if (sso) write(SESSION_KEYS.ssoToken, sso);
  } else {
    if (token) write(SESSION_KEYS.selfToken, token);
    if (ssoToken) write(SESSION_KEYS.ssoToken, ssoToken);
  }

  for (const name of SIGN_IN_PARAMS) q.delete(name);
  const rest = q.toString();
  let next = url.pathname + (rest ? `?${rest}` : '') + url.hash;
  const target = callback ? sameOriginPath(callback) : null;
  if (target) next = target;
  window.history.replaceState(window.history.state, '', next);
  return { found: true, authType, callback };
}

/** The current address as a path: the sign-in hands its token only to a path on its own site. */
function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

export function loginUrl(callback: string = currentPath()): string {
  return `/account/login?callback=${encodeURIComponent(callback)}`;
}

export function logoutUrl(): string {
  return `/account/logout?callback=${encodeURIComponent('/')}`;
}

/** Sends the browser to the central sign-in with a callback to the current address. */
const teamsSignInLost = new Set<() => void>();

/**
 * Inside Teams a sign-in refused while the tab is open (the server turned the token down) goes to
 * the tab's own "could not sign you in" screen: the central sign-in cannot help a Teams user, and
 * Microsoft's pages refuse to be framed. Returns the unsubscribe.
 */
export function onTeamsSignInLost(listener: () => void): () => void {
  teamsSignInLost.add(listener);
  return () => teamsSignInLost.delete(listener);
}

export function redirectToLogin(): void {
  if (getHost().inTeams && teamsSignInLost.size > 0) return teamsSignInLost.forEach((listener) => listener());
  browserLocation.assign(loginUrl());
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  forgetPermissions();
  try {
    // MSAL keeps its cache in sessionStorage.
    sessionStorage.clear();
  } catch {
    // ignore: nothing to clear
  }
}

/** Clears the session and goes to the central logout, which comes back to this app's root. */
export function logout(): void {
  clearSession();
  browserLocation.assign(logoutUrl());
}
