import type { SQL } from 'drizzle-orm';
import { applicantSources, applicantStatuses, applications, jobs, stages, statuses } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { csvDate, csvLine } from '../../../shared/rules/csv';
import { applicantBatch, referrerFullName, referrers } from '../application/service';

/**
 * One keyset batch of the export: up to `size` matching applications with ids above `afterId`,
 * by id, with what the CSV shows of their job, source, stage, status and referrer.
 */
export function exportBatch(ctx: ServiceContext, where: SQL, afterId: number, size: number) {
  return applicantBatch(
    ctx.db,
    {
      id: applications.id,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.applicantEmail,
      phone: applications.phoneNumber,
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
    },
    where,
    afterId,
    size,
  );
}

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

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
