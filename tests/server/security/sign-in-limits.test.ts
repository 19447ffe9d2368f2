import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/server/http/rate-limit';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginAttemptsPerWindow: 3 });
  const tenant = await t.factories.tenant('limits-co');
  await t.factories.user(tenant, 'recruiter', { email: 'lee@limits.test', password: 'the right one' });
});
afterAll(() => t.close());

const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);
const signIn = (fields: Record<string, string>) =>
  t.call('POST', '/account/login', {
    form: { callback: '/', app: 'limits-co', email: 'lee@limits.test', password: 'the right one', ...fields },
  });

describe('sign-in field lengths', () => {
  it.each([
    ['workspace', { app: twoMegabytes }, 'The workspace may have at most 100 characters.'],
    ['e-mail', { email: `${twoMegabytes}@limits.test` }, 'The e-mail may have at most 254 characters.'],
    ['password', { password: twoMegabytes }, 'The password may have at most 1024 characters.'],
    ['callback', { callback: `/${twoMegabytes}` }, 'The callback address may have at most 2048 characters.'],
  ])('refuses an over-long %s with 400 and a clear message', async (_, fields, message) => {
    const response = await signIn(fields);
    expect(response.status).toBe(400);
    expect(response.body).toContain(message);
    expect(response.body).not.toContain(twoMegabytes.slice(0, 1000));
  });

  it('does not count refused over-long attempts against the account', async () => {
    // The limit is 3 per window: were these counted (and their 2 MB kept), the right password would get 429.
    for (let i = 0; i < 5; i++) expect((await signIn({ password: twoMegabytes })).status).toBe(400);
    expect((await signIn({})).status).toBe(303);
  });

  it('bounds the profile form the same way', async () => {
    const response = await t.call('POST', '/account/profile', {
      form: {
        app: 'limits-co',
        email: 'lee@limits.test',
        currentPassword: 'the right one',
        newPassword: twoMegabytes,
        confirmPassword: twoMegabytes,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toContain('The new password may have at most 1024 characters.');
    expect((await signIn({})).status).toBe(303);
  });
});

describe('the sign-in rate limiter', () => {
  const start = new Date('2026-11-22T09:00:00Z');

  it('tracks at most maxKeys keys after many distinct failed sign-ins', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 100, now: () => start });
    for (let i = 0; i < 5_000; i++) limiter.hit(`acme:guess-${i}-${twoMegabytes.slice(0, 100)}@example.test`);
    expect(limiter.trackedKeys()).toBe(100);
  });

  it('keeps limiting an account that is hammered while distinct names flood in', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 100, now: () => start });
    const waits: number[] = [];
    for (let i = 0; i < 5_000; i++) {
      limiter.hit(`acme:spray-${i}@example.test`);
      if (i % 50 === 0) waits.push(limiter.hit('acme:victim@example.test'));
    }
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits.slice(3).every((wait) => wait > 0)).toBe(true);
    expect(limiter.trackedKeys()).toBeLessThanOrEqual(100);
  });

  it('forgets expired windows first and starts a fresh count after one', () => {
    let now = start;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: () => now });
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(60);
    now = new Date(start.getTime() + 61_000);
    expect(limiter.hit('a')).toBe(0);
  });
});
