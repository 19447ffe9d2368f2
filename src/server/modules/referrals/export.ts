import { and, count, inArray, type SQL } from 'drizzle-orm';
import { applications, jobs, referralStatuses } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { ReferralExportQuery, ReferralListName } from '../../../shared/contract/referral';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { csvDate, csvLine } from '../../../shared/rules/csv';
import { EXPORT_BATCH_SIZE } from '../application-export/service';
import {
  applicantBatches,
  applicantContactFields,
  assignedRecruiters,
  recruiterNames,
  referrerFullName,
  referrers,
  type ApplicantRow,
  type AssignedRecruiter,
} from '../application/service';
import { appTimeZone } from '../../db/app-day';
import { referralListCondition } from './scope';

// GET /api/<list>/export: the list's match (or the selected rows) as CSV, streamed in keyset
// batches through the applicant export's pull stream, so memory stays flat.

/** The export's condition: the list's, and the selection when there is one; null when the list is empty by its filter. */
export async function referralExportCondition(
  ctx: ServiceContext,
  list: ReferralListName,
  query: ReferralExportQuery,
): Promise<SQL | null> {
  const where = await referralListCondition(ctx, ctx.db, list, query);
  if (where === null) return null;
  return query.applicantId.length > 0 ? and(where, inArray(applications.id, query.applicantId))! : where;
}

export async function referralExportCount(ctx: ServiceContext, where: SQL | null): Promise<number> {
  if (where === null) return 0;
  const [row] = await ctx.db.select({ total: count() }).from(applications).where(where);
  return row?.total ?? 0;
}

/** What the referral CSV shows of a referred application, its job, referrer and referral state. */
const REFERRAL_EXPORT_FIELDS = {
  ...applicantContactFields,
  documentNumber: applications.documentNumber,
  jobTitle: jobs.jobTitle,
  referrerName: referrers.name,
  referrerLastName: referrers.lastName,
  referrerEmail: referrers.email,
  createdAt: applications.createdAt,
  status: referralStatuses.referralStatus,
  joiningDate: applications.joiningDate,
};

/** One record in REFERRAL_EXPORT_COLUMNS' order: the referred date on the app's calendar. */
function referralLine(
  row: ApplicantRow<typeof REFERRAL_EXPORT_FIELDS>,
  recruiters: readonly AssignedRecruiter[],
  timeZone: string,
): string {
  return csvLine([
    row.id,
    `${row.firstName} ${row.lastName}`.trim(),
    row.email,
    row.phone,
    row.documentNumber ? maskAadhaar(row.documentNumber) : null,
    row.jobTitle,
    referrerFullName(row.referrerName, row.referrerLastName),
    row.referrerEmail,
    csvDate(row.createdAt, timeZone),
    recruiterNames(recruiters),
    row.status,
    csvDate(row.joiningDate),
  ]);
}

/** A chunk of records per batch, read only when the stream asks for more. */
export async function* referralChunks(ctx: ServiceContext, where: SQL | null): AsyncGenerator<string> {
  if (where === null) return;
  const timeZone = await appTimeZone(ctx);
  for await (const rows of applicantBatches(ctx.db, REFERRAL_EXPORT_FIELDS, where, EXPORT_BATCH_SIZE)) {
    const recruiters = await assignedRecruiters(
      ctx.db,
      ctx.appId,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => referralLine(row, recruiters.get(row.id) ?? [], timeZone)).join('');
  }
}

/** `referrals-<list>-YYYY-MM-DD.csv`, the day of `now` in UTC. */
export const referralExportFileName = (list: ReferralListName, now: Date) => `${list}-${now.toISOString().slice(0, 10)}.csv`;
