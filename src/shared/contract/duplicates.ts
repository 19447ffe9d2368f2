import * as v from 'valibot';
import { listQuerySchema } from './list';

// Applications that look like the same person (issue 10 "/duplicate-records"): GET
// duplicate-records, POST duplicate-records/dismiss and POST duplicate-records/merge.

export const DUPLICATE_KINDS = ['email', 'phone', 'document'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

/** Groups are heavier than rows (each carries its applications): at most 50 a page. A search finds groups with a matching applicant. */
export const DuplicateListQuerySchema = listQuerySchema(50);
export type DuplicateListParams = { readonly [K in keyof v.InferOutput<typeof DuplicateListQuerySchema>]?: string | number };

export const GROUP_KEY_INVALID = 'groupKey must be a group key from the duplicate list.';
export const GROUP_CHANGED = 'This group has changed since it was shown; reload the list and try again.';

/**
 * A group's handle for dismiss and merge: `{kind}-{oldest applicantId}-{newest applicantId}`.
 * It names the group without carrying the shared value (a whole document number never goes to
 * the client), and a group that gained or lost an application no longer matches it.
 */
export const GROUP_KEY_PATTERN = /^(email|phone|document)-(\d{1,10})-(\d{1,10})$/;

export const DuplicateGroupActionSchema = v.object({
  // Optional with a default so a missing key gets the same message as a wrong one.
  groupKey: v.pipe(v.optional(v.string(GROUP_KEY_INVALID), ''), v.trim(), v.regex(GROUP_KEY_PATTERN, GROUP_KEY_INVALID)),
});
export type DuplicateGroupAction = v.InferOutput<typeof DuplicateGroupActionSchema>;

export const DuplicateApplicationSchema = v.object({
  applicantId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  applicantEmail: v.string(),
  phoneNumber: v.nullable(v.string()),
  job: v.object({ jobId: v.number(), jobTitle: v.string() }),
  created_at: v.string(),
  /** The current pipeline status, or the applicant status when the job has no pipeline. */
  status: v.nullable(v.object({ id: v.number(), name: v.string(), statusColor: v.string() })),
});
export type DuplicateApplication = v.InferOutput<typeof DuplicateApplicationSchema>;

export const DuplicateGroupSchema = v.object({
  groupKey: v.string(),
  kind: v.picklist(DUPLICATE_KINDS),
  /** The shared value as shown: the e-mail lower-cased, the phone's digits, a document number masked. */
  value: v.string(),
  /** Oldest first: the first is the one a merge keeps. */
  applications: v.array(DuplicateApplicationSchema),
});
export type DuplicateGroup = v.InferOutput<typeof DuplicateGroupSchema>;

export const MergeResultSchema = v.object({ applicantId: v.number(), merged: v.array(v.number()) });
export type MergeResult = v.InferOutput<typeof MergeResultSchema>;
