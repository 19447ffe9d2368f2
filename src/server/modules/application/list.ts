import { sql } from 'drizzle-orm';
import { applicantSources, applications, stages } from '../../db/schema';
import { inIdOrder } from '../../db/id-paging';
import type { ServiceContext } from '../../core/context';
import type { ApplicationListItem, ApplicationListQuery } from '../../../shared/contract/application';
import type { ListMeta } from '../../../shared/contract/list';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { applicantRowFields, currentStatus, currentStatusFields } from './current-status';
import { preparedApplicantRows } from './applicant-rows';
import { applicationIdPage } from './id-page';

/** What a row of the list shows. */
const LIST_ROW_FIELDS = {
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
  flagReason: applications.flagReason,
};

/** The list rows of the given applications (their job, source, stage and status), in the given order. */
async function rowsOf(ctx: ServiceContext, ids: number[]): Promise<ApplicationListItem[]> {
  if (ids.length === 0) return [];
  const rows = await preparedApplicantRows(ctx.db, 'application_list_rows', LIST_ROW_FIELDS).execute({ appId: ctx.appId, ids });
  return inIdOrder(ids, rows, (row) => row.applicantId).map((row) => ({
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
    flagReason: row.flagReason,
  }));
}

/** GET /api/v2/application and GET /api/applicant-filter: one page of the visible, filtered applicants. */
export async function listApplications(
  ctx: ServiceContext,
  query: ApplicationListQuery,
): Promise<{ data: ApplicationListItem[]; meta: ListMeta }> {
  const { ids, meta } = await applicationIdPage(ctx, query);
  return { data: await rowsOf(ctx, ids), meta };
}
