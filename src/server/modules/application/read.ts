import { eq } from 'drizzle-orm';
import { applicantSources, applications, cities, departments, jobs, locations, pipelines, referralStatuses, stages } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { ApplicantDetail } from '../../../shared/contract/application';
import { permissionsOf } from '../../../shared/contract/permissions';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { findVisibleApplication } from './access';
import { currentStatus, currentStatusFields } from './current-status';
import {
  hiringManagerDesignations,
  hiringManagers,
  recruitingManagerDesignations,
  recruitingManagers,
  referrerDepartments,
  referrerDesignations,
  referrers,
  selectApplicants,
} from './applicant-rows';
import { recruitersWithEmail } from './recruiters';

const pair = <K extends string, V>(id: number | null, key: K, value: V | null) =>
  id !== null && value !== null ? ({ id, [key]: value } as { id: number } & Record<K, V>) : null;

/** A person as the detail names them; drizzle answers null for the object when the left join found nobody. */
const person = (who: typeof referrers) => ({ id: who.id, name: who.name, lastName: who.lastName, email: who.email });

// Drizzle turns a left-joined nested object into null only when all its columns come from one
// table, so a person's designation is selected beside them and merged here.
const withDesignation = <P extends object>(who: P | null, designation: string | null) => (who ? { ...who, designation } : null);

function applicantRow(ctx: ServiceContext, id: number) {
  return selectApplicants(ctx.db, {
    application: applications,
    job: {
      jobTitle: jobs.jobTitle,
      jobCode: jobs.jobCode,
      pipelineId: jobs.pipelineId,
    },
    pipelineName: pipelines.name,
    departmentId: departments.id,
    departmentName: departments.departmentName,
    locationDisplay: locations.locationDisplay,
    city: cities.city,
    source: applicantSources.source,
    stageName: stages.name,
    ...currentStatusFields,
    referralStatus: referralStatuses.referralStatus,
    hiringManager: person(hiringManagers),
    hiringManagerDesignation: hiringManagerDesignations.designation,
    recruitingManager: person(recruitingManagers),
    recruitingManagerDesignation: recruitingManagerDesignations.designation,
    referrer: person(referrers),
    referrerDepartment: referrerDepartments.departmentName,
    referrerDesignation: referrerDesignations.designation,
  }).where(eq(applications.id, id));
}

/**
 * GET /api/applicant/{id}: the applicant with its job, source, stage, status, referral, the job's
 * managers and the assigned recruiters. The document number is whole only for users who may edit
 * applications; 404 for anything the user may not see.
 */
export async function getApplicant(ctx: ServiceContext, id: number): Promise<ApplicantDetail> {
  await findVisibleApplication(ctx, id, ctx.db);
  const [[row], recruiters] = await Promise.all([applicantRow(ctx, id), recruitersWithEmail(ctx.db, ctx.appId, id)]);
  if (!row) throw new Error(`Visible application ${id} has no row`);
  const { application: a, job } = row;
  const wholeDocument = permissionsOf(ctx.user.role).includes('applications:write');
  return {
    applicantId: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    applicantEmail: a.applicantEmail,
    phoneNumber: a.phoneNumber,
    experience: a.experience,
    jobCode: job.jobCode,
    jobId: a.jobId,
    job: {
      jobId: a.jobId,
      jobTitle: job.jobTitle,
      jobCode: job.jobCode,
      pipelineId: job.pipelineId,
      pipelineName: row.pipelineName,
      department:
        row.departmentId !== null && row.departmentName !== null
          ? { departmentId: row.departmentId, departmentName: row.departmentName }
          : null,
      location: row.locationDisplay !== null ? { locationDisplay: row.locationDisplay, city: row.city } : null,
    },
    documentNumber: a.documentNumber ? (wholeDocument ? a.documentNumber : maskAadhaar(a.documentNumber)) : null,
    hasResume: a.resumePath !== null,
    created_at: a.createdAt.toISOString(),
    joiningDate: a.joiningDate,
    source: a.sourceId !== null && row.source !== null ? { sourceId: a.sourceId, source: row.source } : null,
    stage: pair(a.currentStageId, 'name', row.stageName),
    status: currentStatus(row),
    applicantStatus: pair(a.applicantStatusId, 'name', row.applicantStatusName),
    candidateReferral: row.referrer
      ? {
          user: { ...row.referrer, department: row.referrerDepartment, designation: row.referrerDesignation },
          referralStatus: pair(a.referralStatusId, 'referralStatus', row.referralStatus),
        }
      : null,
    hiringManager: withDesignation(row.hiringManager, row.hiringManagerDesignation),
    recruitingManager: withDesignation(row.recruitingManager, row.recruitingManagerDesignation),
    recruiters,
    statusChangedAt: a.statusChangedAt.toISOString(),
    flagReason: a.flagReason,
    utmSource: a.utmSource,
    utmMedium: a.utmMedium,
    utmCampaign: a.utmCampaign,
    consentAt: a.consentAt?.toISOString() ?? null,
  };
}
