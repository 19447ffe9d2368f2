import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  cities,
  countries,
  departments,
  designations,
  divisions,
  employmentTypes,
  jobTitles,
  jobTypes,
  locations,
  orgFunctions,
  referralStatuses,
  skills,
  subDepartments,
  subFunctions,
} from '../../../../src/server/db/schema';
import { asc, eq } from 'drizzle-orm';
import { LOOKUP_PATHS } from '../../../../src/shared/contract/lookups';
import { lookups } from '../../../../src/server/modules/lookups/specs';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let employee: TestUser;
let outsider: TestUser;

/** Seeds one app with two named rows per lookup (prefix makes the app visible in every name). */
async function seed(user: TestUser, prefix: string) {
  const appId = user.appId;
  const [division] = await t.db
    .insert(divisions)
    .values([
      { appId, name: `${prefix} Alpha division` },
      { appId, name: `${prefix} Beta division` },
    ])
    .returning();
  await t.db.insert(departments).values([
    { appId, departmentName: `${prefix} Alpha department`, divisionId: division.id, headUserId: user.id },
    { appId, departmentName: `${prefix} Beta department` },
  ]);
  const [department] = await t.db.select().from(departments).where(eq(departments.appId, appId)).orderBy(asc(departments.id)).limit(1);
  await t.db.insert(subDepartments).values([
    { appId, departmentId: department.id, name: `${prefix} Alpha sub department` },
    { appId, departmentId: department.id, name: `${prefix} Beta sub department` },
  ]);
  const [orgFunction] = await t.db
    .insert(orgFunctions)
    .values([
      { appId, name: `${prefix} Alpha function` },
      { appId, name: `${prefix} Beta function` },
    ])
    .returning();
  await t.db.insert(subFunctions).values([
    { appId, functionId: orgFunction.id, name: `${prefix} Alpha sub function` },
    { appId, functionId: orgFunction.id, name: `${prefix} Beta sub function` },
  ]);
  await t.db.insert(designations).values([
    { appId, designation: `${prefix} Alpha designation` },
    { appId, designation: `${prefix} Beta designation` },
  ]);
  const [country] = await t.db
    .insert(countries)
    .values([
      { appId, name: `${prefix} Alpha country`, code: 'AA' },
      { appId, name: `${prefix} Beta country` },
    ])
    .returning();
  const [city] = await t.db
    .insert(cities)
    .values([
      { appId, countryId: country.id, city: `${prefix} Alpha city` },
      { appId, countryId: country.id, city: `${prefix} Beta city` },
    ])
    .returning();
  const [location] = await t.db
    .insert(locations)
    .values([
      { appId, cityId: city.id, locationDisplay: `${prefix} Alpha location`, address: '1 Road', pincode: '560001' },
      { appId, cityId: city.id, locationDisplay: `${prefix} Beta location` },
    ])
    .returning();
  await t.db.insert(jobTypes).values([
    { appId, jobType: `${prefix} Alpha job type` },
    { appId, jobType: `${prefix} Beta job type` },
  ]);
  await t.db.insert(employmentTypes).values([
    { appId, employmentType: `${prefix} Alpha employment` },
    { appId, employmentType: `${prefix} Beta employment` },
  ]);
  await t.db.insert(skills).values([
    { appId, name: `${prefix} Alpha skill` },
    { appId, name: `${prefix} Beta skill` },
  ]);
  await t.db.insert(branches).values([
    { appId, branchName: `${prefix} Alpha branch`, locationId: location.id },
    { appId, branchName: `${prefix} Beta branch` },
  ]);
  await t.db.insert(jobTitles).values([
    { appId, jobTitle: `${prefix} Alpha title` },
    { appId, jobTitle: `${prefix} Beta title` },
  ]);
  await t.db.insert(referralStatuses).values([
    { appId, code: 'in_progress', referralStatus: `${prefix} Alpha status`, sortOrder: 1 },
    { appId, code: 'hired', referralStatus: `${prefix} Beta status`, sortOrder: 2 },
  ]);
}

// path → the field holding the row's name
const named: Record<string, string> = {
  'career-department': 'departmentName',
  'sub-department': 'name',
  division: 'name',
  function: 'name',
  'sub-function': 'name',
  designation: 'designation',
  country: 'name',
  city: 'city',
  location: 'locationDisplay',
  'job-type': 'jobType',
  'employment-type': 'employmentType',
  skills: 'name',
  branches: 'branchName',
  'job-titles': 'jobTitle',
  'referral-status': 'referralStatus',
};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('lookups-a');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('lookups-b'), 'admin');
  await t.factories.user({ id: outsider.appId, key: outsider.appKey }, 'recruiter');
  await seed(admin, 'A');
  await seed(outsider, 'B');
});
afterAll(() => t.close());

type Rows = Record<string, unknown>[];

describe.each(Object.entries(named))('GET /api/%s', (path, field) => {
  it("returns only this app's rows, with paging meta", async () => {
    const response = await t.call('GET', `/api/${path}?limit=100`, { as: admin });
    expect(response.status).toBe(200);
    expect((response.body.data as Rows).map((row) => row[field])).toEqual([
      expect.stringMatching(/^A Alpha/),
      expect.stringMatching(/^A Beta/),
    ]);
    expect(response.body.meta).toMatchObject({ total: 2, current_page: 1, last_page: 1, from: 1, to: 2 });
  });

  it('pages and searches', async () => {
    const second = await t.call('GET', `/api/${path}?limit=1&page=2`, { as: admin });
    expect((second.body.data as Rows).map((row) => row[field])).toEqual([expect.stringMatching(/^A Beta/)]);
    expect(second.body.meta).toMatchObject({ total: 2, per_page: 1, current_page: 2, last_page: 2, from: 2, to: 2 });
    const search = await t.call('GET', `/api/${path}?search=beta`, { as: admin });
    expect((search.body.data as Rows).map((row) => row[field])).toEqual([expect.stringMatching(/^A Beta/)]);
    expect((await t.call('GET', `/api/${path}?search=100%25`, { as: admin })).body.data).toEqual([]);
  });

  it('refuses bad paging with 422 and employees with 403; recruiters may read', async () => {
    for (const query of ['limit=0', 'limit=101', 'page=abc', 'page=1.5']) {
      expect((await t.call('GET', `/api/${path}?${query}`, { as: admin })).status, query).toBe(422);
    }
    expect((await t.call('GET', `/api/${path}`, { as: employee })).status).toBe(403);
    expect((await t.call('GET', `/api/${path}`, { as: recruiter })).status).toBe(200);
  });
});

describe('lookup shapes', () => {
  it('serves exactly the paths the contract lists', () => {
    expect(Object.keys(lookups).sort()).toEqual([...LOOKUP_PATHS].sort());
  });

  it('career-department carries its division and head', async () => {
    const rows = (await t.call('GET', '/api/career-department', { as: admin })).body.data as Rows;
    expect(rows[0]).toEqual({
      departmentId: expect.any(Number),
      departmentName: 'A Alpha department',
      division: { id: expect.any(Number), name: 'A Alpha division' },
      departmentHead: { id: admin.id, name: expect.any(String), lastName: 'admin' },
    });
    expect(rows[1]).toMatchObject({ division: null, departmentHead: null });
  });

  it('sub-department and sub-function name the department and function they belong to', async () => {
    const [department] = (await t.call('GET', '/api/career-department', { as: admin })).body.data as Rows;
    const [alpha] = (await t.call('GET', '/api/sub-department', { as: admin })).body.data as Rows;
    expect(alpha).toEqual({ id: expect.any(Number), name: 'A Alpha sub department', departmentId: department.departmentId });
    const [orgFunction] = (await t.call('GET', '/api/function', { as: admin })).body.data as Rows;
    const [first] = (await t.call('GET', '/api/sub-function', { as: admin })).body.data as Rows;
    expect(first).toEqual({ id: expect.any(Number), name: 'A Alpha sub function', functionId: orgFunction.id });
  });

  it('city carries its locations', async () => {
    const rows = (await t.call('GET', '/api/city', { as: admin })).body.data as Rows;
    expect(rows[0]).toMatchObject({
      cityId: expect.any(Number),
      city: 'A Alpha city',
      locations: [
        { locationId: expect.any(Number), locationDisplay: 'A Alpha location', address: '1 Road', pincode: '560001' },
        { locationId: expect.any(Number), locationDisplay: 'A Beta location', address: null, pincode: null },
      ],
    });
    expect(rows[1]).toMatchObject({ city: 'A Beta city', locations: [] });
  });

  it('referral-status has id, referralStatus and code in its order', async () => {
    const rows = (await t.call('GET', '/api/referral-status', { as: admin })).body.data as Rows;
    expect(rows.map(({ referralStatus, code }) => ({ referralStatus, code }))).toEqual([
      { referralStatus: 'A Alpha status', code: 'in_progress' },
      { referralStatus: 'A Beta status', code: 'hired' },
    ]);
  });

  it("recruiters lists only this app's recruiters", async () => {
    const response = await t.call('GET', '/api/recruiters?limit=100', { as: admin });
    expect(response.body.data).toEqual([{ id: recruiter.id, name: expect.any(String), lastName: 'recruiter', email: recruiter.email }]);
    expect(response.body.meta).toMatchObject({ total: 1 });
    expect((await t.call('GET', '/api/recruiters?search=nobody', { as: admin })).body.data).toEqual([]);
    expect((await t.call('GET', '/api/recruiters?limit=0', { as: admin })).status).toBe(422);
    expect((await t.call('GET', '/api/recruiters', { as: employee })).status).toBe(403);
  });
});
