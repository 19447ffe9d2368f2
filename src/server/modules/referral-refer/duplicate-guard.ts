import { and, eq, gte, inArray, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { applications } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import {
  ALREADY_APPLIED,
  ALREADY_REFERRED,
  ALREADY_REFERRED_BY_YOU,
  DOCUMENT_ALREADY_APPLIED,
  PHONE_ALREADY_APPLIED,
} from '../../../shared/contract/referral-refer';
import type { ReferralRules } from '../referral-rules/service';

// The duplicate guard (README "Referring a candidate"): a candidate is the same when the e-mail
// (any case), the phone's digits or the document number match. A candidate with a live
// application of the job, whatever its source (applied, added, referred), cannot be referred to
// it. Across jobs, within the referral gap period at most `selectionAttribute` employees hold a
// referral of one candidate; the ones who referred first keep the credit and later ones are
// refused.

export interface Candidate {
  applicantEmail?: string;
  phoneNumber?: string;
  documentNumber?: string;
}

const digitsOf = (phone: string) => phone.replace(/[^0-9]/g, '');

interface Keys {
  emails: string[];
  phones: string[];
  documents: string[];
}

/** The candidate's keys as the generated columns hold them (the phone key exists from 6 digits on). */
function keysOf(candidate: Candidate): Keys {
  const phone = candidate.phoneNumber === undefined ? '' : digitsOf(candidate.phoneNumber);
  return {
    emails: candidate.applicantEmail === undefined ? [] : [candidate.applicantEmail.toLowerCase()],
    phones: phone.length >= 6 ? [phone] : [],
    documents: candidate.documentNumber === undefined ? [] : [candidate.documentNumber],
  };
}

/** Matches any of the keys through the generated columns, so the partial key indexes answer it. */
function anyKey(keys: Keys): SQL | undefined {
  const conditions = [
    keys.emails.length ? inArray(applications.emailKey, keys.emails) : undefined,
    keys.phones.length ? inArray(applications.phoneKey, keys.phones) : undefined,
    keys.documents.length ? inArray(applications.documentNumber, keys.documents) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length ? or(...conditions) : undefined;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/** The oldest instant a referral still counts at: now minus the gap period in months. */
const gapStart = (now: Date, months: number) => {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
};

/**
 * The refusal when a live application of the job already has one of the candidate's keys, naming
 * the key that matched (the e-mail first): a new name and e-mail with a used phone number is not
 * "this candidate". Null when none has.
 */
async function alreadyApplied(
  ctx: Pick<ServiceContext, 'appId' | 'user'>,
  db: Db,
  keys: Keys,
  given: SQL,
  jobId: number,
): Promise<string | null> {
  const found = await db
    .select({ email: applications.emailKey, phone: applications.phoneKey, referrerId: applications.referrerId })
    .from(applications)
    .where(and(eq(applications.appId, ctx.appId), eq(applications.jobId, jobId), isNull(applications.deletedAt), given));
  const byEmail = found.filter((row) => row.email !== null && keys.emails.includes(row.email));
  if (byEmail.length) return byEmail.some((row) => row.referrerId === ctx.user.id) ? ALREADY_REFERRED_BY_YOU : ALREADY_APPLIED;
  if (found.some((row) => row.phone !== null && keys.phones.includes(row.phone))) return PHONE_ALREADY_APPLIED;
  return found.length ? DOCUMENT_ALREADY_APPLIED : null;
}

/** The refusal for this referral, or null when it may be made. `duplicateStatusId` is the referral status 'duplicate'. */
export async function duplicateRefusal(
  ctx: Pick<ServiceContext, 'appId' | 'user' | 'now'>,
  db: Db,
  rules: ReferralRules,
  candidate: Candidate,
  jobId: number,
  duplicateStatusId: number,
): Promise<string | null> {
  const keys = keysOf(candidate);
  const given = anyKey(keys);
  if (!given) return null;
  const applied = await alreadyApplied(ctx, db, keys, given, jobId);
  if (applied) return applied;
  const since = gapStart(ctx.now, rules.referralGapMonths);
  const counted = and(
    eq(applications.appId, ctx.appId),
    isNull(applications.deletedAt),
    isNotNull(applications.referrerId),
    // A referral a recruiter marked as duplicate holds no credit.
    or(isNull(applications.referralStatusId), ne(applications.referralStatusId, duplicateStatusId)),
    gte(applications.createdAt, since),
  );
  // One person may have been referred under different details (Meera gave the phone, Rohan the
  // e-mail): the referrals found pass on their own keys, so every referral of that person counts.
  const found = await db
    .select({ email: applications.emailKey, phone: applications.phoneKey, document: applications.documentNumber })
    .from(applications)
    .where(and(counted, given));
  if (!found.length) return null;
  const person = anyKey({
    emails: unique(found.map((row) => row.email)),
    phones: unique(found.map((row) => row.phone)),
    documents: unique(found.map((row) => row.document)),
  });
  const referred = await db.selectDistinct({ referrerId: applications.referrerId }).from(applications).where(and(counted, person));
  const holders = new Set(referred.map((row) => row.referrerId));
  if (holders.has(ctx.user.id)) return null;
  return holders.size >= rules.selectionAttribute ? ALREADY_REFERRED : null;
}
