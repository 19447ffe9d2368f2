import { relations } from 'drizzle-orm';
import { departments, designations, divisions, orgFunctions, subDepartments, subFunctions, users } from './org';
import { countries, locations } from './places';
import { employmentTypes, jobPriorities, jobTypes, publishPlatforms, skills } from './catalog';
import { groups } from './groups';
import { pipelines, stages, statuses } from './pipelines';
import { questionGroups } from './questions';
import { answers } from './answers';
import { referralAmountSlabs, referralStatuses } from './referral-config';
import { applicantSources, applicantStatuses } from './settings';
import { jobs, jobPlatforms, jobRecipients, jobSkills } from './jobs';
import { applicationRecruiters, applications, applicationStatusHistory } from './applications';
import { referralPayables } from './referrals';

// Relations of jobs and applications, kept apart from the tables because they name most of the schema.

export const jobsRelations = relations(jobs, ({ one, many }) => ({
  jobType: one(jobTypes, { fields: [jobs.jobTypeId], references: [jobTypes.id] }),
  employmentType: one(employmentTypes, { fields: [jobs.employmentTypeId], references: [employmentTypes.id] }),
  country: one(countries, { fields: [jobs.countryId], references: [countries.id] }),
  location: one(locations, { fields: [jobs.locationId], references: [locations.id] }),
  department: one(departments, { fields: [jobs.departmentId], references: [departments.id] }),
  subDepartment: one(subDepartments, { fields: [jobs.subDepartmentId], references: [subDepartments.id] }),
  function: one(orgFunctions, { fields: [jobs.functionId], references: [orgFunctions.id] }),
  subFunction: one(subFunctions, { fields: [jobs.subFunctionId], references: [subFunctions.id] }),
  division: one(divisions, { fields: [jobs.divisionId], references: [divisions.id] }),
  designation: one(designations, { fields: [jobs.designationId], references: [designations.id] }),
  group: one(groups, { fields: [jobs.groupId], references: [groups.id] }),
  jobPriority: one(jobPriorities, { fields: [jobs.jobPriorityId], references: [jobPriorities.id] }),
  hiringManager: one(users, { fields: [jobs.hiringManagerId], references: [users.id] }),
  recruitingManager: one(users, { fields: [jobs.recruitingManagerId], references: [users.id] }),
  createdBy: one(users, { fields: [jobs.createdById], references: [users.id] }),
  questionGroup: one(questionGroups, { fields: [jobs.questionGroupId], references: [questionGroups.id] }),
  pipeline: one(pipelines, { fields: [jobs.pipelineId], references: [pipelines.id] }),
  referralAmount: one(referralAmountSlabs, { fields: [jobs.referralAmountId], references: [referralAmountSlabs.id] }),
  skills: many(jobSkills),
  platforms: many(jobPlatforms),
  recipients: many(jobRecipients),
  applications: many(applications),
}));

export const jobSkillsRelations = relations(jobSkills, ({ one }) => ({
  job: one(jobs, { fields: [jobSkills.jobId], references: [jobs.id] }),
  skill: one(skills, { fields: [jobSkills.skillId], references: [skills.id] }),
}));

export const jobPlatformsRelations = relations(jobPlatforms, ({ one }) => ({
  job: one(jobs, { fields: [jobPlatforms.jobId], references: [jobs.id] }),
  platform: one(publishPlatforms, { fields: [jobPlatforms.platformId], references: [publishPlatforms.id] }),
}));

export const jobRecipientsRelations = relations(jobRecipients, ({ one }) => ({
  job: one(jobs, { fields: [jobRecipients.jobId], references: [jobs.id] }),
  user: one(users, { fields: [jobRecipients.userId], references: [users.id] }),
}));

export const applicationsRelations = relations(applications, ({ one, many }) => ({
  job: one(jobs, { fields: [applications.jobId], references: [jobs.id] }),
  source: one(applicantSources, { fields: [applications.sourceId], references: [applicantSources.id] }),
  referrer: one(users, { fields: [applications.referrerId], references: [users.id] }),
  referralStatus: one(referralStatuses, {
    fields: [applications.referralStatusId],
    references: [referralStatuses.id],
  }),
  currentStage: one(stages, { fields: [applications.currentStageId], references: [stages.id] }),
  currentStatus: one(statuses, { fields: [applications.currentStatusId], references: [statuses.id] }),
  applicantStatus: one(applicantStatuses, {
    fields: [applications.applicantStatusId],
    references: [applicantStatuses.id],
  }),
  referralPayable: one(referralPayables),
  history: many(applicationStatusHistory),
  recruiters: many(applicationRecruiters),
  answers: many(answers),
}));

export const applicationStatusHistoryRelations = relations(applicationStatusHistory, ({ one }) => ({
  application: one(applications, {
    fields: [applicationStatusHistory.applicationId],
    references: [applications.id],
  }),
  stage: one(stages, { fields: [applicationStatusHistory.stageId], references: [stages.id] }),
  status: one(statuses, { fields: [applicationStatusHistory.statusId], references: [statuses.id] }),
  applicantStatus: one(applicantStatuses, {
    fields: [applicationStatusHistory.applicantStatusId],
    references: [applicantStatuses.id],
  }),
  changedBy: one(users, { fields: [applicationStatusHistory.changedById], references: [users.id] }),
}));

export const applicationRecruitersRelations = relations(applicationRecruiters, ({ one }) => ({
  application: one(applications, {
    fields: [applicationRecruiters.applicationId],
    references: [applications.id],
  }),
  user: one(users, { fields: [applicationRecruiters.userId], references: [users.id] }),
  assignedBy: one(users, { fields: [applicationRecruiters.assignedById], references: [users.id] }),
}));
