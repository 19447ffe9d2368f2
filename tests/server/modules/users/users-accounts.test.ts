import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signInLinks, users } from '../../../../src/server/db/schema';
import {
  USER_ACTIVE_INVALID,
  USER_EMAIL_INVALID,
  USER_EMAIL_REQUIRED,
  USER_ID_INVALID,
  USER_NAME_REQUIRED,
  USER_ROLE_REQUIRED,
  USER_UPDATE_EMPTY,
  type UserAccount,
  type UserCreated,
} from '../../../../src/shared/contract/users-manage';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let secondAdmin: TestUser;
let recruiter: TestUser;
let employee: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('users-a');
  admin = await t.factories.user(tenant, 'admin');
  secondAdmin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('users-b'), 'admin');
});
afterAll(() => t.close());

const path = '/api/user-accounts';
const list = async (as = admin) => (await t.call('GET', `${path}?limit=100`, { as })).body.data as UserAccount[];
const tables = async () => ({ users: await t.db.select().from(users), links: await t.db.select().from(signInLinks) });
const create = (json: Record<string, unknown>, as = admin) => t.call('POST', path, { as, json });
const update = (id: number, json: Record<string, unknown>, as = admin) => t.call('PUT', `${path}/${id}`, { as, json });

describe('the Users API', () => {
  it('lists every user of the workspace, active or not, with role, active and last sign-in', async () => {
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, employee.id));
    const rows = await list();
    expect(rows.map((row) => row.id).sort()).toEqual([admin.id, secondAdmin.id, recruiter.id, employee.id].sort());
    expect(rows.find((row) => row.id === employee.id)).toMatchObject({
      role: 'employee',
      active: false,
      lastSignInAt: null,
      microsoft: false,
      linkExpiresAt: null,
    });
    await t.db.update(users).set({ status: 1 }).where(eq(users.id, employee.id));
  });

  it('searches by name or e-mail and pages with the usual meta', async () => {
    const found = await t.call('GET', `${path}?search=${encodeURIComponent(recruiter.email.toUpperCase())}`, { as: admin });
    expect((found.body.data as UserAccount[]).map((row) => row.id)).toEqual([recruiter.id]);
    const paged = await t.call('GET', `${path}?limit=1&page=2`, { as: admin });
    expect(paged.body.meta).toMatchObject({ per_page: 1, current_page: 2, from: 2, to: 2 });
    expect((await t.call('GET', `${path}?limit=abc`, { as: admin })).status).toBe(422);
  });

  it('adds a user with a one-time sign-in link that expires in 7 days and is stored only as a hash', async () => {
    const response = await create({ name: ' Meera ', lastName: 'Iyer', email: 'Meera.Iyer@Example.test', role: 'recruiter' });
    expect(response.status).toBe(201);
    const { user, signInLink } = response.body.data as UserCreated;
    expect(user).toMatchObject({
      name: 'Meera',
      lastName: 'Iyer',
      email: 'meera.iyer@example.test',
      role: 'recruiter',
      active: true,
      lastSignInAt: null,
    });
    expect(signInLink.expiresAt).toBe('2026-11-29T09:00:00.000Z');
    expect(user.linkExpiresAt).toBe(signInLink.expiresAt);
    const code = new URL(signInLink.path, 'http://x').searchParams.get('code') ?? '';
    expect(signInLink.path.startsWith('/account/welcome?code=')).toBe(true);
    expect(code.length).toBeGreaterThanOrEqual(43);
    const [stored] = await t.db.select().from(signInLinks).where(eq(signInLinks.userId, user.id));
    expect(stored.tokenHash).not.toContain(code);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.call('GET', `${path}/${user.id}`, { as: admin })).body.data).toEqual(user);
  });

  it('refuses missing or bad fields with 422, a taken e-mail with 409, and writes nothing', async () => {
    const before = await tables();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'a@example.test', role: 'employee' }, 'name', USER_NAME_REQUIRED],
      [{ name: 'A', role: 'employee' }, 'email', USER_EMAIL_REQUIRED],
      [{ name: 'A', email: 'not-an-address', role: 'employee' }, 'email', USER_EMAIL_INVALID],
      [{ name: 'A', email: 'a@example.test' }, 'role', USER_ROLE_REQUIRED],
      [{ name: 'A', email: 'a@example.test', role: 'owner' }, 'role', USER_ROLE_REQUIRED],
      [{ name: 5, email: ['a'], role: 'employee' }, 'name', USER_NAME_REQUIRED],
    ];
    for (const [fields, field, message] of cases) {
      const response = await create(fields);
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(response.body.errors?.[field as never], JSON.stringify(fields)).toEqual([message]);
    }
    const taken = await create({ name: 'Again', email: recruiter.email.toUpperCase(), role: 'employee' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: [`Someone with the e-mail ${recruiter.email} is already a user of this workspace.`] });
    const malformed = await t.call('POST', path, { as: admin, body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(await tables()).toEqual(before);
  });

  it('changes a role and deactivates and activates a user', async () => {
    const promoted = await update(employee.id, { role: 'hiring_manager' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ id: employee.id, role: 'hiring_manager', active: true });
    const off = await update(employee.id, { active: false });
    expect(off.body.data).toMatchObject({ role: 'hiring_manager', active: false });
    // A deactivated user's token no longer opens the API.
    expect((await t.call('GET', '/api/userinfo', { as: employee })).status).toBe(401);
    expect((await update(employee.id, { active: true, role: 'employee' })).body.data).toMatchObject({ role: 'employee', active: true });
    expect((await t.call('GET', '/api/userinfo', { as: employee })).status).toBe(200);
  });

  it('refuses a bad update with 422 and an unknown id with 404, changing nothing', async () => {
    const before = await tables();
    expect((await update(employee.id, {})).body.errors).toEqual({ body: [USER_UPDATE_EMPTY] });
    expect((await update(employee.id, { role: 'owner' })).body.errors).toEqual({ role: [USER_ROLE_REQUIRED] });
    expect((await update(employee.id, { active: 'yes' })).body.errors).toEqual({ active: [USER_ACTIVE_INVALID] });
    for (const id of ['999999', 'abc', '0', '1.5']) {
      const response = await t.call('PUT', `${path}/${id}`, { as: admin, json: { role: 'admin' } });
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe('User not found.');
    }
    expect((await t.call('POST', `${path}/sign-in-link`, { as: admin, json: { userId: 999999 } })).status).toBe(404);
    for (const userId of ['abc', 0, null]) {
      const response = await t.call('POST', `${path}/sign-in-link`, { as: admin, json: { userId } });
      expect(response.status, String(userId)).toBe(422);
      expect(response.body.errors).toEqual({ userId: [USER_ID_INVALID] });
    }
    expect(await tables()).toEqual(before);
  });

  it('keeps an admin from removing their own admin role or deactivating themselves (409, nothing changed)', async () => {
    const before = await tables();
    const demote = await update(admin.id, { role: 'recruiter' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('You cannot remove your own admin role. Another admin can change it.');
    const off = await update(admin.id, { active: false });
    expect(off.status).toBe(409);
    expect(off.body.errors).toEqual({ active: ['You cannot deactivate your own account. Another admin can do it.'] });
    expect(await tables()).toEqual(before);
  });

  it('never demotes or deactivates the last active admin (409, nothing changed)', async () => {
    // secondAdmin demotes admin; admin is then the only admin and cannot be demoted by anyone.
    expect((await update(admin.id, { role: 'recruiter' }, secondAdmin)).status).toBe(200);
    const before = await tables();
    for (const change of [{ role: 'employee' }, { active: false }]) {
      const response = await update(secondAdmin.id, change, secondAdmin);
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(
        /^Test\d+ admin is the last active admin of this workspace\. Make someone else an admin first\.$/,
      );
    }
    expect(await tables()).toEqual(before);
    expect((await update(admin.id, { role: 'admin' }, secondAdmin)).status).toBe(200);
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const tenant = await t.factories.tenant('users-race');
    const [a, b] = [await t.factories.user(tenant, 'admin'), await t.factories.user(tenant, 'admin')];
    const answers = await Promise.all([update(b.id, { role: 'employee' }, a), update(a.id, { role: 'employee' }, b)]);
    // The later one is refused: 409 when both passed sign-in before either wrote (the admins are
    // locked), 403 when the first had already made the other an employee.
    const [done, refused] = answers.map((answer) => answer.status).sort();
    expect(done).toBe(200);
    expect([403, 409]).toContain(refused);
    // Read from the table: whichever admin lost the race can no longer list users.
    const roles = await t.db.select({ role: users.role, status: users.status }).from(users).where(eq(users.appId, tenant.id));
    expect(roles.filter((row) => row.role === 'admin' && row.status === 1)).toHaveLength(1);
  });

  it('makes a new sign-in link that replaces the unused one, and none for a deactivated user', async () => {
    const created = (await create({ name: 'Ravi', email: 'ravi@example.test', role: 'employee' })).body.data as UserCreated;
    const again = await t.call('POST', `${path}/sign-in-link`, { as: admin, json: { userId: created.user.id } });
    expect(again.status).toBe(201);
    expect((again.body.data as { path: string }).path).not.toBe(created.signInLink.path);
    expect(await t.db.select().from(signInLinks).where(eq(signInLinks.userId, created.user.id))).toHaveLength(1);
    await update(created.user.id, { active: false });
    expect(await t.db.select().from(signInLinks).where(eq(signInLinks.userId, created.user.id))).toHaveLength(0);
    const refused = await t.call('POST', `${path}/sign-in-link`, { as: admin, json: { userId: created.user.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Ravi is deactivated. Activate them before making a sign-in link.');
  });

  it('is for admins only: other roles get 403 and write nothing', async () => {
    const before = await tables();
    for (const as of [recruiter, employee]) {
      expect((await t.call('GET', path, { as })).status).toBe(403);
      expect((await t.call('GET', `${path}/${admin.id}`, { as })).status).toBe(403);
      expect((await create({ name: 'X', email: 'x@example.test', role: 'admin' }, as)).status).toBe(403);
      expect((await update(as.id, { role: 'admin' }, as)).status).toBe(403);
      expect((await t.call('POST', `${path}/sign-in-link`, { as, json: { userId: as.id } })).status).toBe(403);
    }
    expect((await t.call('GET', path)).status).toBe(401);
    expect(await tables()).toEqual(before);
  });

  it("never shows or changes another workspace's users: 404, nothing changed", async () => {
    expect((await list(outsider)).map((row) => row.id)).toEqual([outsider.id]);
    const before = await tables();
    expect((await t.call('GET', `${path}/${admin.id}`, { as: outsider })).status).toBe(404);
    expect((await update(employee.id, { role: 'admin' }, outsider)).status).toBe(404);
    expect((await update(admin.id, { active: false }, outsider)).status).toBe(404);
    expect((await t.call('POST', `${path}/sign-in-link`, { as: outsider, json: { userId: employee.id } })).status).toBe(404);
    expect(await tables()).toEqual(before);
  });

  it('shows Entra users provisioned on first sign-in as employees, whose role an admin can change', async () => {
    const token = await t.factories.entraToken({
      oid: 'entra-oid-users-1',
      preferred_username: 'nina@example.test',
      name: 'Nina Shah',
      given_name: 'Nina',
      family_name: 'Shah',
    });
    expect((await t.call('GET', '/api/userinfo', { token, appKey: 'users-a' })).status).toBe(200);
    const nina = (await list()).find((row) => row.email === 'nina@example.test');
    expect(nina).toMatchObject({ role: 'employee', microsoft: true, active: true });
    expect((await update(nina!.id, { role: 'recruiter' })).body.data).toMatchObject({ role: 'recruiter' });
    expect((await t.call('GET', '/api/v2/permissions', { token, appKey: 'users-a' })).body.data).toMatchObject({ role: 'recruiter' });
  });
});
