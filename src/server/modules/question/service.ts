import { and, desc, eq, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { answers, applications, jobs, questionGroups, questions } from '../../db/schema';
import type { ListQuery } from '../../../shared/contract/list';
import type {
  Question,
  QuestionAnswers,
  QuestionCreateFields,
  QuestionMoveFields,
  QuestionUpdateFields,
} from '../../../shared/contract/question';
import { QUESTION_GROUP_INVALID } from '../../../shared/contract/question';
import { listPage } from '../../db/paging';
import { conflict, invalid, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { answerCount, groupIsLive, liveQuestion, questionColumns, questionOrder } from '../question-group/service';

// Questions of a group (spec 001 §7): POST /api/questions, GET /api/questions/{id} (the question
// and its answers), GET, PUT and DELETE /api/question/{id}, and POST /api/question/{id}/move (its
// place in the group's order).

const LABEL = 'Question';

const oneLive = (ctx: ServiceContext, id: number) => and(liveQuestion(ctx), eq(questions.id, id));

/** GET /api/question/{id}: one live question of the app. */
export async function getQuestion(ctx: ServiceContext, id: number): Promise<Question> {
  const [row] = await ctx.db.select(questionColumns).from(questions).where(oneLive(ctx, id));
  if (!row) throw notFound(LABEL);
  return row;
}

/** The group a question goes in must be a live group of the app (422 on its field otherwise). */
async function assertGroup(ctx: ServiceContext, questionGroupId: number) {
  if (!(await groupIsLive(ctx, questionGroupId))) throw invalid({ questionGroupId: [QUESTION_GROUP_INVALID] });
}

/** After the last question of the group (archived ones too: their place is theirs). */
const lastIn = (questionGroupId: number) =>
  sql<number>`(select coalesce(max(${questions.sortOrder}), 0) + 1 from ${questions} where ${questions.questionGroupId} = ${questionGroupId})`;

/** POST /api/questions: the new question goes last in its group. */
export function createQuestion(ctx: ServiceContext, input: QuestionCreateFields): Promise<Question> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await assertGroup(tx, input.questionGroupId);
    const [{ id }] = await db
      .insert(questions)
      .values({ appId: ctx.appId, ...input, sortOrder: lastIn(input.questionGroupId) })
      .returning({ id: questions.id });
    return getQuestion(tx, id);
  });
}

/**
 * PUT /api/question/{id}: a left-out status is kept; the question may move to another live group,
 * where it goes last.
 */
export function updateQuestion(ctx: ServiceContext, id: number, input: QuestionUpdateFields): Promise<Question> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const current = await getQuestion(tx, id);
    await assertGroup(tx, input.questionGroupId);
    const { status, ...fields } = input;
    const moved = current.questionGroupId === input.questionGroupId ? {} : { sortOrder: lastIn(input.questionGroupId) };
    await db
      .update(questions)
      .set({ ...fields, ...moved, ...(status === undefined ? {} : { status }), updatedAt: ctx.now })
      .where(oneLive(ctx, id));
    return getQuestion(tx, id);
  });
}

/** DELETE /api/question/{id}: archived when it has answers (they stay readable), deleted otherwise. */
export function deleteQuestion(ctx: ServiceContext, id: number): Promise<{ archived: boolean }> {
  return ctx.db.transaction(async (db) => {
    const [row] = await db.select({ answerCount }).from(questions).where(oneLive(ctx, id)).for('update');
    if (!row) throw notFound(LABEL);
    if (row.answerCount > 0) {
      await db.update(questions).set({ archivedAt: ctx.now }).where(oneLive(ctx, id));
      return { archived: true };
    }
    await db.delete(questions).where(oneLive(ctx, id));
    return { archived: false };
  });
}

/**
 * POST /api/question/{id}/move: swaps the question with its neighbour among the group's live
 * questions. The group's questions are locked and renumbered 1, 2, 3… in their new order, so ties
 * (questions made at once) never make a move a no-op. 409 when it is already first or last.
 */
export function moveQuestion(ctx: ServiceContext, id: number, input: QuestionMoveFields): Promise<Question> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const { questionGroupId } = await getQuestion(tx, id);
    const group = await db
      .select({ id: questions.id, sortOrder: questions.sortOrder })
      .from(questions)
      .where(and(liveQuestion(ctx), eq(questions.questionGroupId, questionGroupId)))
      .orderBy(...questionOrder)
      .for('update');
    const from = group.findIndex((row) => row.id === id);
    const to = input.direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= group.length) {
      throw conflict(`The question is already the ${input.direction === 'up' ? 'first' : 'last'} of its group.`);
    }
    [group[from], group[to]] = [group[to], group[from]];
    for (const [index, row] of group.entries()) {
      if (row.sortOrder === index + 1) continue;
      await db
        .update(questions)
        .set({ sortOrder: index + 1 })
        .where(and(eq(questions.id, row.id), isNull(questions.archivedAt)));
    }
    return getQuestion(tx, id);
  });
}

/**
 * GET /api/questions/{id}: the question (an archived one too, so its answers stay readable) and a
 * page of its answers, newest first, each with the applicant's name and the job. Answers of
 * applications in the trash are left out, as the trash hides them everywhere else.
 */
export async function questionAnswers(ctx: ServiceContext, id: number, query: ListQuery): Promise<QuestionAnswers> {
  const [question] = await ctx.db
    .select({
      ...questionColumns,
      questionGroupName: questionGroups.questionGroupName,
      archived: sql<boolean>`${questions.archivedAt} is not null`,
    })
    .from(questions)
    .innerJoin(questionGroups, eq(questionGroups.id, questions.questionGroupId))
    .where(and(eq(questions.appId, ctx.appId), eq(questions.id, id)));
  if (!question) throw notFound(LABEL);
  const applicantName = sql<
    string | null
  >`case when ${applications.id} is null then null else trim(${applications.firstName} || ' ' || ${applications.lastName}) end`;
  // Conditions on the answers alone (the applicant and job through subqueries), so the count of a
  // page past the last one counts the same rows.
  const applicationOf = (also: SQL) =>
    sql`exists (select 1 from ${applications} left join ${jobs} on ${jobs.id} = ${applications.jobId} where ${applications.id} = ${answers.applicationId} and ${also})`;
  const page = await listPage(
    ctx.db,
    query,
    {
      table: answers,
      where: and(eq(answers.appId, ctx.appId), eq(answers.questionId, id), not(applicationOf(sql`${applications.deletedAt} is not null`))),
      search: (pattern) =>
        or(
          ilike(answers.answer, pattern),
          applicationOf(
            sql`(${applications.firstName} || ' ' || ${applications.lastName} ilike ${pattern} or ${jobs.jobTitle} ilike ${pattern})`,
          ),
        ),
      order: [desc(answers.createdAt), desc(answers.id)],
    },
    async ({ where, orderBy, limit, offset, total }) => {
      const rows = await ctx.db
        .select({
          id: answers.id,
          answer: answers.answer,
          createdAt: answers.createdAt,
          applicationId: applications.id,
          applicantName,
          jobId: jobs.id,
          jobTitle: jobs.jobTitle,
          total,
        })
        .from(answers)
        .leftJoin(applications, and(eq(applications.id, answers.applicationId), eq(applications.appId, ctx.appId)))
        .leftJoin(jobs, eq(jobs.id, applications.jobId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
  return { data: { question, answers: page.data }, meta: page.meta };
}
