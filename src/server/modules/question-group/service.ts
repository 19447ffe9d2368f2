import { and, asc, count, eq, sql } from 'drizzle-orm';
import { questionGroups, questions } from '../../db/schema';
import type { ListQuery } from '../../../shared/contract/list';
import type { QuestionGroupOption } from '../../../shared/contract/question-group';
import type { ServiceContext } from '../../http/context';
import { pagedLookup } from '../lookups/paged-lookup';

/**
 * Active questions only: an inactive question is not put to applicants, so a group whose
 * questions are all inactive asks nothing, which is what "a question group with no questions"
 * means to the job form (it cannot be chosen).
 */
function activeQuestionCount(db: ServiceContext['db'], appId: number) {
  return db
    .select({ value: count() })
    .from(questions)
    .where(and(eq(questions.appId, appId), eq(questions.questionGroupId, questionGroups.id), eq(questions.status, 1)));
}

/** GET /api/question-group: paged, searched by name or description, optionally by status. */
export async function listQuestionGroups(ctx: ServiceContext, query: ListQuery & { status?: number }) {
  const page = await pagedLookup(ctx, query, {
    table: questionGroups,
    appId: questionGroups.appId,
    fields: {
      id: questionGroups.id,
      questionGroupName: questionGroups.questionGroupName,
      description: questionGroups.description,
      status: questionGroups.status,
      questionCount: sql<number>`(${activeQuestionCount(ctx.db, ctx.appId)})::int`,
    },
    search: [questionGroups.questionGroupName, questionGroups.description],
    orderBy: [asc(sql`lower(${questionGroups.questionGroupName})`), asc(questionGroups.id)],
    where: query.status === undefined ? undefined : eq(questionGroups.status, query.status),
  });
  return { data: page.data as unknown as QuestionGroupOption[], meta: page.meta };
}
