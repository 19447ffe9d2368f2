// POST /api/session/renew: a password session is renewed while it is used, only for its own app and
// an active user (the signer's own test covers the limit after the password sign-in).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';

const START = new Date('2026-11-22T09:00:00Z');
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);

let t: TestApp;
let alice: TestUser;
let otherTenant: { id: number; key: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.factories.user(await t.factories.tenant('renew-a'), 'recruiter');
  otherTenant = await t.factories.tenant('renew-b');
});
afterEach(() => t.setNow(START));
afterAll(() => t.close());

const renew = (token: string, appKey = alice.appKey) => t.call('POST', '/api/session/renew', { token, appKey });

describe('POST /api/session/renew', () => {
  it('gives a token valid for a whole lifetime from now, for the same user and app', async () => {
    t.setNow(minutes(50));
    const response = await renew(alice.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token, expiresAt } = response.body.data as { token: string; expiresAt: string };
    expect(expiresAt).toBe(minutes(50 + 60).toISOString());
    t.setNow(minutes(100));
    expect((await t.call('GET', '/api/userinfo', { as: alice })).status).toBe(401);
    const me = await t.call('GET', '/api/userinfo', { token, appKey: alice.appKey });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: alice.email, role: 'recruiter' });
  });

  it('refuses an expired token with the sign-in message', async () => {
    t.setNow(minutes(61));
    const response = await renew(alice.token);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session has expired. Sign in again.');
  });

  it('refuses no token, garbage, and a token of another app', async () => {
    expect((await t.call('POST', '/api/session/renew', { appKey: alice.appKey })).status).toBe(401);
    expect((await renew('not.a.jwt')).status).toBe(401);
    const elsewhere = await renew(alice.token, otherTenant.key);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('This sign-in is not valid for this app.');
  });

  it('tells a Microsoft sign-in that its tokens are renewed by Microsoft', async () => {
    const token = await t.factories.entraToken({ oid: 'renew-oid', preferred_username: 'renew@contoso.test' });
    const response = await renew(token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Only a password sign-in is renewed here; Microsoft sign-in renews its own tokens.');
  });

  it('does not renew the session of a user made inactive', async () => {
    const bob = await t.factories.user({ id: alice.appId, key: alice.appKey }, 'employee');
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, bob.id));
    const response = await renew(bob.token);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your account is no longer active. Sign in again.');
  });
});
