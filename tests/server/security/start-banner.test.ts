import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/server/db/seed';
import { presentDemoAccounts, startBanner } from '../../../src/server/start-banner';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function demoWorkspace() {
  const [existing] = await t.db.query.apps.findMany({ where: (apps, { eq }) => eq(apps.key, DEMO_ACCOUNTS[0].app) });
  return existing ?? (await t.factories.tenant(DEMO_ACCOUNTS[0].app));
}

const facts = { url: 'http://localhost:3000', database: 'embedded PGlite in data/db', seeded: false };

describe('the start banner', () => {
  it('prints no demo password when the database holds no demo account', async () => {
    const fresh = await createTestApp();
    const demoAccounts = await presentDemoAccounts(fresh.db).finally(() => fresh.close());
    expect(demoAccounts).toEqual([]);
    const banner = startBanner({ ...facts, demoAccounts });
    expect(banner).toContain('Hireloop is running at http://localhost:3000');
    expect(banner).not.toContain(DEMO_PASSWORD);
    expect(banner).not.toContain('demo account');
  });

  it('does not take a workspace that is merely named like the demo for demo data', async () => {
    await t.factories.user(await demoWorkspace(), 'admin', { email: 'real.admin@acme.example' });
    expect((await presentDemoAccounts(t.db)).map((account) => account.email)).not.toContain('real.admin@acme.example');
  });

  it('lists the demo accounts the database holds, with the demo password', async () => {
    const [demo] = DEMO_ACCOUNTS;
    await t.factories.user(await demoWorkspace(), demo.role, { email: demo.email });
    const demoAccounts = await presentDemoAccounts(t.db);
    expect(demoAccounts).toEqual([demo]);
    const banner = startBanner({ ...facts, seeded: true, demoAccounts });
    expect(banner).toContain(`password: ${DEMO_PASSWORD}`);
    expect(banner).toContain(demo.email);
    expect(banner).toContain('demo data seeded');
  });
});
