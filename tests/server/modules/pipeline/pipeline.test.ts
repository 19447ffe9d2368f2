import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, stages, stageStatuses, statuses } from '../../../../src/server/db/schema';
import type { Pipeline } from '../../../../src/shared/contract/pipeline';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;
const stage: Record<string, number> = {};
let foreignStage: number;

async function addStage(appId: number, name: string, statusIds: number[]) {
  const [row] = await t.db.insert(stages).values({ appId, name }).returning();
  if (statusIds.length)
    await t.db.insert(stageStatuses).values(statusIds.map((statusId, i) => ({ appId, stageId: row.id, statusId, sequence: i + 1 })));
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('pipe-a');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('pipe-b'), 'admin');
  const made = await t.db
    .insert(statuses)
    .values([
      { appId: admin.appId, name: 'To-be-start', code: 'to_be_start' },
      { appId: admin.appId, name: 'Pending' },
      { appId: admin.appId, name: 'Shortlisted' },
      { appId: admin.appId, name: 'Rejected', code: 'rejected' },
    ])
    .returning();
  const [toBeStart, pending, shortlisted, rejected] = made.map((row) => row.id);
  // Screening is saved with the built-ins at its ends; Interview only with its chosen statuses.
  stage.Screening = await addStage(admin.appId, 'Screening', [toBeStart, pending, shortlisted, rejected]);
  stage.Interview = await addStage(admin.appId, 'Interview', [shortlisted]);
  stage.Offer = await addStage(admin.appId, 'Offer', []);
  foreignStage = await addStage(outsider.appId, 'Foreign stage', []);
});
afterAll(() => t.close());

type Row = { id: number; name: string; stageCount: number };
const list = async (as = admin) => (await t.call('GET', '/api/pipeline?limit=100', { as })).body.data as Row[];
const detail = async (id: number) => (await t.call('GET', `/api/pipeline/${id}`, { as: admin })).body.data as Pipeline;
const create = (name: string, stageIds: number[], as = admin) =>
  t.call('POST', '/api/pipeline', { as, json: { name, stage: stageIds.map((stageId, i) => ({ stageId, sequence: i + 1 })) } });
const idOf = (response: { body: { data?: unknown } }) => (response.body.data as { id: number }).id;

describe('pipelines', () => {
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = await list();
  });
  const unchanged = async () => expect(await list()).toEqual(snapshot);

  it('sequences stages from 1 in the order selected and previews each stage To-be-start … Rejected', async () => {
    const response = await create('Engineering', [stage.Interview, stage.Screening]);
    expect(response.status).toBe(201);
    const pipeline = response.body.data as Pipeline;
    expect(pipeline.stage.map((s) => [s.name, s.sequence])).toEqual([
      ['Interview', 1],
      ['Screening', 2],
    ]);
    expect(pipeline.stage[1].status.map((s) => [s.name, s.sequence])).toEqual([
      ['To-be-start', 1],
      ['Pending', 2],
      ['Shortlisted', 3],
      ['Rejected', 4],
    ]);
    // A stage saved without the built-ins still reads To-be-start first and Rejected last (chosen + 2).
    expect(pipeline.stage[0].status.map((s) => [s.name, s.sequence])).toEqual([
      ['To-be-start', 1],
      ['Shortlisted', 2],
      ['Rejected', 3],
    ]);
    expect(await detail(pipeline.id)).toEqual(pipeline);
    expect((await list()).find((row) => row.id === pipeline.id)).toEqual({ id: pipeline.id, name: 'Engineering', stageCount: 2 });
  });

  it('accepts multipart stage[i][stageId] with sequences, and plain stageId[i] in the order sent', async () => {
    const nested = await t.call('POST', '/api/pipeline', {
      as: admin,
      form: {
        name: 'Nested form',
        'stage[0][stageId]': stage.Offer,
        'stage[0][sequence]': 2,
        'stage[1][stageId]': stage.Screening,
        'stage[1][sequence]': 1,
      },
    });
    expect(nested.status).toBe(201);
    expect((nested.body.data as Pipeline).stage.map((s) => [s.name, s.sequence])).toEqual([
      ['Screening', 1],
      ['Offer', 2],
    ]);
    const plain = await t.call('POST', '/api/pipeline', {
      as: admin,
      form: { name: 'Plain form', stageId: [stage.Offer, stage.Interview] },
    });
    expect(plain.status).toBe(201);
    expect((plain.body.data as Pipeline).stage.map((s) => [s.name, s.sequence])).toEqual([
      ['Offer', 1],
      ['Interview', 2],
    ]);
  });

  it('keeps sequences contiguous on edit: a new order and a removed stage renumber 1..n', async () => {
    const id = idOf(await create('Resequenced', [stage.Screening, stage.Interview, stage.Offer]));
    const put = await t.call('PUT', `/api/pipeline/${id}`, {
      as: admin,
      json: {
        name: 'Resequenced',
        stage: [
          { stageId: stage.Offer, sequence: 7 },
          { stageId: stage.Screening, sequence: 3 },
        ],
      },
    });
    expect(put.status).toBe(200);
    expect((await detail(id)).stage.map((s) => [s.name, s.sequence])).toEqual([
      ['Screening', 1],
      ['Offer', 2],
    ]);
    const renamed = await t.call('PUT', `/api/pipeline/${id}`, { as: admin, form: { name: 'Renamed', stageId: [stage.Interview] } });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', stage: [{ name: 'Interview', sequence: 1 }] });
  });

  it("refuses a missing name with 'Please Enter Pipeline Name' and no stage with 'Please Select Atleast One Stage'", async () => {
    const noName = await t.call('POST', '/api/pipeline', { as: admin, json: { name: '  ', stage: [{ stageId: stage.Offer }] } });
    expect(noName.status).toBe(422);
    expect(noName.body).toEqual({ message: 'Please Enter Pipeline Name', errors: { name: ['Please Enter Pipeline Name'] } });
    const nameOnly = await t.call('POST', '/api/pipeline', { as: admin, form: { name: 'Name only' } });
    expect(nameOnly.status).toBe(422);
    expect(nameOnly.body).toEqual({ message: 'Please Select Atleast One Stage', errors: { stage: ['Please Select Atleast One Stage'] } });
    expect((await t.call('POST', '/api/pipeline', { as: admin, json: { name: 'Empty', stage: [] } })).body.message).toBe(
      'Please Select Atleast One Stage',
    );
    await unchanged();
  });

  it('refuses wrong types, a stage chosen twice, unknown and foreign stage ids (422) and writes nothing', async () => {
    const cases: unknown[] = [
      { name: 42, stage: [{ stageId: stage.Offer }] },
      { name: 'Bad', stage: 'all' },
      { name: 'Bad', stage: [{ stageId: 'abc' }] },
      { name: 'Bad', stage: [{ stageId: stage.Offer, sequence: 0 }] },
      { name: 'x'.repeat(101), stage: [{ stageId: stage.Offer }] },
    ];
    for (const json of cases) expect((await t.call('POST', '/api/pipeline', { as: admin, json })).status, JSON.stringify(json)).toBe(422);
    const twice = await create('Twice', [stage.Offer, stage.Offer]);
    expect(twice.body.message).toBe('A stage can be chosen only once in a pipeline.');
    for (const stageId of [999999, foreignStage]) {
      const response = await create('Unknown', [stage.Offer, stageId]);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ stage: ['Unknown stage.'] });
    }
    await unchanged();
  });

  it('refuses a duplicate name in the same app, whatever its case (409), but allows it in another app', async () => {
    await create('Campus', [stage.Offer]);
    const duplicate = await create('CAMPUS', [stage.Offer]);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("A pipeline named 'CAMPUS' already exists.");
    const other = idOf(await create('Campus 2', [stage.Offer]));
    expect(
      (await t.call('PUT', `/api/pipeline/${other}`, { as: admin, json: { name: 'campus', stage: [{ stageId: stage.Offer }] } })).status,
    ).toBe(409);
    expect((await detail(other)).name).toBe('Campus 2');
    expect((await create('Campus', [foreignStage], outsider)).status).toBe(201);
  });

  it('deletes a pipeline, and refuses with 409 naming the jobs when jobs use it', async () => {
    const free = idOf(await create('Disposable', [stage.Offer]));
    expect((await t.call('DELETE', `/api/pipeline/${free}`, { as: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/pipeline/${free}`, { as: admin })).status).toBe(404);

    const used = idOf(await create('Busy', [stage.Offer, stage.Interview]));
    const titles = ['Platform engineer', 'Data analyst', 'Designer', 'Writer'];
    await t.db.insert(jobs).values(titles.map((jobTitle) => ({ appId: admin.appId, jobTitle, pipelineId: used })));
    const refused = await t.call('DELETE', `/api/pipeline/${used}`, { as: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "'Busy' is used by 4 jobs: 'Platform engineer', 'Data analyst', 'Designer' and 1 more. Choose another pipeline for them first.",
    );
    expect((await detail(used)).stage).toHaveLength(2);
  });

  it('answers 404 for unknown and malformed ids and leaves everything as it was', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      expect((await t.call('GET', `/api/pipeline/${id}`, { as: admin })).status, id).toBe(404);
      expect(
        (await t.call('PUT', `/api/pipeline/${id}`, { as: admin, json: { name: 'X', stage: [{ stageId: stage.Offer }] } })).status,
        id,
      ).toBe(404);
      expect((await t.call('DELETE', `/api/pipeline/${id}`, { as: admin })).status, id).toBe(404);
    }
    await unchanged();
  });

  it('lists with search and paging meta', async () => {
    await create('Searchable One', [stage.Offer]);
    await create('Searchable Two', [stage.Offer]);
    const page = await t.call('GET', '/api/pipeline?search=searchable&limit=1&page=2', { as: admin });
    expect(page.body.data).toEqual([expect.objectContaining({ name: 'Searchable Two', stageCount: 1 })]);
    expect(page.body.meta).toMatchObject({ total: 2, current_page: 2, from: 2, to: 2, last_page: 2 });
    expect((await t.call('GET', '/api/pipeline?limit=abc', { as: admin })).status).toBe(422);
  });

  it('searches pipelines and stages by one search parameter, 10 of each at most', async () => {
    const response = await t.call('GET', '/api/pipeline/search?search=scre', { as: admin });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ pipelines: [], stages: [{ id: stage.Screening, name: 'Screening' }] });
    const both = (await t.call('GET', '/api/pipeline/search?search=', { as: admin })).body.data as {
      pipelines: unknown[];
      stages: unknown[];
    };
    expect(both.pipelines.length).toBeLessThanOrEqual(10);
    expect(both.stages).toHaveLength(3);
  });

  it('lets a hiring manager read but not write, and an employee do neither (403)', async () => {
    expect((await t.call('GET', '/api/pipeline', { as: manager })).status).toBe(200);
    expect((await create('Manager made', [stage.Offer], manager)).status).toBe(403);
    expect((await t.call('GET', '/api/pipeline', { as: employee })).status).toBe(403);
    await unchanged();
  });
});

describe('pipelines across tenants', () => {
  it("never shows or changes another app's pipelines (404) or lets it use their stages", async () => {
    const id = idOf(await create('Private to A', [stage.Screening]));
    expect((await list(outsider)).some((row) => row.id === id)).toBe(false);
    expect((await t.call('GET', `/api/pipeline/${id}`, { as: outsider })).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/pipeline/${id}`, { as: outsider, json: { name: 'Hijacked', stage: [{ stageId: foreignStage }] } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/pipeline/${id}`, { as: outsider })).status).toBe(404);
    expect((await create('Borrowed', [stage.Screening], outsider)).status).toBe(422);
    const search = (await t.call('GET', '/api/pipeline/search?search=private', { as: outsider })).body.data as { pipelines: unknown[] };
    expect(search.pipelines).toEqual([]);
    expect(await detail(id)).toMatchObject({ name: 'Private to A', stage: [{ name: 'Screening' }] });
  });
});
