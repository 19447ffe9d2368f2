import { pgTable, integer, smallint, text, date, timestamp, primaryKey, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { appIdColumn, appRowColumns, flagColumn, timestampColumns, uniqueNameIndex } from './columns';
import { departments, designations, divisions, orgFunctions, subDepartments, subFunctions, users } from './org';
import { countries, locations } from './places';
import { employmentTypes, jobPriorities, jobTypes, publishPlatforms, skills } from './catalog';
import { groups } from './groups';
import { pipelines } from './pipelines';
import { questionGroups } from './questions';
import { referralAmountSlabs } from './referral-config';
import { JOB_STATUS_IDS } from '../../../shared/contract/job-values';

// onDelete policy: lookups that decide how a job is run (pipeline, question group, department,
// location, job type, group, priority, referral slab) are restrict, so they cannot vanish under
// live jobs (the API answers 409 and suggests disabling instead); descriptive optional ones and
// people are set null, so deleting them keeps the job.
export const jobs = pgTable(
  'jobs',
  {
    ...appRowColumns(),
    jobTitle: text('job_title').notNull(),
    jobProfile: text('job_profile'),
    /** Sanitised rich text. */
    jobDescription: text('job_description').notNull().default(''),
    jobCode: text('job_code'),
    education: text('education'),
    /** 'Target Date'. Active while expiry_date >= today in the app's time zone (or null). */
    expiryDate: date('expiry_date'),
    minExperience: smallint('min_experience'),
    /** Null for open-ended ranges such as '10+'. */
    maxExperience: smallint('max_experience'),
    numberOfPositions: smallint('number_of_positions'),
    jobTypeId: integer('job_type_id').references(() => jobTypes.id, { onDelete: 'restrict' }),
    employmentTypeId: integer('employment_type_id').references(() => employmentTypes.id, { onDelete: 'set null' }),
    /** The remote flag: 1 remote, 0 on site. */
    employmentCategoryId: flagColumn('employment_category_id', 0),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    subDepartmentId: integer('sub_department_id').references(() => subDepartments.id, { onDelete: 'set null' }),
    functionId: integer('function_id').references(() => orgFunctions.id, { onDelete: 'set null' }),
    subFunctionId: integer('sub_function_id').references(() => subFunctions.id, { onDelete: 'set null' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    designationId: integer('designation_id').references(() => designations.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'restrict' }),
    jobPriorityId: integer('job_priority_id').references(() => jobPriorities.id, { onDelete: 'restrict' }),
    hiringManagerId: integer('hiring_manager_id').references(() => users.id, { onDelete: 'set null' }),
    recruitingManagerId: integer('recruiting_manager_id').references(() => users.id, { onDelete: 'set null' }),
    questionGroupId: integer('question_group_id').references(() => questionGroups.id, { onDelete: 'restrict' }),
    /** Null: applicants get the general settings' without-hiring-process status instead of stages. */
    pipelineId: integer('pipeline_id').references(() => pipelines.id, { onDelete: 'restrict' }),
    referralAmountId: integer('referral_amount_id').references(() => referralAmountSlabs.id, { onDelete: 'restrict' }),
    jobStatusId: smallint('job_status_id').notNull().default(JOB_STATUS_IDS.open),
    slug: text('slug'),
    seoMetaTitle: text('seo_meta_title'),
    seoMetaDescription: text('seo_meta_description'),
    seoFocusKeyword: text('seo_focus_keyword'),
    seoCanonicalTag: text('seo_canonical_tag'),
    customSeoSchema: text('custom_seo_schema'),
    /** 1 index, 0 noindex. */
    seoIndex: flagColumn('seo_index'),
    seoKeywords: text('seo_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Stored file name of the SEO image (JPEG/PNG) in the file store. */
    seoImagePath: text('seo_image_path'),
    /**
     * The job's applications, kept by the applications table's triggers (migration 0002) whatever
     * writes them, so the list can sort by it without counting every application of the app.
     */
    applicationCount: integer('application_count').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns(),
  },
  (t) => [
    uniqueNameIndex('jobs_app_slug_unique', t.appId, t.slug),
    uniqueNameIndex('jobs_app_code_unique', t.appId, t.jobCode),
    index('jobs_app_created_idx').on(t.appId, t.createdAt),
    index('jobs_app_expiry_idx').on(t.appId, t.expiryDate),
    index('jobs_app_status_idx').on(t.appId, t.jobStatusId),
    index('jobs_app_department_idx').on(t.appId, t.departmentId),
    index('jobs_app_location_idx').on(t.appId, t.locationId),
    index('jobs_pipeline_idx').on(t.pipelineId),
    index('jobs_hiring_manager_idx').on(t.hiringManagerId),
    index('jobs_recruiting_manager_idx').on(t.recruitingManagerId),
    index('jobs_app_title_idx').on(t.appId, sql`lower(${t.jobTitle})`),
    index('jobs_app_application_count_idx').on(t.appId, t.applicationCount, t.id),
    // The job list's search ("contains", lower(…) like lower(…)) on title and code.
    index('jobs_title_trgm_idx').using('gin', sql`lower(${t.jobTitle}) gin_trgm_ops`),
    index('jobs_code_trgm_idx').using('gin', sql`lower(${t.jobCode}) gin_trgm_ops`),
    check('jobs_status_known', sql`${t.jobStatusId} in (1, 2, 3)`),
    check('jobs_positions_range', sql`${t.numberOfPositions} between 0 and 100`),
    check('jobs_experience_range', sql`${t.minExperience} >= 0 and ${t.maxExperience} >= ${t.minExperience}`),
  ],
);

// Link tables die with either end: removing a skill or platform just drops it from its jobs.

export const jobSkills = pgTable(
  'job_skills',
  {
    appId: appIdColumn(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.skillId] }), index('job_skills_skill_idx').on(t.skillId)],
);

/** A job is Published while it has at least one row here, Saved while it has none. */
export const jobPlatforms = pgTable(
  'job_platforms',
  {
    appId: appIdColumn(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => publishPlatforms.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.platformId] }), index('job_platforms_platform_idx').on(t.platformId)],
);

/** Users e-mailed about the job's applications (the form's userId list). */
export const jobRecipients = pgTable(
  'job_recipients',
  {
    appId: appIdColumn(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index('job_recipients_user_idx').on(t.userId)],
);
