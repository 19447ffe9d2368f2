import type { SessionRenewal } from '../../shared/contract/shell';
import { jwtTime } from './jwt';
import { getAppKey, storeSelfToken } from './session';
import { API_PATHS } from '../../shared/contract/api-paths';

/**
 * A password session is renewed on the first API call after half its token's lifetime has passed:
 * a user at work is never signed out, one away for a whole lifetime is (the server also ends the
 * session a fixed time after the password was typed).
 */
export function selfTokenRenewalDue(token: string): boolean {
  const issuedAt = jwtTime(token, 'iat');
  const expiresAt = jwtTime(token, 'exp');
  if (issuedAt === null || expiresAt === null) return false;
  return Date.now() - clockOffsetMs >= issuedAt + (expiresAt - issuedAt) / 2;
}

/**
 * This browser's clock minus the server's, learned from the last renewal (a fresh token's `iat` is
 * the server's now). A clock set wrong would otherwise make every new token look old, and every
 * call renew it; so the first renewal after a page load may be early, none after it.
 */
let clockOffsetMs = 0;
let pending: { token: string; renewed: Promise<string> } | null = null;
/** The token the server would not renew: asked again, it would refuse again on every call. */
let refused: string | null = null;

/** The password session's token to send now: renewed first when due (one request however many calls wait). */
export function currentSelfToken(token: string): Promise<string> {
  if (token === refused || !selfTokenRenewalDue(token)) return Promise.resolve(token);
  if (pending?.token !== token) pending = { token, renewed: renew(token) };
  return pending.renewed;
}

async function renew(token: string): Promise<string> {
  // Plain fetch, not apiRequest: apiRequest asks this module for its bearer token.
  try {
    const response = await fetch(`${API_PATHS.session}/renew?app=${encodeURIComponent(getAppKey() ?? '')}`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    if (!response.ok) {
      // Expired, inactive, another app: the call that asked goes on with the old token and gets
      // the server's own answer (a 401 signs the user out as before).
      refused = token;
      return token;
    }
    const { data } = (await response.json()) as { data: SessionRenewal };
    const issuedAt = jwtTime(data.token, 'iat');
    if (issuedAt !== null) clockOffsetMs = Date.now() - issuedAt;
    storeSelfToken(data.token);
    return data.token;
  } catch {
    // Unreachable server: the old token is still good until it expires; the next call tries again.
    return token;
  } finally {
    pending = null;
  }
}

/** For tests: forget a renewal in flight, a refused token and the clock offset. */
export function resetSelfSession(): void {
  pending = null;
  refused = null;
  clockOffsetMs = 0;
}
