import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app';
import { safeCallback } from '../../../src/server/account/callback';
import { createTestApp, toFormData, type TestApp } from '../../support/test-app';

// Without PUBLIC_URL the server does not know its own origin: the Host header is the caller's to
// choose, so it must never decide where a token goes.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('callback-co');
  await t.factories.user(tenant, 'recruiter', { email: 'cal@callback.test', password: 'the right one' });
});
afterAll(() => t.close());

const credentials = { app: 'callback-co', email: 'cal@callback.test', password: 'the right one' };

// @hono/node-server builds the request URL from the Host header: a full URL here is the same forgery.
function signIn(app: TestApp['app'], callback: string) {
  return app.request('http://evil.example/account/login', {
    method: 'POST',
    headers: { host: 'evil.example' },
    body: toFormData({ ...credentials, callback }),
  });
}

describe('the sign-in redirect without PUBLIC_URL', () => {
  it('ignores an absolute callback that matches a forged Host header and redirects relatively', async () => {
    const response = await signIn(t.app, 'http://evil.example/x');
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/\?token=/);
    expect(location).not.toContain('evil.example');
  });

  it('hands the token to a relative path on this site', async () => {
    const response = await signIn(t.app, '/all/job?page=2#top');
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/all\/job\?page=2&token=[^&]+&app=callback-co&authType=self#top$/);
  });

  it.each(['//evil.example/x', '/\\evil.example/x', '/\t/evil.example/x', '/.//evil.example/x', 'javascript:alert(1)', 'x'])(
    'sends %j to the home page, never to another host',
    (raw) => {
      expect(safeCallback(raw)).toBe('/');
    },
  );

  it('renders the sign-in page with a relative callback whatever the Host header says', async () => {
    const response = await t.app.request('http://evil.example/account/login?callback=http%3A%2F%2Fevil.example%2Fx', {
      headers: { host: 'evil.example' },
    });
    const page = await response.text();
    expect(page).toContain('name="callback" value="/"');
  });

  it('signs out back to a relative sign-in page', async () => {
    const response = await t.app.request('http://evil.example/account/logout?callback=http%3A%2F%2Fevil.example%2F', {
      headers: { host: 'evil.example' },
    });
    expect(response.headers.get('location')).toBe('/account/login?callback=%2F&signedOut=1');
  });
});

describe('the sign-in redirect with PUBLIC_URL', () => {
  const publicApp = () => createApp({ ...t.deps, publicUrl: 'https://hire.example.com/' });

  it('accepts an absolute callback on the public origin', async () => {
    const response = await signIn(publicApp(), 'https://hire.example.com/all/job');
    expect(response.headers.get('location')).toMatch(/^https:\/\/hire\.example\.com\/all\/job\?token=/);
  });

  it('refuses an absolute callback on the forged Host origin', async () => {
    const response = await signIn(publicApp(), 'http://evil.example/x');
    expect(response.headers.get('location')).toMatch(/^https:\/\/hire\.example\.com\/\?token=/);
  });

  it('resolves a relative callback against the public origin', async () => {
    const response = await signIn(publicApp(), '/referrals');
    expect(response.headers.get('location')).toMatch(/^https:\/\/hire\.example\.com\/referrals\?token=/);
  });
});
