import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HiringProcess } from '../../../../src/shared/contract/hiring-process';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('process-a');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('process-b'), 'admin');
});
afterAll(() => t.close());

type Row = { id: number; name: string; stageCount: number };
const list = async (as = admin) => (await t.call('GET', '/api/hiring-process?limit=100', { as })).body.data as Row[];
const create = (name: unknown, as = admin) => t.call('POST', '/api/hiring-process', { as, form: { name } });
const detail = async (id: number, as = admin) => (await t.call('GET', `/api/hiring-process/${id}`, { as })).body.data as HiringProcess;
const addStage = (id: number, body: Record<string, unknown>, as = admin) =>
  t.call('POST', `/api/hiring-process/${id}/stage`, { as, json: body });
const idOf = (response: { body: { data?: unknown } }) => (response.body.data as { id: number }).id;

describe('hiring process', () => {
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = await list();
  });
  const unchanged = async () => expect(await list()).toEqual(snapshot);

  it('adds, renames and lists processes with their number of stages', async () => {
    const created = await create('Standard');
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id: idOf(created), name: 'Standard', stageCount: 0 });
    await addStage(idOf(created), { name: 'Interview', colour: '#8764B8' });
    const renamed = await t.call('PUT', `/api/hiring-process/${idOf(created)}`, { as: admin, json: { name: 'Standard hiring' } });
    expect(renamed.body.data).toEqual({ id: idOf(created), name: 'Standard hiring', stageCount: 1 });
    expect((await list()).find((row) => row.id === idOf(created))).toEqual({ id: idOf(created), name: 'Standard hiring', stageCount: 1 });
  });

  it("refuses an empty name with 'please enter the field' on add and on rename, writing nothing", async () => {
    for (const name of ['', '   ', undefined]) {
      const response = await create(name);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: 'please enter the field', errors: { name: ['please enter the field'] } });
    }
    const id = idOf(await create('Keep me'));
    snapshot = await list();
    expect((await t.call('PUT', `/api/hiring-process/${id}`, { as: admin, json: { name: '' } })).body.message).toBe(
      'please enter the field',
    );
    expect((await t.call('PUT', `/api/hiring-process/${id}`, { as: admin, json: { name: 7 } })).status).toBe(422);
    expect((await create('x'.repeat(101))).status).toBe(422);
    await unchanged();
  });

  it('refuses a duplicate process name in the app with 409, whatever its case', async () => {
    await create('Campus');
    const duplicate = await create('campus');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("A hiring process named 'campus' already exists.");
    expect((await create('Campus', outsider)).status).toBe(201);
  });

  it('adds stages last with a validated colour, lists them, and removes one keeping 1..n', async () => {
    const id = idOf(await create('Executive'));
    const first = await addStage(id, { name: 'Search', colour: '#CA5010' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ name: 'Search', colour: '#ca5010', sequence: 1 });
    const second = await t.call('POST', `/api/hiring-process/${id}/stage`, { as: admin, form: { name: 'Panel' } });
    expect(second.body.data).toMatchObject({ name: 'Panel', colour: '#0f6cbd', sequence: 2 });
    await addStage(id, { name: 'Offer', colour: '#13a10e' });
    expect((await t.call('DELETE', `/api/hiring-process/${id}/stage/${idOf(second)}`, { as: admin })).status).toBe(200);
    const process = await detail(id);
    expect(process.stages.map((s) => [s.name, s.colour, s.sequence])).toEqual([
      ['Search', '#ca5010', 1],
      ['Offer', '#13a10e', 2],
    ]);
  });

  it('refuses a bad stage: empty name, bad colour, duplicate name; unknown stage ids are 404', async () => {
    const id = idOf(await create('Checked'));
    await addStage(id, { name: 'Only' });
    const before = await detail(id);
    expect((await addStage(id, { name: ' ', colour: '#000000' })).body.message).toBe('please enter the field');
    for (const colour of ['red', '#12345', '#gggggg', 12]) {
      const response = await addStage(id, { name: 'Coloured', colour });
      expect(response.status, String(colour)).toBe(422);
      expect(response.body.errors).toEqual({ colour: ['Please choose a colour like #0f6cbd.'] });
    }
    const duplicate = await addStage(id, { name: 'ONLY' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("This process already has a stage named 'Only'.");
    for (const stageId of ['999999', 'abc', '0']) {
      expect((await t.call('DELETE', `/api/hiring-process/${id}/stage/${stageId}`, { as: admin })).status, stageId).toBe(404);
    }
    expect(await detail(id)).toEqual(before);
  });

  it("does not remove a stage through another process's path (404)", async () => {
    const a = idOf(await create('Process A'));
    const b = idOf(await create('Process B'));
    const stage = idOf(await addStage(a, { name: 'Shared' }));
    expect((await t.call('DELETE', `/api/hiring-process/${b}/stage/${stage}`, { as: admin })).status).toBe(404);
    expect((await detail(a)).stages).toHaveLength(1);
  });

  it('deletes a process with its stages', async () => {
    const id = idOf(await create('Short lived'));
    await addStage(id, { name: 'One' });
    expect((await t.call('DELETE', `/api/hiring-process/${id}`, { as: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/hiring-process/${id}`, { as: admin })).status).toBe(404);
  });

  it('answers 404 for unknown and malformed process ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      expect((await t.call('GET', `/api/hiring-process/${id}`, { as: admin })).status, id).toBe(404);
      expect((await t.call('PUT', `/api/hiring-process/${id}`, { as: admin, json: { name: 'X' } })).status, id).toBe(404);
      expect((await t.call('DELETE', `/api/hiring-process/${id}`, { as: admin })).status, id).toBe(404);
      expect((await addStage(Number.isNaN(Number(id)) ? 0 : Number(id), { name: 'X' })).status, id).toBe(404);
    }
    await unchanged();
  });

  it('searches and pages the list', async () => {
    await create('Findable one');
    await create('Findable two');
    const page = await t.call('GET', '/api/hiring-process?search=findable&limit=1&page=1', { as: admin });
    expect(page.body.data).toEqual([expect.objectContaining({ name: 'Findable one' })]);
    expect(page.body.meta).toMatchObject({ total: 2, last_page: 2, from: 1, to: 1 });
  });

  it('lets a hiring manager read but not write, and an employee do neither (403)', async () => {
    expect((await t.call('GET', '/api/hiring-process', { as: manager })).status).toBe(200);
    expect((await create('By manager', manager)).status).toBe(403);
    expect((await t.call('GET', '/api/hiring-process', { as: employee })).status).toBe(403);
    await unchanged();
  });
});

describe('hiring process across tenants', () => {
  it("never shows or changes another app's processes or stages (404)", async () => {
    const id = idOf(await create('Private process'));
    const stage = idOf(await addStage(id, { name: 'Private stage' }));
    expect((await list(outsider)).some((row) => row.id === id)).toBe(false);
    expect((await t.call('GET', `/api/hiring-process/${id}`, { as: outsider })).status).toBe(404);
    expect((await t.call('PUT', `/api/hiring-process/${id}`, { as: outsider, json: { name: 'Hijacked' } })).status).toBe(404);
    expect((await addStage(id, { name: 'Injected' }, outsider)).status).toBe(404);
    expect((await t.call('DELETE', `/api/hiring-process/${id}/stage/${stage}`, { as: outsider })).status).toBe(404);
    expect((await t.call('DELETE', `/api/hiring-process/${id}`, { as: outsider })).status).toBe(404);
    expect(await detail(id)).toMatchObject({ name: 'Private process', stages: [{ name: 'Private stage' }] });
  });
});
