import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appLinks, apps, companies, footers, publishPlatforms } from '../../../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let bare: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('shell-co');
  admin = await t.factories.user(tenant, 'admin', { email: 'asha@shell.test' });
  bare = await t.factories.user(await t.factories.tenant('bare-co'), 'admin');
  await t.db.insert(companies).values({
    appId: tenant.id,
    companyName: 'Shell Co',
    companyLogo: '/files/logo.png',
    companyFaviconIcon: null,
    defaultLogo: null,
    defaultFavicon: null,
  });
  await t.db.insert(footers).values({ appId: tenant.id, content: '© Shell Co', version: '1.0.23' });
  await t.db.insert(appLinks).values([
    { appId: tenant.id, appName: 'Payroll', appIcon: '/p.png', appUrl: 'https://payroll.example', status: 1, sortOrder: 2 },
    { appId: tenant.id, appName: 'Legacy', appIcon: '/l.png', appUrl: 'https://legacy.example', status: 0, sortOrder: 1 },
  ]);
  await t.db.insert(publishPlatforms).values([
    { appId: tenant.id, name: 'LinkedIn', status: 1 },
    { appId: tenant.id, name: 'Indeed', status: 1 },
  ]);
  for (let i = 0; i < 12; i++) await t.factories.user(tenant, 'employee', { email: `worker${i}@shell.test` });
});
afterAll(() => t.close());

describe('shell endpoints', () => {
  it('GET userinfo returns the signed-in user with a member-since date', async () => {
    const { body } = await t.call('GET', '/api/userinfo', { as: admin });
    expect(body.data).toMatchObject({ id: admin.id, email: 'asha@shell.test', lastName: 'admin', userAvatar: null, role: 'admin' });
    expect((body.data as { joiningDate: string }).joiningDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("GET company/1 returns the logo, the favicon and the workspace's currency (INR unless set); other ids are 404", async () => {
    expect((await t.call('GET', '/api/company/1', { as: admin })).body.data).toEqual({
      companyName: 'Shell Co',
      companyLogo: '/files/logo.png',
      companyFaviconIcon: null,
      currency: 'INR',
    });
    expect((await t.call('GET', '/api/company/2', { as: admin })).status).toBe(404);
    await t.db.update(apps).set({ currency: 'USD' }).where(eq(apps.id, bare.appId));
    expect((await t.call('GET', '/api/company/1', { as: bare })).body.data).toMatchObject({ companyName: bare.appKey, currency: 'USD' });
  });

  it('keeps a workspace currency an ISO 4217 code', async () => {
    await expect(t.db.update(apps).set({ currency: 'rupees' }).where(eq(apps.id, bare.appId))).rejects.toThrow();
  });

  it('GET default-image falls back to the built-in images', async () => {
    expect((await t.call('GET', '/api/default-image', { as: bare })).body.data).toEqual({
      logo: '/default-logo.svg',
      favicon: '/favicon.svg',
    });
  });

  it('GET footer-content returns content and version, with version 1.0.23 when nothing is set', async () => {
    expect((await t.call('GET', '/api/footer-content', { as: admin })).body.data).toEqual({ content: '© Shell Co', version: '1.0.23' });
    expect((await t.call('GET', '/api/footer-content', { as: bare })).body.data).toEqual({ content: '', version: '1.0.23' });
  });

  it('GET app-manager lists every entry with its status, in order', async () => {
    const { body } = await t.call('GET', '/api/app-manager', { as: admin });
    expect((body.data as { appName: string; status: number }[]).map((a) => [a.appName, a.status])).toEqual([
      ['Legacy', 0],
      ['Payroll', 1],
    ]);
  });

  it("GET platform lists this app's publish platforms", async () => {
    const { body } = await t.call('GET', '/api/platform', { as: admin });
    expect((body.data as { name: string }[]).map((p) => p.name)).toEqual(['Indeed', 'LinkedIn']);
    expect((await t.call('GET', '/api/platform', { as: bare })).body.data).toEqual([]);
  });

  it('GET users pages, searches and filters by role', async () => {
    const page2 = await t.call('GET', '/api/users?page=2&limit=5', { as: admin });
    expect(page2.body.meta).toEqual({ total: 13, per_page: 5, current_page: 2, last_page: 3, from: 6, to: 10 });
    const search = await t.call('GET', '/api/users?search=worker1', { as: admin });
    expect((search.body.data as { email: string }[]).map((u) => u.email).sort()).toEqual([
      'worker10@shell.test',
      'worker11@shell.test',
      'worker1@shell.test',
    ]);
    const admins = await t.call('GET', '/api/users?role=admin', { as: admin });
    expect((admins.body.data as { email: string }[]).map((u) => u.email)).toEqual(['asha@shell.test']);
    expect((await t.call('GET', '/api/users?role=pirate', { as: admin })).status).toBe(422);
    const none = await t.call('GET', '/api/users?search=%25', { as: admin });
    expect(none.body.meta).toMatchObject({ total: 0, from: null, to: null, last_page: 1 });
  });

  it.each(['/api/app-manager', '/api/platform', '/api/users'])('%s refuses bad paging with 422', async (path) => {
    for (const query of ['limit=abc', 'page=0', 'limit=1000']) {
      const { status, body } = await t.call('GET', `${path}?${query}`, { as: admin });
      expect(status, `${path}?${query}`).toBe(422);
      expect(body.errors).toBeDefined();
    }
  });

  it('never shows users of another app', async () => {
    const { body } = await t.call('GET', '/api/users?limit=100', { as: bare });
    expect((body.data as { email: string }[]).every((u) => !u.email.endsWith('@shell.test'))).toBe(true);
  });
});
