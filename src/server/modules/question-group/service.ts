import { and, asc, count, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { answers, jobs, questionGroups, questions } from '../../db/schema';
import type { ListResponse } from '../../../shared/contract/list';
import type {
  QuestionGroup,
  QuestionGroupCreateFields,
  QuestionGroupListQuery,
  QuestionGroupOption,
  QuestionGroupQuestions,
} from '../../../shared/contract/question-group';
import type { ListQuery } from '../../../shared/contract/list';
import type { QuestionType } from '../../../shared/contract/question';
import { listColumns } from '../../db/paging';
import { jsonArray } from '../../db/json-array';
import { conflict, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import type { Db } from '../../db/client';

// Question groups (spec 001 "Question groups and questions"). A group or question that has answers
// is archived when deleted (archived_at set): it leaves every list and choice, and its answers stay
// readable under /answers/{questionId}. One without answers is deleted.

export const GROUP_LABEL = 'Question group';

/** A live (not archived) group of the app. */
export const liveGroup = (ctx: Pick<ServiceContext, 'appId'>, id: number) =>
  and(eq(questionGroups.appId, ctx.appId), eq(questionGroups.id, id), isNull(questionGroups.archivedAt));

/** A live question of the app. */
export const liveQuestion = (ctx: Pick<ServiceContext, 'appId'>) => and(eq(questions.appId, ctx.appId), isNull(questions.archivedAt));

/**
 * The answers a question has. Written out in full: Drizzle leaves the table off a column of a
 * one-table select, and a bare "id" inside the subquery would be the answer's.
 */
export const answerCount = sql<number>`(select count(*) from "answers" where "answers"."question_id" = "questions"."id")::int`;

/** A question as the lists and forms read it. */
export const questionColumns = {
  id: questions.id,
  questionGroupId: questions.questionGroupId,
  question: questions.question,
  description: questions.description,
  status: questions.status,
  type: sql<QuestionType>`${questions.type}`,
  options: questions.options,
  knockoutAnswers: questions.knockoutAnswers,
  required: questions.required,
  answerCount,
};

const groupColumns = {
  id: questionGroups.id,
  questionGroupName: questionGroups.questionGroupName,
  description: questionGroups.description,
  status: questionGroups.status,
};

/**
 * Active questions only: an inactive question is not put to applicants, so a group whose
 * questions are all inactive asks nothing, which is what "a question group with no questions"
 * means to the job form (it cannot be chosen).
 */
function activeQuestionCount(db: ServiceContext['db'], appId: number) {
  return db
    .select({ value: count() })
    .from(questions)
    .where(
      and(
        eq(questions.appId, appId),
        eq(questions.questionGroupId, questionGroups.id),
        eq(questions.status, 1),
        isNull(questions.archivedAt),
      ),
    );
}

/** GET /api/question-group: paged, searched by name or description, optionally by status. */
export function listQuestionGroups(ctx: ServiceContext, query: QuestionGroupListQuery): Promise<ListResponse<QuestionGroupOption>> {
  const source = {
    table: questionGroups,
    where: and(
      eq(questionGroups.appId, ctx.appId),
      isNull(questionGroups.archivedAt),
      query.status === undefined ? undefined : eq(questionGroups.status, query.status),
    ),
    search: [questionGroups.questionGroupName, questionGroups.description],
    order: [asc(sql`lower(${questionGroups.questionGroupName})`), asc(questionGroups.id)],
  };
  return listColumns(ctx.db, query, source, {
    ...groupColumns,
    questionCount: sql<number>`(${activeQuestionCount(ctx.db, ctx.appId)})::int`,
  });
}

/** One live group of the app; 404 'Question group not found.' otherwise (archived ones too). */
export async function getQuestionGroup(ctx: ServiceContext, id: number): Promise<QuestionGroup> {
  const [row] = await ctx.db.select(groupColumns).from(questionGroups).where(liveGroup(ctx, id));
  if (!row) throw notFound(GROUP_LABEL);
  return row;
}

async function assertNameFree(ctx: ServiceContext, name: string) {
  const [taken] = await ctx.db
    .select({ id: questionGroups.id })
    .from(questionGroups)
    .where(
      and(
        eq(questionGroups.appId, ctx.appId),
        isNull(questionGroups.archivedAt),
        sql`lower(${questionGroups.questionGroupName}) = lower(${name})`,
      ),
    )
    .limit(1);
  if (taken) throw conflict(`A question group named '${name}' already exists.`, 'questionGroupName');
}

/** POST /api/question-group. */
export function createQuestionGroup(ctx: ServiceContext, input: QuestionGroupCreateFields): Promise<QuestionGroup> {
  return ctx.db.transaction(async (db) => {
    await assertNameFree({ ...ctx, db }, input.questionGroupName);
    const [row] = await db
      .insert(questionGroups)
      .values({ appId: ctx.appId, ...input })
      .returning(groupColumns);
    return row;
  });
}

/** The order applicants are asked a group's questions in (sort_order, then the older first where they tie). */
export const questionOrder = [asc(questions.sortOrder), asc(questions.id)];

/** GET /api/question-group/{id}: the group and a page of its live questions, in their order. */
export async function questionGroupQuestions(ctx: ServiceContext, id: number, query: ListQuery): Promise<QuestionGroupQuestions> {
  const questionGroup = await getQuestionGroup(ctx, id);
  const page = await listColumns(
    ctx.db,
    query,
    {
      table: questions,
      where: and(liveQuestion(ctx), eq(questions.questionGroupId, id)),
      search: [questions.question, questions.description],
      order: questionOrder,
    },
    questionColumns,
  );
  return { ...page, questionGroup };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * DELETE /api/question-group/{id}: refused (409) while a job names the group, so no job loses its
 * questionnaire unawares; archived with its questions when any has answers; deleted otherwise.
 */
export function deleteQuestionGroup(ctx: ServiceContext, id: number): Promise<{ archived: boolean }> {
  return ctx.db.transaction(async (db) => {
    const [group] = await db.select(groupColumns).from(questionGroups).where(liveGroup(ctx, id)).for('update');
    if (!group) throw notFound(GROUP_LABEL);
    const [{ value: jobCount }] = await db
      .select({ value: count() })
      .from(jobs)
      .where(and(eq(jobs.appId, ctx.appId), eq(jobs.questionGroupId, id)));
    if (jobCount > 0) {
      throw conflict(
        `'${group.questionGroupName}' is the question group of ${plural(jobCount, 'job')} and cannot be deleted. Choose another question group on ${jobCount === 1 ? 'that job' : 'those jobs'} first.`,
      );
    }
    const inGroup = db.select({ id: questions.id }).from(questions).where(eq(questions.questionGroupId, id));
    const [answered] = await db.select({ id: answers.id }).from(answers).where(inArray(answers.questionId, inGroup)).limit(1);
    if (!answered) {
      await db.delete(questionGroups).where(liveGroup(ctx, id));
      return { archived: false };
    }
    await db
      .update(questions)
      .set({ archivedAt: ctx.now })
      .where(and(eq(questions.questionGroupId, id), isNull(questions.archivedAt)));
    await db.update(questionGroups).set({ archivedAt: ctx.now }).where(liveGroup(ctx, id));
    return { archived: true };
  });
}

/** Whether the app has a live group `id` (a question's group on create and edit). */
export async function groupIsLive(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: questionGroups.id }).from(questionGroups).where(liveGroup(ctx, id));
  return row !== undefined;
}

/** A question as an applicant is asked it (the careers site's form and the apply check). */
export interface ScreeningQuestion {
  id: number;
  question: string;
  description: string;
  type: QuestionType;
  options: string[];
  required: boolean;
  knockoutAnswers: string[];
}

/** The group's active, live questions: what a job with this group asks applicants. */
const askedQuestions = (appId: number | SQLWrapper, groupId: number | SQLWrapper) =>
  and(eq(questions.appId, appId), eq(questions.questionGroupId, groupId), eq(questions.status, 1), isNull(questions.archivedAt));

const screeningColumns = {
  id: questions.id,
  question: questions.question,
  description: questions.description,
  type: sql<QuestionType>`${questions.type}`,
  options: questions.options,
  knockoutAnswers: questions.knockoutAnswers,
};

/** The questions a job with group `groupId` asks applicants, in their order. */
export async function screeningQuestions(db: Db, appId: number, groupId: number | null): Promise<ScreeningQuestion[]> {
  if (groupId === null) return [];
  const rows = await db
    .select({ ...screeningColumns, required: questions.required })
    .from(questions)
    .where(askedQuestions(appId, groupId))
    .orderBy(...questionOrder);
  return rows.map((row) => ({ ...row, required: row.required === 1 }));
}

/** The same questions of the outer statement's job, as a JSON array in its row (the careers job page). */
export const screeningQuestionsOfJob = jsonArray<ScreeningQuestion>(
  { ...screeningColumns, required: sql`${questions.required} = 1` },
  sql`from ${questions} where ${askedQuestions(jobs.appId, jobs.questionGroupId)}`,
  sql.join(questionOrder, sql`, `),
);
