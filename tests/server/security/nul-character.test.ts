import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNulInJson } from '../../../src/server/http/nul-character';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';

// PostgreSQL refuses U+0000 in text: before the central check each of these answered 500.
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('nul-co');
  admin = await t.factories.user(tenant, 'admin');
  await t.factories.user(tenant, 'employee', { email: 'nora@nul.test', password: 'a good password' });
  await t.call('POST', '/api/job-priority', { as: admin, json: { name: 'Kept' } });
});
afterAll(() => t.close());

const priorityNames = async () => {
  const list = await t.call('GET', '/api/job-priority?limit=100', { as: admin });
  return (list.body.data as { name: string }[]).map((row) => row.name);
};

const nulMessage = 'This value may not contain the NUL character.';

describe('a NUL character in API input', () => {
  it('in a list search answers 422 naming the parameter', async () => {
    const response = await t.call('GET', '/api/job-priority?search=a%00b', { as: admin });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'The value of search may not contain the NUL character.', errors: { search: [nulMessage] } });
  });

  it('in the app identifier of the query answers 422 before any lookup', async () => {
    const response = await t.call('GET', '/api/job-priority?app=nul-co%00', { as: admin });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ app: [nulMessage] });
  });

  it.each([
    ['a JSON value', { json: { name: 'Bad\u0000name' } }, 'name'],
    ['a JSON array item', { json: { name: 'Fine', skills: ['ok', 'bad\u0000'] } }, 'skills.1'],
    ['a JSON object key', { json: { name: 'Fine', ['odd\u0000key']: 'x' } }, 'body'],
    ['a multipart value', { form: { name: 'Bad\u0000name' } }, 'name'],
    ['a multipart array item', { form: { name: 'Fine', skills: ['bad\u0000'] } }, 'skills[0]'],
  ])('in %s answers 422 and stores nothing', async (_, body, field) => {
    const before = await priorityNames();
    const response = await t.call('POST', '/api/job-priority', { as: admin, ...body });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ [field]: [nulMessage] });
    expect(await priorityNames()).toEqual(before);
  });

  it('in an urlencoded value answers 422 and stores nothing', async () => {
    const before = await priorityNames();
    const response = await t.call('POST', '/api/job-priority', {
      as: admin,
      body: 'name=Bad%00name',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: [nulMessage] });
    expect(await priorityNames()).toEqual(before);
  });

  it('in an update answers 422 and leaves the row as it was', async () => {
    const list = await t.call('GET', '/api/job-priority?search=Kept', { as: admin });
    const [kept] = list.body.data as { id: number }[];
    const response = await t.call('PUT', `/api/job-priority/${kept.id}`, { as: admin, json: { name: 'Changed\u0000' } });
    expect(response.status).toBe(422);
    expect(await priorityNames()).toContain('Kept');
  });

  it('deep in a nested JSON body is found without exhausting the stack', () => {
    const depth = 100_000;
    const deep: unknown = JSON.parse(`${'['.repeat(depth)}"x\\u0000"${']'.repeat(depth)}`);
    expect(findNulInJson({ deep })).toBe(`deep${'.0'.repeat(depth)}`);
    expect(findNulInJson({ name: 'clean', list: [{ a: 'b' }, 1, null, true] })).toBeNull();
  });
});

describe('a NUL character on the account pages', () => {
  it('in the sign-in form answers 400 with the field named and signs nobody in', async () => {
    const response = await t.call('POST', '/account/login', {
      form: { app: 'nul-co', email: 'nora@nul.test\u0000', password: 'a good password' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toContain('The e-mail may not contain the NUL character.');
    expect(response.headers.get('location')).toBeNull();
  });

  it('in the workspace of the sign-in form answers 400', async () => {
    const response = await t.call('POST', '/account/login', { form: { app: 'nul\u0000co', email: 'nora@nul.test', password: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body).toContain('The workspace may not contain the NUL character.');
  });

  it('in the profile form answers 400 and keeps the password', async () => {
    const response = await t.call('POST', '/account/profile', {
      form: {
        app: 'nul-co',
        email: 'nora@nul.test',
        currentPassword: 'a good password',
        newPassword: 'new password\u0000',
        confirmPassword: 'new password\u0000',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toContain('The new password may not contain the NUL character.');
    const signIn = await t.call('POST', '/account/login', { form: { app: 'nul-co', email: 'nora@nul.test', password: 'a good password' } });
    expect(signIn.status).toBe(303);
  });

  it('in the query string of an account page answers 422', async () => {
    const response = await t.call('GET', '/account/login?app=nul%00co');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ app: [nulMessage] });
  });
});
