import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { createTokenSigner, MAX_SESSION_DAYS } from '../../../src/server/auth/tokens';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';

let t: TestApp;
let alice: TestUser;
let otherTenant: { id: number; key: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.factories.user(await t.factories.tenant('tokens-a'), 'admin');
  otherTenant = await t.factories.tenant('tokens-b');
});
afterAll(() => t.close());

describe('bearer tokens on /api', () => {
  it('accepts a valid self token for its own app', async () => {
    expect((await t.call('GET', '/api/userinfo', { as: alice })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await t.call('GET', '/api/userinfo', { appKey: alice.appKey });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Sign in to continue.');
  });

  it('answers 400 without the app identifier', async () => {
    const response = await t.call('GET', '/api/userinfo', { token: alice.token, appKey: null });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The app identifier is required.');
  });

  it('accepts the app identifier as a form field', async () => {
    const response = await t.call('POST', '/api/job-priority', {
      token: alice.token,
      appKey: null,
      form: { app: alice.appKey, name: 'Form field app' },
    });
    expect(response.status).toBe(201);
  });

  it('answers 403 when a token of one app is used with another', async () => {
    const response = await t.call('GET', '/api/userinfo', { token: alice.token, appKey: otherTenant.key });
    expect(response.status).toBe(403);
  });

  it('answers 401 for an expired token', async () => {
    t.setNow(new Date(Date.parse('2026-11-22T09:00:00Z') + 2 * 60 * 60 * 1000));
    const response = await t.call('GET', '/api/userinfo', { as: alice });
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session has expired. Sign in again.');
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forger = createTokenSigner('another-secret-that-is-long-enough-to-sign', 60, () => new Date('2026-11-22T09:00:00Z'));
    const token = await forger.sign({ userId: alice.id, appKey: alice.appKey });
    expect((await t.call('GET', '/api/userinfo', { token, appKey: alice.appKey })).status).toBe(401);
  });

  it('answers 401 for garbage', async () => {
    expect((await t.call('GET', '/api/userinfo', { token: 'not.a.jwt', appKey: alice.appKey })).status).toBe(401);
  });
});

describe('verified tokens remembered by the signer', () => {
  const secret = 'a-secret-that-is-long-enough-for-hs256-signing';
  const claims = { userId: 7, appKey: 'remembered' };

  it('still expires a remembered token at its exp, to the second', async () => {
    let clock = new Date('2026-11-22T09:00:00Z');
    const signer = createTokenSigner(secret, 60, () => clock);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    clock = new Date(Date.parse('2026-11-22T10:00:00Z') - 1000);
    expect(await signer.verify(token)).toEqual(claims);
    clock = new Date('2026-11-22T10:00:00Z');
    expect(await signer.verify(token)).toBe('expired');
    expect(await signer.verify(token)).toBe('expired');
  });

  it('never accepts a token whose signature differs from a remembered one', async () => {
    const clock = new Date('2026-11-22T09:00:00Z');
    const signer = createTokenSigner(secret, 60, () => clock);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await signer.verify(flipped)).toBeNull();
    const forged = await createTokenSigner('another-secret-that-is-long-enough-to-sign', 60, () => clock).sign(claims);
    expect(forged.split('.').slice(0, 2)).toEqual([header, payload]);
    expect(await signer.verify(forged)).toBeNull();
    expect(await signer.verify(token)).toEqual(claims);
  });
});

describe('renewed self tokens', () => {
  const secret = 'a-secret-that-is-long-enough-for-hs256-signing';
  const claims = { userId: 7, appKey: 'renewed' };
  const start = Date.parse('2026-11-22T09:00:00Z');

  it(`renew for a whole lifetime each time, until ${MAX_SESSION_DAYS} days after the sign-in`, async () => {
    let clock = new Date(start);
    const signer = createTokenSigner(secret, 60, () => clock);
    let token = await signer.sign(claims);
    const end = start + MAX_SESSION_DAYS * 24 * 60 * 60 * 1000;
    let renewals = 0;
    // Renewed every 50 minutes, each token lives 60: the session would never end without the limit.
    for (let at = start + 50 * 60_000; at < end; at += 50 * 60_000) {
      clock = new Date(at);
      const renewed = await signer.renew(token);
      if (typeof renewed !== 'object' || renewed === null) throw new Error(`renewal refused at ${clock.toISOString()}`);
      expect(renewed.expiresAt.getTime()).toBe(Math.floor(at / 1000) * 1000 + 60 * 60_000);
      token = renewed.token;
      renewals += 1;
    }
    expect(renewals).toBe(Math.ceil((MAX_SESSION_DAYS * 24 * 60) / 50) - 1);
    expect(await signer.verify(token)).toEqual(claims);
    clock = new Date(end);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.renew(token)).toBe('expired');
  });

  it('refuses an expired token and one that is not ours', async () => {
    let clock = new Date(start);
    const signer = createTokenSigner(secret, 60, () => clock);
    const token = await signer.sign(claims);
    expect(await signer.renew('not.a.jwt')).toBeNull();
    clock = new Date(start + 60 * 60_000);
    expect(await signer.renew(token)).toBe('expired');
  });
});

describe('Entra ID single sign-on', () => {
  const claims = { oid: 'oid-123', preferred_username: 'Sam.Sso@Contoso.test', given_name: 'Sam', family_name: 'Sso' };

  it('provisions the user as an employee on first use and finds them again after', async () => {
    const token = await t.factories.entraToken(claims);
    const first = await t.call('GET', '/api/userinfo', { token, appKey: alice.appKey });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ email: 'sam.sso@contoso.test', userName: 'Sam', lastName: 'Sso', role: 'employee' });
    const again = await t.call('GET', '/api/userinfo', { token: await t.factories.entraToken(claims), appKey: alice.appKey });
    expect((again.body.data as { id: number }).id).toBe((first.body.data as { id: number }).id);
  });

  it("records the token's sign-in time as the user's last sign-in, writing only for a newer token", async () => {
    const person = { oid: 'oid-last-sign-in', preferred_username: 'last.sign.in@contoso.test' };
    const lastSignIn = async () => {
      const [row] = await t.db.select({ at: users.lastSignInAt }).from(users).where(eq(users.externalId, person.oid));
      return row?.at?.toISOString();
    };
    const first = await t.factories.entraToken(person);
    expect((await t.call('GET', '/api/userinfo', { token: first, appKey: alice.appKey })).status).toBe(200);
    expect(await lastSignIn()).toBe('2026-11-22T09:00:00.000Z');

    // The same token an hour later (still valid) is no new sign-in.
    t.setNow(new Date('2026-11-22T09:30:00Z'));
    expect((await t.call('GET', '/api/userinfo', { token: first, appKey: alice.appKey })).status).toBe(200);
    expect(await lastSignIn()).toBe('2026-11-22T09:00:00.000Z');

    const renewed = await t.factories.entraToken(person);
    expect((await t.call('GET', '/api/userinfo', { token: renewed, appKey: alice.appKey })).status).toBe(200);
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    expect(await lastSignIn()).toBe('2026-11-22T09:30:00.000Z');
    // An older token still in use does not move it back.
    expect((await t.call('GET', '/api/userinfo', { token: first, appKey: alice.appKey })).status).toBe(200);
    expect(await lastSignIn()).toBe('2026-11-22T09:30:00.000Z');
  });

  it('refuses a token for another audience', async () => {
    const token = await t.factories.entraToken(claims, { audience: 'api://someone-else' });
    expect((await t.call('GET', '/api/userinfo', { token, appKey: alice.appKey })).status).toBe(401);
  });

  it('refuses a token without the access_as_user scope', async () => {
    const token = await t.factories.entraToken({ ...claims, scp: 'User.Read' });
    expect((await t.call('GET', '/api/userinfo', { token, appKey: alice.appKey })).status).toBe(401);
  });

  it('refuses an unknown app', async () => {
    const token = await t.factories.entraToken(claims);
    expect((await t.call('GET', '/api/userinfo', { token, appKey: 'no-such-app' })).status).toBe(403);
  });
});
