import * as v from 'valibot';
import { isCalendarDay } from '../rules/calendar-day';
import { blankToUndefined, namedRecordEntries } from './fields';
import { optionalId } from './form-inputs';
import { listQuerySchema, sortEntries } from './list';
import { PersonRefSchema } from './job-views';

// The applicant lists and the applicant read (spec §7 "Applicants"): GET v2/application,
// GET applicant-filter (the filter bar's endpoint: the same query, the same rows),
// GET job-application/{jobId} and GET applicant/{id}.

/** The application list allows up to 500 rows a page (spec §9). */
export const APPLICATION_LIST_MAX_LIMIT = 500;

export const APPLICATION_SORTS = ['created_at', 'applicantId', 'name', 'jobTitle', 'experience', 'applicantEmail', 'phoneNumber'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const JOB_APPLICATION_SORTS = ['created_at', 'name', 'status'] as const;
export type JobApplicationSort = (typeof JOB_APPLICATION_SORTS)[number];

export const DATE_RANGE_INVALID = 'The from date cannot be later than the to date.';

const flag = (name: string) => v.optional(v.picklist(['1', '0', 'true', 'false'], `${name} must be 1 or 0.`));

/** An optional 'YYYY-MM-DD' calendar day (blank is none): a date filter's end, in the app's time zone. */
export const optionalCalendarDay = (label: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(
        v.pipe(
          v.string(`${label} must be a date (YYYY-MM-DD).`),
          v.isoDate(`${label} must be a date (YYYY-MM-DD).`),
          v.check(isCalendarDay, `${label} is not a day of the calendar.`),
        ),
      ),
    ),
  );

/** 'referral' or 1 (true) lists only referred applicants; 0, false or blank lists everyone. */
const applicantRelated = v.optional(
  v.pipe(
    v.picklist(['', 'referral', '1', '0', 'true', 'false'], 'applicantRelated must be referral, 1 or 0.'),
    v.transform((value) => value === 'referral' || value === '1' || value === 'true'),
  ),
);

/**
 * GET /api/v2/application and GET /api/applicant-filter: page, limit (≤ 500), search, the filter
 * bar's filters and the job filter flags (allJobs, or active and expired together, means every job;
 * no flag means every job too, since applicants of expired jobs are still applicants).
 */
export const ApplicationListQuerySchema = v.pipe(
  v.object({
    ...listQuerySchema(APPLICATION_LIST_MAX_LIMIT).entries,
    sourceId: optionalId('sourceId'),
    applicantStatusId: optionalId('applicantStatusId'),
    statusId: optionalId('statusId'),
    stageId: optionalId('stageId'),
    applicantRelated,
    jobId: optionalId('jobId'),
    departmentId: optionalId('departmentId'),
    locationId: optionalId('locationId'),
    fromDate: optionalCalendarDay('fromDate'),
    toDate: optionalCalendarDay('toDate'),
    activeJobs: flag('activeJobs'),
    expiredJobs: flag('expiredJobs'),
    allJobs: flag('allJobs'),
    /** 1: only applications a knockout answer flagged. */
    flagged: flag('flagged'),
    ...sortEntries(APPLICATION_SORTS, 'created_at'),
  }),
  v.forward(
    v.check((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, DATE_RANGE_INVALID),
    ['toDate'],
  ),
);
export type ApplicationListQuery = v.InferOutput<typeof ApplicationListQuerySchema>;
/** What a client sends: any of the query's names, as text or a number (as in an address). */
export type ApplicationListParams = { readonly [K in keyof ApplicationListQuery]?: string | number };

/** GET /api/applicant-filter answers the same rows as v2/application, from the same query. */
export const ApplicantFilterQuerySchema = ApplicationListQuerySchema;

/**
 * GET /api/job-application/{jobId} ({jobId} may be `all`): page, limit (≤ 500: the board loads one
 * page), search, sort, and `flagged` (1: only applications a knockout answer flagged).
 */
export const JobApplicationQuerySchema = v.object({
  ...listQuerySchema(APPLICATION_LIST_MAX_LIMIT).entries,
  flagged: flag('flagged'),
  ...sortEntries(JOB_APPLICATION_SORTS, 'created_at'),
});
export type JobApplicationQuery = v.InferOutput<typeof JobApplicationQuerySchema>;
export type JobApplicationParams = { readonly [K in keyof JobApplicationQuery]?: string | number };

const num = v.number();
const text = v.string();
const nullableText = v.nullable(text);
const nullableObject = <E extends v.ObjectEntries>(entries: E) => v.nullable(v.object(entries));

/** A pipeline status as lists show it (its colour is data). */
export const StatusRefSchema = v.object({ ...namedRecordEntries, statusColor: text });
export type StatusRef = v.InferOutput<typeof StatusRefSchema>;
const status = v.nullable(StatusRefSchema);
const named = nullableObject(namedRecordEntries);
const personName = { id: num, name: text, lastName: text };

/** Who applied: the fields every applicant answer starts with. */
const applicantEntries = {
  applicantId: num,
  firstName: text,
  lastName: text,
  applicantEmail: text,
  phoneNumber: nullableText,
  experience: v.nullable(num),
};

/** A row of GET /api/v2/application (and applicant-filter). `documentNumber` is always masked. */
export const ApplicationListItemSchema = v.object({
  ...applicantEntries,
  documentNumber: nullableText,
  job: v.object({ jobId: num, jobTitle: text }),
  source: nullableObject({ sourceId: num, source: text }),
  /** The current pipeline status, or the applicant status when the job has no pipeline. */
  status,
  stage: named,
  created_at: text,
  referred: v.boolean(),
  /** Why a knockout answer flagged the application for a look; null when none did. */
  flagReason: nullableText,
});
export type ApplicationListItem = v.InferOutput<typeof ApplicationListItemSchema>;

/** A row of GET /api/job-application/{jobId}. */
export const JobApplicationItemSchema = v.object({
  applicantId: num,
  firstName: text,
  lastName: text,
  applicantEmail: text,
  job: v.object({ jobId: num, jobTitle: text, pipelineId: v.nullable(num) }),
  status,
  stage: named,
  applicantStatus: named,
  hiringManager: nullableObject(personName),
  /** The recruiters assigned to the application ('Recruiter Assigned'). */
  recruitingManager: v.array(v.object(personName)),
  created_at: text,
  hasResume: v.boolean(),
  /** Why a knockout answer flagged the application for a look; null when none did. */
  flagReason: nullableText,
});
export type JobApplicationItem = v.InferOutput<typeof JobApplicationItemSchema>;

/** The employee who referred the applicant, and the referral's state. */
export const CandidateReferralSchema = v.object({
  user: v.object({ id: num, name: text, lastName: text, email: text, department: nullableText, designation: nullableText }),
  referralStatus: nullableObject({ id: num, referralStatus: text }),
});

/**
 * GET /api/applicant/{id} (spec §3 "Applicant/application" with the includes job, source,
 * joiningDate, candidateReferral, stage). `documentNumber` is whole only for users who may edit
 * applications, masked for everyone else.
 */
export const ApplicantDetailSchema = v.object({
  ...applicantEntries,
  jobCode: nullableText,
  jobId: num,
  job: v.object({
    jobId: num,
    jobTitle: text,
    jobCode: nullableText,
    pipelineId: v.nullable(num),
    pipelineName: nullableText,
    department: nullableObject({ departmentId: num, departmentName: text }),
    location: nullableObject({ locationDisplay: text, city: nullableText }),
  }),
  documentNumber: nullableText,
  hasResume: v.boolean(),
  created_at: text,
  joiningDate: nullableText,
  source: nullableObject({ sourceId: num, source: text }),
  stage: named,
  status,
  applicantStatus: named,
  candidateReferral: v.nullable(CandidateReferralSchema),
  /** The job's hiring manager and recruiting manager. */
  hiringManager: v.nullable(PersonRefSchema),
  recruitingManager: v.nullable(PersonRefSchema),
  /** The recruiters assigned to this application. */
  recruiters: v.array(v.object({ ...personName, email: text })),
  statusChangedAt: text,
  flagReason: nullableText,
  /** The careers link's campaign, as given; null when the application came another way. */
  utmSource: nullableText,
  utmMedium: nullableText,
  utmCampaign: nullableText,
  /** When the applicant agreed to the privacy notice on the careers site (ISO); null otherwise. */
  consentAt: nullableText,
});
export type ApplicantDetail = v.InferOutput<typeof ApplicantDetailSchema>;
