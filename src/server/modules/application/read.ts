import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  applicantSources,
  applicantStatuses,
  applicationRecruiters,
  applications,
  cities,
  departments,
  designations,
  jobs,
  locations,
  pipelines,
  referralStatuses,
  stages,
  statuses,
  users,
} from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { ApplicantDetail } from '../../../shared/contract/application';
import { permissionsOf } from '../../../shared/contract/permissions';
import { maskAadhaar } from '../../../shared/rules/aadhaar';
import { findVisibleApplication } from './access';
import { currentStatus } from './current-status';
import { selectApplicants } from './applicant-rows';

const pair = <K extends string, V>(id: number | null, key: K, value: V | null) =>
  id !== null && value !== null ? ({ id, [key]: value } as { id: number } & Record<K, V>) : null;

/** Users by id with their department and designation names (managers, the referrer). */
async function peopleOf(ctx: ServiceContext, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length
    ? await ctx.db
        .select({
          id: users.id,
          name: users.name,
          lastName: users.lastName,
          email: users.email,
          department: departments.departmentName,
          designation: designations.designation,
        })
        .from(users)
        .leftJoin(departments, and(eq(departments.id, users.departmentId), eq(departments.appId, ctx.appId)))
        .leftJoin(designations, and(eq(designations.id, users.designationId), eq(designations.appId, ctx.appId)))
        .where(and(eq(users.appId, ctx.appId), inArray(users.id, wanted)))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

function applicantRow(ctx: ServiceContext, id: number) {
  return selectApplicants(ctx.db, {
    application: applications,
    job: {
      jobTitle: jobs.jobTitle,
      jobCode: jobs.jobCode,
      pipelineId: jobs.pipelineId,
      hiringManagerId: jobs.hiringManagerId,
      recruitingManagerId: jobs.recruitingManagerId,
    },
    pipelineName: pipelines.name,
    departmentId: departments.id,
    departmentName: departments.departmentName,
    locationDisplay: locations.locationDisplay,
    city: cities.city,
    source: applicantSources.source,
    stageName: stages.name,
    statusName: statuses.name,
    statusColor: statuses.statusColor,
    applicantStatusName: applicantStatuses.name,
    referralStatus: referralStatuses.referralStatus,
  }).where(eq(applications.id, id));
}

function recruitersOf(ctx: ServiceContext, id: number) {
  return ctx.db
    .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email })
    .from(applicationRecruiters)
    .innerJoin(users, and(eq(users.id, applicationRecruiters.userId), eq(users.appId, ctx.appId)))
    .where(and(eq(applicationRecruiters.appId, ctx.appId), eq(applicationRecruiters.applicationId, id)))
    .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
}

/**
 * GET /api/applicant/{id}: the applicant with its job, source, stage, status, referral, the job's
 * managers and the assigned recruiters. The document number is whole only for users who may edit
 * applications; 404 for anything the user may not see.
 */
export async function getApplicant(ctx: ServiceContext, id: number): Promise<ApplicantDetail> {
  await findVisibleApplication(ctx, id, ctx.db);
  const [[row], recruiters] = await Promise.all([applicantRow(ctx, id), recruitersOf(ctx, id)]);
  if (!row) throw new Error(`Visible application ${id} has no row`);
  const { application: a, job } = row;
  const people = await peopleOf(ctx, [job.hiringManagerId, job.recruitingManagerId, a.referrerId]);
  const person = (userId: number | null) => {
    const found = userId === null ? undefined : people.get(userId);
    return found ? { id: found.id, name: found.name, lastName: found.lastName, email: found.email, designation: found.designation } : null;
  };
  const referrer = a.referrerId === null ? undefined : people.get(a.referrerId);
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
    status: currentStatus({
      statusId: a.currentStatusId,
      statusName: row.statusName,
      statusColor: row.statusColor,
      applicantStatusId: a.applicantStatusId,
      applicantStatusName: row.applicantStatusName,
    }),
    applicantStatus: pair(a.applicantStatusId, 'name', row.applicantStatusName),
    candidateReferral: referrer
      ? {
          user: {
            id: referrer.id,
            name: referrer.name,
            lastName: referrer.lastName,
            email: referrer.email,
            department: referrer.department,
            designation: referrer.designation,
          },
          referralStatus: pair(a.referralStatusId, 'referralStatus', row.referralStatus),
        }
      : null,
    hiringManager: person(job.hiringManagerId),
    recruitingManager: person(job.recruitingManagerId),
    recruiters,
    statusChangedAt: a.statusChangedAt.toISOString(),
  };
}
