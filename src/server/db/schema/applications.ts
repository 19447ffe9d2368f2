import {
  pgTable,
  integer,
  smallint,
  text,
  date,
  timestamp,
  primaryKey,
  index,
  check,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { appIdColumn, appRowColumns, createdAtColumn, timestampColumns } from './columns';
import { users } from './org';
import { jobs } from './jobs';
import { stages, statuses } from './pipelines';
import { applicantSources, applicantStatuses } from './settings';
import { referralStatuses } from './referral-config';

/**
 * One applicant's application to one job (the spec's applicant and application are one row).
 * The current stage/status (or, for jobs without a pipeline, the applicant status) are copies of
 * the newest application_status_history row, kept so lists filter and sort without a lateral
 * join: whoever appends history updates them in the same transaction.
 * Deleting a job deletes its applications ('All data will be deleted'); stages, statuses and
 * sources in use cannot be deleted. Deleting an application only moves it to the trash
 * (deleted_at set): every list and read skips it, an admin can restore it for 30 days, then it
 * is purged with its history and resume.
 */
export const applications = pgTable(
  'applications',
  {
    ...appRowColumns(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    applicantEmail: text('applicant_email').notNull(),
    phoneNumber: text('phone_number'),
    /** Whole years; 0 or null reads 'fresher'. */
    experience: smallint('experience'),
    /** Aadhaar number, 12 digits, stored whole and masked on output. */
    documentNumber: text('document_number'),
    /** Stored file name of the PDF resume in the file store. */
    resumePath: text('resume_path'),
    sourceId: integer('source_id').references(() => applicantSources.id, { onDelete: 'restrict' }),
    /** The employee who referred the applicant; null when not a referral. */
    referrerId: integer('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The referral's state (codes in_progress, hired, rejected, duplicate); null when not referred. */
    referralStatusId: integer('referral_status_id').references(() => referralStatuses.id, { onDelete: 'restrict' }),
    currentStageId: integer('current_stage_id').references(() => stages.id, { onDelete: 'restrict' }),
    currentStatusId: integer('current_status_id').references(() => statuses.id, { onDelete: 'restrict' }),
    applicantStatusId: integer('applicant_status_id').references(() => applicantStatuses.id, { onDelete: 'restrict' }),
    /** When the current stage/status was set (created_at of the newest history row). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    joiningDate: date('joining_date'),
    /** The hire's last working day, recorded by a recruiter; before the payout date it ends the referral's payout. */
    lastWorkingDate: date('last_working_date'),
    /** The referrer's note on why they refer the candidate. */
    referralNote: text('referral_note'),
    /** When the referrer confirmed the candidate agreed to be referred. */
    referralConsentAt: timestamp('referral_consent_at', { withTimezone: true }),
    /** Why the referral earns no bonus (referrer's designation not eligible, a re-hire the settings exclude); null when it may. */
    referralNoBonusReason: text('referral_no_bonus_reason'),
    /** When the applicant consented to the workspace's privacy notice on the careers site; null otherwise. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** The privacy notice's wording the applicant consented to, as shown to them. */
    consentNotice: text('consent_notice'),
    /** The careers link's campaign parameters (utm_source, utm_medium, utm_campaign), kept as given. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** Why a knockout answer flagged the application for review; null when nothing flagged it. */
    flagReason: text('flag_reason'),
    /** What the list's search matches (names, e-mail, phone), trigram-indexed so "contains" stays fast. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`first_name || ' ' || last_name || ' ' || applicant_email || ' ' || coalesce(phone_number, '')`,
    ),
    /** The duplicate-record keys: the e-mail in lower case, and the phone's digits when there are at least 6. */
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(applicant_email)`),
    phoneKey: text('phone_key').generatedAlwaysAs(
      sql`case when length(regexp_replace(coalesce(phone_number, ''), '[^0-9]', '', 'g')) >= 6 then regexp_replace(phone_number, '[^0-9]', '', 'g') end`,
    ),
    /** Set when the application went to the trash; null while it is live. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: integer('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns(),
  },
  (t) => {
    /** A partial index over live applications (not in the trash), narrowed further by `also`. */
    const liveIndex = (name: string, columns: [ExtraConfigColumn | SQL, ...(ExtraConfigColumn | SQL)[]], also?: SQL) =>
      index(name)
        .on(...columns)
        .where(also ? sql`${t.deletedAt} is null and ${also}` : sql`${t.deletedAt} is null`);
    /** The live applications under one filter, newest first. */
    const newestLiveBy = (name: string, filter: ExtraConfigColumn) => liveIndex(name, [t.appId, filter, t.createdAt, t.id]);
    const referred = sql`${t.referrerId} is not null`;
    return [
      // The applicant list reads live applications newest first, alone or under one filter; each of
      // these hands a page over in that order, so late pages and filtered counts never touch the table.
      // job_id and search_text trail the date index (they never change the order): the job-side
      // filters (department, location, expired jobs), hiring managers' own jobs and a search test them
      // without reading the table. The contract's name, e-mail and phone limits keep search_text far
      // below a B-tree entry's size limit.
      liveIndex('applications_live_created_idx', [t.appId, t.createdAt, t.id, t.jobId, t.searchText]),
      // The stage, status and search text trail the job index: the candidate history counts a job's
      // applicants per stage and status, and a search within a job or a department reads, from the index alone.
      liveIndex('applications_live_job_idx', [t.appId, t.jobId, t.createdAt, t.id, t.currentStageId, t.currentStatusId, t.searchText]),
      newestLiveBy('applications_live_status_idx', t.currentStatusId),
      newestLiveBy('applications_live_stage_idx', t.currentStageId),
      newestLiveBy('applications_live_applicant_status_idx', t.applicantStatusId),
      newestLiveBy('applications_live_source_idx', t.sourceId),
      // The referral lists: all referrals, or those in one referral state, newest first; the search
      // text trails both so a searched list and its count read the index alone.
      liveIndex('applications_live_referred_idx', [t.appId, t.createdAt, t.id, t.searchText], referred),
      liveIndex('applications_live_referral_state_idx', [t.appId, t.referralStatusId, t.createdAt, t.id, t.searchText], referred),
      // One referrer's referrals (My referrals, the duplicate guard). It leads with the app so that a
      // count of all referrals reads it alone instead of visiting every referred row.
      newestLiveBy('applications_live_referrer_idx', t.referrerId),
      // The flagged applicants (knockout answers), newest first.
      liveIndex('applications_live_flagged_idx', [t.appId, t.createdAt, t.id], sql`${t.flagReason} is not null`),
      index('applications_job_idx').on(t.jobId),
      index('applications_app_email_idx').on(t.appId, sql`lower(${t.applicantEmail})`),
      index('applications_app_document_idx').on(t.appId, t.documentNumber),
      index('applications_app_phone_idx').on(t.appId, t.phoneNumber),
      index('applications_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
      // The list's name sort walks this instead of sorting every live application.
      liveIndex('applications_live_name_idx', [t.appId, sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id]),
      // Duplicate records group live applications by these keys: each index hands the groups over in key order.
      liveIndex('applications_live_email_key_idx', [t.appId, t.emailKey, t.id]),
      liveIndex('applications_live_phone_key_idx', [t.appId, t.phoneKey, t.id], sql`${t.phoneKey} is not null`),
      liveIndex('applications_live_document_idx', [t.appId, t.documentNumber, t.id], sql`${t.documentNumber} is not null`),
      index('applications_app_trash_idx')
        .on(t.appId, t.deletedAt)
        .where(sql`${t.deletedAt} is not null`),
      check('applications_stage_status_pair', sql`(${t.currentStageId} is null) = (${t.currentStatusId} is null)`),
      check('applications_experience_nonnegative', sql`${t.experience} >= 0`),
    ];
  },
);

/** Every stage/status change of an application, oldest first by (created_at, id). */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    ...appRowColumns(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').references(() => stages.id, { onDelete: 'restrict' }),
    statusId: integer('status_id').references(() => statuses.id, { onDelete: 'restrict' }),
    /** Set instead of stage/status when the job has no hiring pipeline. */
    applicantStatusId: integer('applicant_status_id').references(() => applicantStatuses.id, { onDelete: 'restrict' }),
    comment: text('comment'),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('application_status_history_application_idx').on(t.applicationId, t.createdAt, t.id),
    index('application_status_history_app_created_idx').on(t.appId, t.createdAt),
    index('application_status_history_status_idx').on(t.statusId),
    check(
      'application_status_history_target',
      sql`(${t.stageId} is not null and ${t.statusId} is not null) or (${t.stageId} is null and ${t.statusId} is null and ${t.applicantStatusId} is not null)`,
    ),
  ],
);

/** Recruiters assigned to an application ('Recruiter Assigned'). */
export const applicationRecruiters = pgTable(
  'application_recruiters',
  {
    appId: appIdColumn(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedById: integer('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] }), index('application_recruiters_user_idx').on(t.userId)],
);

/**
 * A duplicate group (applications sharing an e-mail, phone or document number) an admin marked
 * "not duplicates": it stops showing until an application newer than `newestApplicationId` joins it.
 */
export const applicationDuplicateDismissals = pgTable(
  'application_duplicate_dismissals',
  {
    ...appRowColumns(),
    /** What the group shares: email, phone or document. */
    kind: text('kind').notNull(),
    /** The shared value as the groups are keyed (lower-cased e-mail, digits of the phone, document number). */
    value: text('value').notNull(),
    newestApplicationId: integer('newest_application_id').notNull(),
    dismissedById: integer('dismissed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('application_duplicate_dismissals_key_idx').on(t.appId, t.kind, t.value),
    check('application_duplicate_dismissals_kind', sql`${t.kind} in ('email', 'phone', 'document')`),
  ],
);
