import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.factories.user(await t.factories.tenant('profile-co'), 'employee', { email: 'pat@profile.test', password: 'old password 1' });
});
afterAll(() => t.close());

const change = (fields: Record<string, string>) =>
  t.call('POST', '/account/profile', {
    form: { app: 'profile-co', email: 'pat@profile.test', currentPassword: 'old password 1', ...fields },
  });
const signIn = (password: string) => t.call('POST', '/account/login', { form: { app: 'profile-co', email: 'pat@profile.test', password } });

describe('the account profile page', () => {
  it('shows a change-password form', async () => {
    const { status, body } = await t.call('GET', '/account/profile?app=profile-co');
    expect(status).toBe(200);
    expect(body).toContain('name="newPassword"');
    expect(body).toContain('value="profile-co"');
  });

  it('refuses a short or mismatched new password and keeps the old one', async () => {
    const short = await change({ newPassword: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toContain('The new password needs at least 10 characters.');
    const mismatch = await change({ newPassword: 'long enough 1', confirmPassword: 'long enough 2' });
    expect(mismatch.body).toContain('The new passwords do not match.');
    expect((await signIn('old password 1')).status).toBe(303);
  });

  it('refuses a wrong current password', async () => {
    const response = await change({ currentPassword: 'guess', newPassword: 'brand new pass', confirmPassword: 'brand new pass' });
    expect(response.status).toBe(401);
    expect((await signIn('old password 1')).status).toBe(303);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const response = await change({ newPassword: ' brand new pass ', confirmPassword: ' brand new pass ' });
    expect(response.status).toBe(200);
    expect(response.body).toContain('Your password has been changed.');
    expect((await signIn(' brand new pass ')).status).toBe(303);
    expect((await signIn('old password 1')).status).toBe(401);
  });
});
