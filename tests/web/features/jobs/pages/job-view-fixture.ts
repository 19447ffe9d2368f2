import { eq } from 'drizzle-orm';
import {
  applicantSources,
  applications,
  applicationStatusHistory,
  cities,
  countries,
  departments,
  designations,
  divisions,
  employmentTypes,
  groups,
  jobPlatforms,
  jobPriorities,
  jobRecipients,
  jobs,
  jobSkills,
  jobTypes,
  locations,
  orgFunctions,
  pipelines,
  pipelineStages,
  publishPlatforms,
  questionGroups,
  questions,
  referralAmountSlabs,
  skills,
  stages,
  subDepartments,
  subFunctions,
  stageStatuses,
  statuses,
  users,
} from '../../../../../src/server/db/schema';
import type { TestApp, TestUser } from '../../../../support/test-app';

export interface ViewedJob {
  jobId: number;
  emptyJobId: number;
  otherTenantJobId: number;
  schema: object;
}

// A 1×1 PNG: the SEO image the SEO tab shows.
export const SEO_IMAGE_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const at = (iso: string) => new Date(iso);

/**
 * One job with every §3 field filled, three applications with status history, a job without
 * applications and another workspace's job. The test clock stands at 2026-11-22 09:00 UTC.
 */
export async function seedViewedJob(t: TestApp, recruiter: TestUser): Promise<ViewedJob> {
  const { db } = t;
  const appId = recruiter.appId;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

  const designation = await one(db.insert(designations).values({ appId, designation: 'Senior Engineer' }).returning());
  const [head, fnHead, hana] = await db
    .insert(users)
    .values([
      { appId, email: 'dev@example.test', name: 'Dev', lastName: 'Head' },
      { appId, email: 'fay@example.test', name: 'Fay', lastName: 'Head' },
      { appId, email: 'hana@example.test', name: 'Hana', lastName: 'Manager', role: 'hiring_manager', designationId: designation.id },
    ])
    .returning();
  await db.update(users).set({ name: 'Rita', lastName: 'Recruiter' }).where(eq(users.id, recruiter.id));
  const division = await one(db.insert(divisions).values({ appId, name: 'Technology' }).returning());
  const department = await one(
    db.insert(departments).values({ appId, departmentName: 'Engineering', divisionId: division.id, headUserId: head.id }).returning(),
  );
  const fn = await one(db.insert(orgFunctions).values({ appId, name: 'Infrastructure', headUserId: fnHead.id }).returning());
  const subDepartment = await one(
    db.insert(subDepartments).values({ appId, departmentId: department.id, name: 'Platform team' }).returning(),
  );
  const subFunction = await one(db.insert(subFunctions).values({ appId, functionId: fn.id, name: 'Cloud operations' }).returning());
  const country = await one(db.insert(countries).values({ appId, name: 'India', code: 'IN' }).returning());
  const city = await one(db.insert(cities).values({ appId, countryId: country.id, city: 'Pune' }).returning());
  const location = await one(db.insert(locations).values({ appId, cityId: city.id, locationDisplay: 'Pune – Tech Park' }).returning());
  const group = await one(db.insert(groups).values({ appId, groupName: 'Platform Panel' }).returning());
  const jobType = await one(db.insert(jobTypes).values({ appId, jobType: 'Full Time' }).returning());
  const employmentType = await one(db.insert(employmentTypes).values({ appId, employmentType: 'Permanent' }).returning());
  const priority = await one(db.insert(jobPriorities).values({ appId, name: 'Urgent' }).returning());
  const questionGroup = await one(
    db.insert(questionGroups).values({ appId, questionGroupName: 'Platform Questions', description: 'Kubernetes basics' }).returning(),
  );
  await db.insert(questions).values({ appId, questionGroupId: questionGroup.id, question: 'Which clusters have you run?' });
  const slab = await one(
    db.insert(referralAmountSlabs).values({ appId, slug: 'eng-senior', designationId: designation.id, amount: 50000 }).returning(),
  );
  const skillRows = await db
    .insert(skills)
    .values([
      { appId, name: 'Kubernetes' },
      { appId, name: 'Go' },
    ])
    .returning();
  const platform = await one(db.insert(publishPlatforms).values({ appId, name: 'LinkedIn Jobs' }).returning());

  const [shortlisted, scheduled] = await db
    .insert(statuses)
    .values([
      { appId, name: 'Shortlisted', statusColor: '#1e88e5' },
      { appId, name: 'Scheduled', statusColor: '#8e24aa' },
    ])
    .returning();
  const [screening, interview] = await db
    .insert(stages)
    .values([
      { appId, name: 'Screening' },
      { appId, name: 'Interview' },
    ])
    .returning();
  await db.insert(stageStatuses).values([
    { appId, stageId: screening.id, statusId: shortlisted.id, sequence: 1 },
    { appId, stageId: interview.id, statusId: scheduled.id, sequence: 1 },
  ]);
  const pipeline = await one(db.insert(pipelines).values({ appId, name: 'Web Pipeline' }).returning());
  await db.insert(pipelineStages).values([
    { appId, pipelineId: pipeline.id, stageId: screening.id, sequence: 1 },
    { appId, pipelineId: pipeline.id, stageId: interview.id, sequence: 2 },
  ]);
  const [linkedIn, referral] = await db
    .insert(applicantSources)
    .values([
      { appId, source: 'LinkedIn', identifier: 'linkedin' },
      { appId, source: 'Referral', identifier: 'referral' },
    ])
    .returning();

  const storedImage = await t.deps.storage.put(SEO_IMAGE_PNG, 'png');
  const schema = { '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Platform Engineer' };
  const job = await one(
    db
      .insert(jobs)
      .values({
        appId,
        jobTitle: 'Platform Engineer',
        jobProfile: 'Runs the platform.',
        jobDescription: '<p>Keep <strong>five</strong> clusters healthy.</p><ul><li>On call</li></ul>',
        jobCode: 'PE-7',
        education: 'B.Tech',
        expiryDate: '2026-12-31',
        minExperience: 3,
        maxExperience: 5,
        numberOfPositions: 4,
        jobTypeId: jobType.id,
        employmentTypeId: employmentType.id,
        employmentCategoryId: 1,
        countryId: country.id,
        locationId: location.id,
        departmentId: department.id,
        subDepartmentId: subDepartment.id,
        functionId: fn.id,
        subFunctionId: subFunction.id,
        divisionId: division.id,
        designationId: designation.id,
        groupId: group.id,
        jobPriorityId: priority.id,
        hiringManagerId: hana.id,
        recruitingManagerId: recruiter.id,
        questionGroupId: questionGroup.id,
        pipelineId: pipeline.id,
        referralAmountId: slab.id,
        slug: 'platform-engineer-pune',
        seoMetaTitle: 'Platform Engineer in Pune',
        seoMetaDescription: 'Join the platform team.',
        seoFocusKeyword: 'platform engineer',
        seoCanonicalTag: 'https://careers.example.test/jobs/platform-engineer',
        customSeoSchema: JSON.stringify(schema),
        seoIndex: 0,
        seoKeywords: ['kubernetes', 'devops'],
        seoImagePath: storedImage,
        createdById: recruiter.id,
        createdAt: at('2026-11-01T10:00:00Z'),
      })
      .returning(),
  );
  await db.insert(jobSkills).values(skillRows.map((skill) => ({ appId, jobId: job.id, skillId: skill.id })));
  await db.insert(jobPlatforms).values({ appId, jobId: job.id, platformId: platform.id });
  await db.insert(jobRecipients).values([hana.id, recruiter.id].map((userId) => ({ appId, jobId: job.id, userId })));

  // [created, source, history: (when, stage, status)…]; the newest history row is the current one.
  const plan = [
    [
      '2026-11-02T09:00:00Z',
      linkedIn.id,
      [
        ['2026-11-02T09:00:00Z', screening.id, shortlisted.id],
        ['2026-11-06T09:00:00Z', interview.id, scheduled.id],
      ],
    ],
    [
      '2026-11-10T09:00:00Z',
      linkedIn.id,
      [
        ['2026-11-10T09:00:00Z', screening.id, shortlisted.id],
        ['2026-11-12T09:00:00Z', interview.id, scheduled.id],
      ],
    ],
    ['2026-11-20T09:00:00Z', referral.id, [['2026-11-20T09:00:00Z', screening.id, shortlisted.id]]],
  ] as const;
  for (const [index, [created, sourceId, history]] of plan.entries()) {
    const [when, stageId, statusId] = history[history.length - 1];
    const application = await one(
      db
        .insert(applications)
        .values({
          appId,
          jobId: job.id,
          firstName: `Applicant${index}`,
          applicantEmail: `a${index}@example.test`,
          sourceId,
          currentStageId: stageId,
          currentStatusId: statusId,
          statusChangedAt: at(when),
          createdAt: at(created),
        })
        .returning(),
    );
    await db.insert(applicationStatusHistory).values(
      history.map(([time, stage, status]) => ({
        appId,
        applicationId: application.id,
        stageId: stage,
        statusId: status,
        createdAt: at(time),
      })),
    );
  }

  const empty = await one(
    db
      .insert(jobs)
      .values({ appId, jobTitle: 'Quiet job', createdAt: at('2026-11-15T10:00:00Z') })
      .returning(),
  );
  const other = await t.factories.tenant('web-job-view-other');
  const otherJob = await one(db.insert(jobs).values({ appId: other.id, jobTitle: 'Not yours' }).returning());
  return { jobId: job.id, emptyJobId: empty.id, otherTenantJobId: otherJob.id, schema };
}
