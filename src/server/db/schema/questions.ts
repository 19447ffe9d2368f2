import { pgTable, integer, text, index } from 'drizzle-orm/pg-core';
import { relations } from 'drizzle-orm';
import { appRowColumns, flagColumn, timestampColumns, uniqueNameIndex } from './columns';

// Screening questionnaires: a job names a question group; applicants answer its questions.

export const questionGroups = pgTable(
  'question_groups',
  {
    ...appRowColumns(),
    questionGroupName: text('question_group_name').notNull(),
    description: text('description').notNull().default(''),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueNameIndex('question_groups_app_name_unique', t.appId, t.questionGroupName),
    index('question_groups_app_created_idx').on(t.appId, t.createdAt),
  ],
);

export const questions = pgTable(
  'questions',
  {
    ...appRowColumns(),
    questionGroupId: integer('question_group_id')
      .notNull()
      .references(() => questionGroups.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    description: text('description').notNull().default(''),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [index('questions_group_created_idx').on(t.questionGroupId, t.createdAt)],
);

export const questionGroupsRelations = relations(questionGroups, ({ many }) => ({ questions: many(questions) }));
