import * as v from 'valibot';
import { ApplicantCreateSchema } from './application-intake';
import { blankToUndefined, id } from './fields';
import { optionalId } from './form-inputs';
import { itemResponseSchema, listQuerySchema, listResponseSchema } from './list';
import { PAYOUT_CODES, type PayoutCode } from './referral-payable';

// The employee's side of referrals: the jobs open for referral, the bonus eligibility, the refer
// form (POST /api/refer, multipart with the PDF resume as `file`) and My referrals.

export const NOTE_MAX = 1000;
export const REFERRAL_ADDED = 'Thank you! Your referral has been submitted.';
export const CONSENT_MESSAGE = 'Please confirm that the candidate agreed to be referred.';
export const RESUME_REQUIRED = "Please attach the candidate's resume (PDF).";
/** The one answer to a candidate someone else holds: it names no referral and no referrer. */
export const ALREADY_REFERRED = 'This candidate has already been referred recently, so this referral cannot be accepted.';
export const ALREADY_REFERRED_BY_YOU = 'You have already referred this candidate to this job.';
/** A live application of the job has the candidate's e-mail, phone number or Aadhaar number: each says which matched. */
export const ALREADY_APPLIED = 'This candidate has already applied for this job.';
export const PHONE_ALREADY_APPLIED = 'Someone with this phone number has already applied for this job.';
export const DOCUMENT_ALREADY_APPLIED = 'Someone with this Aadhaar number has already applied for this job.';
export const NO_BONUS_DESIGNATION =
  'Your profile has no designation, so your referrals earn no bonus. Ask an admin to set your designation.';
export const noBonusForDesignation = (designation: string) => `Your designation (${designation}) is not eligible for a referral bonus.`;
export const NO_BONUS_REHIRE = 'The candidate is a former employee, and re-hired candidates earn no referral bonus.';

/** GET /api/referral-jobs: page, limit, search (title, code) and a department. */
export const ReferralJobsQuerySchema = v.object({ ...listQuerySchema().entries, departmentId: optionalId('departmentId') });
export type ReferralJobsQuery = v.InferOutput<typeof ReferralJobsQuerySchema>;
export type ReferralJobsParams = v.InferInput<typeof ReferralJobsQuerySchema>;

const namedEntries = { id: v.number(), name: v.string() };

export const ReferralJobSchema = v.object({
  jobId: v.number(),
  jobTitle: v.string(),
  jobCode: v.nullable(v.string()),
  department: v.nullable(v.object(namedEntries)),
  location: v.nullable(v.object(namedEntries)),
  /** The last day the job is open ('YYYY-MM-DD'); null when open-ended. */
  expiryDate: v.nullable(v.string()),
  /** The referral bonus of the job's amount slab; null when the job has none. */
  bonus: v.nullable(v.number()),
});
export type ReferralJob = v.InferOutput<typeof ReferralJobSchema>;
export const ReferralJobListSchema = listResponseSchema(ReferralJobSchema);
export const ReferralJobResponseSchema = itemResponseSchema(ReferralJobSchema);

/** The departments that have jobs open for referral (the list's filter). */
export const ReferralDepartmentsSchema = v.object({ data: v.array(v.object(namedEntries)) });
export type ReferralDepartment = v.InferOutput<typeof ReferralDepartmentsSchema>['data'][number];

/** GET /api/referral-eligibility: whether the signed-in user's referrals earn a bonus, and the rules the form says. */
export const ReferralEligibilitySchema = v.object({
  eligible: v.boolean(),
  /** Why not, when not eligible. */
  reason: v.nullable(v.string()),
  referralGapMonths: v.number(),
  /** Re-hired former employees earn a bonus. */
  reHiredCandidate: v.boolean(),
  /** How many employees may hold a referral of one candidate within the gap period. */
  selectionAttribute: v.number(),
});
export type ReferralEligibility = v.InferOutput<typeof ReferralEligibilitySchema>;
export const ReferralEligibilityResponseSchema = itemResponseSchema(ReferralEligibilitySchema);

const { applicantEmail, phoneNumber, documentNumber } = ApplicantCreateSchema.entries;
const optional = <S extends v.GenericSchema>(schema: S) =>
  v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(schema)));

/** POST /api/referral-check: what the form knows so far about the candidate. */
export const ReferralCheckSchema = v.object({
  jobId: v.pipe(v.optional(v.unknown(), ''), v.transform(blankToUndefined), id('Please select a job.')),
  applicantEmail: optional(applicantEmail),
  phoneNumber: optional(phoneNumber),
  documentNumber,
});
export type ReferralCheckInput = v.InferInput<typeof ReferralCheckSchema>;
export type ReferralCheck = v.InferOutput<typeof ReferralCheckSchema>;

export const ReferralVerdictSchema = v.object({
  /** The referral would earn a bonus. */
  bonus: v.boolean(),
  /** The job's bonus amount; null when the job has none. */
  amount: v.nullable(v.number()),
  /** Why no bonus, when none. */
  reason: v.nullable(v.string()),
  /** The referral would be refused, with `message` saying why. */
  duplicate: v.boolean(),
  message: v.nullable(v.string()),
});
export type ReferralVerdict = v.InferOutput<typeof ReferralVerdictSchema>;
export const ReferralVerdictResponseSchema = itemResponseSchema(ReferralVerdictSchema);

const consent = v.pipe(
  v.optional(v.unknown(), false),
  v.transform(
    (value) => value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value.toLowerCase())),
  ),
  v.literal(true, CONSENT_MESSAGE),
);

/** POST /api/refer: the candidate (the Add applicant fields and limits), why, and the consent; `file` rides beside. */
export const ReferCreateSchema = v.object({
  jobId: ApplicantCreateSchema.entries.jobId,
  firstName: ApplicantCreateSchema.entries.firstName,
  lastName: ApplicantCreateSchema.entries.lastName,
  applicantEmail,
  phoneNumber,
  experience: ApplicantCreateSchema.entries.experience,
  documentNumber,
  note: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(
        v.pipe(v.string('The note must be text.'), v.trim(), v.maxLength(NOTE_MAX, `The note must be at most ${NOTE_MAX} characters.`)),
      ),
    ),
  ),
  consent,
});
export type ReferCreateInput = v.InferInput<typeof ReferCreateSchema>;
export type ReferCreate = v.InferOutput<typeof ReferCreateSchema>;

export const ReferredSchema = v.object({
  applicantId: v.number(),
  jobId: v.number(),
  /** Why the referral earns no bonus; null when it may. */
  noBonusReason: v.nullable(v.string()),
});
export const ReferResponseSchema = itemResponseSchema(ReferredSchema);

/** Where a referral is, in words an employee may see: no status names, no comments. */
export const REFERRAL_STAGES = ['Submitted', 'In review', 'Interviewing', 'Offer', 'Hired', 'Not selected'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];

/** `applicantId` keeps one referral: where a shared link to it lands. */
export const MyReferralsQuerySchema = v.object({ ...listQuerySchema().entries, applicantId: optionalId('applicantId') });
export type MyReferralsQuery = v.InferOutput<typeof MyReferralsQuerySchema>;

/** A hire's payout as its referrer is told it (My referrals, their notifications): after "Your referral <name>: ". */
export const PAYOUT_WORDS: Record<PayoutCode, string> = {
  hired: 'bonus due after the eligibility date',
  payable: 'bonus approved for payout',
  on_hold: 'bonus on hold',
  paid: 'bonus paid',
  not_eligible: 'not eligible for the bonus',
};

/** A hire's payout, for its referrer. */
export const ReferralPayoutSchema = v.object({
  /** The payout state: hired (the payment release period is running), payable, on_hold, paid or not_eligible. */
  status: v.picklist(PAYOUT_CODES),
  /** When the payout came to this state (its newest remark): for paid, when it was paid. */
  since: v.nullable(v.string()),
  /**
   * Why it will not be paid: the hire or the referrer left before the eligibility date, no bonus, a
   * duplicate, or the remark given with a Not eligible decision; null when it may be paid.
   */
  notPayableReason: v.nullable(v.string()),
});
export type ReferralPayout = v.InferOutput<typeof ReferralPayoutSchema>;

/** The state a referrer is told: not eligible whenever a reason keeps an unpaid payout from being paid. */
export const payoutShown = (payout: ReferralPayout): PayoutCode =>
  payout.notPayableReason !== null && payout.status !== 'paid' ? 'not_eligible' : payout.status;

export const MyReferralSchema = v.object({
  applicantId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  job: v.object({ id: v.number(), jobTitle: v.string() }),
  referredAt: v.string(),
  stage: v.picklist(REFERRAL_STAGES),
  recruiters: v.array(v.object({ id: v.number(), name: v.string(), lastName: v.string() })),
  /** For hires: 'YYYY-MM-DD'. */
  joiningDate: v.nullable(v.string()),
  /** The joining date plus the payment release period. */
  eligibilityDate: v.nullable(v.string()),
  /** The payable amount, else the job's slab amount; null when none, when no bonus or when the payout will not be paid. */
  expectedBonus: v.nullable(v.number()),
  noBonusReason: v.nullable(v.string()),
  /** For hires: where the payout stands; null before a hire. */
  payout: v.nullable(ReferralPayoutSchema),
});
export type MyReferral = v.InferOutput<typeof MyReferralSchema>;
export const MyReferralListSchema = listResponseSchema(MyReferralSchema);
