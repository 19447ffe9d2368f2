import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  applications,
  applicationStatusHistory,
  jobs,
  pipelines,
  pipelineStages,
  stageStatuses,
  statuses,
} from '../../../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let outsider: TestUser;
let viewer: TestUser;
const ids: Record<string, number> = {};

interface StageBody {
  id: number;
  name: string;
  status: { id: number; name: string; sequence: number; code: string | null }[];
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('stage-a');
  admin = await t.factories.user(tenant, 'admin');
  viewer = await t.factories.user(tenant, 'hiring_manager');
  outsider = await t.factories.user(await t.factories.tenant('stage-b'), 'admin');
  const rows = await t.db
    .insert(statuses)
    .values([
      { appId: admin.appId, name: 'To-be-start', code: 'to_be_start' },
      { appId: admin.appId, name: 'Rejected', code: 'rejected' },
      { appId: admin.appId, name: 'Pending' },
      { appId: admin.appId, name: 'Scheduled' },
      { appId: admin.appId, name: 'Cleared' },
      { appId: outsider.appId, name: 'Foreign' },
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(() => t.close());

const list = async () => (await t.call('GET', '/api/stage?limit=100', { as: admin })).body.data as StageBody[];
const links = () => t.db.select().from(stageStatuses).orderBy(asc(stageStatuses.id));
const create = (name: string, statusNames: string[], as = admin) =>
  t.call('POST', '/api/stage', { as, form: { name, statusId: statusNames.map((n) => ids[n]) } });
const order = (body: unknown) => (body as { data: StageBody }).data.status.map((s) => `${s.sequence}:${s.name}`);

describe('stages', () => {
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = [await list(), await links()];
  });
  const unchanged = async () => expect([await list(), await links()]).toEqual(snapshot);

  it('creates a stage with statuses sequenced To-be-start first, the chosen in order, Rejected last (spec §9)', async () => {
    const response = await create('Screening', ['Scheduled', 'Pending']);
    expect(response.status).toBe(201);
    expect(order(response.body)).toEqual(['1:To-be-start', '2:Scheduled', '3:Pending', '4:Rejected']);
    const read = await t.call('GET', `/api/stage/${(response.body.data as StageBody).id}`, { as: admin });
    expect(order(read.body)).toEqual(order(response.body));
    expect((await list()).find((s) => s.name === 'Screening')?.status).toHaveLength(4);
  });

  it("refuses a missing name with '* Add A Name To Create Stage' and no status with 'Please Select Atleast One Status'", async () => {
    const noName = await create('  ', ['Pending']);
    expect(noName.status).toBe(422);
    expect(noName.body.message).toBe('* Add A Name To Create Stage');
    const noStatus = await create('Lonely', []);
    expect(noStatus.status).toBe(422);
    expect(noStatus.body.message).toBe('Please Select Atleast One Status');
    const wrongType = await t.call('POST', '/api/stage', { as: admin, json: { name: 5, statusId: 'x' } });
    expect(wrongType.status).toBe(422);
    const badId = await t.call('POST', '/api/stage', { as: admin, json: { name: 'Bad', statusId: ['abc'] } });
    expect(badId.status).toBe(422);
    await unchanged();
  });

  it("refuses another tenant's or unknown status ids with 422 'Unknown status.'", async () => {
    for (const statusId of [ids.Foreign, 999999]) {
      const response = await t.call('POST', '/api/stage', { as: admin, json: { name: 'Sneaky', statusId: [ids.Pending, statusId] } });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ statusId: ['Unknown status.'] });
    }
    await unchanged();
  });

  it('refuses a duplicate name whatever its case (409)', async () => {
    await create('Offer', ['Pending']);
    snapshot = [await list(), await links()];
    const duplicate = await create('OFFER', ['Pending']);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("A stage named 'OFFER' already exists.");
    await unchanged();
  });

  it('renames with only a name and keeps the statuses', async () => {
    const { body } = await create('Old name', ['Pending']);
    const stage = body.data as StageBody;
    const renamed = await t.call('PUT', `/api/stage/${stage.id}`, { as: admin, form: { name: 'New name' } });
    expect(renamed.status).toBe(200);
    expect((renamed.body.data as StageBody).name).toBe('New name');
    expect(order(renamed.body)).toEqual(order(body));
    const empty = await t.call('PUT', `/api/stage/${stage.id}`, { as: admin, form: { name: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('* Add A Name To Create Stage');
  });

  it('edits the list from multipart status[i][statusId]/[sequence], JSON status and plain statusId[i]; sequences stay contiguous', async () => {
    const { body } = await create('Editable', ['Pending', 'Scheduled', 'Cleared']);
    const id = (body.data as StageBody).id;
    const form = new FormData();
    form.append('name', 'Editable');
    form.append('status[0][statusId]', String(ids.Cleared));
    form.append('status[0][sequence]', '5');
    form.append('status[1][statusId]', String(ids.Pending));
    form.append('status[1][sequence]', '3');
    const multipart = await t.call('PUT', `/api/stage/${id}`, { as: admin, body: form });
    expect(multipart.status).toBe(200);
    expect(order(multipart.body)).toEqual(['1:To-be-start', '2:Pending', '3:Cleared', '4:Rejected']);
    const json = await t.call('PUT', `/api/stage/${id}`, {
      as: admin,
      json: {
        name: 'Editable',
        status: [
          { statusId: ids.Scheduled, sequence: 1 },
          { statusId: ids.Rejected, sequence: 2 },
          { statusId: ids.Cleared, sequence: 3 },
        ],
      },
    });
    expect(order(json.body)).toEqual(['1:To-be-start', '2:Scheduled', '3:Cleared', '4:Rejected']);
    const plain = await t.call('PUT', `/api/stage/${id}`, { as: admin, form: { name: 'Editable', statusId: [ids.Pending] } });
    expect(order(plain.body)).toEqual(['1:To-be-start', '2:Pending', '3:Rejected']);
  });

  it('maps statuses (replacing the list, keeping order) and refuses an empty or foreign list', async () => {
    const { body } = await create('Mappable', ['Pending']);
    const id = (body.data as StageBody).id;
    const mapped = await t.call('PUT', `/api/stage/map-status/${id}`, { as: admin, form: { statusId: [ids.Cleared, ids.Scheduled] } });
    expect(mapped.status).toBe(200);
    expect(order(mapped.body)).toEqual(['1:To-be-start', '2:Cleared', '3:Scheduled', '4:Rejected']);
    snapshot = [await list(), await links()];
    expect((await t.call('PUT', `/api/stage/map-status/${id}`, { as: admin, form: {} })).body.message).toBe(
      'Please Select Atleast One Status',
    );
    expect((await t.call('PUT', `/api/stage/map-status/${id}`, { as: admin, json: { statusId: [ids.Foreign] } })).status).toBe(422);
    expect((await t.call('PUT', '/api/stage/map-status/999999', { as: admin, json: { statusId: [ids.Pending] } })).status).toBe(404);
    await unchanged();
  });

  it('refuses to take a status away while applications sit at it in that stage (409)', async () => {
    const { body } = await create('Busy stage', ['Pending', 'Scheduled']);
    const id = (body.data as StageBody).id;
    const [job] = await t.db.insert(jobs).values({ appId: admin.appId, jobTitle: 'Busy job' }).returning();
    const [application] = await t.db
      .insert(applications)
      .values({
        appId: admin.appId,
        jobId: job.id,
        firstName: 'Ada',
        applicantEmail: 'ada@example.test',
        currentStageId: id,
        currentStatusId: ids.Pending,
      })
      .returning();
    snapshot = [await list(), await links()];
    const response = await t.call('PUT', `/api/stage/map-status/${id}`, { as: admin, json: { statusId: [ids.Scheduled] } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("1 application is at a status you removed from 'Busy stage'. Move it first, or keep that status.");
    await unchanged();
    const deleting = await t.call('DELETE', `/api/stage/${id}`, { as: admin });
    expect(deleting.status).toBe(409);
    expect(deleting.body.message).toBe("'Busy stage' is used by 1 application.");
    await t.db.delete(applications).where(eq(applications.id, application.id));
  });

  it('refuses to delete a stage that pipelines and application history use, naming them', async () => {
    const { body } = await create('Interview', ['Scheduled']);
    const id = (body.data as StageBody).id;
    const [p1, p2] = await t.db
      .insert(pipelines)
      .values([
        { appId: admin.appId, name: 'P1' },
        { appId: admin.appId, name: 'P2' },
      ])
      .returning();
    await t.db.insert(pipelineStages).values([
      { appId: admin.appId, pipelineId: p1.id, stageId: id, sequence: 1 },
      { appId: admin.appId, pipelineId: p2.id, stageId: id, sequence: 1 },
    ]);
    const [job] = await t.db.insert(jobs).values({ appId: admin.appId, jobTitle: 'History job' }).returning();
    const [application] = await t.db
      .insert(applications)
      .values({ appId: admin.appId, jobId: job.id, firstName: 'Bo', applicantEmail: 'bo@example.test' })
      .returning();
    await t.db
      .insert(applicationStatusHistory)
      .values({ appId: admin.appId, applicationId: application.id, stageId: id, statusId: ids.Scheduled });
    snapshot = [await list(), await links()];
    const response = await t.call('DELETE', `/api/stage/${id}`, { as: admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("'Interview' is used by 2 pipelines and 1 application.");
    const many = await t.call('DELETE', '/api/stage', { as: admin, json: { ids: [id] } });
    expect(many.status).toBe(409);
    await unchanged();
  });

  it('deletes one stage, and several at once all-or-nothing', async () => {
    const a = ((await create('Gone A', ['Pending'])).body.data as StageBody).id;
    const b = ((await create('Gone B', ['Pending'])).body.data as StageBody).id;
    const c = ((await create('Gone C', ['Pending'])).body.data as StageBody).id;
    const [pipeline] = await t.db.insert(pipelines).values({ appId: admin.appId, name: 'Keeps C' }).returning();
    await t.db.insert(pipelineStages).values({ appId: admin.appId, pipelineId: pipeline.id, stageId: c, sequence: 1 });
    const blocked = await t.call('DELETE', '/api/stage', { as: admin, form: { id: [a, c] } });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe("'Gone C' is used by 1 pipeline.");
    expect((await list()).filter((s) => [a, c].includes(s.id))).toHaveLength(2);
    const unknown = await t.call('DELETE', '/api/stage', { as: admin, json: { ids: [a, 999999] } });
    expect(unknown.status).toBe(422);
    expect((await t.call('DELETE', '/api/stage', { as: admin, json: {} })).status).toBe(422);
    expect((await t.call('DELETE', '/api/stage', { as: admin, form: { id: [a, b] } })).status).toBe(200);
    expect((await t.call('DELETE', `/api/stage/${c}`, { as: admin })).status).toBe(409);
    await t.db.delete(pipelines).where(eq(pipelines.id, pipeline.id));
    expect((await t.call('DELETE', `/api/stage/${c}`, { as: admin })).status).toBe(200);
    expect((await list()).some((s) => [a, b, c].includes(s.id))).toBe(false);
    expect(
      await t.db
        .select()
        .from(stageStatuses)
        .where(and(eq(stageStatuses.stageId, a))),
    ).toEqual([]);
  });

  it('searches and pages', async () => {
    await create('Searchable One', ['Pending']);
    await create('Searchable Two', ['Pending']);
    const search = await t.call('GET', '/api/stage?search=searchable%20t', { as: admin });
    expect((search.body.data as StageBody[]).map((s) => s.name)).toEqual(['Searchable Two']);
    const paged = await t.call('GET', '/api/stage?limit=1&page=2', { as: admin });
    expect(paged.body.meta).toMatchObject({ per_page: 1, current_page: 2 });
    expect((await t.call('GET', '/api/stage?limit=abc', { as: admin })).status).toBe(422);
  });

  it('answers 404 for unknown and malformed ids and 403 to a read-only role', async () => {
    for (const id of ['999999', 'abc', '0', '-1']) {
      expect((await t.call('GET', `/api/stage/${id}`, { as: admin })).status, id).toBe(404);
      expect((await t.call('PUT', `/api/stage/${id}`, { as: admin, json: { name: 'X' } })).status, id).toBe(404);
      expect((await t.call('DELETE', `/api/stage/${id}`, { as: admin })).status, id).toBe(404);
    }
    expect((await t.call('GET', '/api/stage', { as: viewer })).status).toBe(200);
    expect((await create('Forbidden', ['Pending'], viewer)).status).toBe(403);
    await unchanged();
  });
});

describe('stages across tenants', () => {
  it("never shows or changes another app's stages (404)", async () => {
    const id = ((await create('Private stage', ['Pending'])).body.data as StageBody).id;
    expect(((await t.call('GET', '/api/stage', { as: outsider })).body.data as StageBody[]).some((s) => s.id === id)).toBe(false);
    expect((await t.call('GET', `/api/stage/${id}`, { as: outsider })).status).toBe(404);
    expect((await t.call('PUT', `/api/stage/${id}`, { as: outsider, json: { name: 'Hijacked' } })).status).toBe(404);
    expect((await t.call('PUT', `/api/stage/map-status/${id}`, { as: outsider, json: { statusId: [ids.Foreign] } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/stage/${id}`, { as: outsider })).status).toBe(404);
    expect((await t.call('DELETE', '/api/stage', { as: outsider, json: { ids: [id] } })).status).toBe(422);
    expect((await t.call('GET', `/api/stage/${id}`, { as: admin })).body.data).toMatchObject({ name: 'Private stage' });
  });
});
