import * as v from 'valibot';

// The spec shows no field rules for applicant statuses; this message is ours.
export const APPLICANT_STATUS_REQUIRED = 'Please enter the status.';

/** POST and PUT /api/applicant-status: field `status` (the status's name). */
export const ApplicantStatusInputSchema = v.object({
  status: v.pipe(
    v.optional(v.string(APPLICANT_STATUS_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(APPLICANT_STATUS_REQUIRED),
    v.maxLength(100, 'The status must be at most 100 characters.'),
  ),
});

export type ApplicantStatusInput = v.InferInput<typeof ApplicantStatusInputSchema>;

export interface ApplicantStatus {
  id: number;
  status: string;
}
