import { loadAccountConfig, type EntraConfig } from './account-config';
import { isSignInValid, readSession, redirectToLogin, storeSsoToken } from './session';
import { getHost, type HostInfo } from './teams';
import { jwtTime } from './jwt';
import { currentSelfToken, resetSelfSession } from './self-session';

/** Thrown by getAccessToken when there is no usable token: the caller sends the user to sign-in. */
export class SignInRequiredError extends Error {
  /** True when the browser is already navigating to Entra ID (no need to send it to sign-in). */
  readonly redirecting: boolean;

  constructor(redirecting = false) {
    super('Sign-in required');
    this.name = 'SignInRequiredError';
    this.redirecting = redirecting;
  }
}

/**
 * Thrown by ensureSignedIn inside Teams when Teams gave no token: the central sign-in cannot help
 * there (a Teams user has no password, and Microsoft's sign-in pages refuse to be framed).
 */
export class TeamsSignInRefusedError extends Error {
  constructor() {
    super('Microsoft Teams could not sign you in');
    this.name = 'TeamsSignInRefusedError';
  }
}

const EXPIRY_MARGIN_MS = 60_000;
let cachedSsoToken: { token: string; expiresAt: number } | null = null;

function remember(token: string): string {
  storeSsoToken(token);
  const exp = jwtTime(token, 'exp');
  cachedSsoToken = exp === null ? null : { token, expiresAt: exp - EXPIRY_MARGIN_MS };
  return token;
}

function freshCachedToken(): string | null {
  return cachedSsoToken && cachedSsoToken.expiresAt > Date.now() ? cachedSsoToken.token : null;
}

async function nestedAppToken(entra: EntraConfig): Promise<string> {
  const { acquireNestedAppToken } = await import('./nested-app-auth');
  return acquireNestedAppToken(entra);
}

/**
 * Teams SSO: nested app authentication when Teams recommends it and Entra is configured, else (or
 * when it fails) Teams' own authentication.getAuthToken().
 */
async function teamsToken(host: HostInfo): Promise<string | null> {
  if (!host.sdk) return null;
  const entra = host.sdk.nestedAppAuth.isNAAChannelRecommended() ? await entraConfig() : null;
  if (entra) {
    try {
      return await nestedAppToken(entra);
    } catch {
      // The bridge failed or consent was declined: Teams' own SSO may still work.
    }
  }
  try {
    return await host.sdk.authentication.getAuthToken();
  } catch {
    return null;
  }
}

let prefetchedTeamsToken: Promise<string | null> | null = null;

/**
 * Asks Teams for the SSO token as soon as the host is known, so it is on its way while the page's
 * code loads and the app renders; ensureSignedIn then takes it instead of asking again.
 */
export function prefetchTeamsSignIn(host: HostInfo): void {
  if (host.inTeams && readSession().authType !== 'self') prefetchedTeamsToken = teamsToken(host);
}

function takeTeamsToken(host: HostInfo): Promise<string | null> {
  const pending = prefetchedTeamsToken;
  prefetchedTeamsToken = null;
  return pending ?? teamsToken(host);
}

async function entraConfig(): Promise<EntraConfig | null> {
  try {
    return (await loadAccountConfig()).entra;
  } catch {
    return null;
  }
}

async function msalToken(entra: EntraConfig): Promise<string | null> {
  const { acquireMsalToken } = await import('./msal');
  return acquireMsalToken(entra);
}

/**
 * Runs once before the signed-in part of the app renders. Inside Teams the token comes from
 * Teams SSO; in a browser with authType 'sso' and Entra configured, from MSAL (which may redirect);
 * otherwise from what readSignInFromUrl stored. Resolves true when the session is valid, false when
 * the browser is being sent elsewhere (central sign-in or Entra ID); rejects with
 * TeamsSignInRefusedError when Teams gave no token and none is stored.
 */
export async function ensureSignedIn(host: HostInfo = getHost()): Promise<boolean> {
  const session = readSession();
  let teamsRefused = false;
  if (host.inTeams && session.authType !== 'self') {
    const token = await takeTeamsToken(host);
    if (token) remember(token);
    teamsRefused = !token;
  } else if (session.authType === 'sso') {
    const entra = await entraConfig();
    if (entra) {
      try {
        const token = await msalToken(entra);
        if (token === null) return false;
        remember(token);
      } catch {
        // MSAL failed: fall back to whatever sso token is stored, else to the central sign-in.
      }
    }
  }
  if (isSignInValid()) return true;
  if (teamsRefused) throw new TeamsSignInRefusedError();
  redirectToLogin();
  return false;
}

/** The bearer token for API calls. Throws SignInRequiredError when there is none. */
export async function getAccessToken(): Promise<string> {
  const session = readSession();
  if (session.authType === 'self') {
    if (session.selfToken) return currentSelfToken(session.selfToken);
    throw new SignInRequiredError();
  }
  if (session.authType !== 'sso') throw new SignInRequiredError();

  const cached = freshCachedToken();
  if (cached) return cached;
  const host = getHost();
  if (host.inTeams) {
    const token = await teamsToken(host);
    if (token) return remember(token);
  } else {
    const entra = await entraConfig();
    if (entra) {
      const token = await msalToken(entra);
      if (token) return remember(token);
      throw new SignInRequiredError(true);
    }
  }
  if (session.ssoToken) return session.ssoToken;
  throw new SignInRequiredError();
}

/** For tests: forget the in-memory token cache. */
export function resetTokenCache(): void {
  cachedSsoToken = null;
  prefetchedTeamsToken = null;
  resetSelfSession();
}
