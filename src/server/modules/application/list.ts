import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applicantSources, applicantStatuses, applications, jobs, stages, statuses } from '../../db/schema';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/paging';
import { anyOf } from '../../db/any-of';
import type { ServiceContext } from '../../core/context';
import type { ApplicationListItem, ApplicationListQuery } from '../../../shared/contract/application';
import type { ListMeta } from '../../../shared/contract/list';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import {
  applicantRowFields,
  applicantStatusJoin,
  currentStageJoin,
  currentStatus,
  currentStatusFields,
  currentStatusJoin,
} from './current-status';
import { applicationIdPage } from './id-page';

const sameApp = (appId: PgColumn) => eq(appId, applications.appId);

/** The list rows of an app's applications with the given ids. */
const prepareRows = (db: Db, name: string) =>
  db
    .select({
      ...applicantRowFields,
      phoneNumber: applications.phoneNumber,
      experience: applications.experience,
      documentNumber: applications.documentNumber,
      sourceId: applicantSources.id,
      source: applicantSources.source,
      ...currentStatusFields,
      stageId: stages.id,
      stageName: stages.name,
      referred: sql<boolean>`${applications.referrerId} is not null`,
    })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), sameApp(jobs.appId)))
    .leftJoin(applicantSources, and(eq(applicantSources.id, applications.sourceId), sameApp(applicantSources.appId)))
    .leftJoin(statuses, currentStatusJoin)
    .leftJoin(stages, currentStageJoin)
    .leftJoin(applicantStatuses, applicantStatusJoin)
    .where(and(eq(applications.appId, sql.placeholder('appId')), anyOf(applications.id, sql.placeholder('ids'))))
    .prepare(name);

/** The list rows of the given applications (their job, source, stage and status), in the given order. */
async function rowsOf(ctx: ServiceContext, ids: number[]): Promise<ApplicationListItem[]> {
  if (ids.length === 0) return [];
  const rows = await preparedOnce(ctx.db, 'application_list_rows', prepareRows).execute({ appId: ctx.appId, ids });
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
export async function listApplications(
  ctx: ServiceContext,
  query: ApplicationListQuery,
): Promise<{ data: ApplicationListItem[]; meta: ListMeta }> {
  const { ids, meta } = await applicationIdPage(ctx, query);
  return { data: await rowsOf(ctx, ids), meta };
}
