import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, ROLES, type Role } from '../../../../src/shared/contract/permissions';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
const byRole = {} as Record<Role, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('perm-co');
  for (const role of ROLES) byRole[role] = await t.factories.user(tenant, role);
});
afterAll(() => t.close());

describe('GET /api/v2/permissions', () => {
  it.each(ROLES)('returns the permission table entry of a %s', async (role) => {
    const { status, body } = await t.call('GET', '/api/v2/permissions', { as: byRole[role] });
    expect(status).toBe(200);
    expect(body.data).toEqual({ role, permissions: [...ROLE_PERMISSIONS[role]] });
  });
});

describe('the server enforces permissions on every route', () => {
  it('lets admins and recruiters manage job priorities', async () => {
    for (const role of ['admin', 'recruiter'] as const) {
      const response = await t.call('POST', '/api/job-priority', { as: byRole[role], form: { name: `Urgent by ${role}` } });
      expect(response.status).toBe(201);
    }
  });

  it.each(['hiring_manager', 'employee'] as const)('refuses a %s changing job priorities with 403 and writes nothing', async (role) => {
    const before = await t.call('GET', '/api/job-priority?limit=100', { as: byRole.admin });
    const response = await t.call('POST', '/api/job-priority', { as: byRole[role], form: { name: 'Sneaky' } });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('You do not have permission to do this.');
    const after = await t.call('GET', '/api/job-priority?limit=100', { as: byRole.admin });
    expect(after.body.meta).toEqual(before.body.meta);
  });

  it('keeps employees out of the staff lists', async () => {
    expect((await t.call('GET', '/api/job-priority', { as: byRole.employee })).status).toBe(403);
    expect((await t.call('GET', '/api/users', { as: byRole.employee })).status).toBe(403);
    expect((await t.call('GET', '/api/platform', { as: byRole.employee })).status).toBe(403);
  });

  it('lets every role read its own shell data', async () => {
    for (const role of ROLES) {
      for (const path of ['/api/userinfo', '/api/company/1', '/api/footer-content', '/api/app-manager', '/api/default-image']) {
        expect((await t.call('GET', path, { as: byRole[role] })).status, `${role} ${path}`).toBe(200);
      }
    }
  });
});
