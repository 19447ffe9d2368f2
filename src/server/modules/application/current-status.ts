import { and, eq } from 'drizzle-orm';
import { applicantStatuses, applications, jobs, stages, statuses } from '../../db/schema';

// What every applicant row reads: who applied to which job (`applicantRowFields`), and its current stage and status: the joins (each scoped to the
// application's app), the fields selected, and the one status a row shows.

/** Who applied, to which job (the select joins jobs), and when: the fields every applicant list starts with. */
export const applicantRowFields = {
  applicantId: applications.id,
  firstName: applications.firstName,
  lastName: applications.lastName,
  applicantEmail: applications.applicantEmail,
  jobId: jobs.id,
  jobTitle: jobs.jobTitle,
  createdAt: applications.createdAt,
};

/** Applicant statuses carry no colour of their own: they show in the statuses' neutral default. */
export const APPLICANT_STATUS_COLOR = '#616161';

/** Join conditions: `.leftJoin(statuses, currentStatusJoin)` and the like. */
export const currentStatusJoin = and(eq(statuses.id, applications.currentStatusId), eq(statuses.appId, applications.appId))!;
export const currentStageJoin = and(eq(stages.id, applications.currentStageId), eq(stages.appId, applications.appId))!;
export const applicantStatusJoin = and(
  eq(applicantStatuses.id, applications.applicantStatusId),
  eq(applicantStatuses.appId, applications.appId),
)!;

/** The fields `currentStatus` reads (spread into a select that joins statuses and applicant statuses). */
export const currentStatusFields = {
  statusId: statuses.id,
  statusName: statuses.name,
  statusColor: statuses.statusColor,
  applicantStatusId: applicantStatuses.id,
  applicantStatusName: applicantStatuses.name,
};

interface StatusColumns {
  statusId: number | null;
  statusName: string | null;
  statusColor: string | null;
  applicantStatusId: number | null;
  applicantStatusName: string | null;
}

/** The pipeline status, or the applicant status for a job without a pipeline. */
export function currentStatus(row: StatusColumns) {
  if (row.statusId !== null && row.statusName !== null)
    return { id: row.statusId, name: row.statusName, statusColor: row.statusColor ?? APPLICANT_STATUS_COLOR };
  if (row.applicantStatusId !== null && row.applicantStatusName !== null)
    return { id: row.applicantStatusId, name: row.applicantStatusName, statusColor: APPLICANT_STATUS_COLOR };
  return null;
}
