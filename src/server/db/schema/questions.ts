import { pgTable, integer, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { relations, sql } from 'drizzle-orm';
import { appIdColumn, createdAtColumn, flagColumn, idColumn, updatedAtColumn } from './columns';
import { applications } from './applications';

// Screening questionnaires: a job names a question group; applicants answer its questions.

export const questionGroups = pgTable(
  'question_groups',
  {
    id: idColumn(),
    appId: appIdColumn(),
    questionGroupName: text('question_group_name').notNull(),
    description: text('description').notNull().default(''),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('question_groups_app_name_unique').on(t.appId, sql`lower(${t.questionGroupName})`),
    index('question_groups_app_created_idx').on(t.appId, t.createdAt),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: idColumn(),
    appId: appIdColumn(),
    questionGroupId: integer('question_group_id')
      .notNull()
      .references(() => questionGroups.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    description: text('description').notNull().default(''),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('questions_group_created_idx').on(t.questionGroupId, t.createdAt)],
);

/** An applicant's answer to a question (applicationId null for answers captured without one). */
export const answers = pgTable(
  'answers',
  {
    id: idColumn(),
    appId: appIdColumn(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.createdAt),
    index('answers_application_idx').on(t.applicationId),
  ],
);

export const questionGroupsRelations = relations(questionGroups, ({ many }) => ({ questions: many(questions) }));

export const questionsRelations = relations(questions, ({ one, many }) => ({
  questionGroup: one(questionGroups, { fields: [questions.questionGroupId], references: [questionGroups.id] }),
  answers: many(answers),
}));

export const answersRelations = relations(answers, ({ one }) => ({
  question: one(questions, { fields: [answers.questionId], references: [questions.id] }),
  application: one(applications, { fields: [answers.applicationId], references: [applications.id] }),
}));
