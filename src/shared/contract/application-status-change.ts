import * as v from 'valibot';
import { blankToUndefined, id, optionalText } from './fields';
import { TIMELINE_MARKS } from '../rules/timeline-marks';
import { isCalendarDay } from '../rules/calendar-day';

// Stage and status changes of applications (spec §4 "Applicant", §5, §7 "Applicants"): one
// applicant (PUT /api/application/{id}), many at once (POST /api/multiple-status-change), and the
// applicant's history with the job's pipeline marked for the timeline (GET /api/candidate-history/{id}).

/** The spec's success text (§8) answered with a saved change. */
export const STATUS_SAVED = 'Your change has been successfully submitted';
/** Spec §4: saving an unchanged stage and status does nothing new. */
export const NO_CHANGES = 'No Changes To Save';
/** Our words: the spec says a bulk change needs both, without a message. */
export const STAGE_REQUIRED = 'Please select a stage';
export const STATUS_REQUIRED = 'Please select a status';
export const APPLICANT_STATUS_REQUIRED = 'Please select an applicant status';
export const APPLICANTS_REQUIRED = 'Please select at least one applicant';
/** One bulk change moves at most this many applicants (one transaction stays short). */
export const MAX_BULK_APPLICANTS = 500;
export const TOO_MANY_APPLICANTS = `At most ${MAX_BULK_APPLICANTS} applicants can be changed at once; select fewer and repeat.`;
export const UNKNOWN_STAGE = 'Unknown stage.';
export const UNKNOWN_STATUS = 'Unknown status.';
export const UNKNOWN_APPLICANT_STATUS = 'Unknown applicant status.';
export const UNKNOWN_APPLICANT = 'Unknown applicant.';
export const UNKNOWN_RECRUITER = 'Unknown recruiter.';
export const STAGE_NOT_IN_PIPELINE = "This stage is not part of the job's hiring pipeline.";
export const STATUS_NOT_IN_STAGE = "This status is not one of the chosen stage's statuses.";
export const PIPELINE_STATUS_NEEDED = 'This job has a hiring pipeline: choose a stage and a status instead of an applicant status.';
export const NO_PIPELINE_STATUS =
  'Hiring pipeline is not attached with this job: choose an applicant status instead of a stage and status.';
export const NOT_A_RECRUITER = 'Only users with the recruiter or admin role can be assigned as recruiters.';
/** Moving to General Settings' Payable Employee Status (the hired status) needs the day the hire joins. */
export const JOINING_DATE_REQUIRED = 'Please enter the joining date.';
export const JOINING_DATE_INVALID = 'The joining date must be a date (YYYY-MM-DD).';
export const JOINING_DATE_NOT_A_DAY = 'The joining date is not a day of the calendar.';
export const JOINING_DATE_NOT_HIRED = 'A joining date is taken only when moving to the hired status.';
/** Moving away from hired once the referral bonus is paid would undo a payout. */
export const PAID_REFERRAL_STAYS = (count: number) =>
  count === 1
    ? 'The referral bonus for this applicant has been paid, so they cannot be moved away from the hired status.'
    : `The referral bonus for ${count} of the selected applicants has been paid, so they cannot be moved away from the hired status.`;
export const MAX_COMMENT = 1000;
export const MAX_RECRUITERS = 20;

/** An optional row id: blank, null and multipart's 'null' mean "not sent". */
const optionalId = (message: string) => v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(id(message))));

/** A list of ids from a JSON array, form fields `name[i]`, or one plain value; blank is none. */
const idList = (message: string, max: number, tooMany: string) =>
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? (value as unknown[]) : [value],
    ),
    v.array(id(message), message),
    v.maxLength(max, tooMany),
    v.transform((ids) => [...new Set(ids)]),
  );

const comment = optionalText('The comment', MAX_COMMENT);

/** 'YYYY-MM-DD', a real day; blank is "not sent". */
const joiningDate = v.optional(
  v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(
      v.pipe(v.string(JOINING_DATE_INVALID), v.trim(), v.isoDate(JOINING_DATE_INVALID), v.check(isCalendarDay, JOINING_DATE_NOT_A_DAY)),
    ),
  ),
);

const changeEntries = {
  stageId: optionalId(UNKNOWN_STAGE),
  statusId: optionalId(UNKNOWN_STATUS),
  applicantStatusId: optionalId(UNKNOWN_APPLICANT_STATUS),
  comment,
  joiningDate,
};
const recruiters = idList(UNKNOWN_RECRUITER, MAX_RECRUITERS, `At most ${MAX_RECRUITERS} recruiters can be assigned.`);

/**
 * PUT /api/application/{id}: a stage and status (jobs with a pipeline) or an applicant status
 * (jobs without), an optional comment, and the recruiters to assign (replacing the assignment).
 * A status is applied only when one is sent (spec §5).
 */
export const ApplicationStatusChangeFields = v.object({ ...changeEntries, recruitingManagerId: v.optional(recruiters) });
export const ApplicationStatusChangeSchema = v.pipe(
  ApplicationStatusChangeFields,
  v.forward(
    v.partialCheck([['stageId'], ['statusId']], (input) => input.statusId === undefined || input.stageId !== undefined, STAGE_REQUIRED),
    ['stageId'],
  ),
  v.forward(
    v.partialCheck([['stageId'], ['statusId']], (input) => input.stageId === undefined || input.statusId !== undefined, STATUS_REQUIRED),
    ['statusId'],
  ),
);
export type ApplicationStatusChangeInput = v.InferInput<typeof ApplicationStatusChangeSchema>;
export type ApplicationStatusChange = v.InferOutput<typeof ApplicationStatusChangeSchema>;

export const RECRUITER_REQUIRED = 'Please select a recruiter';

/** The Assign Recruiter drawer: the request's rules, and at least one recruiter. */
export const AssignRecruiterFormSchema = v.pipe(
  ApplicationStatusChangeSchema,
  v.forward(
    v.check((input) => (input.recruitingManagerId?.length ?? 0) > 0, RECRUITER_REQUIRED),
    ['recruitingManagerId'],
  ),
);

const bulkTargetEntries = {
  stageId: optionalId(UNKNOWN_STAGE),
  statusId: optionalId(UNKNOWN_STATUS),
  withoutHiringProcessId: optionalId(UNKNOWN_APPLICANT_STATUS),
  comment,
  joiningDate,
};

/**
 * POST /api/multiple-status-change (form data `applicantId[i]`, or JSON): every selected applicant
 * to one stage and status, or to one applicant status (`withoutHiringProcessId`) for jobs without
 * a pipeline; all or none.
 */
export const MultipleStatusChangeFields = v.object({
  // A missing list is the same mistake as an empty one, with the same message.
  applicantId: v.optional(
    v.pipe(idList(UNKNOWN_APPLICANT, MAX_BULK_APPLICANTS, TOO_MANY_APPLICANTS), v.minLength(1, APPLICANTS_REQUIRED)),
    [],
  ),
  ...bulkTargetEntries,
});
export const MultipleStatusChangeSchema = v.pipe(
  MultipleStatusChangeFields,
  v.forward(
    v.partialCheck(
      [['stageId'], ['withoutHiringProcessId']],
      (input) => input.withoutHiringProcessId !== undefined || input.stageId !== undefined,
      STAGE_REQUIRED,
    ),
    ['stageId'],
  ),
  v.forward(
    v.partialCheck(
      [['statusId'], ['withoutHiringProcessId']],
      (input) => input.withoutHiringProcessId !== undefined || input.statusId !== undefined,
      STATUS_REQUIRED,
    ),
    ['statusId'],
  ),
);
export type MultipleStatusChangeInput = v.InferInput<typeof MultipleStatusChangeSchema>;
export type MultipleStatusChange = v.InferOutput<typeof MultipleStatusChangeSchema>;

const PersonNameSchema = v.object({ id: v.number(), name: v.string(), lastName: v.string() });

/** The answer of PUT /api/application/{id}: the applicant's current copies and recruiters. */
export const ApplicationStatusResultSchema = v.object({
  applicantId: v.number(),
  stageId: v.nullable(v.number()),
  statusId: v.nullable(v.number()),
  applicantStatusId: v.nullable(v.number()),
  statusChangedAt: v.string(),
  recruitingManager: v.array(PersonNameSchema),
});
export type ApplicationStatusResult = v.InferOutput<typeof ApplicationStatusResultSchema>;

/** The answer of POST /api/multiple-status-change. */
export const MultipleStatusResultSchema = v.object({ changed: v.number() });

const HistoryEntrySchema = v.object({
  id: v.number(),
  stageId: v.nullable(v.number()),
  statusId: v.nullable(v.number()),
  applicantStatusId: v.nullable(v.number()),
  /** The pipeline status's name, or the applicant status's for jobs without a pipeline. */
  status: v.nullable(v.object({ name: v.string() })),
  stage: v.nullable(v.object({ name: v.string() })),
  comment: v.nullable(v.string()),
  created_at: v.string(),
  changedBy: v.nullable(v.object({ name: v.string(), lastName: v.string() })),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

const TimelineStatusSchema = v.object({
  id: v.number(),
  name: v.string(),
  statusColor: v.nullable(v.string()),
  /** Live applications of the job at this stage and status now. */
  jobApplicationCount: v.number(),
  mark: v.picklist(TIMELINE_MARKS),
});
export type TimelineStatus = v.InferOutput<typeof TimelineStatusSchema>;

const TimelineStageSchema = v.object({ id: v.number(), name: v.string(), status: v.array(TimelineStatusSchema) });
export type TimelineStage = v.InferOutput<typeof TimelineStageSchema>;

const CurrentStatusSchema = v.object({
  stageId: v.nullable(v.number()),
  statusId: v.nullable(v.number()),
  applicantStatusId: v.nullable(v.number()),
  stage: v.nullable(v.object({ name: v.string() })),
  name: v.string(),
  statusColor: v.nullable(v.string()),
});

/** GET /api/candidate-history/{applicantId}: history (oldest first) and the job's pipeline marked. */
export const CandidateHistorySchema = v.object({
  history: v.array(HistoryEntrySchema),
  stages: v.array(TimelineStageSchema),
  currentStatus: v.nullable(CurrentStatusSchema),
  pipeline: v.nullable(v.object({ id: v.number(), name: v.string() })),
  job: v.object({ jobId: v.number(), jobTitle: v.string() }),
  recruitingManager: v.array(PersonNameSchema),
  /** General Settings' Payable Employee Status: moving there asks for the joining date. */
  hiredStatusId: v.nullable(v.number()),
});
export type CandidateHistory = v.InferOutput<typeof CandidateHistorySchema>;

/** GET /api/status-change-options?applicantIds=1,2: what a bulk change of these applicants may choose. */
export const StatusChangeOptionsQuerySchema = v.object({
  applicantIds: v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
    v.check((parts) => parts.every((part) => /^\d{1,9}$/.test(part) && Number(part) >= 1), UNKNOWN_APPLICANT),
    v.transform((parts) => [...new Set(parts.map(Number))]),
    v.minLength(1, APPLICANTS_REQUIRED),
    v.maxLength(MAX_BULK_APPLICANTS, TOO_MANY_APPLICANTS),
  ),
});

export const StatusChangeOptionsSchema = v.object({
  /** The distinct pipelines of the selected applicants' jobs. */
  pipelines: v.array(v.object({ id: v.number(), name: v.string() })),
  /** The stages of those pipelines (first pipeline's order, then the others'), with their statuses. */
  stages: v.array(v.object({ id: v.number(), name: v.string(), status: v.array(v.object({ id: v.number(), name: v.string() })) })),
  /** How many of the selected applicants are on jobs without a pipeline. */
  withoutPipeline: v.number(),
  /** General Settings' Payable Employee Status: moving there asks for the joining date. */
  hiredStatusId: v.nullable(v.number()),
});
export type StatusChangeOptions = v.InferOutput<typeof StatusChangeOptionsSchema>;
