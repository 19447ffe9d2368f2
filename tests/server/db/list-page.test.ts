import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';

// The one list helper (src/server/db/paging.ts) behind every paged list, seen through the
// job priority list: the count comes from the page query when searching, else from its own query.

let t: TestApp;
let admin: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.user(await t.factories.tenant('paging-a'), 'admin');
  outsider = await t.factories.user(await t.factories.tenant('paging-b'), 'admin');
  for (const name of ['Paged one', 'Paged two', 'Paged three', 'Other']) {
    await t.call('POST', '/api/job-priority', { as: admin, form: { name } });
  }
  await t.call('POST', '/api/job-priority', { as: outsider, form: { name: 'Paged elsewhere' } });
});
afterAll(() => t.close());

const page = async (query: string) =>
  (await t.call('GET', `/api/job-priority?${query}`, { as: admin })).body as { data: { name: string }[]; meta: Record<string, unknown> };

describe('paged lists', () => {
  it('counts the matches of a search from the page itself, in the caller app only', async () => {
    const { data, meta } = await page('search=paged&limit=2&page=2');
    expect(data.map((row) => row.name)).toEqual(['Paged three']);
    expect(meta).toEqual({ total: 3, per_page: 2, current_page: 2, last_page: 2, from: 3, to: 3 });
  });

  it('still counts the matches when a search asks for a page past the last one', async () => {
    const { data, meta } = await page('search=paged&limit=2&page=5');
    expect(data).toEqual([]);
    expect(meta).toMatchObject({ total: 3, last_page: 2, current_page: 5, from: null, to: null });
  });

  it('counts every row of the app without a search, on any page', async () => {
    expect((await page('limit=3&page=2')).meta).toMatchObject({ total: 4, from: 4, to: 4 });
    expect((await page('limit=3&page=9')).meta).toMatchObject({ total: 4, from: null, to: null });
  });

  it('answers an empty first page with a total of 0 when nothing matches', async () => {
    expect(await page('search=nothing-like-this')).toEqual({
      data: [],
      meta: { total: 0, per_page: 10, current_page: 1, last_page: 1, from: null, to: null },
    });
  });
});
