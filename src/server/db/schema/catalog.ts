import { pgTable, text, integer } from 'drizzle-orm/pg-core';
import { appRowColumns, createdAtColumn, flagColumn, timestampColumns, uniqueNameIndex } from './columns';

// Flat lookup lists the job form picks from. Each name is unique per app, ignoring case.

export const jobTypes = pgTable(
  'job_types',
  {
    ...appRowColumns(),
    jobType: text('job_type').notNull(),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueNameIndex('job_types_app_name_unique', t.appId, t.jobType)],
);

export const employmentTypes = pgTable(
  'employment_types',
  {
    ...appRowColumns(),
    employmentType: text('employment_type').notNull(),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueNameIndex('employment_types_app_name_unique', t.appId, t.employmentType)],
);

export const skills = pgTable(
  'skills',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueNameIndex('skills_app_name_unique', t.appId, t.name)],
);

export const jobTitles = pgTable(
  'job_titles',
  {
    ...appRowColumns(),
    jobTitle: text('job_title').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueNameIndex('job_titles_app_title_unique', t.appId, t.jobTitle)],
);

/** Where a job can be published. A job with at least one platform shows as Published. */
export const publishPlatforms = pgTable(
  'publish_platforms',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    status: flagColumn('status'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueNameIndex('publish_platforms_app_name_unique', t.appId, t.name)],
);

/** Status 1 is Enabled; the spec treats any other value as Disabled, so no check constraint. */
export const jobPriorities = pgTable(
  'job_priorities',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('job_priorities_app_name_unique', t.appId, t.name)],
);
