import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signInLinks, users } from '../../../../src/server/db/schema';
import type { UserAccount, UserCreated } from '../../../../src/shared/contract/users-manage';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.user(await t.factories.tenant('link-co'), 'admin');
});
afterAll(() => t.close());

const start = new Date('2026-11-22T09:00:00Z');
const add = async (email: string) => {
  t.setNow(start);
  const created = (
    await t.call('POST', '/api/user-accounts', { as: admin, json: { name: 'Kiran', lastName: 'Das', email, role: 'recruiter' } })
  ).body.data as UserCreated;
  return { ...created, code: new URL(created.signInLink.path, 'http://x').searchParams.get('code') ?? '' };
};
const open = (code: string) => t.call('GET', `/account/welcome?code=${encodeURIComponent(code)}`);
const setPassword = (code: string, newPassword: string, confirmPassword = newPassword) =>
  t.call('POST', '/account/welcome', { form: { code, newPassword, confirmPassword } });
const signIn = (email: string, password: string) => t.call('POST', '/account/login', { form: { app: 'link-co', email, password } });
/** The row as the Users page shows it, read with a token signed at the test clock's time. */
const rowOf = async (id: number) => {
  const token = await t.deps.auth.signer.sign({ userId: admin.id, appKey: admin.appKey });
  return (await t.call('GET', `/api/user-accounts/${id}`, { token, appKey: admin.appKey })).body.data as UserAccount;
};
const passwordOf = async (id: number) => (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0].hash;

describe('the one-time sign-in link', () => {
  it('opens a page that names the person and says until when the link works', async () => {
    const { code } = await add('kiran@example.test');
    const page = await open(code);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toContain('Welcome, Kiran');
    expect(page.body).toContain('kiran@example.test');
    expect(page.body).toContain('This link works once, until 29 November 2026 at 09:00 (UTC).');
  });

  it('sets the password, signs the person in and is spent by that one use', async () => {
    const { code, user } = await add('asha@example.test');
    t.setNow(new Date('2026-11-23T10:00:00Z'));
    const done = await setPassword(code, 'a good password');
    expect(done.status).toBe(303);
    const target = new URL(done.headers.get('location') ?? '', 'http://x');
    expect(target.pathname).toBe('/');
    expect(target.searchParams.get('app')).toBe('link-co');
    expect(target.searchParams.get('authType')).toBe('self');
    const token = target.searchParams.get('token') ?? '';
    const me = await t.call('GET', '/api/userinfo', { token, appKey: 'link-co' });
    expect(me.body.data).toMatchObject({ email: 'asha@example.test', role: 'recruiter' });
    expect(await rowOf(user.id)).toMatchObject({ lastSignInAt: '2026-11-23T10:00:00.000Z', linkExpiresAt: null });

    const before = await passwordOf(user.id);
    expect((await open(code)).status).toBe(410);
    const again = await setPassword(code, 'another password');
    expect(again.status).toBe(410);
    expect(again.body).toContain('This sign-in link has expired or has already been used.');
    expect(await passwordOf(user.id)).toBe(before);
    expect((await signIn('asha@example.test', 'a good password')).status).toBe(303);
  });

  it('keeps one link per person: a new one replaces the earlier, spent or not', async () => {
    const { code, user } = await add('once@example.test');
    expect((await setPassword(code, 'a good password')).status).toBe(303);
    const token = await t.deps.auth.signer.sign({ userId: admin.id, appKey: admin.appKey });
    for (let i = 0; i < 3; i++) {
      const answer = await t.call('POST', '/api/user-accounts/sign-in-link', { token, appKey: admin.appKey, json: { userId: user.id } });
      expect(answer.status).toBe(201);
    }
    expect(await t.db.select({ id: signInLinks.id }).from(signInLinks).where(eq(signInLinks.userId, user.id))).toHaveLength(1);
  });

  it('signs in only one of two uses of the same link at the same moment', async () => {
    const { code } = await add('twin@example.test');
    const answers = await Promise.all([setPassword(code, 'first password 1'), setPassword(code, 'second password 2')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 410]);
  });

  it('refuses a short or mismatched password and keeps the link usable', async () => {
    const { code, user } = await add('short@example.test');
    const short = await setPassword(code, 'short');
    expect(short.status).toBe(400);
    expect(short.body).toContain('The password needs at least 10 characters.');
    const mismatch = await setPassword(code, 'long enough 1', 'long enough 2');
    expect(mismatch.body).toContain('The passwords do not match.');
    expect(await passwordOf(user.id)).toBeNull();
    expect((await open(code)).status).toBe(200);
  });

  it('does not work after 7 days, for an unknown code, a replaced link or a deactivated person', async () => {
    const expired = await add('late@example.test');
    t.setNow(new Date('2026-11-29T09:00:00Z'));
    expect((await open(expired.code)).status).toBe(410);
    expect((await setPassword(expired.code, 'a good password')).status).toBe(410);
    expect(await passwordOf(expired.user.id)).toBeNull();

    expect((await open('not-a-real-code')).status).toBe(410);
    expect((await open('')).status).toBe(410);

    const replaced = await add('twice@example.test');
    await t.call('POST', '/api/user-accounts/sign-in-link', { as: admin, json: { userId: replaced.user.id } });
    expect((await setPassword(replaced.code, 'a good password')).status).toBe(410);

    const gone = await add('gone@example.test');
    await t.call('PUT', `/api/user-accounts/${gone.user.id}`, { as: admin, json: { active: false } });
    await t.call('PUT', `/api/user-accounts/${gone.user.id}`, { as: admin, json: { active: true } });
    expect((await setPassword(gone.code, 'a good password')).status).toBe(410);
    expect(await passwordOf(gone.user.id)).toBeNull();
  });

  it('refuses a form field that is too long or holds NUL before looking anything up', async () => {
    const response = await setPassword('x'.repeat(101), 'a good password');
    expect(response.status).toBe(400);
    expect(response.body).toContain('The sign-in link may have at most 100 characters.');
  });

  it('records a password sign-in as the last sign-in', async () => {
    const { code, user } = await add('later@example.test');
    await setPassword(code, 'a good password');
    t.setNow(new Date('2026-11-25T12:30:00Z'));
    expect((await signIn('later@example.test', 'a good password')).status).toBe(303);
    expect((await rowOf(user.id)).lastSignInAt).toBe('2026-11-25T12:30:00.000Z');
  });
});
