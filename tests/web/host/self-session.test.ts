// A password session's token is renewed silently once half its lifetime has passed: one renewal
// however many calls wait, the new token stored for every tab, and a refusal never retried in a loop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../src/web/lib/api';
import { browserLocation } from '../../../src/web/host/browser-location';
import { resetTokenCache } from '../../../src/web/host/sign-in';
import { selfTokenRenewalDue } from '../../../src/web/host/self-session';
import { installFakeApi, signInAsSelf, type FakeApi } from '../app/fake-api';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const MINUTE = 60_000;

/** A token as the server signs it: issued `ageMinutes` ago, living 480 minutes. */
function selfToken(ageMinutes: number, name = 'old'): string {
  const iat = Math.floor((NOW - ageMinutes * MINUTE) / 1000);
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: '7', app: 'acme', iat, exp: iat + 480 * 60 })}.${name}`;
}

const renewed = selfToken(0, 'renewed');
const bearers = (api: FakeApi, path: string) =>
  api.calls.filter((call) => call.path.startsWith(path)).map((call) => call.headers.get('authorization'));

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetTokenCache();
  localStorage.clear();
});

describe('renewing a password session', () => {
  it('is due once half the lifetime has passed, and never for a token it cannot read', () => {
    expect(selfTokenRenewalDue(selfToken(239))).toBe(false);
    expect(selfTokenRenewalDue(selfToken(240))).toBe(true);
    expect(selfTokenRenewalDue('self-token')).toBe(false);
  });

  it('sends a young token as it is', async () => {
    const token = selfToken(30);
    signInAsSelf(token, 'acme');
    const api = installFakeApi();
    await apiGet('userinfo');
    expect(bearers(api, '/api/session/renew')).toEqual([]);
    expect(bearers(api, '/api/userinfo')).toEqual([`Bearer ${token}`]);
  });

  it('renews a token past half its life once for calls made together, and keeps the new one', async () => {
    const old = selfToken(300);
    signInAsSelf(old, 'acme');
    const api = installFakeApi({
      'POST /api/session/renew': { data: { token: renewed, expiresAt: new Date(NOW + 480 * MINUTE).toISOString() } },
    });
    await Promise.all([apiGet('userinfo'), apiGet('v2/permissions'), apiGet('company/1')]);
    expect(bearers(api, '/api/session/renew')).toEqual([`Bearer ${old}`]);
    expect(api.calls.find((call) => call.path.startsWith('/api/session/renew'))?.path).toBe('/api/session/renew?app=acme');
    expect([...bearers(api, '/api/userinfo'), ...bearers(api, '/api/v2/permissions'), ...bearers(api, '/api/company/1')]).toEqual(
      Array(3).fill(`Bearer ${renewed}`),
    );
    expect(localStorage.getItem('selfToken')).toBe(renewed);
    await apiGet('userinfo');
    expect(bearers(api, '/api/session/renew')).toHaveLength(1);
  });

  it("renews once, not on every call, when this browser's clock is days ahead of the server's", async () => {
    const serverNow = NOW - 3 * 24 * 60 * MINUTE;
    const serverToken = (ageMinutes: number, name: string) => {
      const iat = Math.floor((serverNow - ageMinutes * MINUTE) / 1000);
      const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
      return `${b64({ alg: 'HS256' })}.${b64({ sub: '7', app: 'acme', iat, exp: iat + 480 * 60 })}.${name}`;
    };
    const fresh = serverToken(0, 'fresh');
    signInAsSelf(serverToken(10, 'young'), 'acme');
    const api = installFakeApi({
      'POST /api/session/renew': { data: { token: fresh, expiresAt: new Date(serverNow + 480 * MINUTE).toISOString() } },
    });
    for (let i = 0; i < 3; i++) await apiGet('userinfo');
    expect(bearers(api, '/api/session/renew')).toHaveLength(1);
    expect(bearers(api, '/api/userinfo').slice(1)).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`]);
  });

  it('goes on with the old token when the server refuses, and does not ask again for it', async () => {
    const old = selfToken(300);
    signInAsSelf(old, 'acme');
    const api = installFakeApi({
      'POST /api/session/renew': new Response(JSON.stringify({ message: 'Your account is no longer active. Sign in again.' }), {
        status: 401,
      }),
    });
    await apiGet('userinfo');
    await apiGet('userinfo');
    expect(bearers(api, '/api/session/renew')).toHaveLength(1);
    expect(bearers(api, '/api/userinfo')).toEqual([`Bearer ${old}`, `Bearer ${old}`]);
    expect(localStorage.getItem('selfToken')).toBe(old);
    expect(assign).not.toHaveBeenCalled();
  });

  it('tries again on the next call when the server could not be reached', async () => {
    const old = selfToken(300);
    signInAsSelf(old, 'acme');
    const api = installFakeApi({ 'POST /api/session/renew': new TypeError('Failed to fetch') });
    await apiGet('userinfo');
    expect(bearers(api, '/api/userinfo')).toEqual([`Bearer ${old}`]);
    api.set('POST /api/session/renew', { data: { token: renewed, expiresAt: new Date(NOW + 480 * MINUTE).toISOString() } });
    await apiGet('userinfo');
    expect(bearers(api, '/api/session/renew')).toHaveLength(2);
    expect(bearers(api, '/api/userinfo')).toEqual([`Bearer ${old}`, `Bearer ${renewed}`]);
  });
});
