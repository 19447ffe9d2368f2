import * as v from 'valibot';
import { isCalendarDay } from '../rules/calendar-day';
import { referralDay } from '../rules/referral-payout';
import { blankToUndefined, id, requiredText } from './fields';
import { listQuerySchema, listResponseSchema, type ListQueryInput } from './list';

// Referral payouts (spec §2 /referral-payable, §4 "Referral payable status", §7 "Referrals", §9):
// the payable list, its bulk status change, delete and export, the hire's last working day, and
// the payable detail page's decisions (/job-referral).

/** Payout states of a payable record; 'hired' means the release period is still running (not decided yet). */
export const PAYOUT_CODES = ['hired', 'payable', 'on_hold', 'paid', 'not_eligible'] as const;
export type PayoutCode = (typeof PAYOUT_CODES)[number];
/** What the bulk change may set: a decision (the running period 'hired' is never chosen). */
export const PAYOUT_DECISION_CODES = ['payable', 'on_hold', 'paid', 'not_eligible'] as const;
export type PayoutDecisionCode = (typeof PAYOUT_DECISION_CODES)[number];
/** Decisions that pay (or will pay) the bonus: refused for a referral that cannot be paid. */
export const PAYING_CODES: readonly PayoutCode[] = ['payable', 'paid'];

/** One bulk change, delete or export names at most this many referrals (one transaction stays short). */
export const MAX_PAYABLE_SELECTION = 500;
export const MAX_REMARK = 500;

export const REFERRALS_REQUIRED = 'Please select at least one referral';
export const UNKNOWN_REFERRAL = 'Unknown referral.';
export const TOO_MANY_REFERRALS = `At most ${MAX_PAYABLE_SELECTION} referrals can be changed at once; select fewer and repeat.`;
export const PAYOUT_STATUS_REQUIRED = 'Please select a referral status';
export const UNKNOWN_PAYOUT_STATUS = 'Choose one of the payout statuses: Payable, On Hold, Paid or Not Eligible.';
export const REMARK_REQUIRED = 'Please enter a remark';
export const LAST_DAY_INVALID = 'The last working day must be a date (YYYY-MM-DD).';
export const LAST_DAY_BEFORE_JOINING = 'The last working day cannot be before the joining date.';
export const PAID_LAST_DAY_LOCKED =
  'This referral has been paid: its last working day can only be recorded on or after the eligibility date, and not cleared.';
export const ALREADY_PAID = 'This referral has already been paid.';
export const ALREADY_DUPLICATE = 'This referral is already marked as duplicate.';
export const DUPLICATE_REASON = 'The referral is marked as duplicate.';
export const PAYABLE_DELETED = 'The payout records have been deleted.';

const referralId = id(UNKNOWN_REFERRAL);

/** Ids from a JSON array, form fields `applicantId[i]` or one plain value; at least one, at most a selection. */
const referralIds = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? (value as unknown[]) : [value],
    ),
    // Checked as a whole so a bad entry is reported on `applicantId`, not on `applicantId.3`.
    v.array(v.unknown(), UNKNOWN_REFERRAL),
    v.check((ids) => ids.every((entry) => v.is(referralId, entry)), UNKNOWN_REFERRAL),
    v.transform((ids) => [...new Set(ids.map((entry) => v.parse(referralId, entry)))]),
    v.minLength(1, REFERRALS_REQUIRED),
    v.maxLength(MAX_PAYABLE_SELECTION, TOO_MANY_REFERRALS),
  ),
  [],
);

/** GET /api/referral-payable and /api/job-referral: page, limit, search (the candidate) and the payout state. */
export const PayableListQuerySchema = v.object({
  ...listQuerySchema().entries,
  status: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(v.picklist(PAYOUT_CODES, `status must be one of ${PAYOUT_CODES.join(', ')}.`)),
    ),
  ),
});
export type PayableListQuery = v.InferOutput<typeof PayableListQuerySchema>;
/** What a client sends for the list. */
export type PayableListParams = ListQueryInput & { status?: PayoutCode };

/**
 * GET /api/referral-payable/export: the list's search and state plus the selected rows (repeated
 * `applicantId`). Without a selection only the referrals past their release period are exported.
 */
export const PayableExportQuerySchema = v.object({
  ...PayableListQuerySchema.entries,
  applicantId: v.optional(
    v.pipe(
      v.array(v.unknown(), UNKNOWN_REFERRAL),
      v.check((ids) => ids.every((entry) => v.is(referralId, entry)), UNKNOWN_REFERRAL),
      v.transform((ids) => [...new Set(ids.map((entry) => v.parse(referralId, entry)))]),
      v.maxLength(MAX_PAYABLE_SELECTION, TOO_MANY_REFERRALS),
    ),
    [],
  ),
});
export type PayableExportQuery = v.InferOutput<typeof PayableExportQuerySchema>;

/** POST /api/multiple-referral-payable-status-change (form `applicantId[i]`, referralStatusId, remark). */
export const PayableStatusChangeSchema = v.object({
  applicantId: referralIds,
  referralStatusId: v.pipe(
    v.optional(v.unknown(), ''),
    v.transform(blankToUndefined),
    v.nonOptional(id(UNKNOWN_PAYOUT_STATUS), PAYOUT_STATUS_REQUIRED),
  ),
  remark: requiredText('remark', MAX_REMARK, REMARK_REQUIRED),
});
export type PayableStatusChangeInput = v.InferInput<typeof PayableStatusChangeSchema>;
export type PayableStatusChange = v.InferOutput<typeof PayableStatusChangeSchema>;

/** POST /api/multiple-referral-payable-delete (form `applicantId[i]`). */
export const PayableDeleteSchema = v.object({ applicantId: referralIds });

/** PUT /api/referral-payable/{applicantId}/last-working-date: a day, or null (or '') to clear it. */
export const LastWorkingDateSchema = v.object({
  lastWorkingDate: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((value) => blankToUndefined(value) ?? null),
    v.nullable(v.pipe(v.string(LAST_DAY_INVALID), v.isoDate(LAST_DAY_INVALID), v.check(isCalendarDay, LAST_DAY_INVALID))),
  ),
});
export type LastWorkingDateInput = v.InferInput<typeof LastWorkingDateSchema>;

/** POST /api/job-referral/{applicantId}/duplicate and …/eligible: an optional remark for the trail. */
export const PayableDecisionSchema = v.object({
  remark: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_REMARK, `The remark must be at most ${MAX_REMARK} characters.`))),
    ),
  ),
});

const PayoutStatusSchema = v.object({ id: v.number(), referralStatus: v.string(), colour: v.string(), code: v.string() });
export type PayoutStatus = v.InferOutput<typeof PayoutStatusSchema>;

const RemarkSchema = v.object({
  id: v.number(),
  remarkName: v.string(),
  referralStatus: v.nullable(v.string()),
  createdBy: v.nullable(v.object({ name: v.string(), lastName: v.string() })),
  created_at: v.string(),
});
export type PayableRemark = v.InferOutput<typeof RemarkSchema>;

const PersonSchema = v.object({
  id: v.number(),
  name: v.string(),
  lastName: v.string(),
  email: v.string(),
  lastWorkingDate: v.nullable(v.string()),
});

/** One payable row (spec §3 "Referral record"): the hire, the claimant (referrer), the payout clock and state. */
export const PayableItemSchema = v.object({
  applicantId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  applicantEmail: v.string(),
  /** The hire's last working day; null while on roll. */
  lastWorkingDate: v.nullable(v.string()),
  job: v.object({ jobId: v.number(), jobTitle: v.string() }),
  /** The claimant: the employee who referred (null when that user is gone). */
  user: v.nullable(PersonSchema),
  recruitingManager: v.array(v.object({ id: v.number(), name: v.string(), lastName: v.string() })),
  joiningDate: v.string(),
  eligibilityDate: v.string(),
  daysCompleted: v.number(),
  /** The release period is over: status change and export are allowed. */
  payoutDue: v.boolean(),
  /** Why the referral will not be paid (a leave before the eligibility date, no bonus, duplicate); null when it may. */
  notPayableReason: v.nullable(v.string()),
  status: PayoutStatusSchema,
  /** The newest remark. */
  remark: v.nullable(RemarkSchema),
  referralPayable: v.object({ id: v.number(), joiningDate: v.string(), amount: v.nullable(v.number()), remark: v.array(RemarkSchema) }),
  created_at: v.string(),
});
export type PayableItem = v.InferOutput<typeof PayableItemSchema>;

/** The list, with the release period in force (the number the tooltip and the refusals say). */
export const PayableListSchema = v.object({ ...listResponseSchema(PayableItemSchema).entries, releaseDays: v.number() });
export type PayableList = v.InferOutput<typeof PayableListSchema>;

/** GET /api/job-referral/{applicantId}: the payable detail page. */
export const JobReferralDetailSchema = v.object({
  ...PayableItemSchema.entries,
  phoneNumber: v.nullable(v.string()),
  experience: v.nullable(v.number()),
  /** Masked as XXXX-XXXX-1234. */
  documentNumber: v.nullable(v.string()),
  referralNote: v.nullable(v.string()),
  referralConsentAt: v.nullable(v.string()),
  referralStatus: v.nullable(v.object({ id: v.number(), referralStatus: v.string(), code: v.string() })),
  referrer: v.nullable(v.object({ department: v.nullable(v.string()), designation: v.nullable(v.string()) })),
  releaseDays: v.number(),
});
export type JobReferralDetail = v.InferOutput<typeof JobReferralDetailSchema>;

export const PayableChangeResultSchema = v.object({ message: v.string(), changed: v.number() });

/**
 * The spec's tags for a person: 'On Roll' with 'LWD:N/A' while employed, 'LWD:<date>' once they
 * left; the date as referral tables show it unless `day` says otherwise (the export's ISO days).
 */
export const rollTags = (lastWorkingDate: string | null, day: (date: string) => string = referralDay): string[] =>
  lastWorkingDate === null ? ['On Roll', 'LWD:N/A'] : [`LWD:${day(lastWorkingDate)}`];

/** The payable export's columns, in order. */
export const PAYABLE_EXPORT_COLUMNS = [
  'Applicant Id',
  'Employee',
  'Employee Email',
  'Employee Roll',
  'Job',
  'Claimant',
  'Claimant Email',
  'Claimant Roll',
  'Recruiter Assigned',
  'Joining Date',
  'Eligibility Date',
  'Days Completed',
  'Status',
  'Amount',
  /** The workspace's (ISO 4217), beside each amount: the amount stays a number a spreadsheet can add up. */
  'Currency',
  'Remark',
  'Not Payable Reason',
] as const;
