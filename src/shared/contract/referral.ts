import * as v from 'valibot';
import { listQuerySchema } from './list';
import { ApplicationIdsSchema } from './application-trash';
import { exportSelectionSchema } from './application-export';

// The staff referral lists (spec §2 "Referral screens", §7 "Referrals"): GET total-referral,
// referral-progress and referral-hired (all referrals, in progress, hired), their CSV exports,
// DELETE referrals (to the trash) and GET referral-summary (the /referrals landing's counts).

/** The referral states a referral list filters on (the spec's ids 2 and 19 are in_progress and hired). */
export const REFERRAL_STATES = ['in_progress', 'hired', 'rejected', 'duplicate'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** Each list and the referral states it shows. */
export const REFERRAL_LISTS = {
  'total-referral': REFERRAL_STATES,
  'referral-progress': ['in_progress'],
  'referral-hired': ['hired'],
} as const satisfies Record<string, readonly ReferralState[]>;
export type ReferralListName = keyof typeof REFERRAL_LISTS;

/** The list's page sizes (the last is 'All', the largest page). */
export const REFERRAL_PAGE_SIZES = [5, 10, 25, 100] as const;

export const REFERRAL_STATE_INVALID = `referralStatus must be one of ${REFERRAL_STATES.join(', ')}.`;

/** page, limit (≤ 100), search (candidate name, e-mail, phone) and the referral state by its code. */
export const ReferralListQuerySchema = v.object({
  ...listQuerySchema(100).entries,
  referralStatus: v.optional(
    v.pipe(
      v.string(REFERRAL_STATE_INVALID),
      v.transform((value) => (value.trim() === '' ? undefined : value.trim())),
      v.optional(v.picklist(REFERRAL_STATES, REFERRAL_STATE_INVALID)),
    ),
  ),
});
export type ReferralListQuery = v.InferOutput<typeof ReferralListQuerySchema>;
export type ReferralListParams = { readonly [K in keyof ReferralListQuery]?: string | number };

/** The list's query plus the selected rows (`applicantId`, repeated or `applicantId[]`); none selected exports every match. */
export const ReferralExportQuerySchema = v.object({
  ...ReferralListQuerySchema.entries,
  applicantId: exportSelectionSchema,
});
export type ReferralExportQuery = v.InferOutput<typeof ReferralExportQuerySchema>;

/** The referral CSV's columns, in order (Referred Date as the referral tables show it, MM/DD/YYYY). */
export const REFERRAL_EXPORT_COLUMNS = [
  'Id',
  'Candidate Name',
  'Email',
  'Contact Detail',
  'Aadhaar Number',
  'Job Title',
  'Referred By',
  'Referrer Email',
  'Referred Date',
  'Recruiter Assigned',
  'Status',
  'Joining Date',
] as const;

/** DELETE /api/referrals: applicantId[i], 1 to 500 referred applicants the user may see. */
export const ReferralIdsSchema = ApplicationIdsSchema;

const text = v.string();
const nullableText = v.nullable(text);

/** A row of the referral lists. `documentNumber` is always masked (XXXX-XXXX-1234). */
export const ReferralListItemSchema = v.object({
  applicantId: v.number(),
  firstName: text,
  lastName: text,
  applicantEmail: text,
  documentNumber: nullableText,
  /** The referrer; null when that user was removed since. */
  user: v.nullable(
    v.object({ id: v.number(), name: text, lastName: text, email: text, department: nullableText, designation: nullableText }),
  ),
  /** The recruiters assigned to the application ('Recruiter Assigned'). */
  recruitingManager: v.array(v.object({ id: v.number(), name: text, lastName: text })),
  /** The referral's state, in its colour. */
  status: v.nullable(v.object({ id: v.number(), referralStatus: text, colour: text })),
  created_at: text,
  joiningDate: nullableText,
  job: v.object({ jobId: v.number(), jobTitle: text }),
  hasResume: v.boolean(),
});
export type ReferralListItem = v.InferOutput<typeof ReferralListItemSchema>;

/** GET /api/referral-summary: the landing's counts over the referrals the user may see. */
export const ReferralSummarySchema = v.object({
  total: v.number(),
  inProgress: v.number(),
  hired: v.number(),
  /** Hired referrals whose payout state is payable. */
  payable: v.number(),
  /** Chat channels the user is a member of. */
  chat: v.number(),
});
export type ReferralSummary = v.InferOutput<typeof ReferralSummarySchema>;
