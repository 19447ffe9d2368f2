import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { answers, questionGroups, questions } from '../../../../src/server/db/schema';
import {
  QUESTION_GROUP_DESCRIPTION_REQUIRED,
  QUESTION_GROUP_NAME_REQUIRED,
  QUESTION_GROUP_STATUS_INVALID,
  QUESTION_GROUP_STATUS_REQUIRED,
  type QuestionGroupOption,
} from '../../../../src/shared/contract/question-group';
import type { Question } from '../../../../src/shared/contract/question';
import { createApplication, createJob } from '../../../support/job-factory';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let team: Team;

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
  team = await createTeam(t, 'qgroup');
  await addGroup(team.admin.appId, 'Backend screening', [1, 1, 0]);
  await addGroup(team.admin.appId, 'archived', [0, 0]);
  await addGroup(team.admin.appId, 'Culture fit', [], 0);
  for (let i = 1; i <= 12; i++) await addGroup(team.admin.appId, `Bulk ${String(i).padStart(2, '0')}`, [1]);
  await addGroup(team.outsider.appId, 'Foreign group', [1, 1, 1]);
});
afterAll(() => t.close());

const list = async (query = '', as = team.admin) => t.call('GET', `/api/question-group${query}`, { as });
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
    expect(rows(await list('', team.outsider)).map((row) => [row.questionGroupName, row.questionCount])).toEqual([['Foreign group', 3]]);
  });

  it('is open to job and set-up readers, not to employees', async () => {
    expect((await list('', team.manager)).status).toBe(200);
    expect((await list('', team.employee)).status).toBe(403);
    expect((await t.call('GET', '/api/question-group?app=qgroup-a')).status).toBe(401);
  });
});

describe('POST /api/question-group', () => {
  const create = (form: Record<string, unknown>, as = team.admin) => t.call('POST', '/api/question-group', { as, form });
  const names = async () => rows(await list('?limit=100')).map((row) => row.questionGroupName);

  it('creates a group from multipart questionGroupName, description and status', async () => {
    const created = await create({ questionGroupName: 'Design screening', description: 'For designers', status: '0' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      data: { id: expect.any(Number), questionGroupName: 'Design screening', description: 'For designers', status: 0 },
      message: 'Question group created.',
    });
  });

  it('refuses a missing name, description or status and a taken name (4xx), writing nothing', async () => {
    const before = await names();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ description: 'd', status: 1 }, 422, 'questionGroupName', QUESTION_GROUP_NAME_REQUIRED],
      [{ questionGroupName: ' ', description: 'd', status: 1 }, 422, 'questionGroupName', QUESTION_GROUP_NAME_REQUIRED],
      [{ questionGroupName: 'New one', status: 1 }, 422, 'description', QUESTION_GROUP_DESCRIPTION_REQUIRED],
      [{ questionGroupName: 'New one', description: 'd' }, 422, 'status', QUESTION_GROUP_STATUS_REQUIRED],
      [{ questionGroupName: 'New one', description: 'd', status: 2 }, 422, 'status', QUESTION_GROUP_STATUS_INVALID],
      [{ questionGroupName: 'backend SCREENING', description: 'd', status: 1 }, 409, 'questionGroupName', ''],
    ];
    for (const [form, status, field, message] of cases) {
      const response = await create(form);
      expect(response.status, JSON.stringify(form)).toBe(status);
      if (message) expect((response.body.errors as Record<string, string[]>)[field]).toContain(message);
    }
    expect(await names()).toEqual(before);
  });

  it('is for set-up writers only', async () => {
    const form = { questionGroupName: 'Manager group', description: 'd', status: 1 };
    expect((await create(form, team.manager)).status).toBe(403);
    expect((await create(form, team.employee)).status).toBe(403);
    expect(await names()).not.toContain('Manager group');
  });
});

describe('GET and DELETE /api/question-group/{id}', () => {
  it('answers the group and a page of its live questions, searched', async () => {
    const id = await addGroup(team.admin.appId, 'Paged questions', [1, 0, 1]);
    const response = await t.call('GET', `/api/question-group/${id}?limit=2`, { as: team.manager });
    expect(response.status).toBe(200);
    expect(response.body.questionGroup).toEqual({
      id,
      questionGroupName: 'Paged questions',
      description: 'About Paged questions',
      status: 1,
    });
    expect((response.body.data as Question[]).map((q) => [q.question, q.status, q.type, q.options, q.required, q.answerCount])).toEqual([
      ['Q1?', 1, 'short_text', [], 0, 0],
      ['Q2?', 0, 'short_text', [], 0, 0],
    ]);
    expect(response.body.meta).toMatchObject({ total: 3, last_page: 2 });
    const searched = await t.call('GET', `/api/question-group/${id}?search=q3`, { as: team.admin });
    expect((searched.body.data as Question[]).map((q) => q.question)).toEqual(['Q3?']);
  });

  it("answers 404 for another tenant's, unknown or malformed ids", async () => {
    const foreign = rows(await list('', team.outsider))[0].id;
    for (const path of [`/api/question-group/${foreign}`, '/api/question-group/999999', '/api/question-group/abc']) {
      expect((await t.call('GET', path, { as: team.admin })).status, path).toBe(404);
      expect((await t.call('DELETE', path, { as: team.admin })).status, path).toBe(404);
    }
    expect(rows(await list('', team.outsider)).map((row) => row.questionGroupName)).toEqual(['Foreign group']);
  });

  it('deletes a group without answers, with its questions', async () => {
    const id = await addGroup(team.admin.appId, 'Unanswered', [1, 1]);
    expect((await t.call('DELETE', `/api/question-group/${id}`, { as: team.employee })).status).toBe(403);
    expect((await t.call('DELETE', `/api/question-group/${id}`, { as: team.manager })).status).toBe(403);
    const response = await t.call('DELETE', `/api/question-group/${id}`, { as: team.admin });
    expect(response.body).toEqual({ message: 'Question group deleted.', archived: false });
    expect(await t.db.select().from(questions).where(eq(questions.questionGroupId, id))).toEqual([]);
  });

  it('archives a group whose questions have answers: gone from the lists, its answers still readable', async () => {
    const id = await addGroup(team.admin.appId, 'Answered', [1]);
    const [question] = await t.db.select().from(questions).where(eq(questions.questionGroupId, id));
    const job = await createJob(t.db, team.admin.appId);
    const application = await createApplication(t.db, team.admin.appId, job.id, { firstName: 'Asha', lastName: 'Rao' });
    await t.db.insert(answers).values({ appId: team.admin.appId, questionId: question.id, applicationId: application.id, answer: 'Yes' });
    const response = await t.call('DELETE', `/api/question-group/${id}`, { as: team.admin });
    expect(response.body).toEqual({
      message: "Question group archived: its questions have answers, which stay readable under each question's answers.",
      archived: true,
    });
    expect(rows(await list('?search=Answered')).length).toBe(0);
    expect((await t.call('GET', `/api/question-group/${id}`, { as: team.admin })).status).toBe(404);
    const read = await t.call('GET', `/api/questions/${question.id}`, { as: team.admin });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ question: { archived: true }, answers: [{ answer: 'Yes', applicantName: 'Asha Rao' }] });
    // The name is free again.
    const again = await t.call('POST', '/api/question-group', {
      as: team.admin,
      form: { questionGroupName: 'Answered', description: 'd', status: 1 },
    });
    expect(again.status).toBe(201);
  });

  it('refuses (409) to delete a group a job names, and keeps it', async () => {
    const id = await addGroup(team.admin.appId, 'In use', [1]);
    await createJob(t.db, team.admin.appId, { questionGroupId: id });
    const response = await t.call('DELETE', `/api/question-group/${id}`, { as: team.admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      "'In use' is the question group of 1 job and cannot be deleted. Choose another question group on that job first.",
    );
    expect((await t.call('GET', `/api/question-group/${id}`, { as: team.admin })).status).toBe(200);
  });
});
