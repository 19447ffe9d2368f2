import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { answers, questionGroups, questions } from '../../../../src/server/db/schema';
import {
  QUESTION_GROUP_INVALID,
  QUESTION_GROUP_REQUIRED,
  QUESTION_OPTIONS_DUPLICATE,
  QUESTION_OPTIONS_NOT_ALLOWED,
  QUESTION_OPTIONS_TOO_FEW,
  QUESTION_REQUIRED,
  QUESTION_STATUS_REQUIRED,
  QUESTION_TYPE_INVALID,
  type Question,
  type QuestionAnswers,
} from '../../../../src/shared/contract/question';
import { createApplication, createJob } from '../../../support/job-factory';
import { createTeam, type Team } from '../../../support/team';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let team: Team;
let groupId: number;
let otherGroupId: number;
let foreignGroupId: number;
let foreignQuestionId: number;

async function addGroup(appId: number, questionGroupName: string) {
  const [group] = await t.db.insert(questionGroups).values({ appId, questionGroupName, description: 'd' }).returning();
  return group.id;
}

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'question');
  groupId = await addGroup(team.admin.appId, 'Screening');
  otherGroupId = await addGroup(team.admin.appId, 'Other');
  foreignGroupId = await addGroup(team.outsider.appId, 'Foreign');
  const [foreign] = await t.db
    .insert(questions)
    .values({ appId: team.outsider.appId, questionGroupId: foreignGroupId, question: 'Foreign?' })
    .returning();
  foreignQuestionId = foreign.id;
});
afterAll(() => t.close());

const create = (form: Record<string, unknown>, as = team.admin) => t.call('POST', '/api/questions', { as, form });
const createdId = async (form: Record<string, unknown>) => {
  const response = await create({ questionGroupId: groupId, status: 1, ...form });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body.data as Question).id;
};
const allQuestions = () => t.db.select().from(questions).orderBy(questions.id);

describe('POST /api/questions', () => {
  it('creates a typed question from multipart fields, options as options[i]', async () => {
    const response = await create({
      questionGroupId: groupId,
      question: ' Which shift suits you? ',
      description: 'Pick one',
      status: '1',
      type: 'single_choice',
      options: ['Day', ' Night ', ''],
      required: '1',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      data: {
        id: expect.any(Number),
        questionGroupId: groupId,
        question: 'Which shift suits you?',
        description: 'Pick one',
        status: 1,
        type: 'single_choice',
        options: ['Day', 'Night'],
        knockoutAnswers: [],
        required: 1,
        answerCount: 0,
      },
      message: 'Question created.',
    });
  });

  it('defaults to an optional short-text question', async () => {
    const id = await createdId({ question: 'Notice period?' });
    const read = await t.call('GET', `/api/question/${id}`, { as: team.manager });
    expect(read.body.data).toMatchObject({ type: 'short_text', options: [], required: 0, description: '' });
  });

  it('refuses bad input with the field and its message (4xx), writing nothing', async () => {
    const before = await allQuestions();
    const base = { questionGroupId: groupId, question: 'Q?', status: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, question: '' }, 'question', QUESTION_REQUIRED],
      [{ questionGroupId: groupId, status: 1 }, 'question', QUESTION_REQUIRED],
      [{ ...base, status: undefined }, 'status', QUESTION_STATUS_REQUIRED],
      [{ ...base, questionGroupId: undefined }, 'questionGroupId', QUESTION_GROUP_REQUIRED],
      [{ ...base, questionGroupId: 'abc' }, 'questionGroupId', QUESTION_GROUP_INVALID],
      [{ ...base, questionGroupId: foreignGroupId }, 'questionGroupId', QUESTION_GROUP_INVALID],
      [{ ...base, questionGroupId: 999999 }, 'questionGroupId', QUESTION_GROUP_INVALID],
      [{ ...base, type: 'essay' }, 'type', QUESTION_TYPE_INVALID],
      [{ ...base, type: 'multiple_choice', options: ['Only one'] }, 'options', QUESTION_OPTIONS_TOO_FEW],
      [{ ...base, type: 'yes_no', options: ['Yes', 'No'] }, 'options', QUESTION_OPTIONS_NOT_ALLOWED],
      [{ ...base, type: 'single_choice', options: ['A', 'a'] }, 'options', QUESTION_OPTIONS_DUPLICATE],
      [{ ...base, question: 'x'.repeat(501) }, 'question', 'The question must be at most 500 characters.'],
    ];
    for (const [form, field, message] of cases) {
      const response = await create(form);
      expect(response.status, JSON.stringify(form)).toBe(422);
      expect((response.body.errors as Record<string, string[]>)[field], JSON.stringify(response.body)).toContain(message);
    }
    expect(await allQuestions()).toEqual(before);
  });

  it('is for set-up writers (admins, recruiters) only', async () => {
    const form = { questionGroupId: groupId, question: 'By whom?', status: 1 };
    expect((await create(form, team.manager)).status).toBe(403);
    expect((await create(form, team.employee)).status).toBe(403);
    expect((await create(form, team.recruiter)).status).toBe(201);
  });
});

describe('GET, PUT and DELETE /api/question/{id}', () => {
  it('updates the text, type, options and group; a left-out status is kept', async () => {
    const id = await createdId({ question: 'Old?', status: 0 });
    const response = await t.call('PUT', `/api/question/${id}`, {
      as: team.admin,
      json: { question: 'New?', questionGroupId: otherGroupId, type: 'multiple_choice', options: ['A', 'B', 'C'], required: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        id,
        questionGroupId: otherGroupId,
        question: 'New?',
        description: '',
        status: 0,
        type: 'multiple_choice',
        options: ['A', 'B', 'C'],
        knockoutAnswers: [],
        required: 1,
        answerCount: 0,
      },
      message: 'Question updated.',
    });
  });

  it('refuses a bad update (422) and leaves the question as it was', async () => {
    const id = await createdId({ question: 'Stays?' });
    const before = await allQuestions();
    for (const json of [
      { question: '', questionGroupId: groupId },
      { question: 'X?' },
      { question: 'X?', questionGroupId: foreignGroupId },
      { question: 'X?', questionGroupId: groupId, status: 5 },
      { question: 'X?', questionGroupId: groupId, type: 'single_choice' },
    ]) {
      expect((await t.call('PUT', `/api/question/${id}`, { as: team.admin, json })).status, JSON.stringify(json)).toBe(422);
    }
    expect(await allQuestions()).toEqual(before);
  });

  it("answers 404 for another tenant's, unknown or malformed ids, and changes nothing", async () => {
    const before = await allQuestions();
    for (const id of [foreignQuestionId, 999999, 'abc']) {
      expect((await t.call('GET', `/api/question/${id}`, { as: team.admin })).status).toBe(404);
      expect((await t.call('GET', `/api/questions/${id}`, { as: team.admin })).status).toBe(404);
      expect(
        (await t.call('PUT', `/api/question/${id}`, { as: team.admin, json: { question: 'Mine?', questionGroupId: groupId } })).status,
      ).toBe(404);
      expect((await t.call('DELETE', `/api/question/${id}`, { as: team.admin })).status).toBe(404);
    }
    expect(await allQuestions()).toEqual(before);
  });

  it('keeps writes from readers and employees (403)', async () => {
    const id = await createdId({ question: 'Guarded?' });
    expect((await t.call('GET', `/api/question/${id}`, { as: team.employee })).status).toBe(403);
    expect(
      (await t.call('PUT', `/api/question/${id}`, { as: team.manager, json: { question: 'No', questionGroupId: groupId } })).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/question/${id}`, { as: team.manager })).status).toBe(403);
    expect((await t.call('GET', `/api/question/${id}`, { as: team.admin })).body.data).toMatchObject({ question: 'Guarded?' });
  });

  it('deletes a question without answers', async () => {
    const id = await createdId({ question: 'Gone?' });
    expect((await t.call('DELETE', `/api/question/${id}`, { as: team.admin })).body).toEqual({
      message: 'Question deleted.',
      archived: false,
    });
    expect(await t.db.select().from(questions).where(eq(questions.id, id))).toEqual([]);
  });
});

describe('GET /api/questions/{id}: the question and its answers', () => {
  it('answers newest first with the applicant and the job, paged and searched; a deleted question with answers is archived', async () => {
    const id = await createdId({ question: 'Can you relocate?', type: 'yes_no', required: 1 });
    const job = await createJob(t.db, team.admin.appId, { jobTitle: 'Welder' });
    const asha = await createApplication(t.db, team.admin.appId, job.id, { firstName: 'Asha', lastName: 'Rao' });
    const ravi = await createApplication(t.db, team.admin.appId, job.id, { firstName: 'Ravi', lastName: 'Kumar' });
    const trashed = await createApplication(t.db, team.admin.appId, job.id, { firstName: 'Gone', deletedAt: new Date() });
    await t.db.insert(answers).values([
      { appId: team.admin.appId, questionId: id, applicationId: asha.id, answer: 'Yes', createdAt: new Date('2026-01-01T10:00:00Z') },
      { appId: team.admin.appId, questionId: id, applicationId: ravi.id, answer: 'No', createdAt: new Date('2026-02-01T10:00:00Z') },
      { appId: team.admin.appId, questionId: id, applicationId: trashed.id, answer: 'Maybe', createdAt: new Date('2026-03-01T10:00:00Z') },
    ]);
    const read = await t.call('GET', `/api/questions/${id}?limit=1`, { as: team.manager });
    expect(read.status).toBe(200);
    const body = read.body as unknown as QuestionAnswers;
    expect(body.data.question).toMatchObject({
      id,
      question: 'Can you relocate?',
      questionGroupName: 'Screening',
      answerCount: 3,
      archived: false,
    });
    expect(body.data.answers).toEqual([
      {
        id: expect.any(Number),
        answer: 'No',
        createdAt: '2026-02-01T10:00:00.000Z',
        applicationId: ravi.id,
        applicantName: 'Ravi Kumar',
        jobId: job.id,
        jobTitle: 'Welder',
      },
    ]);
    expect(body.meta).toMatchObject({ total: 2, last_page: 2 });
    const searched = (await t.call('GET', `/api/questions/${id}?search=asha`, { as: team.admin })).body as unknown as QuestionAnswers;
    expect(searched.data.answers.map((a) => a.answer)).toEqual(['Yes']);
    expect(((await t.call('GET', `/api/questions/${id}?page=5`, { as: team.admin })).body as unknown as QuestionAnswers).meta.total).toBe(
      2,
    );
    expect((await t.call('GET', `/api/questions/${id}?limit=0`, { as: team.admin })).status).toBe(422);
    expect((await t.call('GET', `/api/questions/${id}`, { as: team.employee })).status).toBe(403);

    const deleted = await t.call('DELETE', `/api/question/${id}`, { as: team.admin });
    expect(deleted.body).toEqual({ message: 'Question archived: it has answers, which stay readable under its answers.', archived: true });
    expect((await t.call('GET', `/api/question/${id}`, { as: team.admin })).status).toBe(404);
    const group = await t.call('GET', `/api/question-group/${groupId}?limit=100`, { as: team.admin });
    expect((group.body.data as Question[]).some((q) => q.id === id)).toBe(false);
    const kept = (await t.call('GET', `/api/questions/${id}`, { as: team.admin })).body as unknown as QuestionAnswers;
    expect(kept.data.question.archived).toBe(true);
    expect(kept.data.answers.map((a) => a.applicantName)).toEqual(['Ravi Kumar', 'Asha Rao']);
  });
});
