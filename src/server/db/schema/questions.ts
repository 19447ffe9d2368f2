import { pgTable, integer, text, index, jsonb, timestamp, check } from 'drizzle-orm/pg-core';
import { relations, sql } from 'drizzle-orm';
import { appRowColumns, flagColumn, timestampColumns, uniqueNameIndex } from './columns';

// Screening questionnaires: a job names a question group; applicants answer its questions.
// A group or question that has answers is archived, not deleted (`archived_at` set): it leaves
// every list and choice, and its answers stay readable under /answers/{id}.

/** When a group or question was archived; null while it is in use. */
const archivedAtColumn = () => timestamp('archived_at', { withTimezone: true });

export const questionGroups = pgTable(
  'question_groups',
  {
    ...appRowColumns(),
    questionGroupName: text('question_group_name').notNull(),
    description: text('description').notNull().default(''),
    status: flagColumn('status'),
    archivedAt: archivedAtColumn(),
    ...timestampColumns(),
  },
  (t) => [
    // An archived group's name is free again.
    uniqueNameIndex('question_groups_app_name_unique', t.appId, t.questionGroupName).where(sql`${t.archivedAt} is null`),
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
    /** One of QUESTION_TYPES (src/shared/contract/question.ts). */
    type: text('type').notNull().default('short_text'),
    /** The choices of a single or multiple choice question, in order; [] for the other types. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** 1: an applicant must answer it. */
    required: flagColumn('required', 0),
    /** Where it comes in its group's form (ascending, then by id). */
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Knockout: answers that flag the application for a recruiter's look (an option of a choice
     * question, 'Yes'/'No' of a yes/no one). A flag never rejects anyone by itself.
     */
    knockoutAnswers: jsonb('knockout_answers').$type<string[]>().notNull().default([]),
    archivedAt: archivedAtColumn(),
    ...timestampColumns(),
  },
  (t) => [
    index('questions_group_created_idx').on(t.questionGroupId, t.createdAt),
    index('questions_group_order_idx').on(t.questionGroupId, t.sortOrder, t.id),
    check('questions_type_known', sql`${t.type} in ('short_text', 'long_text', 'yes_no', 'single_choice', 'multiple_choice', 'number')`),
  ],
);

export const questionGroupsRelations = relations(questionGroups, ({ many }) => ({ questions: many(questions) }));
