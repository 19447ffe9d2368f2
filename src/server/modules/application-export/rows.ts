import type { SQL } from 'drizzle-orm';
import { applicantSources, applicantStatuses, applications, jobs, stages, statuses } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { csvDate, csvLine } from '../../../shared/rules/csv';
import { applicantBatches, applicantContactFields, referrerFullName, referrers, type ApplicantRow } from '../application/service';

/** What the CSV shows of an application, its job, source, stage, status and referrer. */
const EXPORT_FIELDS = {
  ...applicantContactFields,
  experience: applications.experience,
  jobTitle: jobs.jobTitle,
  jobCode: jobs.jobCode,
  source: applicantSources.source,
  stage: stages.name,
  status: statuses.name,
  applicantStatus: applicantStatuses.name,
  documentNumber: applications.documentNumber,
  referrerName: referrers.name,
  referrerLastName: referrers.lastName,
  createdAt: applications.createdAt,
};

export type ExportRow = ApplicantRow<typeof EXPORT_FIELDS>;

/** The matching applications in keyset batches of up to `size`, by id. */
export const exportBatches = (ctx: ServiceContext, where: SQL, size: number) => applicantBatches(ctx.db, EXPORT_FIELDS, where, size);

/** One CSV record in EXPORT_COLUMNS' order; the document number masked as in every list, the date on the app's calendar. */
export function exportLine(row: ExportRow, timeZone: string): string {
  return csvLine([
    row.id,
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    row.experience,
    row.jobTitle,
    row.jobCode,
    row.source,
    row.stage,
    // A job without a pipeline has an applicant status instead.
    row.status ?? row.applicantStatus,
    row.documentNumber ? maskAadhaar(row.documentNumber) : null,
    referrerFullName(row.referrerName, row.referrerLastName),
    csvDate(row.createdAt, timeZone),
  ]);
}
