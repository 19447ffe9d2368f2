import { and, asc, eq } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  departments,
  designations,
  divisions,
  employmentTypes,
  groups,
  jobPriorities,
  jobRecipients,
  jobs,
  jobSkills,
  orgFunctions,
  pipelines,
  questionGroups,
  skills,
  subDepartments,
  subFunctions,
  users,
} from '../../db/schema';
import { notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import type { JobDetail, PersonRef } from '../../../shared/contract/job-views';
import { appToday } from '../../db/app-day';
import { loadListItems } from './list-items';

export type JobRow = typeof jobs.$inferSelect;

/** The stored job of the caller's app, or 404 (unknown ids and other apps' jobs look the same). */
export async function findJob(ctx: ServiceContext, id: number): Promise<JobRow> {
  const [row] = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.appId, ctx.appId), eq(jobs.id, id)));
  if (!row) throw notFound('Job');
  return row;
}

const hiringManager = alias(users, 'hiring_manager');
const recruitingManager = alias(users, 'recruiting_manager');
const creator = alias(users, 'creator');
const departmentHead = alias(users, 'department_head');
const functionHead = alias(users, 'function_head');
const hiringManagerDesignation = alias(designations, 'hiring_manager_designation');
const recruitingManagerDesignation = alias(designations, 'recruiting_manager_designation');

// Drizzle turns a left-joined nested object into null only when all its columns come from one
// table, so a manager's designation is selected beside the person and merged here.
const withDesignation = (who: Omit<PersonRef, 'designation'> | null, designation: string | null): PersonRef | null =>
  who ? { ...who, designation } : null;

/** The names behind the job's ids (every join stays inside the job's app). */
function describedJob(ctx: ServiceContext, id: number) {
  const sameApp = (appId: PgColumn) => eq(appId, jobs.appId);
  return ctx.db
    .select({
      job: jobs,
      departmentHead: { name: departmentHead.name, lastName: departmentHead.lastName },
      subDepartment: subDepartments.name,
      functionName: orgFunctions.name,
      subFunction: subFunctions.name,
      functionHead: { name: functionHead.name, lastName: functionHead.lastName },
      designation: designations.designation,
      division: divisions.name,
      employmentType: employmentTypes.employmentType,
      jobPriority: jobPriorities.name,
      hiringManager: { id: hiringManager.id, name: hiringManager.name, lastName: hiringManager.lastName, email: hiringManager.email },
      hiringManagerDesignation: hiringManagerDesignation.designation,
      recruitingManager: {
        id: recruitingManager.id,
        name: recruitingManager.name,
        lastName: recruitingManager.lastName,
        email: recruitingManager.email,
      },
      recruitingManagerDesignation: recruitingManagerDesignation.designation,
      pipeline: { id: pipelines.id, name: pipelines.name },
      questionGroup: { groupName: questionGroups.questionGroupName, description: questionGroups.description },
      group: groups.groupName,
      createdBy: { name: creator.name, lastName: creator.lastName },
    })
    .from(jobs)
    .leftJoin(departments, and(eq(departments.id, jobs.departmentId), sameApp(departments.appId)))
    .leftJoin(departmentHead, and(eq(departmentHead.id, departments.headUserId), sameApp(departmentHead.appId)))
    .leftJoin(subDepartments, and(eq(subDepartments.id, jobs.subDepartmentId), sameApp(subDepartments.appId)))
    .leftJoin(orgFunctions, and(eq(orgFunctions.id, jobs.functionId), sameApp(orgFunctions.appId)))
    .leftJoin(subFunctions, and(eq(subFunctions.id, jobs.subFunctionId), sameApp(subFunctions.appId)))
    .leftJoin(functionHead, and(eq(functionHead.id, orgFunctions.headUserId), sameApp(functionHead.appId)))
    .leftJoin(designations, and(eq(designations.id, jobs.designationId), sameApp(designations.appId)))
    .leftJoin(divisions, and(eq(divisions.id, jobs.divisionId), sameApp(divisions.appId)))
    .leftJoin(employmentTypes, and(eq(employmentTypes.id, jobs.employmentTypeId), sameApp(employmentTypes.appId)))
    .leftJoin(jobPriorities, and(eq(jobPriorities.id, jobs.jobPriorityId), sameApp(jobPriorities.appId)))
    .leftJoin(hiringManager, and(eq(hiringManager.id, jobs.hiringManagerId), sameApp(hiringManager.appId)))
    .leftJoin(
      hiringManagerDesignation,
      and(eq(hiringManagerDesignation.id, hiringManager.designationId), sameApp(hiringManagerDesignation.appId)),
    )
    .leftJoin(recruitingManager, and(eq(recruitingManager.id, jobs.recruitingManagerId), sameApp(recruitingManager.appId)))
    .leftJoin(
      recruitingManagerDesignation,
      and(eq(recruitingManagerDesignation.id, recruitingManager.designationId), sameApp(recruitingManagerDesignation.appId)),
    )
    .leftJoin(pipelines, and(eq(pipelines.id, jobs.pipelineId), sameApp(pipelines.appId)))
    .leftJoin(questionGroups, and(eq(questionGroups.id, jobs.questionGroupId), sameApp(questionGroups.appId)))
    .leftJoin(groups, and(eq(groups.id, jobs.groupId), sameApp(groups.appId)))
    .leftJoin(creator, and(eq(creator.id, jobs.createdById), sameApp(creator.appId)))
    .where(and(eq(jobs.appId, ctx.appId), eq(jobs.id, id)));
}

const fullName = (who: { name: string; lastName: string } | null) => (who ? `${who.name} ${who.lastName}`.trim() : null);

/** GET /api/job/{id}: every read-back field of spec §3 plus the ids the edit form needs. */
export async function getJobDetail(ctx: ServiceContext, id: number): Promise<JobDetail> {
  const today = await appToday(ctx);
  const [[described], [item], jobSkillRows, recipients] = await Promise.all([
    describedJob(ctx, id),
    loadListItems(ctx, [id], today),
    ctx.db
      .select({ id: skills.id, name: skills.name })
      .from(jobSkills)
      .innerJoin(skills, and(eq(skills.id, jobSkills.skillId), eq(skills.appId, ctx.appId)))
      .where(and(eq(jobSkills.appId, ctx.appId), eq(jobSkills.jobId, id)))
      .orderBy(asc(skills.name), asc(skills.id)),
    ctx.db
      .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email })
      .from(jobRecipients)
      .innerJoin(users, and(eq(users.id, jobRecipients.userId), eq(users.appId, ctx.appId)))
      .where(and(eq(jobRecipients.appId, ctx.appId), eq(jobRecipients.jobId, id)))
      .orderBy(asc(users.name), asc(users.lastName), asc(users.id)),
  ]);
  if (!described || !item) throw notFound('Job');
  const { job } = described;
  return {
    ...item,
    jobProfile: job.jobProfile,
    jobDescription: job.jobDescription,
    education: job.education,
    minExperience: job.minExperience,
    maxExperience: job.maxExperience,
    jobTypeId: job.jobTypeId,
    employmentTypeId: job.employmentTypeId,
    country: job.countryId,
    locationId: job.locationId,
    departmentId: job.departmentId,
    subDepartmentId: job.subDepartmentId,
    functionId: job.functionId,
    subFunctionId: job.subFunctionId,
    divisionId: job.divisionId,
    designationId: job.designationId,
    groupId: job.groupId,
    jobPriorityId: job.jobPriorityId,
    hiringManagerId: job.hiringManagerId,
    recruitingManagerId: job.recruitingManagerId,
    questionGroupId: job.questionGroupId,
    pipeLineId: job.pipelineId,
    referralAmountId: job.referralAmountId,
    skills: jobSkillRows,
    userId: recipients.map((recipient) => recipient.id),
    recipients,
    platformId: item.publishplatforms.map((platform) => platform.id),
    slug: job.slug,
    seoMetaTitle: job.seoMetaTitle,
    seoMetaDescription: job.seoMetaDescription,
    seoFocusKeyword: job.seoFocusKeyword,
    seoCanonicalTag: job.seoCanonicalTag,
    customSeoSchema: job.customSeoSchema,
    seoIndex: job.seoIndex,
    seoKeyword: job.seoKeywords,
    hasSeoImage: job.seoImagePath !== null,
    departmentHead: described.departmentHead,
    subDepartment: described.subDepartment === null ? null : { name: described.subDepartment },
    subFunction: described.subFunction === null ? null : { name: described.subFunction },
    function: described.functionName === null ? null : { name: described.functionName, functionHead: fullName(described.functionHead) },
    designation: described.designation === null ? null : { designation: described.designation },
    division: described.division === null ? null : { name: described.division },
    employmentType: described.employmentType === null ? null : { employmentType: described.employmentType },
    jobPriority: described.jobPriority === null ? null : { name: described.jobPriority },
    hiringManager: withDesignation(described.hiringManager, described.hiringManagerDesignation),
    recruitingManager: withDesignation(described.recruitingManager, described.recruitingManagerDesignation),
    pipeline: described.pipeline,
    questionGroup: described.questionGroup,
    group: described.group === null ? null : { groupName: described.group },
    createdBy: described.createdBy,
    updated_at: job.updatedAt.toISOString(),
  };
}
