import { and, asc, count, eq, sql } from 'drizzle-orm';
import { questionGroups, questions } from '../../db/schema';
import type { ListResponse } from '../../../shared/contract/list';
import type { QuestionGroupListQuery, QuestionGroupOption } from '../../../shared/contract/question-group';
import { listColumns } from '../../db/paging';
import type { ServiceContext } from '../../core/context';

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
export function listQuestionGroups(ctx: ServiceContext, query: QuestionGroupListQuery): Promise<ListResponse<QuestionGroupOption>> {
  const source = {
    table: questionGroups,
    where: and(eq(questionGroups.appId, ctx.appId), query.status === undefined ? undefined : eq(questionGroups.status, query.status)),
    search: [questionGroups.questionGroupName, questionGroups.description],
    order: [asc(sql`lower(${questionGroups.questionGroupName})`), asc(questionGroups.id)],
  };
  return listColumns(ctx.db, query, source, {
    id: questionGroups.id,
    questionGroupName: questionGroups.questionGroupName,
    description: questionGroups.description,
    status: questionGroups.status,
    questionCount: sql<number>`(${activeQuestionCount(ctx.db, ctx.appId)})::int`,
  });
}
