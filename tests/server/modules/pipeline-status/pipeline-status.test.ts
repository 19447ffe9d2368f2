import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { applications, generalSettings, jobs, stages, stageStatuses, statuses } from '../../../../src/server/db/schema';
import type { Status } from '../../../../src/shared/contract/pipeline-status';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let outsider: TestUser;
let viewer: TestUser;
const ids: Record<string, number> = {};
const stageIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('status-a');
  admin = await t.factories.user(tenant, 'admin');
  viewer = await t.factories.user(tenant, 'hiring_manager');
  outsider = await t.factories.user(await t.factories.tenant('status-b'), 'admin');
  const rows = await t.db
    .insert(statuses)
    .values([
      { appId: admin.appId, name: 'To-be-start', code: 'to_be_start' },
      { appId: admin.appId, name: 'Rejected', code: 'rejected' },
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
  const stageRows = await t.db
    .insert(stages)
    .values([
      { appId: admin.appId, name: 'Screening' },
      { appId: admin.appId, name: 'Interview' },
      { appId: outsider.appId, name: 'Foreign stage' },
    ])
    .returning();
  for (const row of stageRows) stageIds[row.name] = row.id;
  await t.db.insert(stageStatuses).values([
    { appId: admin.appId, stageId: stageIds.Screening, statusId: ids['To-be-start'], sequence: 1 },
    { appId: admin.appId, stageId: stageIds.Screening, statusId: ids.Rejected, sequence: 2 },
  ]);
});
afterAll(() => t.close());

const list = async (as = admin) => (await t.call('GET', '/api/status?limit=100', { as })).body.data as Status[];
const links = () => t.db.select().from(stageStatuses).orderBy(asc(stageStatuses.id));
const create = (name: string, stageId: unknown, as = admin) => t.call('POST', '/api/status', { as, form: { name, stageId } });
const sequenceOf = async (stageId: number) =>
  (await t.call('GET', `/api/stage/${stageId}`, { as: admin })).body.data as { status: { name: string; sequence: number }[] };

describe('statuses', () => {
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = [await list(), await links()];
  });
  const unchanged = async () => expect([await list(), await links()]).toEqual(snapshot);

  it('creates a status in a stage (multipart name, stageId), placed before Rejected, read back as stageStatus.name', async () => {
    const response = await create('Pending', stageIds.Screening);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ name: 'Pending', stageId: stageIds.Screening, stageStatus: { name: 'Screening' } });
    expect((await sequenceOf(stageIds.Screening)).status.map((s) => `${s.sequence}:${s.name}`)).toEqual([
      '1:To-be-start',
      '2:Pending',
      '3:Rejected',
    ]);
    expect((await list()).find((s) => s.name === 'Pending')?.stageStatus).toEqual({ id: stageIds.Screening, name: 'Screening' });
  });

  it("refuses an empty name with 'Add a name to create status' and no stage with 'Please select stage'", async () => {
    const noName = await create('', stageIds.Screening);
    expect(noName.status).toBe(422);
    expect(noName.body.message).toBe('Add a name to create status');
    const noStage = await t.call('POST', '/api/status', { as: admin, form: { name: 'Floating' } });
    expect(noStage.status).toBe(422);
    expect(noStage.body.message).toBe('Please select stage');
    expect((await create('Floating', '')).body.message).toBe('Please select stage');
    expect((await t.call('POST', '/api/status', { as: admin, json: { name: ['x'], stageId: true } })).status).toBe(422);
    expect((await create('Floating', 'abc')).status).toBe(422);
    await unchanged();
  });

  it("refuses another tenant's or an unknown stage with 422 'Unknown stage.'", async () => {
    for (const stageId of [stageIds['Foreign stage'], 999999]) {
      const response = await create('Sneaky', stageId);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ stageId: ['Unknown stage.'] });
    }
    await unchanged();
  });

  it('refuses a duplicate name whatever its case (409)', async () => {
    await create('Scheduled', stageIds.Interview);
    snapshot = [await list(), await links()];
    const duplicate = await create('SCHEDULED', stageIds.Screening);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("A status named 'SCHEDULED' already exists.");
    await unchanged();
  });

  it("renames; an empty name answers 'Add a name to create status'", async () => {
    const id = ((await create('Cleard', stageIds.Interview)).body.data as Status).id;
    const renamed = await t.call('PUT', `/api/status/${id}`, { as: admin, json: { name: 'Cleared' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Cleared', stageStatus: { name: 'Interview' } });
    snapshot = [await list(), await links()];
    const empty = await t.call('PUT', `/api/status/${id}`, { as: admin, form: { name: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Add a name to create status');
    await unchanged();
  });

  it('never renames or deletes the built-in To-be-start and Rejected (409)', async () => {
    const rename = await t.call('PUT', `/api/status/${ids.Rejected}`, { as: admin, json: { name: 'Declined' } });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe("'Rejected' is a built-in status that every stage starts or ends with; it cannot be renamed.");
    const remove = await t.call('DELETE', `/api/status/${ids['To-be-start']}`, { as: admin });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe("'To-be-start' is a built-in status that every stage starts or ends with; it cannot be deleted.");
    await unchanged();
  });

  it('maps a status to another stage at the end of its chosen statuses; twice is a 409', async () => {
    const id = ((await create('On Hold', stageIds.Interview)).body.data as Status).id;
    const mapped = await t.call('PUT', `/api/status/map-stage/${id}`, { as: admin, form: { stageId: stageIds.Screening } });
    expect(mapped.status).toBe(200);
    const names = (await sequenceOf(stageIds.Screening)).status.map((s) => s.name);
    expect(names.at(-2)).toBe('On Hold');
    expect(names.at(-1)).toBe('Rejected');
    snapshot = [await list(), await links()];
    const again = await t.call('PUT', `/api/status/map-stage/${id}`, { as: admin, form: { stageId: stageIds.Screening } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("'On Hold' is already in 'Screening'.");
    expect((await t.call('PUT', `/api/status/map-stage/${id}`, { as: admin, form: {} })).body.message).toBe('Please select stage');
    expect((await t.call('PUT', `/api/status/map-stage/${id}`, { as: admin, json: { stageId: stageIds['Foreign stage'] } })).status).toBe(
      422,
    );
    expect((await t.call('PUT', '/api/status/map-stage/999999', { as: admin, json: { stageId: stageIds.Screening } })).status).toBe(404);
    await unchanged();
  });

  it('refuses to delete a status used by stages, applications or the general settings, naming them (409)', async () => {
    const id = ((await create('Offer Sent', stageIds.Interview)).body.data as Status).id;
    const [job] = await t.db.insert(jobs).values({ appId: admin.appId, jobTitle: 'Status job' }).returning();
    await t.db.insert(applications).values({
      appId: admin.appId,
      jobId: job.id,
      firstName: 'Cy',
      applicantEmail: 'cy@example.test',
      currentStageId: stageIds.Interview,
      currentStatusId: id,
    });
    await t.db.insert(generalSettings).values({ appId: admin.appId, payableEmployeeStatusId: id });
    snapshot = [await list(), await links()];
    const response = await t.call('DELETE', `/api/status/${id}`, { as: admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      "'Offer Sent' is used by 1 stage, 1 application and the general settings (Payable Employee Status).",
    );
    await unchanged();
  });

  it('deletes a status that nothing uses', async () => {
    const [row] = await t.db.insert(statuses).values({ appId: admin.appId, name: 'Unused' }).returning();
    expect((await t.call('DELETE', `/api/status/${row.id}`, { as: admin })).status).toBe(200);
    expect(await t.db.select().from(statuses).where(eq(statuses.id, row.id))).toEqual([]);
  });

  it('searches and pages', async () => {
    const search = await t.call('GET', '/api/status?search=reject', { as: admin });
    expect((search.body.data as Status[]).map((s) => s.name)).toEqual(['Rejected']);
    expect((await t.call('GET', '/api/status?limit=1&page=2', { as: admin })).body.meta).toMatchObject({ per_page: 1, current_page: 2 });
    expect((await t.call('GET', '/api/status?page=0', { as: admin })).status).toBe(422);
  });

  it('answers 404 for unknown and malformed ids and 403 to a read-only role', async () => {
    for (const id of ['999999', 'abc', '0']) {
      expect((await t.call('GET', `/api/status/${id}`, { as: admin })).status, id).toBe(404);
      expect((await t.call('PUT', `/api/status/${id}`, { as: admin, json: { name: 'X' } })).status, id).toBe(404);
      expect((await t.call('DELETE', `/api/status/${id}`, { as: admin })).status, id).toBe(404);
    }
    expect((await t.call('GET', '/api/status', { as: viewer })).status).toBe(200);
    expect((await create('Nope', stageIds.Screening, viewer)).status).toBe(403);
    await unchanged();
  });
});

describe('statuses across tenants', () => {
  it("never shows or changes another app's statuses (404)", async () => {
    const id = ((await create('Private status', stageIds.Screening)).body.data as Status).id;
    expect((await list(outsider)).some((s) => s.id === id)).toBe(false);
    expect((await t.call('GET', `/api/status/${id}`, { as: outsider })).status).toBe(404);
    expect((await t.call('PUT', `/api/status/${id}`, { as: outsider, json: { name: 'Hijacked' } })).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/status/map-stage/${id}`, { as: outsider, json: { stageId: stageIds['Foreign stage'] } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/status/${id}`, { as: outsider })).status).toBe(404);
    expect((await t.call('GET', `/api/status/${id}`, { as: admin })).body.data).toMatchObject({ name: 'Private status' });
  });
});
