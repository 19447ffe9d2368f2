import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { designations } from '../../../../src/server/db/schema';
import type { ReferrerEligibility } from '../../../../src/shared/contract/referrer-eligibility';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let team: Team;
const position: Record<string, number> = {};
let foreignDesignation: number;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'elig');
  const names = ['Engineer', 'Senior Engineer', 'Intern', 'Manager', 'Director', 'Analyst', 'Architect'];
  const rows = await t.db
    .insert(designations)
    .values(names.map((designation) => ({ appId: team.tenant.id, designation })))
    .returning();
  for (const row of rows) position[row.designation] = row.id;
  [{ id: foreignDesignation }] = await t.db.insert(designations).values({ appId: team.elsewhere.id, designation: 'Foreign' }).returning();
});
afterAll(() => t.close());

const list = async (query = '?limit=100', as = team.admin) =>
  (await t.call('GET', `/api/referrer-eligibility${query}`, { as })).body.data as ReferrerEligibility[];
const create = (designationId: unknown, eligibilityStatus: unknown = 1, as = team.admin) =>
  t.call('POST', '/api/referrer-eligibility', { as, json: { designationId, eligibilityStatus } });
const createdId = async (designationId: number, eligibilityStatus = 1) => {
  const response = await create(designationId, eligibilityStatus);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body.data as ReferrerEligibility).id;
};

describe('referrer eligibility', () => {
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = await list();
  });
  const unchanged = async () => expect(await list()).toEqual(snapshot);

  it('creates a position with Yes (1) or No (0), from JSON or multipart, and lists it with its designation', async () => {
    const yes = await create(position.Engineer, 1);
    expect(yes.status).toBe(201);
    expect(yes.body).toEqual({
      data: {
        id: expect.any(Number),
        designationId: position.Engineer,
        designation: { id: position.Engineer, designation: 'Engineer' },
        eligibilityStatus: 1,
      },
      message: 'Referrer eligibility created.',
    });
    const no = await t.call('POST', '/api/referrer-eligibility', {
      as: team.recruiter,
      form: { designationId: String(position.Intern), eligibilityStatus: '0' },
    });
    expect(no.status).toBe(201);
    expect(no.body.data).toMatchObject({ designation: { designation: 'Intern' }, eligibilityStatus: 0 });
    expect((await list()).map((row) => `${row.designation.designation}:${row.eligibilityStatus}`)).toEqual(
      expect.arrayContaining(['Engineer:1', 'Intern:0']),
    );
  });

  it("refuses a row without a designation with 'Please select any value' and writes nothing", async () => {
    for (const designationId of ['', null, undefined]) {
      const response = await create(designationId);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: 'Please select any value', errors: { designationId: ['Please select any value'] } });
    }
    await unchanged();
  });

  it('refuses a bad eligibility status or a malformed designation with 422 and writes nothing', async () => {
    for (const status of [2, 'yes', '', null]) {
      const response = await create(position.Manager, status);
      expect(response.status, String(status)).toBe(422);
      expect(response.body.errors).toEqual({ eligibilityStatus: ['Eligibility status must be 1 (Yes) or 0 (No).'] });
    }
    expect((await create('abc')).status).toBe(422);
    expect((await create(foreignDesignation)).body).toEqual({
      message: 'Please choose a designation of this workspace.',
      errors: { designationId: ['Please choose a designation of this workspace.'] },
    });
    await unchanged();
  });

  it("refuses to add a designation that already has a row with 409 'Please select unique value'", async () => {
    await createdId(position.Director);
    snapshot = await list();
    const response = await create(position.Director, 0);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Please select unique value', errors: { designationId: ['Please select unique value'] } });
    await unchanged();
  });

  it("refuses an edit onto another row's designation with 409 'Please fill unique slab name' (the spec's words)", async () => {
    const id = await createdId(position.Analyst);
    await createdId(position.Architect);
    snapshot = await list();
    const response = await t.call('PUT', `/api/referrer-eligibility/${id}`, {
      as: team.admin,
      json: { designationId: position.Architect, eligibilityStatus: 1 },
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Please fill unique slab name');
    await unchanged();
  });

  it('updates a row, keeping its own designation or moving to a free one', async () => {
    const id = await createdId(position['Senior Engineer'], 1);
    const same = await t.call('PUT', `/api/referrer-eligibility/${id}`, {
      as: team.admin,
      json: { designationId: position['Senior Engineer'], eligibilityStatus: 0 },
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ data: { id, eligibilityStatus: 0 }, message: 'Referrer eligibility updated.' });
    expect((await t.call('GET', `/api/referrer-eligibility/${id}`, { as: team.recruiter })).body.data).toMatchObject({
      designation: { designation: 'Senior Engineer' },
      eligibilityStatus: 0,
    });
  });

  it('deletes a row', async () => {
    const id = (await list()).find((row) => row.designation.designation === 'Intern')!.id;
    expect((await t.call('DELETE', `/api/referrer-eligibility/${id}`, { as: team.admin })).body).toEqual({
      message: 'Referrer eligibility deleted.',
    });
    expect((await list()).some((row) => row.id === id)).toBe(false);
  });

  it('pages and searches by designation', async () => {
    const page = await t.call('GET', '/api/referrer-eligibility?limit=2&page=1', { as: team.admin });
    expect((page.body.data as unknown[]).length).toBe(2);
    expect(page.body.meta).toMatchObject({ per_page: 2, current_page: 1 });
    expect((await list('?search=ENGINEER')).map((row) => row.designation.designation).sort()).toEqual(['Engineer', 'Senior Engineer']);
    const pastEnd = await t.call('GET', '/api/referrer-eligibility?search=engineer&page=5', { as: team.admin });
    expect(pastEnd.body).toMatchObject({ data: [], meta: { total: 2 } });
    for (const query of ['?limit=0', '?page=x', '?limit=101'])
      expect((await t.call('GET', `/api/referrer-eligibility${query}`, { as: team.admin })).status, query).toBe(422);
  });

  it("answers 404 for unknown, malformed and another app's ids", async () => {
    const id = (await list())[0].id;
    for (const bad of ['999999', 'abc', '0']) {
      expect(
        (
          await t.call('PUT', `/api/referrer-eligibility/${bad}`, {
            as: team.admin,
            json: { designationId: position.Manager, eligibilityStatus: 1 },
          })
        ).status,
        bad,
      ).toBe(404);
      expect((await t.call('DELETE', `/api/referrer-eligibility/${bad}`, { as: team.admin })).status, bad).toBe(404);
    }
    expect(await list('?limit=100', team.outsider)).toEqual([]);
    expect((await t.call('GET', `/api/referrer-eligibility/${id}`, { as: team.outsider })).status).toBe(404);
    expect(
      (
        await t.call('PUT', `/api/referrer-eligibility/${id}`, {
          as: team.outsider,
          json: { designationId: foreignDesignation, eligibilityStatus: 0 },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/referrer-eligibility/${id}`, { as: team.outsider })).status).toBe(404);
    await unchanged();
  });

  it('reads for staff; writes for admins and recruiters; employees get 403; no token 401', async () => {
    const id = (await list())[0].id;
    expect((await t.call('GET', '/api/referrer-eligibility', { as: team.manager })).status).toBe(200);
    expect((await t.call('GET', '/api/referrer-eligibility', { as: team.employee })).status).toBe(403);
    expect((await create(position.Manager, 1, team.manager)).status).toBe(403);
    expect(
      (
        await t.call('PUT', `/api/referrer-eligibility/${id}`, {
          as: team.manager,
          json: { designationId: position.Manager, eligibilityStatus: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/referrer-eligibility/${id}`, { as: team.employee })).status).toBe(403);
    expect((await t.call('GET', '/api/referrer-eligibility?app=elig-a')).status).toBe(401);
    await unchanged();
  });
});
