import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { questionGroups, questions } from '../../../../src/server/db/schema';
import { QUESTION_KNOCKOUT_INVALID, QUESTION_MOVE_DIRECTION_INVALID, type Question } from '../../../../src/shared/contract/question';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

// Issue 35: the order a group's questions are asked in (POST /api/question/{id}/move) and the
// answers that flag an application for review (knockoutAnswers).

let t: TestApp;
let team: Team;
let groupId: number;
let foreignQuestionId: number;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'question-order');
  const [group] = await t.db
    .insert(questionGroups)
    .values({ appId: team.admin.appId, questionGroupName: 'Order', description: 'd' })
    .returning();
  groupId = group.id;
  const [foreignGroup] = await t.db
    .insert(questionGroups)
    .values({ appId: team.outsider.appId, questionGroupName: 'Foreign', description: 'd' })
    .returning();
  const [foreign] = await t.db
    .insert(questions)
    .values({ appId: team.outsider.appId, questionGroupId: foreignGroup.id, question: 'Foreign?' })
    .returning();
  foreignQuestionId = foreign.id;
});
afterAll(() => t.close());

const create = async (form: Record<string, unknown>, inGroup = groupId) => {
  const response = await t.call('POST', '/api/questions', { as: team.admin, form: { questionGroupId: inGroup, status: 1, ...form } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as Question;
};
const move = (id: number | string, json: unknown, as = team.admin) => t.call('POST', `/api/question/${id}/move`, { as, json });
const listed = async (inGroup = groupId) =>
  ((await t.call('GET', `/api/question-group/${inGroup}?limit=100`, { as: team.admin })).body.data as Question[]).map((q) => q.question);
const stored = () => t.db.select().from(questions).orderBy(asc(questions.id));

describe('POST /api/question/{id}/move', () => {
  it('puts new questions last and swaps a question with its neighbour', async () => {
    const [first, second, third] = [
      await create({ question: 'One?' }),
      await create({ question: 'Two?' }),
      await create({ question: 'Three?' }),
    ];
    expect(await listed()).toEqual(['One?', 'Two?', 'Three?']);
    const moved = await move(third.id, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ data: { id: third.id, question: 'Three?' }, message: 'Question moved.' });
    expect(await listed()).toEqual(['One?', 'Three?', 'Two?']);
    expect((await move(first.id, { direction: 'down' }, team.recruiter)).status).toBe(200);
    expect(await listed()).toEqual(['Three?', 'One?', 'Two?']);
    expect((await move(second.id, { direction: 'up' })).status).toBe(200);
    expect(await listed()).toEqual(['Three?', 'Two?', 'One?']);
  });

  it('renumbers questions that tie, so a move always moves', async () => {
    const [group] = await t.db
      .insert(questionGroups)
      .values({ appId: team.admin.appId, questionGroupName: 'Ties', description: 'd' })
      .returning();
    const rows = await t.db
      .insert(questions)
      .values(['A?', 'B?', 'C?'].map((question) => ({ appId: team.admin.appId, questionGroupId: group.id, question, sortOrder: 0 })))
      .returning();
    expect((await move(rows[2].id, { direction: 'up' })).status).toBe(200);
    expect(await listed(group.id)).toEqual(['A?', 'C?', 'B?']);
    const orders = await t.db.select({ sortOrder: questions.sortOrder }).from(questions).where(eq(questions.questionGroupId, group.id));
    expect(orders.map((row) => row.sortOrder).sort()).toEqual([1, 2, 3]);
  });

  it('puts a question moved to another group last there', async () => {
    const [group] = await t.db
      .insert(questionGroups)
      .values({ appId: team.admin.appId, questionGroupName: 'Other', description: 'd' })
      .returning();
    await create({ question: 'Already here?' }, group.id);
    const moved = await create({ question: 'Moving?' });
    const response = await t.call('PUT', `/api/question/${moved.id}`, {
      as: team.admin,
      json: { question: 'Moving?', questionGroupId: group.id },
    });
    expect(response.status).toBe(200);
    expect(await listed(group.id)).toEqual(['Already here?', 'Moving?']);
  });

  it('refuses the first up and the last down (409), a bad direction (422), and leaves the order as it was', async () => {
    const all = await listed();
    const rows = (await t.call('GET', `/api/question-group/${groupId}?limit=100`, { as: team.admin })).body.data as Question[];
    const before = await stored();
    const top = await move(rows[0].id, { direction: 'up' });
    expect(top.status).toBe(409);
    expect(top.body.message).toBe('The question is already the first of its group.');
    expect((await move(rows[rows.length - 1].id, { direction: 'down' })).status).toBe(409);
    for (const json of [{}, { direction: 'left' }, { direction: 1 }, { direction: null }, 'up']) {
      const response = await move(rows[1].id, json);
      expect(response.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(json)).toBeLessThan(500);
    }
    const bad = await move(rows[1].id, { direction: 'left' });
    expect(bad.status).toBe(422);
    expect((bad.body.errors as Record<string, string[]>).direction).toContain(QUESTION_MOVE_DIRECTION_INVALID);
    expect(await stored()).toEqual(before);
    expect(await listed()).toEqual(all);
  });

  it("is for set-up writers, and answers 404 for another tenant's, unknown or malformed ids, changing nothing", async () => {
    const rows = (await t.call('GET', `/api/question-group/${groupId}?limit=100`, { as: team.admin })).body.data as Question[];
    const before = await stored();
    expect((await move(rows[1].id, { direction: 'up' }, team.manager)).status).toBe(403);
    expect((await move(rows[1].id, { direction: 'up' }, team.employee)).status).toBe(403);
    expect((await move(rows[1].id, { direction: 'up' }, team.outsider)).status).toBe(404);
    for (const id of [foreignQuestionId, 999999, 'abc', -1]) {
      expect((await move(id, { direction: 'up' })).status, String(id)).toBe(404);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('knockoutAnswers', () => {
  it('keeps the answers of yes/no and choice questions that flag an application, and answers them on GET and the list', async () => {
    const yesNo = await create({ question: 'Need a visa?', type: 'yes_no', knockoutAnswers: ['Yes'] });
    expect(yesNo.knockoutAnswers).toEqual(['Yes']);
    const choice = await create({
      question: 'Shift?',
      type: 'multiple_choice',
      options: ['Day', 'Night', 'Any'],
      knockoutAnswers: ['Night'],
    });
    expect((await t.call('GET', `/api/question/${choice.id}`, { as: team.manager })).body.data).toMatchObject({
      knockoutAnswers: ['Night'],
    });
    const rows = (await t.call('GET', `/api/question-group/${groupId}?limit=100`, { as: team.admin })).body.data as Question[];
    expect(rows.find((row) => row.id === yesNo.id)?.knockoutAnswers).toEqual(['Yes']);
    const edited = await t.call('PUT', `/api/question/${choice.id}`, {
      as: team.admin,
      json: {
        question: 'Shift?',
        questionGroupId: groupId,
        type: 'multiple_choice',
        options: ['Day', 'Night', 'Any'],
        knockoutAnswers: [],
      },
    });
    expect(edited.body.data).toMatchObject({ knockoutAnswers: [] });
    expect((await create({ question: 'Notes?' })).knockoutAnswers).toEqual([]);
  });

  it('refuses answers the question does not offer, and any for text and number questions (422), writing nothing', async () => {
    const before = await stored();
    const cases: Record<string, unknown>[] = [
      { type: 'yes_no', knockoutAnswers: ['Maybe'] },
      { type: 'yes_no', knockoutAnswers: ['yes'] },
      { type: 'single_choice', options: ['A', 'B'], knockoutAnswers: ['C'] },
      { type: 'short_text', knockoutAnswers: ['No'] },
      { type: 'number', knockoutAnswers: ['0'] },
      { type: 'long_text', knockoutAnswers: ['anything'] },
    ];
    for (const form of cases) {
      const response = await t.call('POST', '/api/questions', {
        as: team.admin,
        form: { questionGroupId: groupId, status: 1, question: 'Q?', ...form },
      });
      expect(response.status, JSON.stringify(form)).toBe(422);
      expect((response.body.errors as Record<string, string[]>).knockoutAnswers, JSON.stringify(response.body)).toContain(
        QUESTION_KNOCKOUT_INVALID,
      );
    }
    const [target] = before.filter((row) => row.appId === team.admin.appId);
    for (const json of [
      { question: 'Q?', questionGroupId: groupId, type: 'yes_no', knockoutAnswers: ['Perhaps'] },
      { question: 'Q?', questionGroupId: groupId, type: 'yes_no', knockoutAnswers: 'Yes, No' },
      { question: 'Q?', questionGroupId: groupId, type: 'yes_no', knockoutAnswers: [1] },
      { question: 'Q?', questionGroupId: groupId, type: 'yes_no', knockoutAnswers: { 0: 'Yes' } },
    ]) {
      const response = await t.call('PUT', `/api/question/${target.id}`, { as: team.admin, json });
      expect(response.status, JSON.stringify(json)).toBe(422);
    }
    expect(await stored()).toEqual(before);
  });
});
