import * as v from 'valibot';
import { optionalId } from './form-inputs';

// The dashboard at / (spec 000 §2 "Dashboard", referrals-setup §2): the tiles, the Applicant
// Source, Your Recruiter's Progress and Acquisitions cards with their footer filters, and an
// employee's own referral summary. Every figure is counted with the same conditions as the list it
// links to, so a tile and its list never disagree.

/** The footer's Select Date choices; `all` (no date) is the default. */
export const DASHBOARD_DATES = ['all', 'today', 'yesterday', 'last7', 'thisMonth'] as const;
export type DashboardDate = (typeof DASHBOARD_DATES)[number];
export const DASHBOARD_DATE_LABELS: Record<DashboardDate, string> = {
  all: 'All time',
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 Days',
  thisMonth: 'This Month',
};

/**
 * A card's footer filters: Select Department, Select Job, Select Branch (a branch stands for its
 * location: the jobs there) and Select Date (applications received, or for recruiter progress jobs
 * created, on those days in the app's time zone).
 */
export const DashboardFilterSchema = v.object({
  departmentId: optionalId('departmentId'),
  jobId: optionalId('jobId'),
  branchId: optionalId('branchId'),
  date: v.optional(v.picklist(DASHBOARD_DATES, `date must be one of ${DASHBOARD_DATES.join(', ')}.`), 'all'),
});
export type DashboardFilter = v.InferOutput<typeof DashboardFilterSchema>;
/** What a client sends (the card's filters as they sit in the address). */
export type DashboardFilterParams = { readonly [K in keyof DashboardFilter]?: string | number };

const count = v.number();

/**
 * GET /api/dashboard/tiles: Total Applicants (live applications, as /application counts them),
 * Published Jobs and Unpublished Jobs (as /all/job's published filter counts them), Total Openings
 * (the positions of the open, unexpired jobs). A hiring manager's figures cover their own jobs.
 */
export const DashboardTilesSchema = v.object({
  totalApplicants: count,
  publishedJobs: count,
  unpublishedJobs: count,
  totalOpenings: count,
});
export type DashboardTiles = v.InferOutput<typeof DashboardTilesSchema>;

/** The date range a filter's `date` stands for (YYYY-MM-DD, inclusive), as the lists' fromDate/toDate take it; null for all time. */
export const DashboardRangeSchema = v.nullable(v.object({ fromDate: v.string(), toDate: v.string() }));

/** What every card answers for its View All: the filter's days (fromDate/toDate) and the branch's location (locationId). */
const viewAllEntries = { range: DashboardRangeSchema, locationId: v.nullable(v.number()) };

/** GET /api/dashboard/applicant-source: applications per source (null: no source), most first. */
export const SourceRowSchema = v.object({ sourceId: v.nullable(v.number()), source: v.string(), applications: count });
export type SourceRow = v.InferOutput<typeof SourceRowSchema>;
export const ApplicantSourceCardSchema = v.object({ rows: v.array(SourceRowSchema), ...viewAllEntries });
export type ApplicantSourceCard = v.InferOutput<typeof ApplicantSourceCardSchema>;

/**
 * GET /api/dashboard/recruiter-progress: per recruiting manager, their jobs In progress (open or in
 * progress, target date today or later or none), Overdue (open or in progress, target date passed)
 * and Closed (status Closed).
 */
export const RecruiterProgressRowSchema = v.object({
  userId: v.number(),
  name: v.string(),
  inProgress: count,
  closed: count,
  overdue: count,
});
export type RecruiterProgressRow = v.InferOutput<typeof RecruiterProgressRowSchema>;
export const RecruiterProgressCardSchema = v.object({ rows: v.array(RecruiterProgressRowSchema), ...viewAllEntries });
export type RecruiterProgressCard = v.InferOutput<typeof RecruiterProgressCardSchema>;

/** The funnel's steps, in order, with the spec's legend words. */
export const ACQUISITION_STEPS = ['relevant', 'shortlisted', 'on_hold', 'hired'] as const;
export type AcquisitionStep = (typeof ACQUISITION_STEPS)[number];
export const ACQUISITION_STEP_LABELS: Record<AcquisitionStep, string> = {
  relevant: 'Relevant Application',
  shortlisted: 'Shortlisted',
  on_hold: 'On hold',
  hired: 'Hired',
};

/**
 * GET /api/dashboard/acquisitions: of the filtered applications (`total`, 'Total Application : N'),
 * how many are at each step; `percent` is of `total`, rounded to a whole number (0 when total is 0).
 * Relevant: not in a rejected status now. Shortlisted: relevant, and its history reached a status
 * named Shortlisted, or it was hired. On hold: in a status named On Hold now. Hired: relevant, and
 * its history reached the hired status (General Settings' Payable Employee Status; an applicant
 * status named Hired for a job without a pipeline).
 */
export const AcquisitionsCardSchema = v.object({
  total: count,
  steps: v.array(v.object({ step: v.picklist(ACQUISITION_STEPS), label: v.string(), count, percent: count })),
  ...viewAllEntries,
});
export type AcquisitionsCard = v.InferOutput<typeof AcquisitionsCardSchema>;

const money = v.object({ count, amount: v.number() });

/**
 * GET /api/dashboard/my-referrals: the signed-in employee's own referrals: all they referred, those
 * still in process, those hired, and the bonuses due (payable now), upcoming (hired, the release
 * period still running) and paid, each with its sum.
 */
export const MyReferralSummarySchema = v.object({
  referred: count,
  inProcess: count,
  hired: count,
  bonusDue: money,
  bonusUpcoming: money,
  bonusPaid: money,
});
export type MyReferralSummary = v.InferOutput<typeof MyReferralSummarySchema>;
