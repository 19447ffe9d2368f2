import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  applicantStatuses,
  applications,
  channels,
  departments,
  designations,
  groups,
  jobPlatforms,
  jobTypes,
  referralPayables,
  referralStatuses,
  locations,
  messages,
  notifications,
  pipelines,
  publishPlatforms,
  questionGroups,
  skills,
  stages,
  statuses,
  users,
} from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/client';
import { ApplicantStatusInputSchema } from '../../../src/shared/contract/applicant-status';
import { QuestionGroupCreateSchema } from '../../../src/shared/contract/question-group';
import { QuestionCreateSchema, QuestionMoveSchema, QuestionUpdateSchema } from '../../../src/shared/contract/question';
import { ApplicantCreateSchema } from '../../../src/shared/contract/application-intake';
import { ApplicationStatusChangeFields, MultipleStatusChangeFields } from '../../../src/shared/contract/application-status-change';
import { SourceCreateSchema, SourceUpdateSchema } from '../../../src/shared/contract/applicant-source';
import { FormFieldsUpdateSchema } from '../../../src/shared/contract/form-fields';
import { GeneralSettingsInputSchema } from '../../../src/shared/contract/general-settings';
import { GroupInputSchema } from '../../../src/shared/contract/group';
import { HiringProcessInputSchema, HiringProcessStageInputSchema } from '../../../src/shared/contract/hiring-process';
import { JobInputSchema } from '../../../src/shared/contract/job';
import { DeleteJobsSchema, JobPublishSchema, JobSeoSchema, JobUpdateSchema } from '../../../src/shared/contract/job-commands';
import { JobPriorityInputSchema } from '../../../src/shared/contract/job-priority';
import { PipelineInputSchema } from '../../../src/shared/contract/pipeline';
import { StageCreateSchema, StageDeleteManySchema, StageMapStatusSchema, StageUpdateSchema } from '../../../src/shared/contract/stage';
import { StatusCreateSchema, StatusMapStageSchema, StatusRenameSchema } from '../../../src/shared/contract/pipeline-status';
import { ApplicationIdsSchema } from '../../../src/shared/contract/application-trash';
import { DuplicateGroupActionSchema } from '../../../src/shared/contract/duplicates';
import { ReferralAmountCreateSchema, ReferralAmountUpdateSchema } from '../../../src/shared/contract/referral-amount';
import { ReferralIdsSchema } from '../../../src/shared/contract/referral';
import {
  LastWorkingDateSchema,
  PayableDecisionSchema,
  PayableDeleteSchema,
  PayableStatusChangeSchema,
} from '../../../src/shared/contract/referral-payable';
import { ReferCreateSchema, ReferralCheckSchema } from '../../../src/shared/contract/referral-refer';
import { ReferralLinkJobSchema } from '../../../src/shared/contract/referral-link';
import { ReferralSettingInputSchema } from '../../../src/shared/contract/referral-settings';
import { ReferrerEligibilityInputSchema } from '../../../src/shared/contract/referrer-eligibility';
import { SeoGraphInputSchema, SeoKeywordInputSchema } from '../../../src/shared/contract/seo';
import { MarkChannelReadSchema, SendMessageSchema } from '../../../src/shared/contract/chat';
import { MarkNotificationsReadSchema } from '../../../src/shared/contract/notifications';
import { openReferralChannel } from '../../../src/server/modules/chat/service';
import { addDays } from '../../../src/shared/rules/referral-payout';
import { createApplication, createJob } from '../../support/job-factory';
import type { Body, ObjectSchema } from './schema-arbitraries';

// Each write route's input schema and a body the route accepts for the fuzz tenant's rows. A route
// missing here is still fuzzed, with stray keys and wrong values on an empty body.

export interface WriteInput {
  schema?: ObjectSchema;
  base: Body;
}

/** An unread notification of the fuzz user, for the read route (the schema's object, its check aside). */
async function notificationInputs(db: Db, appId: number, userId: number): Promise<Record<string, WriteInput>> {
  const [row] = await db
    .insert(notifications)
    .values({ appId, userId, kind: 'assigned', title: 'Fuzz notification' })
    .returning({ id: notifications.id });
  return { 'POST /api/notifications/read': { schema: MarkNotificationsReadSchema.pipe[0], base: { ids: [row.id] } } };
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function firstId(db: Db, table: PgTable & { id: PgColumn; appId: PgColumn }, appId: number, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.appId, appId), where))
    .orderBy(asc(table.id))
    .limit(1);
  if (!row) throw new Error('The fuzz tenant lacks a row the write bodies need; check the Globex seed.');
  return row.id as number;
}

/** Valid bodies per `METHOD /path`, built on the tenant's own rows. */
export async function writeInputs(db: Db, appId: number, userId: number): Promise<Record<string, WriteInput>> {
  const id = (table: Parameters<typeof firstId>[1], where?: SQL) => firstId(db, table, appId, where);
  const stage = await id(stages);
  const status = await id(statuses);
  const spareJob = await createJob(db, appId, { jobTitle: 'Fuzz spare job' });
  const job = {
    jobTitle: 'Fuzz engineer',
    jobDescription: '<p>Build things.</p>',
    designationId: await id(designations),
    minExperience: 1,
    maxExperience: 3,
    jobTypeId: await id(jobTypes),
    locationId: await id(locations),
    departmentId: await id(departments),
    // Cleared, so an edit of a job with a sub department of another department still saves.
    subDepartmentId: null,
    groupId: await id(groups),
    recruitingManagerId: await id(users, eq(users.role, 'recruiter')),
    hiringManagerId: await id(users, eq(users.role, 'hiring_manager')),
    pipeLineId: await id(pipelines),
    questionGroupId: await id(questionGroups),
    skills: [await id(skills)],
  };
  const group = { groupName: 'Fuzz panel', activeStatus: 1, enableReferralChat: 0, members: [userId], groupDescription: '<p>Panel</p>' };
  const named = { name: 'Fuzz name' };
  const seoGraph = {
    title: 'Fuzz graph',
    type: 'Organization',
    description: '<p>Fuzz</p>',
    keywords: ['fuzz'],
    jobId: (await createJob(db, appId, { jobTitle: 'Fuzz SEO job' })).id,
    file: new File([new Uint8Array([...PNG_MAGIC, 0, 0, 0, 0])], 'graph.png', { type: 'image/png' }),
  };
  return {
    'POST /api/job-priority': { schema: JobPriorityInputSchema, base: { name: 'Fuzz priority', status: 1 } },
    'PUT /api/job-priority/:id': { schema: JobPriorityInputSchema, base: { name: 'Fuzz priority', status: 1 } },
    'POST /api/pipeline': { schema: PipelineInputSchema, base: { name: 'Fuzz pipeline', stage: [{ stageId: stage, sequence: 1 }] } },
    'PUT /api/pipeline/:id': { schema: PipelineInputSchema, base: { name: 'Fuzz pipeline', stage: [{ stageId: stage, sequence: 1 }] } },
    'POST /api/hiring-process': { schema: HiringProcessInputSchema, base: named },
    'PUT /api/hiring-process/:id': { schema: HiringProcessInputSchema, base: named },
    'POST /api/hiring-process/:id/stage': { schema: HiringProcessStageInputSchema, base: { name: 'Fuzz stage', colour: '#0f6cbd' } },
    'POST /api/stage': { schema: StageCreateSchema, base: { name: 'Fuzz stage', statusId: [status] } },
    'PUT /api/stage/map-status/:id': { schema: StageMapStatusSchema, base: { statusId: [status] } },
    'PUT /api/stage/:id': { schema: StageUpdateSchema, base: { name: 'Fuzz stage', statusId: [status] } },
    'DELETE /api/stage': { schema: StageDeleteManySchema, base: { ids: [stage] } },
    'POST /api/status': { schema: StatusCreateSchema, base: { name: 'Fuzz status', stageId: stage } },
    'PUT /api/status/map-stage/:id': { schema: StatusMapStageSchema, base: { stageId: stage } },
    'PUT /api/status/:id': { schema: StatusRenameSchema, base: { name: 'Fuzz status' } },
    'POST /api/group': { schema: GroupInputSchema, base: group },
    'POST /api/group/:id': { schema: GroupInputSchema, base: group },
    'PUT /api/group/:id': { schema: GroupInputSchema, base: group },
    'POST /api/source': {
      schema: SourceCreateSchema,
      base: { source: 'Fuzz source', description: 'From fuzzing', identifier: 'fuzz_source' },
    },
    'PUT /api/source/:id': { schema: SourceUpdateSchema, base: { source: 'Fuzz source', description: 'From fuzzing' } },
    'POST /api/question-group': {
      schema: QuestionGroupCreateSchema,
      base: { questionGroupName: 'Fuzz questions', description: 'From fuzzing', status: 1 },
    },
    'POST /api/questions': {
      schema: QuestionCreateSchema.pipe[0],
      base: {
        questionGroupId: job.questionGroupId,
        question: 'Fuzz?',
        status: 1,
        type: 'single_choice',
        options: ['A', 'B'],
        knockoutAnswers: ['B'],
        required: 1,
      },
    },
    'PUT /api/question/:id': {
      schema: QuestionUpdateSchema.pipe[0],
      base: { questionGroupId: job.questionGroupId, question: 'Fuzz?', status: 1, type: 'yes_no', knockoutAnswers: ['No'], required: 0 },
    },
    'POST /api/question/:id/move': { schema: QuestionMoveSchema, base: { direction: 'down' } },
    'POST /api/applicant-status': { schema: ApplicantStatusInputSchema, base: { status: 'Fuzz status' } },
    'PUT /api/applicant-status/:id': { schema: ApplicantStatusInputSchema, base: { status: 'Fuzz status' } },
    'PUT /api/general-settings': {
      schema: GeneralSettingsInputSchema,
      base: { withoutHiringProcessId: await id(applicantStatuses), payableEmployeeStatusId: status },
    },
    'POST /api/job': { schema: JobInputSchema, base: job },
    'PUT /api/job/:id': { schema: JobUpdateSchema, base: job },
    'POST /api/job/:id/seo': { schema: JobSeoSchema, base: { slug: 'fuzz-engineer', seoMetaTitle: 'Fuzz engineer', seoKeyword: ['fuzz'] } },
    'POST /api/job/:id/seo-image': {
      base: { file: new File([new Uint8Array([...PNG_MAGIC, 0, 0, 0, 0])], 'seo.png', { type: 'image/png' }) },
    },
    'POST /api/seo-keyword': { schema: SeoKeywordInputSchema, base: { title: 'Fuzz keywords', keywords: ['fuzz', 'careers'] } },
    'PUT /api/seo-keyword/:id': { schema: SeoKeywordInputSchema, base: { title: 'Fuzz keywords', keywords: ['fuzz'] } },
    'POST /api/seo-graph': { schema: SeoGraphInputSchema, base: seoGraph },
    'POST /api/seo-content': { schema: SeoGraphInputSchema, base: seoGraph },
    'POST /api/seo-graph/:id': { schema: SeoGraphInputSchema, base: seoGraph },
    'PUT /api/seo-graph/:id': { schema: SeoGraphInputSchema, base: seoGraph },
    'POST /api/publishjob-to-platforms/:id': {
      schema: JobPublishSchema,
      base: { platformId: [await id(publishPlatforms, eq(publishPlatforms.status, 1))] },
    },
    // A job of its own without applications, so the delete can go through and the others stay.
    'POST /api/multiple-job-delete': { schema: DeleteJobsSchema, base: { jobId: [spareJob.id] } },
    'PUT /api/form-fields': { schema: FormFieldsUpdateSchema, base: { fields: [{ fieldKey: 'jobTitle', activeStatus: 1 }] } },
    'PUT /api/application/:id': {
      schema: ApplicationStatusChangeFields,
      base: { recruitingManagerId: [job.recruitingManagerId], comment: 'Fuzz' },
    },
    'POST /api/application': {
      schema: ApplicantCreateSchema,
      base: {
        jobId: (await createJob(db, appId, { jobTitle: 'Fuzz intake job' })).id,
        firstName: 'Fuzz',
        lastName: 'Applicant',
        applicantEmail: 'fuzz.applicant@example.com',
        phoneNumber: '+91 98765 43210',
        experience: 2,
        file: new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'cv.pdf', { type: 'application/pdf' }),
      },
    },
    'POST /api/multiple-status-change': {
      schema: MultipleStatusChangeFields,
      base: { applicantId: [await id(applications)], stageId: stage, statusId: status },
    },
    ...(await trashInputs(db, appId)),
    ...(await referralInputs(db, appId, userId)),
    ...(await chatInputs(db, appId, userId)),
    ...(await notificationInputs(db, appId, userId)),
  };
}

/**
 * The referral routes: the configuration on the tenant's own rows, and referrals and payout
 * records of their own per command, hired 120 days ago so a payout change may go through.
 */
async function referralInputs(db: Db, appId: number, userId: number): Promise<Record<string, WriteInput>> {
  const id = (table: Parameters<typeof firstId>[1], where?: SQL) => firstId(db, table, appId, where);
  const jobId = (await createJob(db, appId, { jobTitle: 'Fuzz referral job' })).id;
  // Published, so a refer body goes through (employees refer to published jobs only).
  await db.insert(jobPlatforms).values({ appId, jobId, platformId: await id(publishPlatforms, eq(publishPlatforms.status, 1)) });
  const [hired, paid] = [
    await id(referralStatuses, eq(referralStatuses.code, 'hired')),
    await id(referralStatuses, eq(referralStatuses.code, 'paid')),
  ];
  const joiningDate = addDays(new Date().toISOString().slice(0, 10), -120);
  const referral = async () => (await createApplication(db, appId, jobId, { referrerId: userId, referralStatusId: hired, joiningDate })).id;
  const payable = async () => {
    const applicationId = await referral();
    await db.insert(referralPayables).values({ appId, applicationId, joiningDate, referralStatusId: hired, amount: 1000 });
    return applicationId;
  };
  const slab = { slug: 'fuzz-slab', departmentId: await id(departments), designationId: await id(designations), amount: 1500 };
  const candidate = {
    jobId,
    firstName: 'Fuzz',
    lastName: 'Referral',
    applicantEmail: 'fuzz.referral@example.com',
    phoneNumber: '+91 98765 43211',
    experience: 2,
  };
  const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'cv.pdf', { type: 'application/pdf' });
  return {
    'POST /api/referral-amount': { schema: ReferralAmountCreateSchema, base: slab },
    'PUT /api/referral-amount/:id': { schema: ReferralAmountUpdateSchema, base: slab },
    'PUT /api/referral-setting/:id': {
      schema: ReferralSettingInputSchema,
      base: { paymentReleaseInDays: 90, reHiredCandidate: 0, referralGapPeriod: 6, selectionAttribute: 1 },
    },
    'POST /api/referrer-eligibility': {
      schema: ReferrerEligibilityInputSchema,
      base: { designationId: await id(designations), eligibilityStatus: 1 },
    },
    'PUT /api/referrer-eligibility/:id': {
      schema: ReferrerEligibilityInputSchema,
      base: { designationId: await id(designations), eligibilityStatus: 0 },
    },
    'DELETE /api/referrals': { schema: ReferralIdsSchema, base: { applicantId: [await referral()] } },
    'POST /api/multiple-referral-payable-status-change': {
      schema: PayableStatusChangeSchema,
      base: { applicantId: [await payable()], referralStatusId: paid, remark: 'Fuzz payout' },
    },
    'POST /api/multiple-referral-payable-delete': { schema: PayableDeleteSchema, base: { applicantId: [await payable()] } },
    'PUT /api/referral-payable/:applicantId/last-working-date': {
      schema: LastWorkingDateSchema,
      base: { lastWorkingDate: addDays(joiningDate, 100) },
    },
    'POST /api/job-referral/:applicantId/duplicate': { schema: PayableDecisionSchema, base: { remark: 'Fuzz duplicate' } },
    'POST /api/job-referral/:applicantId/eligible': { schema: PayableDecisionSchema, base: { remark: 'Fuzz eligible' } },
    'POST /api/referral-check': { schema: ReferralCheckSchema, base: { jobId, applicantEmail: candidate.applicantEmail } },
    'POST /api/refer': { schema: ReferCreateSchema, base: { ...candidate, note: 'Worked with them.', consent: true, file: pdf } },
    'POST /api/referral-link': { schema: ReferralLinkJobSchema, base: { jobId } },
  };
}

/** Delete, restore, dismiss and merge, each on applicants of its own so one route's success leaves the others' bodies valid. */
async function trashInputs(db: Db, appId: number): Promise<Record<string, WriteInput>> {
  const jobId = (await createJob(db, appId, { jobTitle: 'Fuzz trash job' })).id;
  const applicant = (overrides: Partial<Parameters<typeof createApplication>[3]> = {}) => createApplication(db, appId, jobId, overrides);
  const group = async (applicantEmail: string) => {
    const [oldest, newest] = [await applicant({ applicantEmail }), await applicant({ applicantEmail })];
    return `email-${oldest.id}-${newest.id}`;
  };
  return {
    'POST /api/multiple-application-delete': { schema: ApplicationIdsSchema, base: { applicantId: [(await applicant()).id] } },
    'POST /api/application-trash/restore': {
      schema: ApplicationIdsSchema,
      base: { applicantId: [(await applicant({ deletedAt: new Date() })).id] },
    },
    'POST /api/duplicate-records/dismiss': {
      schema: DuplicateGroupActionSchema,
      base: { groupKey: await group('fuzz.dismiss@example.com') },
    },
    'POST /api/duplicate-records/merge': { schema: DuplicateGroupActionSchema, base: { groupKey: await group('fuzz.merge@example.com') } },
  };
}

/**
 * A referral by the fuzz user with its chat and one message, the newest activity of the tenant,
 * so the read route's path names it too. Its job has no hiring manager: a sent message notifies no one.
 */
async function chatInputs(db: Db, appId: number, userId: number): Promise<Record<string, WriteInput>> {
  const jobId = (await createJob(db, appId, { jobTitle: 'Fuzz chat job' })).id;
  const applicationId = (await createApplication(db, appId, jobId, { referrerId: userId })).id;
  await openReferralChannel(db, appId, applicationId);
  const [channel] = await db.select().from(channels).where(eq(channels.applicationId, applicationId));
  const [message] = await db.insert(messages).values({ appId, channelId: channel.id, senderId: userId, message: 'Fuzz hello' }).returning();
  await db.update(channels).set({ lastMessageAt: message.createdAt }).where(eq(channels.id, channel.id));
  return {
    'POST /api/messages': {
      schema: SendMessageSchema,
      base: { message: 'Fuzz message', channelId: channel.publicId, senderId: userId, sessionId: 'fuzz' },
    },
    'POST /api/channels/:id/read': { schema: MarkChannelReadSchema, base: { messageId: message.id } },
  };
}
