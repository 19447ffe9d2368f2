import { pgTable, text, integer, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { appIdColumn, createdAtColumn, flagColumn, idColumn, updatedAtColumn } from './columns';

// Flat lookup lists the job form picks from. Each name is unique per app, ignoring case.

export const jobTypes = pgTable(
  'job_types',
  {
    id: idColumn(),
    appId: appIdColumn(),
    jobType: text('job_type').notNull(),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('job_types_app_name_unique').on(t.appId, sql`lower(${t.jobType})`)],
);

export const employmentTypes = pgTable(
  'employment_types',
  {
    id: idColumn(),
    appId: appIdColumn(),
    employmentType: text('employment_type').notNull(),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('employment_types_app_name_unique').on(t.appId, sql`lower(${t.employmentType})`)],
);

export const skills = pgTable(
  'skills',
  {
    id: idColumn(),
    appId: appIdColumn(),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('skills_app_name_unique').on(t.appId, sql`lower(${t.name})`)],
);

export const jobTitles = pgTable(
  'job_titles',
  {
    id: idColumn(),
    appId: appIdColumn(),
    jobTitle: text('job_title').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('job_titles_app_title_unique').on(t.appId, sql`lower(${t.jobTitle})`)],
);

/** Where a job can be published. A job with at least one platform shows as Published. */
export const publishPlatforms = pgTable(
  'publish_platforms',
  {
    id: idColumn(),
    appId: appIdColumn(),
    name: text('name').notNull(),
    status: flagColumn('status'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('publish_platforms_app_name_unique').on(t.appId, sql`lower(${t.name})`)],
);

/** Status 1 is Enabled; the spec treats any other value as Disabled, so no check constraint. */
export const jobPriorities = pgTable(
  'job_priorities',
  {
    id: idColumn(),
    appId: appIdColumn(),
    name: text('name').notNull(),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('job_priorities_app_name_unique').on(t.appId, sql`lower(${t.name})`)],
);
