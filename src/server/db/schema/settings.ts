import { pgTable, integer, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { relations } from 'drizzle-orm';
import { appRowColumns, flagColumn, idColumn, timestampColumns, uniqueNameIndex, updatedAtColumn } from './columns';
import { apps } from './apps';
import { statuses } from './pipelines';

/** Statuses for applicants of jobs without a hiring pipeline (/applicant-status). */
export const applicantStatuses = pgTable(
  'applicant_statuses',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    ...timestampColumns(),
  },
  (t) => [
    uniqueNameIndex('applicant_statuses_app_name_unique', t.appId, t.name),
    index('applicant_statuses_app_created_idx').on(t.appId, t.createdAt),
  ],
);

/** Where applicants come from. `identifier` is the stable key (read-only after creation). */
export const applicantSources = pgTable(
  'applicant_sources',
  {
    ...appRowColumns(),
    source: text('source').notNull(),
    identifier: text('identifier').notNull(),
    description: text('description').notNull().default(''),
    ...timestampColumns(),
  },
  (t) => [
    uniqueNameIndex('applicant_sources_app_identifier_unique', t.appId, t.identifier),
    index('applicant_sources_app_created_idx').on(t.appId, t.createdAt),
  ],
);

/** One row per app (/general-settings). */
export const generalSettings = pgTable('general_settings', {
  id: idColumn(),
  appId: integer('app_id')
    .notNull()
    .unique('general_settings_app_unique')
    .references(() => apps.id, { onDelete: 'cascade' }),
  /** Default applicant status given when a job has no hiring pipeline ('Without Hiring Process'). */
  withoutHiringProcessId: integer('without_hiring_process_id').references(() => applicantStatuses.id, {
    onDelete: 'set null',
  }),
  /** The pipeline status that makes a referred employee payable ('With Hiring Process'). */
  payableEmployeeStatusId: integer('payable_employee_status_id').references(() => statuses.id, {
    onDelete: 'set null',
  }),
  updatedAt: updatedAtColumn(),
});

/**
 * Form-field configuration: `activeStatus` 1 marks the field mandatory. `form` names the form
 * ('job_create'); `fieldKey` is the contract's field name (jobTitle, departmentId …).
 */
export const formFields = pgTable(
  'form_fields',
  {
    ...appRowColumns(),
    form: text('form').notNull().default('job_create'),
    fieldKey: text('field_key').notNull(),
    name: text('name').notNull(),
    activeStatus: flagColumn('active_status', 0),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('form_fields_app_form_key_unique').on(t.appId, t.form, t.fieldKey)],
);

export const generalSettingsRelations = relations(generalSettings, ({ one }) => ({
  withoutHiringPipelineStatus: one(applicantStatuses, {
    fields: [generalSettings.withoutHiringProcessId],
    references: [applicantStatuses.id],
  }),
  payableEmployeeStatus: one(statuses, {
    fields: [generalSettings.payableEmployeeStatusId],
    references: [statuses.id],
  }),
}));
