import { pgTable, integer, text, index } from 'drizzle-orm/pg-core';
import { relations } from 'drizzle-orm';
import { appRowColumns, createdAtColumn } from './columns';
import { questionGroups, questions } from './questions';
import { applications } from './applications';

// Applicants' answers to a job's questions, apart from the questions: a job names its question
// group, an application its job, and an answer both.

/** An applicant's answer to a question (applicationId null for answers captured without one). */
export const answers = pgTable(
  'answers',
  {
    ...appRowColumns(),
    // No cascade: a question with answers is archived, never deleted (deleting the app still
    // removes both, in one statement).
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('answers_question_idx').on(t.questionId, t.createdAt), index('answers_application_idx').on(t.applicationId)],
);

export const questionsRelations = relations(questions, ({ one, many }) => ({
  questionGroup: one(questionGroups, { fields: [questions.questionGroupId], references: [questionGroups.id] }),
  answers: many(answers),
}));

export const answersRelations = relations(answers, ({ one }) => ({
  question: one(questions, { fields: [answers.questionId], references: [questions.id] }),
  application: one(applications, { fields: [answers.applicationId], references: [applications.id] }),
}));
