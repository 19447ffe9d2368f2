import { and, asc, eq, sql } from 'drizzle-orm';
import { answers, questions } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { ApplicantAnswer } from '../../../shared/contract/application-answers';
import type { QuestionType } from '../../../shared/contract/question';
import { holdsKnockout } from '../../../shared/rules/screening-answer';
import { findVisibleApplication } from './access';

/**
 * GET /api/application/{id}/answers: the applicant's screening answers in the questions' order
 * (archived questions too: their answers stay readable); 404 for an applicant the user may not see.
 */
export async function applicantAnswers(ctx: ServiceContext, id: number): Promise<ApplicantAnswer[]> {
  await findVisibleApplication(ctx, id, ctx.db);
  const rows = await ctx.db
    .select({
      questionId: answers.questionId,
      question: questions.question,
      type: sql<QuestionType>`${questions.type}`,
      answer: answers.answer,
      knockoutAnswers: questions.knockoutAnswers,
    })
    .from(answers)
    .innerJoin(questions, and(eq(questions.id, answers.questionId), eq(questions.appId, answers.appId)))
    .where(and(eq(answers.appId, ctx.appId), eq(answers.applicationId, id)))
    .orderBy(asc(questions.sortOrder), asc(questions.id), asc(answers.id));
  return rows.map(({ knockoutAnswers, ...row }) => ({ ...row, flagged: holdsKnockout(knockoutAnswers, row.answer) }));
}
