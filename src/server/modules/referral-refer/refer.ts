import { and, eq, sql } from 'drizzle-orm';
import { applicantSources } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import { conflict, invalid } from '../../core/errors';
import { RESUME_REQUIRED, type ReferCreate, type ReferralCheck, type ReferralVerdict } from '../../../shared/contract/referral-refer';
import { assignJobRecruitingManager } from '../application/service';
import { insertAtStart, personFields, withStoredResume } from '../application-intake/service';
import { openReferralChannel, refreshChatAudience } from '../chat/service';
import { referralRules, referralStatusIds } from '../referral-rules/service';
import { duplicateRefusal, type Candidate } from './duplicate-guard';
import { noBonusReason } from './eligibility';
import { findOpenJob } from './open-jobs';

// Refer a candidate: one application to an open job, source Employee Referral, the employee as
// referrer, at the job's starting point with a history entry, referral status in progress, and the
// job's recruiting manager assigned.

const REFERRAL_SOURCE = { source: 'Employee Referral', identifier: 'referral' } as const;

/** The app's Employee Referral source; an app that lacks it gets it (inside the referral's transaction). */
async function referralSourceId(db: Db, appId: number): Promise<number> {
  const [found] = await db
    .select({ id: applicantSources.id })
    .from(applicantSources)
    .where(and(eq(applicantSources.appId, appId), sql`lower(${applicantSources.identifier}) = ${REFERRAL_SOURCE.identifier}`));
  if (found) return found.id;
  const [created] = await db
    .insert(applicantSources)
    .values({ appId, ...REFERRAL_SOURCE })
    .returning({ id: applicantSources.id });
  return created.id;
}

/**
 * Referrals of one app are checked and written one at a time: two employees referring the same
 * candidate at once must not both pass the guard.
 */
const serializeReferrals = (db: Db, appId: number) => db.execute(sql`select pg_advisory_xact_lock(hashtext('referral-refer'), ${appId})`);

/** POST /api/referral-check: what the form tells the employee before submitting. */
export async function checkReferral(ctx: ServiceContext, input: ReferralCheck): Promise<ReferralVerdict> {
  const job = await findOpenJob(ctx, ctx.db, input.jobId);
  const rules = await referralRules(ctx, ctx.db);
  const { duplicate } = await referralStatusIds(ctx, ctx.db, ['duplicate']);
  const [reason, refusal] = await Promise.all([
    noBonusReason(ctx, ctx.db, rules, input.applicantEmail),
    duplicateRefusal(ctx, ctx.db, rules, input, job.id, duplicate),
  ]);
  // A referral that would be refused earns nothing: no bonus is promised beside its refusal.
  return {
    bonus: refusal === null && reason === null && job.bonus !== null,
    amount: job.bonus,
    reason,
    duplicate: refusal !== null,
    message: refusal,
  };
}

type CreditContext = Pick<ServiceContext, 'appId' | 'user' | 'now'>;

/**
 * A referral of the candidate by the signed-in user (ctx.user, the referrer) under the credit rule:
 * the duplicate guard's refusal, or the referral's fields of the application. Call it inside the
 * command's transaction: it serializes the app's referrals until that commits. The Refer form and
 * a careers application through a share link both credit through it.
 */
export async function referralCredit(
  ctx: CreditContext,
  tx: Db,
  candidate: Candidate & { applicantEmail: string },
  jobId: number,
): Promise<{ refusal: string } | { refusal: null; fields: ReferralFields }> {
  await serializeReferrals(tx, ctx.appId);
  const rules = await referralRules(ctx, tx);
  const codes = await referralStatusIds(ctx, tx, ['in_progress', 'duplicate']);
  const refusal = await duplicateRefusal(ctx, tx, rules, candidate, jobId, codes.duplicate);
  if (refusal) return { refusal };
  const fields = {
    sourceId: await referralSourceId(tx, ctx.appId),
    referrerId: ctx.user.id,
    referralStatusId: codes.in_progress,
    referralConsentAt: ctx.now,
    referralNoBonusReason: await noBonusReason(ctx, tx, rules, candidate.applicantEmail),
  };
  return { refusal: null, fields };
}

interface ReferralFields {
  sourceId: number;
  referrerId: number;
  referralStatusId: number;
  referralConsentAt: Date;
  referralNoBonusReason: string | null;
}

/** POST /api/refer: all or nothing (the referral with its chat channel); a refused referral leaves no row and no file. */
export async function referCandidate(ctx: ServiceContext, input: ReferCreate, resume: Uint8Array | null) {
  const job = await findOpenJob(ctx, ctx.db, input.jobId);
  if (!resume) throw invalid({ file: [RESUME_REQUIRED] });
  const referred = await withStoredResume(ctx.storage, resume, (resumePath) =>
    ctx.db.transaction(async (tx) => {
      const credit = await referralCredit(ctx, tx, input, job.id);
      if (credit.refusal !== null) throw conflict(credit.refusal);
      const fields = { ...personFields(input, resumePath), ...credit.fields, referralNote: input.note ?? null };
      const { id } = await insertAtStart(tx, ctx, job, fields, (name) => `Referred by ${name}`);
      await assignJobRecruitingManager(tx, ctx, id, job.id);
      await openReferralChannel(tx, ctx.appId, id);
      return { applicantId: id, jobId: job.id, noBonusReason: credit.fields.referralNoBonusReason };
    }),
  );
  await refreshChatAudience(ctx, { applicationIds: [referred.applicantId] });
  return referred;
}
