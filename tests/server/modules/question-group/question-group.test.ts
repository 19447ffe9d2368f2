import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionGroups, questions } from '../../../../src/server/db/schema';
import type { QuestionGroupOption } from '../../../../src/shared/contract/question-group';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;

async function addGroup(appId: number, questionGroupName: string, questionStatuses: number[], status = 1) {
  const [group] = await t.db
    .insert(questionGroups)
    .values({ appId, questionGroupName, description: `About ${questionGroupName}`, status })
    .returning();
  if (questionStatuses.length > 0) {
    await t.db
      .insert(questions)
      .values(
        questionStatuses.map((questionStatus, i) => ({ appId, questionGroupId: group.id, question: `Q${i + 1}?`, status: questionStatus })),
      );
  }
  return group.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('qgroup-a');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('qgroup-b'), 'admin');
  await addGroup(admin.appId, 'Backend screening', [1, 1, 0]);
  await addGroup(admin.appId, 'archived', [0, 0]);
  await addGroup(admin.appId, 'Culture fit', [], 0);
  for (let i = 1; i <= 12; i++) await addGroup(admin.appId, `Bulk ${String(i).padStart(2, '0')}`, [1]);
  await addGroup(outsider.appId, 'Foreign group', [1, 1, 1]);
});
afterAll(() => t.close());

const list = async (query = '', as = admin) => t.call('GET', `/api/question-group${query}`, { as });
const rows = (response: { body: { data?: unknown } }) => response.body.data as QuestionGroupOption[];

describe('GET /api/question-group', () => {
  it('lists groups by name with their count of active questions', async () => {
    const response = await list('?limit=3');
    expect(response.status).toBe(200);
    expect(rows(response)).toEqual([
      { id: expect.any(Number), questionGroupName: 'archived', description: 'About archived', status: 1, questionCount: 0 },
      {
        id: expect.any(Number),
        questionGroupName: 'Backend screening',
        description: 'About Backend screening',
        status: 1,
        questionCount: 2,
      },
      { id: expect.any(Number), questionGroupName: 'Bulk 01', description: 'About Bulk 01', status: 1, questionCount: 1 },
    ]);
    expect(response.body.meta).toEqual({ total: 15, per_page: 3, current_page: 1, last_page: 5, from: 1, to: 3 });
  });

  it('pages, searches name and description, and filters by status', async () => {
    expect(rows(await list('?limit=10&page=2')).map((row) => row.questionGroupName)).toEqual([
      'Bulk 09',
      'Bulk 10',
      'Bulk 11',
      'Bulk 12',
      'Culture fit',
    ]);
    expect(rows(await list('?search=SCREEN')).map((row) => row.questionGroupName)).toEqual(['Backend screening']);
    expect(rows(await list('?search=about%20culture')).map((row) => row.questionGroupName)).toEqual(['Culture fit']);
    expect(rows(await list('?search=100%25')).length).toBe(0);
    expect(rows(await list('?status=0')).map((row) => [row.questionGroupName, row.status, row.questionCount])).toEqual([
      ['Culture fit', 0, 0],
    ]);
  });

  it('refuses bad paging and filter values with 422', async () => {
    for (const query of ['?limit=0', '?limit=101', '?page=abc', '?page=-1', '?status=2', '?status=yes', `?search=${'x'.repeat(201)}`]) {
      expect((await list(query)).status, query).toBe(422);
    }
  });

  it("shows only the caller's app's groups", async () => {
    expect(rows(await list('?limit=100')).some((row) => row.questionGroupName === 'Foreign group')).toBe(false);
    expect(rows(await list('', outsider)).map((row) => [row.questionGroupName, row.questionCount])).toEqual([['Foreign group', 3]]);
  });

  it('is open to job and set-up readers, not to employees', async () => {
    expect((await list('', manager)).status).toBe(200);
    expect((await list('', employee)).status).toBe(403);
    expect((await t.call('GET', '/api/question-group?app=qgroup-a')).status).toBe(401);
  });
});
