import * as v from 'valibot';
import { chosenId } from './fields';

// Referral share links (issue 35): on Refer a candidate an employee copies their own link for a
// job; a candidate applying through it (and agreeing to be referred) becomes their referral.
// GET /api/referral-link?jobId=N, POST /api/referral-link { jobId }, DELETE /api/referral-link/{id}.

export const REFERRAL_LINK_READY = 'Link ready to share.';
export const REFERRAL_LINK_REVOKED = 'Link revoked. It no longer credits you.';
export const REFERRAL_LINK_JOB_REQUIRED = 'Please select a job.';
export const REFERRAL_LINK_JOB_INVALID = 'The job must be a job id.';

const jobId = chosenId(REFERRAL_LINK_JOB_REQUIRED, REFERRAL_LINK_JOB_INVALID);

/** GET's query and POST's body: the job, one the refer screen offers. */
export const ReferralLinkJobSchema = v.object({ jobId });
export type ReferralLinkJobInput = v.InferInput<typeof ReferralLinkJobSchema>;

export const ReferralLinkSchema = v.object({
  id: v.number(),
  jobId: v.number(),
  /** Random and unguessable: the careers page's `?ref=`. */
  token: v.string(),
  /** The job's careers page with `?ref=<token>`, to copy and share. */
  url: v.string(),
});
export type ReferralLink = v.InferOutput<typeof ReferralLinkSchema>;

/** The caller's live link for the job, or null when they have none. */
export const ReferralLinkResponseSchema = v.object({ data: v.nullable(ReferralLinkSchema) });
export const ReferralLinkReadySchema = v.object({ data: ReferralLinkSchema, message: v.string() });
