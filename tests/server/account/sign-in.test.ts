import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let tenant: { id: number; key: string };

beforeAll(async () => {
  t = await createTestApp({ loginAttemptsPerWindow: 3 });
  tenant = await t.factories.tenant('signin-co');
  await t.factories.user(tenant, 'recruiter', { email: 'rita@signin.test', password: 'correct horse' });
});
afterAll(() => t.close());

const signIn = (fields: Record<string, string>) => t.call('POST', '/account/login', { form: { callback: '/jobs?x=1', ...fields } });

describe('the account sign-in page', () => {
  it('renders a form with workspace, e-mail and password, keeping the callback', async () => {
    const { status, body } = await t.call('GET', '/account/login?callback=%2Fall%2Fjob&app=signin-co');
    expect(status).toBe(200);
    expect(body).toContain('name="email"');
    expect(body).toContain('name="password"');
    expect(body).toContain('value="signin-co"');
    expect(body).toContain('value="/all/job"');
  });

  it('sends the browser back to the callback with token, app and authType=self on good credentials', async () => {
    const response = await signIn({ app: 'signin-co', email: 'Rita@Signin.test', password: 'correct horse' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/jobs\?/);
    const location = new URL(response.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/jobs');
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('app')).toBe('signin-co');
    expect(location.searchParams.get('authType')).toBe('self');
    const token = location.searchParams.get('token')!;
    const me = await t.call('GET', '/api/userinfo', { token, appKey: 'signin-co' });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: 'rita@signin.test', role: 'recruiter' });
  });

  it('refuses a wrong password with a clear message and no token', async () => {
    const response = await signIn({ app: 'signin-co', email: 'rita@signin.test', password: 'wrong' });
    expect(response.status).toBe(401);
    expect(response.body).toContain('The workspace, e-mail or password is not correct.');
    expect(response.headers.get('location')).toBeNull();
  });

  it('gives an unknown workspace the same message as a wrong password', async () => {
    const response = await signIn({ app: 'nope', email: 'rita@signin.test', password: 'correct horse' });
    expect(response.status).toBe(401);
    expect(response.body).toContain('The workspace, e-mail or password is not correct.');
  });

  it('asks for missing fields', async () => {
    expect((await signIn({ app: '', email: 'a@b.c', password: 'x' })).body).toContain('Enter your workspace.');
    expect((await signIn({ app: 'signin-co', email: '', password: '' })).status).toBe(400);
  });

  it('never hands a token to another origin', async () => {
    const response = await t.call('POST', '/account/login', {
      form: { callback: 'https://evil.example/steal', app: 'signin-co', email: 'rita@signin.test', password: 'correct horse' },
    });
    expect(response.headers.get('location')).toMatch(/^\/\?token=/);
  });

  it('rate-limits repeated attempts on one account with 429', async () => {
    const other = await t.factories.tenant('ratelimit-co');
    await t.factories.user(other, 'employee', { email: 'eve@rl.test', password: 'right' });
    for (let i = 0; i < 3; i++) await signIn({ app: 'ratelimit-co', email: 'eve@rl.test', password: 'guess' });
    const limited = await signIn({ app: 'ratelimit-co', email: 'eve@rl.test', password: 'right' });
    expect(limited.status).toBe(429);
    expect(limited.body).toContain('Too many sign-in attempts.');
  });

  it('logs out to the sign-in page with the callback and a signed-out notice', async () => {
    const response = await t.call('GET', '/account/logout?callback=%2F');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/account/login');
    expect(location.searchParams.get('callback')).toBe('/');
    const page = await t.call('GET', location.pathname + location.search);
    expect(page.body).toContain('You have signed out.');
  });
});

describe('the pages the Teams manifest links to', () => {
  it.each([
    ['/privacy', 'Privacy'],
    ['/terms', 'Terms of use'],
  ])('%s is served without sign-in', async (path, heading) => {
    const { status, body } = await t.call('GET', path);
    expect(status).toBe(200);
    expect(body).toContain(heading);
  });
});
