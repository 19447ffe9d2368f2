import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applications, departments, designations, jobs, referralStatuses, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/paging';
import { anyOf } from '../../db/any-of';
import type { ServiceContext } from '../../core/context';
import type { ReferralListItem } from '../../../shared/contract/referral';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { assignedRecruiters } from '../application/service';

// The rows of one page of a referral list, read for the page's ids only.

const sameApp = (appId: PgColumn) => eq(appId, applications.appId);

/** The list rows of an app's referred applications with the given ids. */
const prepareRows = (db: Db, name: string) =>
  db
    .select({
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
      referrerId: users.id,
      referrerName: users.name,
      referrerLastName: users.lastName,
      referrerEmail: users.email,
      department: departments.departmentName,
      designation: designations.designation,
      statusId: referralStatuses.id,
      referralStatus: referralStatuses.referralStatus,
      colour: referralStatuses.colour,
    })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), sameApp(jobs.appId)))
    .leftJoin(users, and(eq(users.id, applications.referrerId), sameApp(users.appId)))
    .leftJoin(departments, and(eq(departments.id, users.departmentId), sameApp(departments.appId)))
    .leftJoin(designations, and(eq(designations.id, users.designationId), sameApp(designations.appId)))
    .leftJoin(referralStatuses, and(eq(referralStatuses.id, applications.referralStatusId), sameApp(referralStatuses.appId)))
    .where(and(eq(applications.appId, sql.placeholder('appId')), anyOf(applications.id, sql.placeholder('ids'))))
    .prepare(name);

/** The list rows of the given referred applications, in the given order. */
export async function referralRows(ctx: ServiceContext, ids: number[]): Promise<ReferralListItem[]> {
  if (ids.length === 0) return [];
  const [rows, recruiters] = await Promise.all([
    preparedOnce(ctx.db, 'referral_list_rows', prepareRows).execute({ appId: ctx.appId, ids }),
    assignedRecruiters(ctx.db, ctx.appId, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.applicantId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
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
        recruitingManager: recruiters.get(id) ?? [],
        status:
          row.statusId === null ? null : { id: row.statusId, referralStatus: row.referralStatus ?? '', colour: row.colour ?? '#616161' },
        created_at: row.createdAt.toISOString(),
        joiningDate: row.joiningDate,
        job: { jobId: row.jobId, jobTitle: row.jobTitle },
        hasResume: row.hasResume,
      },
    ];
  });
}
