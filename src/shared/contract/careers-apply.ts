import * as v from 'valibot';
import { ApplicantCreateSchema } from './application-intake';
import { optionalText } from './fields';

// The careers site's apply form (issue 35): POST /careers/{workspace}/{jobSlug}/apply, multipart,
// sent by a plain HTML form (no JavaScript needed). The person fields are Add applicant's, with the
// same limits and messages; the resume travels as `resume`; each screening answer as
// `answer[<questionId>]` (a multiple choice question sends that name once per ticked option).

/** The form's field names, shared by the page that renders it and the handler that reads it. */
export const APPLY_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  applicantEmail: 'applicantEmail',
  phoneNumber: 'phoneNumber',
  experience: 'experience',
  resume: 'resume',
  consent: 'consent',
  /** Ticked by a candidate who came through an employee's share link and agrees to be referred. */
  referralConsent: 'referralConsent',
  /** The honeypot: hidden from people, filled by bots; a filled one is thanked like any other and nothing is stored. */
  honeypot: 'website',
  /** Carried from the page's address into hidden fields. */
  source: 'source',
  ref: 'ref',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
} as const;

/** The name of a question's answer field. */
export const answerField = (questionId: number) => `answer[${questionId}]`;

export const UTM_MAX = 200;
export const CONSENT_REQUIRED = 'Please agree to the privacy notice to apply.';
export const REFERRAL_CONSENT_REQUIRED = 'Please agree to be referred, or apply without the referral link.';
export const ALREADY_APPLIED =
  'You have already applied for this job with this e-mail address. We have your application and will be in touch.';
export const JOB_CLOSED = 'This job is closed and no longer takes applications.';
export const APPLY_RATE_LIMITED = 'Too many applications from your network in a short time. Please try again in a few minutes.';
/** Per client address: every attempt counts (a refused one too), so a form can be corrected a few times. */
export const APPLY_RATE_LIMIT = { attempts: 10, windowMinutes: 10 } as const;
export const RESUME_REQUIRED = 'Please attach your resume (PDF, up to 5 MB).';
export const APPLIED = 'Thank you — your application has been received.';
export const DEFAULT_PRIVACY_NOTICE =
  'We use the details and resume you send only to consider you for this job and similar roles, keep them for up to two years, and delete them sooner if you ask.';

/** Whether a checkbox was ticked: browsers send 'on' (or the box's value) only when it is. */
export const isTicked = (value: unknown) => value === 'on' || value === '1' || value === 'true' || value === true;

/** A checkbox that must be ticked. */
const ticked = (message: string) => v.pipe(v.optional(v.unknown()), v.check(isTicked, message));

/** The candidate's own fields and the campaign the link carried; the answers are checked against the job's questions. */
export const CareersApplySchema = v.object({
  ...v.pick(ApplicantCreateSchema, ['firstName', 'lastName', 'applicantEmail', 'phoneNumber', 'experience']).entries,
  consent: ticked(CONSENT_REQUIRED),
  source: optionalText('The source', UTM_MAX),
  ref: optionalText('The referral link', UTM_MAX),
  utmSource: optionalText('utm_source', UTM_MAX),
  utmMedium: optionalText('utm_medium', UTM_MAX),
  utmCampaign: optionalText('utm_campaign', UTM_MAX),
});
export type CareersApplyInput = v.InferInput<typeof CareersApplySchema>;
export type CareersApply = v.InferOutput<typeof CareersApplySchema>;
