import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';

let t: TestApp;
let admin: TestUser;
let employee: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('resource-routes');
  admin = await t.factories.user(tenant, 'admin');
  employee = await t.factories.user(tenant, 'employee');
});
afterAll(() => t.close());

// Every set-up resource registered through resourceRoutes, with the label its messages use.
const resources = [
  ['/api/source', 'Applicant source'],
  ['/api/applicant-status', 'Applicant status'],
  ['/api/job-priority', 'Job priority'],
  ['/api/status', 'Status'],
  ['/api/stage', 'Stage'],
  ['/api/group', 'Group'],
  ['/api/pipeline', 'Pipeline'],
  ['/api/hiring-process', 'Hiring process'],
] as const;

describe('the standard routes of the set-up resources', () => {
  it.each(resources)('%s names the unknown record in its 404 on read and delete', async (path, label) => {
    for (const method of ['GET', 'DELETE'] as const) {
      const { status, body } = await t.call(method, `${path}/999999`, { as: admin });
      expect([method, status, body]).toEqual([method, 404, { message: `${label} not found.` }]);
    }
  });

  it.each(resources)('%s answers an update with a malformed id with 404 before reading the body', async (path, label) => {
    // An empty body alone would be 422.
    const { status, body } = await t.call('PUT', `${path}/not-an-id`, { as: admin, json: {} });
    expect([status, body]).toEqual([404, { message: `${label} not found.` }]);
  });

  it.each(resources)('%s refuses writes to a user without set-up rights and leaves the list unchanged', async (path) => {
    const before = await t.call('GET', `${path}?limit=100`, { as: admin });
    for (const method of ['POST', 'DELETE'] as const) {
      const { status } = await t.call(method, method === 'POST' ? path : `${path}/1`, {
        as: employee,
        json: method === 'POST' ? { name: 'Not allowed' } : undefined,
      });
      expect([method, status]).toEqual([method, 403]);
    }
    expect((await t.call('GET', `${path}?limit=100`, { as: admin })).body).toEqual(before.body);
  });
});
