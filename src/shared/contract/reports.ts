import * as v from 'valibot';
import { DATE_RANGE_INVALID, optionalCalendarDay } from './application';
import { chosenId } from './fields';
import { optionalId } from './form-inputs';

// The hiring reports (issue 36), GET /api/reports/<name> answering `{ data }` and
// GET /api/reports/<name>.csv answering the same figures as CSV (header row first).
//
// Definitions every report shares:
// - Hired: an application whose status history reached General Settings' Payable Employee Status
//   (the hired status). Its hire moment is the FIRST history row at that status; a later move off
//   it (a correction) does not undo the moment. With no hired status chosen nothing is hired.
// - Live: applications in the trash are never counted.
// - Visibility: every figure covers only the applications the caller may see (the applicant
//   list's rule: admins all, hiring managers their own jobs', recruiters their jobs' and those
//   assigned to them). Job-level figures (time to fill) cover the jobs with at least one such
//   application. A filter naming a job the caller cannot see answers empty figures, not an error.
// - Days are whole calendar days in the app's time zone (day of the later event − day of the
//   earlier), but for time in stage, which measures fractional days of elapsed time.
// - Rates are fractions from 0 to 1 with four decimals; null when there is nothing to divide by.
// - Figures come from the status history and the rows themselves, never from stored counters.

/** Days of the default range: the last 90 days, ending today (in the app's time zone). */
export const REPORT_DEFAULT_DAYS = 90;

export { UNKNOWN_DEPARTMENT, UNKNOWN_JOB } from './lookups';
export const UNKNOWN_RECRUITER = 'Unknown recruiter.';
export const UNKNOWN_SOURCE = 'Unknown source.';
export const UNKNOWN_PIPELINE = 'Unknown pipeline.';
export const PIPELINE_REQUIRED = 'Choose a pipeline.';
export { DATE_RANGE_INVALID };

/**
 * The filters. An id that is not a row of the caller's app (unknown, or another app's) is 422 with
 * a message on its field (UNKNOWN_*); a job of the app that the caller cannot see is not an error.
 */
const filterEntries = {
  /** Applications of jobs in this department (jobs.department_id). */
  departmentId: optionalId('departmentId'),
  /** Applications of this job; for time to fill, this job. */
  jobId: optionalId('jobId'),
  /**
   * A user id. Application reports: applications this user is assigned to as recruiter
   * (application_recruiters). Time to fill: jobs whose recruiting manager (jobs.recruiting_manager_id)
   * is this user. Recruiter workload: this recruiter's row only.
   */
  recruiterId: optionalId('recruiterId'),
  /** Applications of this applicant source (applications.source_id). Time to fill ignores it (a job has no source). */
  sourceId: optionalId('sourceId'),
  /**
   * First and last day of the range, 'YYYY-MM-DD', both inclusive, in the app's time zone. Left out:
   * toDate is today and fromDate 89 days before toDate (90 days). fromDate after toDate is 422
   * (DATE_RANGE_INVALID on toDate; on fromDate when toDate was left out and fromDate is after
   * today). Which date falls in the range is said per report.
   */
  fromDate: optionalCalendarDay('fromDate'),
  toDate: optionalCalendarDay('toDate'),
};

/** fromDate after toDate is refused (on toDate, as the applicant list refuses it). */
const ordered = (query: { fromDate?: string; toDate?: string }) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate;

/** The query every report takes. */
export const ReportFilterSchema = v.pipe(
  v.object(filterEntries),
  v.forward(
    v.check((query) => ordered(query), DATE_RANGE_INVALID),
    ['toDate'],
  ),
);
export type ReportFilter = v.InferOutput<typeof ReportFilterSchema>;
/** What a client sends (the filters as they sit in the address). */
export type ReportFilterParams = { readonly [K in keyof ReportFilter]?: string | number };

/** Time in stage also names the pipeline (required; 422 when missing or not a pipeline of the app). */
export const TimeInStageQuerySchema = v.pipe(
  v.object({
    ...filterEntries,
    pipelineId: chosenId(PIPELINE_REQUIRED, 'pipelineId must be an id.'),
  }),
  v.forward(
    v.check((query) => ordered(query), DATE_RANGE_INVALID),
    ['toDate'],
  ),
);
export type TimeInStageQuery = v.InferOutput<typeof TimeInStageQuerySchema>;
export type TimeInStageParams = { readonly [K in keyof TimeInStageQuery]?: string | number };

const num = v.number();
const nullableNum = v.nullable(num);
const rate = v.nullable(num);

/** The range the figures cover, defaults filled in. */
export const ReportRangeSchema = v.object({ fromDate: v.string(), toDate: v.string() });
export type ReportRange = v.InferOutput<typeof ReportRangeSchema>;

/** The histogram's buckets of whole days, both ends inclusive; the last is open-ended. */
export const DURATION_BUCKETS = [
  { label: '0–7', minDays: 0, maxDays: 7 },
  { label: '8–14', minDays: 8, maxDays: 14 },
  { label: '15–30', minDays: 15, maxDays: 30 },
  { label: '31–60', minDays: 31, maxDays: 60 },
  { label: '61–90', minDays: 61, maxDays: 90 },
  { label: '91+', minDays: 91, maxDays: null },
] as const;

/**
 * Statistics of a set of durations in whole days: count; median, p25 and p75 (percentile_cont,
 * interpolated, so they may be halves or other fractions, two decimals); min and max. All null when
 * count is 0. The histogram has every bucket of DURATION_BUCKETS, in order, zero where none.
 */
export const DurationStatsSchema = v.object({
  count: num,
  medianDays: nullableNum,
  p25Days: nullableNum,
  p75Days: nullableNum,
  minDays: nullableNum,
  maxDays: nullableNum,
  histogram: v.array(v.object({ label: v.string(), minDays: num, maxDays: nullableNum, count: num })),
});
export type DurationStats = v.InferOutput<typeof DurationStatsSchema>;

/**
 * GET /api/reports/time-to-hire: the applications whose hire moment falls in the range; each one's
 * days = day of the hire moment − day the application was created.
 */
export const TimeToHireReportSchema = v.object({ range: ReportRangeSchema, stats: DurationStatsSchema });
export type TimeToHireReport = v.InferOutput<typeof TimeToHireReportSchema>;

/**
 * GET /api/reports/time-to-fill: the jobs filled in the range. A job is filled by its N-th hire
 * (N = number_of_positions, at least 1; hires ordered by hire moment, trashed applications not
 * counted) and that hire's moment is the fill moment, which must fall in the range. A job that
 * was Closed with fewer hires is not filled (the job's closing is not recorded with a date, so it
 * could not be placed in a range). Days = day of the fill moment − day the job was created
 * (jobs.created_at: job_platforms keeps only current publications, so a first publish is not known).
 */
export const TimeToFillReportSchema = v.object({ range: ReportRangeSchema, stats: DurationStatsSchema });
export type TimeToFillReport = v.InferOutput<typeof TimeToFillReportSchema>;

/**
 * One stage of the pipeline (pipeline order). Time: over the applications of the pipeline's jobs
 * created in the range, from their status history: each history row lasts until the next one (the
 * newest until now), a stage's time is the sum of its rows' time per application (revisits add up),
 * and time after a move to the built-in Rejected status is not counted in the stage. `applications`
 * = applications that spent time in the stage; days average and median (two decimals, fractional).
 */
export const StageTimeRowSchema = v.object({
  stageId: num,
  name: v.string(),
  applications: num,
  averageDays: num,
  medianDays: num,
});
export type StageTimeRow = v.InferOutput<typeof StageTimeRowSchema>;

/**
 * Conversion between consecutive stages of the pipeline, over the same applications: `entered` =
 * applications with a history row in the stage; `passed` = those of them with a history row in the
 * next stage at or after their first entry into this one; rate = passed / entered.
 */
export const StageConversionRowSchema = v.object({
  fromStageId: num,
  fromStage: v.string(),
  toStageId: num,
  toStage: v.string(),
  entered: num,
  passed: num,
  rate,
});
export type StageConversionRow = v.InferOutput<typeof StageConversionRowSchema>;

/** GET /api/reports/time-in-stage?pipelineId=: every stage of the pipeline, and each step's conversion. */
export const TimeInStageReportSchema = v.object({
  range: ReportRangeSchema,
  pipeline: v.object({ id: num, name: v.string() }),
  stages: v.array(StageTimeRowSchema),
  conversion: v.array(StageConversionRowSchema),
});
export type TimeInStageReport = v.InferOutput<typeof TimeInStageReportSchema>;

/**
 * Kinds of source-effectiveness rows. `source`: one per applicant source, plus 'Unknown' (sourceId
 * null) for applications without one; these rows split the applicants, so they add up to `total`.
 * `referral`: the referred applications (a referrer is recorded), whatever their source, so they
 * are also counted in their source row. `utm`: careers-site applications per utm_source (lower-cased),
 * also counted in their source row.
 */
export const SOURCE_ROW_KINDS = ['source', 'referral', 'utm'] as const;
export type SourceRowKind = (typeof SOURCE_ROW_KINDS)[number];

/**
 * Over the applications created in the range: applicants; shortlisted = those whose history reached
 * a status named Shortlisted (any case) or the hired status; hired = those whose history reached the
 * hired status (at any time up to now); hireRate = hired / applicants.
 */
const effectivenessEntries = { applicants: num, shortlisted: num, hired: num, hireRate: rate };
export const SourceEffectivenessRowSchema = v.object({
  kind: v.picklist(SOURCE_ROW_KINDS),
  /** The source's id for `source` rows (null: Unknown); null for the others. */
  sourceId: nullableNum,
  /** The source's name, 'Unknown', 'Referral', or the utm_source value. */
  label: v.string(),
  ...effectivenessEntries,
});
export type SourceEffectivenessRow = v.InferOutput<typeof SourceEffectivenessRowSchema>;

/** GET /api/reports/source-effectiveness: source rows (most applicants first), the referral row, then utm rows (most first). */
export const SourceEffectivenessReportSchema = v.object({
  range: ReportRangeSchema,
  total: v.object(effectivenessEntries),
  rows: v.array(SourceEffectivenessRowSchema),
});
export type SourceEffectivenessReport = v.InferOutput<typeof SourceEffectivenessReportSchema>;

/** A count of payout records and the sum of their amounts (the slab amount recorded with each; none counts 0). */
const payoutFigure = v.object({ count: num, amount: num });

/** A share: part of total, and rate = part / total. */
const share = v.object({ total: num, referred: num, rate });

/**
 * GET /api/reports/referral-programme.
 * - applicants: applications created in the range, and how many were referred.
 * - hires: applications whose hire moment is in the range, and how many were referred.
 * - payouts (payout records of those applications the filters keep, whatever the range but `paid`):
 *   due = payout state Payable, or Hired (the release period running) whose release period is over
 *   today (joining date + release days ≤ today); upcoming = state Hired whose release date is after
 *   today and within the next 30 days; paid = state Paid, set (its Paid remark) in the range.
 * - topReferrers: at most 10 referrers, most referrals first (then most hires, then name):
 *   referrals = referred applications created in the range, hires = referred applications whose
 *   hire moment is in the range; a referrer with neither is left out.
 */
export const ReferralProgrammeReportSchema = v.object({
  range: ReportRangeSchema,
  applicants: share,
  hires: share,
  payouts: v.object({ due: payoutFigure, upcoming: payoutFigure, paid: payoutFigure }),
  topReferrers: v.array(v.object({ userId: num, name: v.string(), referrals: num, hires: num })),
});
export type ReferralProgrammeReport = v.InferOutput<typeof ReferralProgrammeReportSchema>;

/** Days without a status change after which an open applicant counts as untouched. */
export const UNTOUCHED_DAYS = 14;

/**
 * GET /api/reports/recruiter-workload: a snapshot as of now (the date range does not apply). Per
 * recruiter assigned to applications (application_recruiters): open = assigned live applications
 * whose current status is neither the hired status nor a Rejected one (statuses.code 'rejected');
 * untouched = open ones whose status last changed more than 14 days ago. Most open first, then name.
 */
export const RecruiterWorkloadReportSchema = v.object({
  range: ReportRangeSchema,
  rows: v.array(v.object({ userId: num, name: v.string(), open: num, untouched: num })),
});
export type RecruiterWorkloadReport = v.InferOutput<typeof RecruiterWorkloadReportSchema>;

/** The reports, by the last segment of their path (the CSV's is `<name>.csv`). */
export const REPORT_NAMES = [
  'time-to-hire',
  'time-to-fill',
  'time-in-stage',
  'source-effectiveness',
  'referral-programme',
  'recruiter-workload',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
