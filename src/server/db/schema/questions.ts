import { pgTable, integer, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { relations, sql } from 'drizzle-orm';
import { appIdColumn, createdAtColumn, flagColumn, idColumn, updatedAtColumn } from './columns';

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

export const questionGroupsRelations = relations(questionGroups, ({ many }) => ({ questions: many(questions) }));
