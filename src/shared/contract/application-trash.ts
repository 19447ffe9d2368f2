import * as v from 'valibot';
import { id } from './fields';
import { listQuerySchema } from './list';

// Deleting applications to the trash, the admin's trash list and restoring from it (issue 10
// "Delete"): POST multiple-application-delete, GET application-trash, POST application-trash/restore.

/** How long a deleted application can be restored before it is purged with its history and resume. */
export const TRASH_DAYS = 30;
/**
 * The DELETE confirmation of a delete that goes to the trash (applications, referrals): the spec's
 * "you cannot access it anymore, All data will be deleted" would be untrue of it.
 */
export const TRASH_DELETE_MESSAGE = `Once you delete this data, it goes to the trash: an admin can restore it from Deleted Applications for ${TRASH_DAYS} days, then it is deleted for good.`;
/** One delete or restore takes at most this many applications (one statement, one short transaction). */
export const MAX_TRASH_BATCH = 500;

export const TRASH_IDS_INVALID = 'applicantId must be a list of applicant ids.';
export const TRASH_IDS_REQUIRED = 'Please select at least one applicant';
export const TRASH_TOO_MANY = `At most ${MAX_TRASH_BATCH} applicants can be deleted or restored at once; select fewer and repeat.`;

/** applicantId[i] (form) or applicantId: [..] (JSON), 1 to 500 ids; repeats count once. */
export const ApplicationIdsSchema = v.object({
  applicantId: v.pipe(
    // Optional so a missing list gets the same message as an empty one.
    v.optional(v.unknown(), []),
    v.transform((value) =>
      value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? (value as unknown[]) : [value],
    ),
    v.array(id(TRASH_IDS_INVALID), TRASH_IDS_INVALID),
    v.maxLength(MAX_TRASH_BATCH, TRASH_TOO_MANY),
    v.minLength(1, TRASH_IDS_REQUIRED),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
export type ApplicationIds = v.InferOutput<typeof ApplicationIdsSchema>;

/** GET /api/application-trash: page, limit, search (name, e-mail, phone). */
export const ApplicationTrashQuerySchema = listQuerySchema();
export type ApplicationTrashParams = { readonly [K in keyof v.InferOutput<typeof ApplicationTrashQuerySchema>]?: string | number };

/** A row of the trash, newest deletion first. */
export const ApplicationTrashItemSchema = v.object({
  applicantId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  applicantEmail: v.string(),
  job: v.object({ jobId: v.number(), jobTitle: v.string() }),
  deleted_at: v.string(),
  /** Who deleted it; null when that user was removed since. */
  deletedBy: v.nullable(v.object({ name: v.string(), lastName: v.string() })),
  /** When the purge removes it for good (deleted_at + 30 days). */
  purgeAt: v.string(),
});
export type ApplicationTrashItem = v.InferOutput<typeof ApplicationTrashItemSchema>;
