import type { ReferralStage } from '../../../shared/contract/referral-refer';

// What an employee is told about where their referral is: a coarse stage from the referral's
// state and the application's place in its pipeline, never a status name or a comment.

export interface StageFacts {
  /** The referral status code (in_progress, hired, rejected, duplicate …). */
  referralCode: string | null;
  /** The current pipeline status's code ('rejected' for the built-in Rejected). */
  statusCode: string | null;
  /** Whether the application has moved since it was referred. */
  moved: boolean;
  /** 1-based place of the current stage in the job's pipeline, and the pipeline's stage count; null without a pipeline. */
  stagePosition: number | null;
  stageCount: number | null;
}

export function coarseStage(facts: StageFacts): ReferralStage {
  if (facts.referralCode === 'hired') return 'Hired';
  if (facts.referralCode === 'rejected' || facts.referralCode === 'duplicate' || facts.statusCode === 'rejected') return 'Not selected';
  if (!facts.moved) return 'Submitted';
  const { stagePosition: position, stageCount: count } = facts;
  if (position === null || count === null || position <= 1) return 'In review';
  // The last stage of a pipeline of three or more is where offers are made.
  return position === count && count >= 3 ? 'Offer' : 'Interviewing';
}
