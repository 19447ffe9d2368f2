import { sql } from 'drizzle-orm';
import { applications, jobs, referralStatuses } from '../../db/schema';
import { inIdOrder } from '../../db/id-paging';
import type { ServiceContext } from '../../core/context';
import type { ReferralListItem } from '../../../shared/contract/referral';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { assignedRecruiters, preparedApplicantRows, referrerDepartments, referrerDesignations, referrers } from '../application/service';

// The rows of one page of a referral list, read for the page's ids only.

/** What a row of a referral list shows. */
const ROW_FIELDS = {
  applicantId: applications.id,
  firstName: applications.firstName,
  lastName: applications.lastName,
  applicantEmail: applications.applicantEmail,
  documentNumber: applications.documentNumber,
  createdAt: applications.createdAt,
  joiningDate: applications.joiningDate,
  hasResume: sql<boolean>`${applications.resumePath} is not null`,
  jobId: jobs.id,
  jobTitle: jobs.jobTitle,
  referrerId: referrers.id,
  referrerName: referrers.name,
  referrerLastName: referrers.lastName,
  referrerEmail: referrers.email,
  department: referrerDepartments.departmentName,
  designation: referrerDesignations.designation,
  statusId: referralStatuses.id,
  referralStatus: referralStatuses.referralStatus,
  colour: referralStatuses.colour,
};

/** The list rows of the given referred applications, in the given order. */
export async function referralRows(ctx: ServiceContext, ids: number[]): Promise<ReferralListItem[]> {
  if (ids.length === 0) return [];
  const [rows, recruiters] = await Promise.all([
    preparedApplicantRows(ctx.db, 'referral_list_rows', ROW_FIELDS).execute({ appId: ctx.appId, ids }),
    assignedRecruiters(ctx.db, ctx.appId, ids),
  ]);
  return inIdOrder(ids, rows, (row) => row.applicantId).map((row) => ({
    applicantId: row.applicantId,
    firstName: row.firstName,
    lastName: row.lastName,
    applicantEmail: row.applicantEmail,
    documentNumber: row.documentNumber ? maskAadhaar(row.documentNumber) : null,
    user:
      row.referrerId === null
        ? null
        : {
            id: row.referrerId,
            name: row.referrerName ?? '',
            lastName: row.referrerLastName ?? '',
            email: row.referrerEmail ?? '',
            department: row.department,
            designation: row.designation,
          },
    recruitingManager: recruiters.get(row.applicantId) ?? [],
    status: row.statusId === null ? null : { id: row.statusId, referralStatus: row.referralStatus ?? '', colour: row.colour ?? '#616161' },
    created_at: row.createdAt.toISOString(),
    joiningDate: row.joiningDate,
    job: { jobId: row.jobId, jobTitle: row.jobTitle },
    hasResume: row.hasResume,
  }));
}
