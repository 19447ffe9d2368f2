import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, designations, referralAmountSlabs } from '../../../../src/server/db/schema';
import type { ReferralAmountOption } from '../../../../src/shared/contract/referral-amount';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let employee: TestUser;
let outsider: TestUser;
let engineering: number;
let senior: number;
let junior: number;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('slab-a');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('slab-b'), 'admin');
  const appId = admin.appId;
  [{ id: engineering }] = await t.db.insert(departments).values({ appId, departmentName: 'Engineering' }).returning();
  [{ id: senior }, { id: junior }] = await t.db
    .insert(designations)
    .values([
      { appId, designation: 'Senior engineer' },
      { appId, designation: 'Junior engineer' },
    ])
    .returning();
  const created = (day: number) => new Date(`2026-01-${String(day).padStart(2, '0')}T00:00:00Z`);
  await t.db.insert(referralAmountSlabs).values([
    { appId, slug: 'senior-eng', departmentId: engineering, designationId: senior, amount: 50000, createdAt: created(1) },
    { appId, slug: 'junior-any', departmentId: null, designationId: junior, amount: 12500.5, createdAt: created(2) },
    ...Array.from({ length: 10 }, (_, i) => ({
      appId,
      slug: `slab-${i + 1}`,
      designationId: junior,
      amount: 1000 * (i + 1),
      createdAt: created(3 + i),
    })),
  ]);
  const [{ id: foreignDesignation }] = await t.db
    .insert(designations)
    .values({ appId: outsider.appId, designation: 'Foreign' })
    .returning();
  await t.db
    .insert(referralAmountSlabs)
    .values({ appId: outsider.appId, slug: 'foreign-slab', designationId: foreignDesignation, amount: 1 });
});
afterAll(() => t.close());

const list = async (query = '', as = admin) => t.call('GET', `/api/referral-amount${query}`, { as });
const rows = (response: { body: { data?: unknown } }) => response.body.data as ReferralAmountOption[];

describe('GET /api/referral-amount', () => {
  it('lists slabs newest first with amount, department and designation', async () => {
    expect(rows(await list('?limit=2')).map((row) => row.slug)).toEqual(['slab-10', 'slab-9']);
    const response = await list('?limit=2&page=6');
    expect(response.status).toBe(200);
    expect(rows(response)).toEqual([
      {
        id: expect.any(Number),
        slug: 'junior-any',
        amount: 12500.5,
        department: null,
        designation: { id: junior, designation: 'Junior engineer' },
      },
      {
        id: expect.any(Number),
        slug: 'senior-eng',
        amount: 50000,
        department: { departmentId: engineering, departmentName: 'Engineering' },
        designation: { id: senior, designation: 'Senior engineer' },
      },
    ]);
    expect(response.body.meta).toEqual({ total: 12, per_page: 2, current_page: 6, last_page: 6, from: 11, to: 12 });
  });

  it('pages and searches by slab name', async () => {
    expect(rows(await list('?limit=5&page=3')).map((row) => row.slug)).toEqual(['junior-any', 'senior-eng']);
    expect(rows(await list('?search=SENIOR')).map((row) => row.slug)).toEqual(['senior-eng']);
    expect(rows(await list('?search=slab-1')).map((row) => row.slug)).toEqual(['slab-10', 'slab-1']);
  });

  it('refuses bad paging values with 422', async () => {
    for (const query of ['?limit=0', '?limit=500', '?page=x', '?page=0']) expect((await list(query)).status, query).toBe(422);
  });

  it("shows only the caller's app's slabs", async () => {
    expect(rows(await list('?limit=100')).some((row) => row.slug === 'foreign-slab')).toBe(false);
    expect(rows(await list('', outsider)).map((row) => row.slug)).toEqual(['foreign-slab']);
  });

  it('is open to the job form and referral set-up readers, not to employees', async () => {
    expect((await list('', recruiter)).status).toBe(200);
    expect((await list('', employee)).status).toBe(403);
    expect((await t.call('GET', '/api/referral-amount?app=slab-a')).status).toBe(401);
  });
});
