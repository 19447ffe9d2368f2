import * as v from 'valibot';
import { AADHAAR_MESSAGE, isValidAadhaar } from '../rules/aadhaar';
import { blankToUndefined, id, requiredText, toWholeNumber } from './fields';
import { optionalId } from './form-inputs';
import { itemResponseSchema } from './list';

// Add applicant (beyond the spec: applications must come from somewhere before the careers page
// exists): POST /api/application, multipart with the PDF resume as `file`, or JSON without one.

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MIN = 7;
export const PHONE_MAX = 20;
export const EXPERIENCE_MAX = 50;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const RESUME_TOO_LARGE = 'The resume must be at most 5 MB.';
export const RESUME_NOT_PDF = 'The resume must be a PDF file.';
export const RESUME_HINT = 'PDF, up to 5 MB';
export const APPLICANT_ADDED = 'Applicant added successfully.';

const EXPERIENCE_MESSAGE = `Experience must be a whole number of years from 0 to ${EXPERIENCE_MAX}.`;
const PHONE_MESSAGE = `The phone number must be ${PHONE_MIN} to ${PHONE_MAX} characters of digits, +, spaces or -.`;

/** Whole years 0–50, as a number (JSON) or digits (a form field); blank is required-missing. */
const experience = v.pipe(
  v.unknown(),
  v.transform(blankToUndefined),
  v.union([v.string(), v.number()], 'Please enter the experience in years.'),
  v.transform(toWholeNumber),
  v.number(EXPERIENCE_MESSAGE),
  v.integer(EXPERIENCE_MESSAGE),
  v.minValue(0, EXPERIENCE_MESSAGE),
  v.maxValue(EXPERIENCE_MAX, EXPERIENCE_MESSAGE),
);

/** The Aadhaar number: optional; spaces and dashes people type between the groups are dropped. */
const documentNumber = v.optional(
  v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(
      v.pipe(
        v.string(AADHAAR_MESSAGE),
        v.transform((value) => value.replace(/[\s-]/g, '')),
        v.check(isValidAadhaar, AADHAAR_MESSAGE),
      ),
    ),
  ),
);

/** The applicant fields; `file` (the resume) travels beside them and is checked by its content. */
export const ApplicantCreateSchema = v.object({
  jobId: v.pipe(v.optional(v.unknown(), ''), v.transform(blankToUndefined), id('Please select a job.')),
  firstName: requiredText('first name', NAME_MAX, 'Please enter the first name.'),
  lastName: requiredText('last name', NAME_MAX, 'Please enter the last name.'),
  applicantEmail: v.pipe(
    requiredText('e-mail', EMAIL_MAX, 'Please enter the e-mail address.'),
    v.email('Please enter a valid e-mail address.'),
  ),
  phoneNumber: v.pipe(
    requiredText('phone number', PHONE_MAX, 'Please enter the phone number.'),
    v.regex(/^[0-9+\s-]+$/, PHONE_MESSAGE),
    v.minLength(PHONE_MIN, PHONE_MESSAGE),
  ),
  experience,
  documentNumber,
  sourceId: optionalId('sourceId'),
});
export type ApplicantCreateInput = v.InferInput<typeof ApplicantCreateSchema>;
export type ApplicantCreate = v.InferOutput<typeof ApplicantCreateSchema>;

export const AddedApplicantSchema = v.object({
  applicantId: v.number(),
  jobId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  hasResume: v.boolean(),
  /** Where the applicant starts: the pipeline's first stage and status, or an applicant status. */
  stageId: v.nullable(v.number()),
  statusId: v.nullable(v.number()),
  applicantStatusId: v.nullable(v.number()),
});
export type AddedApplicant = v.InferOutput<typeof AddedApplicantSchema>;

export const AddApplicantResponseSchema = itemResponseSchema(AddedApplicantSchema);
