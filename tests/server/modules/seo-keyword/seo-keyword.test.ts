import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEO_KEYWORDS_REQUIRED, SEO_TITLE_REQUIRED } from '../../../../src/shared/contract/seo';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

interface Row {
  id: number;
  title: string;
  keywords: string[];
}

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'seo-keyword');
});
afterAll(() => t.close());

const list = async (as = team.admin) => (await t.call('GET', '/api/seo-keyword?limit=100', { as })).body.data as Row[];
const create = (form: Record<string, unknown>, as = team.admin) => t.call('POST', '/api/seo-keyword', { as, form });
const idOf = (response: { body: { data?: unknown } }) => (response.body.data as Row).id;

describe('SEO keywords', () => {
  let snapshot: Row[];
  beforeEach(async () => {
    snapshot = await list();
  });
  const unchanged = async () => expect(await list()).toEqual(snapshot);

  it('creates a set from title and keywords[i], trimmed and without duplicates, and reads it back', async () => {
    const response = await create({ title: '  Engineering Jobs ', keywords: ['react developer', ' node.js jobs ', 'react developer'] });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('SEO keyword created.');
    const id = idOf(response);
    expect((await t.call('GET', `/api/seo-keyword/${id}`, { as: team.manager })).body.data).toEqual({
      id,
      title: 'Engineering Jobs',
      keywords: ['react developer', 'node.js jobs'],
    });
    expect((await list()).find((row) => row.id === id)).toEqual({
      id,
      title: 'Engineering Jobs',
      keywords: ['react developer', 'node.js jobs'],
    });
  });

  it('searches by title and pages', async () => {
    await create({ title: 'Searchable Sales', keywords: ['b2b'] });
    const found = await t.call('GET', '/api/seo-keyword?search=searchable&limit=5', { as: team.admin });
    expect((found.body.data as Row[]).map((row) => row.title)).toEqual(['Searchable Sales']);
    expect(found.body.meta).toMatchObject({ total: 1, current_page: 1 });
  });

  it('updates with PUT {id}: title and keywords', async () => {
    const id = idOf(await create({ title: 'To rename', keywords: ['a'] }));
    const updated = await t.call('PUT', `/api/seo-keyword/${id}`, { as: team.recruiter, json: { title: 'Renamed', keywords: ['b', 'c'] } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ data: { id, title: 'Renamed', keywords: ['b', 'c'] }, message: 'SEO keyword updated.' });
  });

  it('refuses a missing title or no keywords with 422 and writes nothing', async () => {
    const empty = await create({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ title: [SEO_TITLE_REQUIRED], keywords: [SEO_KEYWORDS_REQUIRED] });
    const blank = await create({ title: '   ', keywords: ['  ', '<b></b>'] });
    expect(blank.body.errors).toEqual({ title: [SEO_TITLE_REQUIRED], keywords: [SEO_KEYWORDS_REQUIRED] });
    const wrong = await t.call('POST', '/api/seo-keyword', { as: team.admin, json: { title: 7, keywords: [1, 'x'.repeat(101)] } });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors as object).sort()).toEqual(['keywords.0', 'keywords.1', 'title']);
    expect((await create({ title: 'Many', keywords: Array.from({ length: 51 }, (_, i) => `k${i}`) })).status).toBe(422);
    await unchanged();
  });

  it('refuses a title already used in the app, whatever its case, with 409', async () => {
    const id = idOf(await create({ title: 'Campus Hiring', keywords: ['graduate'] }));
    snapshot = await list();
    const clash = await create({ title: 'campus hiring', keywords: ['x'] });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ title: [clash.body.message] });
    const other = idOf(await create({ title: 'Other title', keywords: ['x'] }));
    snapshot = await list();
    expect(
      (await t.call('PUT', `/api/seo-keyword/${other}`, { as: team.admin, json: { title: 'CAMPUS HIRING', keywords: ['x'] } })).status,
    ).toBe(409);
    expect(
      (await t.call('PUT', `/api/seo-keyword/${id}`, { as: team.admin, json: { title: 'Campus hiring', keywords: ['y'] } })).status,
    ).toBe(200);
    expect((await create({ title: 'Campus Hiring', keywords: ['z'] }, team.outsider)).status).toBe(201);
  });

  it('deletes a set', async () => {
    const id = idOf(await create({ title: 'Short-lived', keywords: ['x'] }));
    const removed = await t.call('DELETE', `/api/seo-keyword/${id}`, { as: team.admin });
    expect(removed.body).toEqual({ message: 'SEO keyword deleted.' });
    expect((await t.call('GET', `/api/seo-keyword/${id}`, { as: team.admin })).status).toBe(404);
  });

  it("answers 404 for another app's ids and unknown ids, changing nothing", async () => {
    const theirs = idOf(await create({ title: 'Theirs', keywords: ['x'] }, team.outsider));
    const mine = idOf(await create({ title: 'Mine', keywords: ['x'] }));
    snapshot = await list();
    for (const id of [theirs, 999_999, 'abc']) {
      expect((await t.call('GET', `/api/seo-keyword/${id}`, { as: team.admin })).status).toBe(404);
      expect(
        (await t.call('PUT', `/api/seo-keyword/${id}`, { as: team.admin, json: { title: 'Taken over', keywords: ['x'] } })).status,
      ).toBe(404);
      expect((await t.call('DELETE', `/api/seo-keyword/${id}`, { as: team.admin })).status).toBe(404);
    }
    expect((await t.call('GET', `/api/seo-keyword/${mine}`, { as: team.outsider })).status).toBe(404);
    expect((await list(team.outsider)).map((row) => row.title)).not.toContain('Mine');
    await unchanged();
  });

  it('lets hiring managers read but not write (403), and employees neither', async () => {
    const id = idOf(await create({ title: 'Guarded', keywords: ['x'] }));
    snapshot = await list();
    expect((await t.call('GET', '/api/seo-keyword', { as: team.manager })).status).toBe(200);
    expect((await create({ title: 'By manager', keywords: ['x'] }, team.manager)).status).toBe(403);
    expect((await t.call('PUT', `/api/seo-keyword/${id}`, { as: team.manager, json: { title: 'No', keywords: ['x'] } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/seo-keyword/${id}`, { as: team.manager })).status).toBe(403);
    expect((await t.call('GET', '/api/seo-keyword', { as: team.employee })).status).toBe(403);
    expect((await t.call('GET', '/api/seo-keyword')).status).toBe(401);
    await unchanged();
  });
});
