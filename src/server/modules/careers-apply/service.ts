import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ALREADY_APPLIED,
  APPLY_FIELDS,
  APPLY_RATE_LIMIT,
  APPLY_RATE_LIMITED,
  DEFAULT_PRIVACY_NOTICE,
  JOB_CLOSED,
} from '../../../shared/contract/careers-apply';
import { hasValue } from '../../../shared/contract/fields';
import { answers, applicantSources, applications, apps, companies, jobs } from '../../db/schema';
import type { Db } from '../../db/client';
import type { AppDeps, ServiceContext, SignedInUser } from '../../core/context';
import type { Realtime } from '../../core/realtime';
import { HttpError } from '../../core/errors';
import { createRateLimiter } from '../../http/rate-limit';
import { assignJobRecruitingManager } from '../application/service';
import { insertAtStart, personFields, withStoredResume } from '../application-intake/service';
import { openReferralChannel, refreshChatAudience } from '../chat/service';
import { notifyAssigned } from '../notifications/service';
import { screeningQuestions } from '../question-group/service';
import { referrerOfLink } from '../referral-link/service';
import { openForReferral, referralCredit } from '../referral-refer/service';
import { checkApplication, valueOf, type ApplyFields } from './form';

export { applyFormOf, type ApplyFields } from './form';

// A candidate applies on the careers site (issue 35): no one is signed in; the application lands at
// the job's first status like Add applicant's, with the answers, the consent, where it came from and,
// through an employee's share link, the referral, all in one transaction.

export type ApplyDeps = Pick<AppDeps, 'db' | 'storage' | 'clock' | 'activityFeed'> & { realtime: Realtime };

export interface ApplyRequest {
  appId: number;
  jobId: number;
  fields: ApplyFields;
  resume: Uint8Array | null;
  /** Whom the rate limit counts: the client's address as the careers route sees it. */
  clientKey: string;
}

export const APPLIED_ON_CAREERS_SITE = 'Applied on the careers site';
/** The source an application without `?source=` gets, when the app has it (the seed's careers pages). */
const CAREERS_SOURCE = 'careers';
/** No one signs in on the careers site: id 0 names no user, so every recruiter is told. */
const VISITOR: SignedInUser = { id: 0, role: 'employee', email: '' };

// One limiter per database, so each app instance (and each test app) counts on its own.
const limiters = new WeakMap<Db, ReturnType<typeof createRateLimiter>>();

function limiterOf(deps: ApplyDeps) {
  let limiter = limiters.get(deps.db);
  if (!limiter) {
    const windowMs = APPLY_RATE_LIMIT.windowMinutes * 60_000;
    limiter = createRateLimiter({ limit: APPLY_RATE_LIMIT.attempts, windowMs, maxKeys: 10_000, now: deps.clock });
    limiters.set(deps.db, limiter);
  }
  return limiter;
}

/** The app's published, open, unexpired job, as the refer screen offers it; anything else is closed (410). */
async function openJob(db: Db, appId: number, jobId: number, now: Date) {
  const [job] = await db
    .select({ id: jobs.id, pipelineId: jobs.pipelineId, questionGroupId: jobs.questionGroupId })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), openForReferral({ db, appId, now })));
  if (!job) throw new HttpError(410, JOB_CLOSED);
  return job;
}

/** The wording of the privacy notice the careers page shows beside the consent box. */
export async function privacyNotice(db: Db, appId: number): Promise<{ appKey: string; notice: string }> {
  const [row] = await db
    .select({ appKey: apps.key, notice: companies.privacyNotice })
    .from(apps)
    .leftJoin(companies, eq(companies.appId, apps.id))
    .where(eq(apps.id, appId));
  return { appKey: row?.appKey ?? '', notice: row?.notice ?? DEFAULT_PRIVACY_NOTICE };
}

/** The source `?source=` names (an unknown identifier is ignored) and the app's careers source, by identifier in any case. */
async function sourcesOf(db: Db, appId: number, identifier: string | undefined) {
  const given = identifier?.toLowerCase();
  const rows = await db
    .select({ id: applicantSources.id, identifier: sql<string>`lower(${applicantSources.identifier})` })
    .from(applicantSources)
    .where(
      and(eq(applicantSources.appId, appId), sql`lower(${applicantSources.identifier}) in ${[given ?? CAREERS_SOURCE, CAREERS_SOURCE]}`),
    );
  const idOf = (key: string | undefined) => rows.find((row) => row.identifier === key)?.id ?? null;
  return { given: idOf(given), careers: idOf(CAREERS_SOURCE) };
}

/**
 * One e-mail applies to one job once: the check and the insert run under a lock on (job, e-mail),
 * so ten submits at once make one application (without a unique index, which a trashed or
 * re-added application would trip over).
 */
async function assertFirstApplication(tx: Db, appId: number, jobId: number, email: string): Promise<void> {
  const key = `careers-apply:${jobId}:${email.toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const [found] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.appId, appId),
        eq(applications.jobId, jobId),
        eq(applications.emailKey, email.toLowerCase()),
        isNull(applications.deletedAt),
      ),
    )
    .limit(1);
  if (found) throw new HttpError(409, ALREADY_APPLIED, { [APPLY_FIELDS.applicantEmail]: [ALREADY_APPLIED] });
}

/**
 * The careers apply form's command. `applicationId` null: the honeypot was filled, nothing is
 * written and the page shows the same thanks. Refusals: 422 (per form field), 409, 410, 413, 415, 429.
 */
export async function applyOnCareersSite(deps: ApplyDeps, request: ApplyRequest): Promise<{ applicationId: number | null }> {
  if (limiterOf(deps).hit(request.clientKey) > 0) throw new HttpError(429, APPLY_RATE_LIMITED);
  if (hasValue(valueOf(request.fields, APPLY_FIELDS.honeypot))) return { applicationId: null };
  const { db, storage } = deps;
  const now = deps.clock();
  const job = await openJob(db, request.appId, request.jobId, now);
  const questions = await screeningQuestions(db, request.appId, job.questionGroupId);
  const ref = valueOf(request.fields, APPLY_FIELDS.ref)?.trim();
  const referrer = ref ? await referrerOfLink(db, request.appId, job.id, ref) : null;
  const form = checkApplication(request.fields, questions, request.resume, referrer !== null);
  const { person } = form;
  const [{ appKey, notice }, sources] = await Promise.all([privacyNotice(db, request.appId), sourcesOf(db, request.appId, person.source)]);
  // The referral's rules run as the referrer, as when they refer on the form.
  const ctx: ServiceContext = {
    db,
    storage,
    realtime: deps.realtime,
    activityFeed: deps.activityFeed,
    appId: request.appId,
    appKey,
    user: referrer ?? VISITOR,
    now,
  };
  const applied = await withStoredResume(storage, request.resume, (resumePath) =>
    db.transaction(async (tx) => {
      await assertFirstApplication(tx, request.appId, job.id, person.applicantEmail);
      const credit = referrer ? await referralCredit(ctx, tx, person, job.id) : null;
      // An existing applicant or someone else's referral within the gap period is not re-credited: they apply as themselves.
      const referral = credit?.refusal === null ? credit.fields : null;
      const fields = {
        ...personFields(person, resumePath),
        ...referral,
        sourceId: sources.given ?? referral?.sourceId ?? sources.careers,
        consentAt: now,
        consentNotice: notice,
        utmSource: person.utmSource ?? null,
        utmMedium: person.utmMedium ?? null,
        utmCampaign: person.utmCampaign ?? null,
        flagReason: form.flagReason,
      };
      const { id } = await insertAtStart(tx, ctx, job, fields, { comment: APPLIED_ON_CAREERS_SITE });
      if (form.answers.length)
        await tx
          .insert(answers)
          .values(form.answers.map((answer) => ({ ...answer, appId: request.appId, applicationId: id, createdAt: now })));
      const recruiterId = await assignJobRecruitingManager(tx, ctx, id, job.id);
      if (referral) await openReferralChannel(tx, request.appId, id);
      return { id, recruiterId, referred: referral !== null };
    }),
  );
  if (applied.referred) await refreshChatAudience(ctx, { applicationIds: [applied.id] });
  if (applied.recruiterId !== null) await notifyAssigned(ctx, applied.id, [applied.recruiterId]);
  return { applicationId: applied.id };
}
