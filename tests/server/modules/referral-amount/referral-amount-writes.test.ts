import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { departments, designations, jobs } from '../../../../src/server/db/schema';
import type { ReferralAmountOption } from '../../../../src/shared/contract/referral-amount';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let team: Team;
let engineering: number;
let senior: number;
let foreignDesignation: number;
let foreignDepartment: number;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'slab-w');
  [{ id: engineering }] = await t.db.insert(departments).values({ appId: team.tenant.id, departmentName: 'Engineering' }).returning();
  [{ id: senior }] = await t.db.insert(designations).values({ appId: team.tenant.id, designation: 'Senior engineer' }).returning();
  [{ id: foreignDesignation }] = await t.db.insert(designations).values({ appId: team.elsewhere.id, designation: 'Foreign' }).returning();
  [{ id: foreignDepartment }] = await t.db
    .insert(departments)
    .values({ appId: team.elsewhere.id, departmentName: 'Foreign dept' })
    .returning();
});
afterAll(() => t.close());

const list = async (as = team.admin) => (await t.call('GET', '/api/referral-amount?limit=100', { as })).body.data as ReferralAmountOption[];
const slab = (overrides: Record<string, unknown> = {}) => ({
  slug: 'senior-eng',
  departmentId: engineering,
  designationId: senior,
  amount: 50000,
  ...overrides,
});
const create = (body: Record<string, unknown>, as = team.admin) => t.call('POST', '/api/referral-amount', { as, json: body });
const createdId = async (body: Record<string, unknown>) => {
  const response = await create(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body.data as ReferralAmountOption).id;
};

describe('referral amount writes', () => {
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = await list();
  });
  const unchanged = async () => expect(await list()).toEqual(snapshot);

  it('creates a slab from JSON or multipart (departmentId, designationId, amount, slug) and answers it whole', async () => {
    const json = await create(slab({ slug: 'json-slab', amount: 1250.5 }));
    expect(json.status).toBe(201);
    expect(json.body).toEqual({
      data: {
        id: expect.any(Number),
        slug: 'json-slab',
        amount: 1250.5,
        department: { departmentId: engineering, departmentName: 'Engineering' },
        designation: { id: senior, designation: 'Senior engineer' },
      },
      message: 'Referral amount created.',
    });
    const form = await t.call('POST', '/api/referral-amount', {
      as: team.recruiter,
      form: { slug: ' form-slab ', departmentId: '', designationId: String(senior), amount: '700' },
    });
    expect(form.status).toBe(201);
    expect(form.body.data).toMatchObject({ slug: 'form-slab', amount: 700, department: null });
  });

  it("refuses an add missing slab name, designation or amount with 'Please fill the required fields' and writes nothing", async () => {
    for (const missing of ['slug', 'designationId', 'amount']) {
      const response = await create(slab({ slug: `missing-${missing}`, [missing]: '' }));
      expect(response.status, missing).toBe(422);
      expect(response.body.message).toBe('Please fill the required fields');
      expect(response.body.errors).toEqual({ [missing]: ['Please fill the required fields'] });
    }
    const empty = await create({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors as object).sort()).toEqual(['amount', 'designationId', 'slug']);
    await unchanged();
  });

  it("refuses an edit missing a field with 'fill all the fields' and changes nothing", async () => {
    const id = await createdId(slab({ slug: 'edit-missing' }));
    snapshot = await list();
    for (const missing of ['slug', 'designationId', 'amount']) {
      const response = await t.call('PUT', `/api/referral-amount/${id}`, {
        as: team.admin,
        json: slab({ slug: 'edit-missing', [missing]: null }),
      });
      expect(response.status, missing).toBe(422);
      expect(response.body.message).toBe('fill all the fields');
    }
    await unchanged();
  });

  it('refuses a negative, too large, non-numeric or over-precise amount, saying the limit', async () => {
    for (const amount of [-1, '-5', 10_000_000.01, 'ten', '1e3', 12.345, true]) {
      const response = await create(slab({ slug: `amount-${String(amount)}`, amount }));
      expect(response.status, String(amount)).toBe(422);
      expect(response.body.errors).toEqual({ amount: ['The amount must be a number from 0 to 10,000,000 with at most 2 decimals.'] });
    }
    await unchanged();
    expect((await create(slab({ slug: 'zero-bonus', amount: 0 }))).status).toBe(201);
    expect((await create(slab({ slug: 'top-bonus', amount: '10000000' }))).status).toBe(201);
  });

  it("refuses a slab name already used in the app, whatever its case, with 409 'Please fill unique slab name'", async () => {
    const id = await createdId(slab({ slug: 'Unique-One' }));
    await createdId(slab({ slug: 'unique-two' }));
    snapshot = await list();
    const duplicate = await create(slab({ slug: 'UNIQUE-ONE' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'Please fill unique slab name', errors: { slug: ['Please fill unique slab name'] } });
    const rename = await t.call('PUT', `/api/referral-amount/${id}`, { as: team.admin, json: slab({ slug: 'Unique-Two' }) });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe('Please fill unique slab name');
    await unchanged();
    expect(
      (await t.call('PUT', `/api/referral-amount/${id}`, { as: team.admin, json: slab({ slug: 'unique-one', amount: 5 }) })).status,
    ).toBe(200);
  });

  it('allows the same slab name in another app', async () => {
    await createdId(slab({ slug: 'shared-name' }));
    const [{ id: theirDesignation }] = await t.db
      .insert(designations)
      .values({ appId: team.outsider.appId, designation: 'Theirs' })
      .returning();
    expect((await create({ slug: 'shared-name', designationId: theirDesignation, amount: 1 }, team.outsider)).status).toBe(201);
  });

  it("refuses another app's department or designation with 422 and writes nothing", async () => {
    const designation = await create(slab({ slug: 'foreign-designation', designationId: foreignDesignation }));
    expect(designation.status).toBe(422);
    expect(designation.body.errors).toEqual({ designationId: ['Please choose a designation of this workspace.'] });
    const department = await create(slab({ slug: 'foreign-department', departmentId: foreignDepartment }));
    expect(department.status).toBe(422);
    expect(department.body.errors).toEqual({ departmentId: ['Please choose a department of this workspace.'] });
    expect((await create(slab({ slug: 'bad-id', designationId: 'abc' }))).status).toBe(422);
    await unchanged();
  });

  it('updates a slab: name, department, designation and amount', async () => {
    const id = await createdId(slab({ slug: 'to-update' }));
    const response = await t.call('PUT', `/api/referral-amount/${id}`, {
      as: team.recruiter,
      json: { slug: 'updated', departmentId: null, designationId: senior, amount: '99.99' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { id, slug: 'updated', amount: 99.99, department: null, designation: { id: senior, designation: 'Senior engineer' } },
      message: 'Referral amount updated.',
    });
    expect((await t.call('GET', `/api/referral-amount/${id}`, { as: team.admin })).body.data).toMatchObject({
      slug: 'updated',
      amount: 99.99,
    });
  });

  it('deletes an unused slab', async () => {
    const id = await createdId(slab({ slug: 'to-delete' }));
    const response = await t.call('DELETE', `/api/referral-amount/${id}`, { as: team.admin });
    expect(response).toMatchObject({ status: 200, body: { message: 'Referral amount deleted.' } });
    expect((await list()).some((row) => row.id === id)).toBe(false);
  });

  it('refuses to delete a slab a job pays by (409, counting only this app) and keeps it', async () => {
    const id = await createdId(slab({ slug: 'in-use' }));
    await t.db.insert(jobs).values([
      { appId: team.admin.appId, jobTitle: 'Platform engineer', referralAmountId: id },
      { appId: team.admin.appId, jobTitle: 'Data engineer', referralAmountId: id },
    ]);
    const response = await t.call('DELETE', `/api/referral-amount/${id}`, { as: team.admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("'in-use' is the referral amount of 2 jobs. Choose another slab on those jobs first.");
    expect((await list()).some((row) => row.id === id)).toBe(true);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1']) {
      expect((await t.call('PUT', `/api/referral-amount/${id}`, { as: team.admin, json: slab({ slug: 'ghost' }) })).status, id).toBe(404);
      expect((await t.call('DELETE', `/api/referral-amount/${id}`, { as: team.admin })).status, id).toBe(404);
      expect((await t.call('GET', `/api/referral-amount/${id}`, { as: team.admin })).status, id).toBe(404);
    }
    await unchanged();
  });

  it("never shows or changes another app's slab (404)", async () => {
    const id = await createdId(slab({ slug: 'private-slab' }));
    expect((await t.call('GET', `/api/referral-amount/${id}`, { as: team.outsider })).status).toBe(404);
    expect((await t.call('PUT', `/api/referral-amount/${id}`, { as: team.outsider, json: slab({ slug: 'hijack' }) })).status).toBe(404);
    expect((await t.call('DELETE', `/api/referral-amount/${id}`, { as: team.outsider })).status).toBe(404);
    expect((await t.call('GET', `/api/referral-amount/${id}`, { as: team.admin })).body.data).toMatchObject({ slug: 'private-slab' });
  });

  it('lets admins and recruiters write; hiring managers and employees get 403; no token 401; nothing written', async () => {
    const id = await createdId(slab({ slug: 'perm-slab' }));
    snapshot = await list();
    for (const as of [team.manager, team.employee]) {
      expect((await create(slab({ slug: 'nope' }), as)).status).toBe(403);
      expect((await t.call('PUT', `/api/referral-amount/${id}`, { as, json: slab({ slug: 'nope' }) })).status).toBe(403);
      expect((await t.call('DELETE', `/api/referral-amount/${id}`, { as })).status).toBe(403);
    }
    expect((await t.call('POST', '/api/referral-amount?app=slab-w-a', { json: slab({ slug: 'nope' }) })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/referral-amount', { as: team.admin, appKey: 'slab-w-b', json: slab({ slug: 'nope' }) })).status,
    ).toBe(403);
    await unchanged();
  });

  it('refuses malformed JSON with 400 and writes nothing', async () => {
    const response = await t.call('POST', '/api/referral-amount', {
      as: team.admin,
      body: '{"slug":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    await unchanged();
  });
});
