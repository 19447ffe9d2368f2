import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applicantSources, applicantStatuses, applications, jobs, stages, statuses } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import type { ApplicationListItem, ApplicationListQuery } from '../../../shared/contract/application';
import { listMeta, type ListMeta } from '../../../shared/contract/list';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { applicationIdPage } from './id-page';

/** Applicant statuses carry no colour of their own: they show in the statuses' neutral default. */
export const APPLICANT_STATUS_COLOR = '#616161';

const sameApp = (appId: PgColumn) => eq(appId, applications.appId);

/** The list rows of the given applications (their job, source, stage and status), in the given order. */
async function rowsOf(ctx: ServiceContext, ids: number[]): Promise<ApplicationListItem[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      applicantId: applications.id,
      firstName: applications.firstName,
      lastName: applications.lastName,
      applicantEmail: applications.applicantEmail,
      phoneNumber: applications.phoneNumber,
      experience: applications.experience,
      documentNumber: applications.documentNumber,
      jobId: jobs.id,
      jobTitle: jobs.jobTitle,
      sourceId: applicantSources.id,
      source: applicantSources.source,
      statusId: statuses.id,
      statusName: statuses.name,
      statusColor: statuses.statusColor,
      applicantStatusId: applicantStatuses.id,
      applicantStatusName: applicantStatuses.name,
      stageId: stages.id,
      stageName: stages.name,
      createdAt: applications.createdAt,
      referred: sql<boolean>`${applications.referrerId} is not null`,
    })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), sameApp(jobs.appId)))
    .leftJoin(applicantSources, and(eq(applicantSources.id, applications.sourceId), sameApp(applicantSources.appId)))
    .leftJoin(statuses, and(eq(statuses.id, applications.currentStatusId), sameApp(statuses.appId)))
    .leftJoin(stages, and(eq(stages.id, applications.currentStageId), sameApp(stages.appId)))
    .leftJoin(applicantStatuses, and(eq(applicantStatuses.id, applications.applicantStatusId), sameApp(applicantStatuses.appId)))
    .where(and(eq(applications.appId, ctx.appId), inArray(applications.id, ids)));
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
        phoneNumber: row.phoneNumber,
        experience: row.experience,
        documentNumber: row.documentNumber ? maskAadhaar(row.documentNumber) : null,
        job: { jobId: row.jobId, jobTitle: row.jobTitle },
        source: row.sourceId !== null && row.source !== null ? { sourceId: row.sourceId, source: row.source } : null,
        status: currentStatus(row),
        stage: row.stageId !== null && row.stageName !== null ? { id: row.stageId, name: row.stageName } : null,
        created_at: row.createdAt.toISOString(),
        referred: row.referred,
      },
    ];
  });
}

/** GET /api/v2/application and GET /api/applicant-filter: one page of the visible, filtered applicants. */
export async function listApplications(ctx: ServiceContext, query: ApplicationListQuery): Promise<{ data: ApplicationListItem[]; meta: ListMeta }> {
  const { ids, total } = await applicationIdPage(ctx, query);
  return { data: await rowsOf(ctx, ids), meta: listMeta(total, query.page, query.limit) };
}

interface StatusColumns {
  statusId: number | null;
  statusName: string | null;
  statusColor: string | null;
  applicantStatusId: number | null;
  applicantStatusName: string | null;
}

/** The pipeline status, or the applicant status for a job without a pipeline. */
export function currentStatus(row: StatusColumns) {
  if (row.statusId !== null && row.statusName !== null) return { id: row.statusId, name: row.statusName, statusColor: row.statusColor ?? APPLICANT_STATUS_COLOR };
  if (row.applicantStatusId !== null && row.applicantStatusName !== null) return { id: row.applicantStatusId, name: row.applicantStatusName, statusColor: APPLICANT_STATUS_COLOR };
  return null;
}
