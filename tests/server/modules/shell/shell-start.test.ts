// GET /api/shell-start (issue 37): the shell's start-up data in one request, each part exactly what
// its own endpoint answers, for the caller's workspace only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLinks, companies, footers, notifications } from '../../../../src/server/db/schema';
import { ROLE_PERMISSIONS } from '../../../../src/shared/contract/permissions';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let employee: TestUser;
let other: TestUser;

/** Each part of the start answer, beside the endpoint that answers it alone. */
const PARTS = {
  userInfo: '/api/userinfo',
  permissions: '/api/v2/permissions',
  company: '/api/company/1',
  defaultImage: '/api/default-image',
  footerContent: '/api/footer-content',
  notificationSummary: '/api/notifications/summary',
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('start-co');
  admin = await t.factories.user(tenant, 'admin');
  employee = await t.factories.user(tenant, 'employee');
  const otherTenant = await t.factories.tenant('elsewhere-co');
  other = await t.factories.user(otherTenant, 'admin');
  await t.db.insert(companies).values([
    { appId: tenant.id, companyName: 'Start Co', companyLogo: '/files/start.png', companyFaviconIcon: null, defaultLogo: '/files/d.png' },
    { appId: otherTenant.id, companyName: 'Elsewhere Co', companyLogo: '/files/else.png', companyFaviconIcon: '/files/else.ico' },
  ]);
  await t.db.insert(footers).values([
    { appId: tenant.id, content: '© Start Co', version: '2.0.1' },
    { appId: otherTenant.id, content: '© Elsewhere Co', version: '9.9.9' },
  ]);
  await t.db.insert(appLinks).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      appId: tenant.id,
      appName: `Tool ${i}`,
      appIcon: `/t${i}.png`,
      appUrl: `https://tool${i}.example`,
      status: i % 2,
      sortOrder: i,
    })),
    { appId: otherTenant.id, appName: 'Secret', appIcon: '/s.png', appUrl: 'https://secret.example', status: 1, sortOrder: 0 },
  ]);
  await t.db.insert(notifications).values([
    { appId: tenant.id, userId: admin.id, kind: 'assigned', title: 'One' },
    { appId: tenant.id, userId: admin.id, kind: 'assigned', title: 'Two' },
    { appId: tenant.id, userId: employee.id, kind: 'referral_status', title: 'Three' },
    { appId: otherTenant.id, userId: other.id, kind: 'assigned', title: 'Elsewhere' },
  ]);
});
afterAll(() => t.close());

const start = async (as: TestUser) => {
  const response = await t.call('GET', '/api/shell-start', { as });
  expect(response.status).toBe(200);
  return response.body.data as Record<string, unknown>;
};

/** What the separate endpoints answer the same caller: `data` of the item ones, the whole list of the app manager. */
async function separately(as: TestUser) {
  const parts: Record<string, unknown> = {};
  for (const [part, path] of Object.entries(PARTS)) {
    const response = await t.call('GET', path, { as });
    expect(response.status, path).toBe(200);
    parts[part] = response.body.data;
  }
  parts.appManager = (await t.call('GET', '/api/app-manager', { as })).body;
  return parts;
}

describe('GET /api/shell-start', () => {
  it('answers in one item what the seven shell endpoints answer one by one', async () => {
    const answer = await start(admin);
    expect(answer).toEqual(await separately(admin));
    expect(answer).toMatchObject({
      company: { companyName: 'Start Co', companyLogo: '/files/start.png' },
      defaultImage: { logo: '/files/d.png', favicon: '/favicon.svg' },
      footerContent: { content: '© Start Co', version: '2.0.1' },
      notificationSummary: { unread: 2 },
      permissions: { role: 'admin', permissions: [...ROLE_PERMISSIONS.admin] },
    });
    // The All Apps menu as GET /api/app-manager answers it without parameters: its first page of 10.
    expect((answer.appManager as { meta: { total: number; per_page: number } }).meta).toMatchObject({ total: 12, per_page: 10 });
  });

  it("answers an employee with their own, fewer, permissions and the rest of the shell's data", async () => {
    const answer = await start(employee);
    expect(answer).toEqual(await separately(employee));
    expect(answer.permissions).toEqual({ role: 'employee', permissions: [...ROLE_PERMISSIONS.employee] });
    expect(answer.userInfo).toMatchObject({ id: employee.id, role: 'employee' });
    expect(answer.notificationSummary).toEqual({ unread: 1 });
  });

  it("never shows another workspace's company, footer, apps or notifications", async () => {
    const answer = await start(other);
    expect(answer).toEqual(await separately(other));
    expect(answer.company).toMatchObject({ companyName: 'Elsewhere Co' });
    expect(answer.footerContent).toEqual({ content: '© Elsewhere Co', version: '9.9.9' });
    expect((answer.appManager as { data: { appName: string }[] }).data.map((link) => link.appName)).toEqual(['Secret']);
    expect(answer.notificationSummary).toEqual({ unread: 1 });
    expect(JSON.stringify(answer)).not.toContain('Start Co');
  });

  it('refuses a caller without a token, or with one that is not valid, with 401', async () => {
    const none = await t.call('GET', `/api/shell-start?app=${admin.appKey}`);
    expect(none.status).toBe(401);
    expect(none.body.message).toBeTruthy();
    expect((await t.call('GET', '/api/shell-start', { as: admin, token: 'not-a-token' })).status).toBe(401);
  });

  it("refuses a sign-in of one workspace asking for another's start with 403, and a request without the workspace with 400", async () => {
    const crossed = await t.call('GET', '/api/shell-start', { as: admin, appKey: other.appKey });
    expect(crossed.status).toBe(403);
    expect(crossed.body.message).toBe('This sign-in is not valid for this app.');
    const anonymousApp = await t.call('GET', '/api/shell-start', { as: admin, appKey: null });
    expect(anonymousApp.status).toBe(400);
    expect(anonymousApp.body.message).toBe('The app identifier is required.');
  });
});
