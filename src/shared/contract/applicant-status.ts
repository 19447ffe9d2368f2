import * as v from 'valibot';
import { requiredText } from './fields';

// The spec shows no field rules for applicant statuses; this message is ours.
export const APPLICANT_STATUS_REQUIRED = 'Please enter the status.';

/** POST and PUT /api/applicant-status: field `status` (the status's name). */
export const ApplicantStatusInputSchema = v.object({
  status: requiredText('status', 100, APPLICANT_STATUS_REQUIRED),
});

export type ApplicantStatusInput = v.InferInput<typeof ApplicantStatusInputSchema>;
export type ApplicantStatusFields = v.InferOutput<typeof ApplicantStatusInputSchema>;

export const ApplicantStatusSchema = v.object({ id: v.number(), status: v.string() });
export type ApplicantStatus = v.InferOutput<typeof ApplicantStatusSchema>;
