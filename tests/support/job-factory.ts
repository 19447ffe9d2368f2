import { asc, eq } from 'drizzle-orm';
import {
  applications,
  cities,
  countries,
  departments,
  designations,
  employmentTypes,
  formFields,
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
  publishPlatforms,
  questionGroups,
  questions,
  referralAmountSlabs,
  skills,
  subDepartments,
  subFunctions,
  users,
} from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { JOB_FORM_FIELDS } from '../../src/server/db/seed/hiring';

// Data factories for job tests: a job row, an application, and one app's full set of job-form
// lookups (with the disabled or empty ones the rules refuse), plus the app's form-field config.

let counter = 0;
const next = () => ++counter;

export type JobOverrides = Partial<typeof jobs.$inferInsert>;

/** A job row written straight to the database (no API rules), for lists, counts and deletes. */
export async function createJob(db: Db, appId: number, overrides: JobOverrides = {}) {
  const [row] = await db
    .insert(jobs)
    .values({ appId, jobTitle: `Job ${next()}`, jobDescription: '<p>Work.</p>', ...overrides })
    .returning();
  return row;
}

/** One application to a job, without history (enough for counts and the delete rule). */
export async function createApplication(db: Db, appId: number, jobId: number, overrides: Partial<typeof applications.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(applications)
    .values({ appId, jobId, firstName: `Applicant${n}`, lastName: 'Test', applicantEmail: `applicant-${n}@example.test`, ...overrides })
    .returning();
  return row;
}

/** The app's job-form configuration as the seed writes it (spec §5 mandatory defaults). */
export async function configureJobForm(db: Db, appId: number, mandatory?: readonly string[]) {
  await db.insert(formFields).values(
    JOB_FORM_FIELDS.map(([fieldKey, name, isMandatory], sortOrder) => ({
      appId,
      form: 'job_create',
      fieldKey,
      name,
      activeStatus: (mandatory ? mandatory.includes(fieldKey) : isMandatory) ? 1 : 0,
      sortOrder,
    })),
  );
}

const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

/** A function with one sub function (the job form offers a function's own sub functions only). */
async function functionWithSubFunction(db: Db, appId: number, tag: string) {
  const orgFunction = await one(
    db
      .insert(orgFunctions)
      .values({ appId, name: `Software ${tag}` })
      .returning(),
  );
  const subFunction = await one(
    db.insert(subFunctions).values({ appId, functionId: orgFunction.id, name: 'Backend services' }).returning(),
  );
  return { orgFunction, subFunction };
}

/** A question group whose only question is inactive: it asks nothing, so jobs cannot use it. */
async function retiredQuestionGroup(db: Db, appId: number, tag: string) {
  const group = await one(
    db
      .insert(questionGroups)
      .values({ appId, questionGroupName: `Retired ${tag}` })
      .returning(),
  );
  await db.insert(questions).values({ appId, questionGroupId: group.id, question: 'Old question', status: 0 });
  return group;
}

/** Every lookup a job form picks from, in one app; names carry a suffix so apps can share a database. */
export async function createJobLookups(db: Db, appId: number) {
  const tag = `${appId}-${next()}`;
  const user = (role: 'hiring_manager' | 'recruiter', status = 1) =>
    one(
      db
        .insert(users)
        .values({ appId, email: `${role}-${status}-${tag}@example.test`, name: `${role} ${tag}`, lastName: 'Person', role, status })
        .returning(),
    );
  const country = await one(
    db
      .insert(countries)
      .values({ appId, name: `India ${tag}`, code: 'IN' })
      .returning(),
  );
  const city = await one(
    db
      .insert(cities)
      .values({ appId, countryId: country.id, city: `Pune ${tag}` })
      .returning(),
  );
  const department = await one(
    db
      .insert(departments)
      .values({ appId, departmentName: `Engineering ${tag}` })
      .returning(),
  );
  const otherDepartment = await one(
    db
      .insert(departments)
      .values({ appId, departmentName: `Sales ${tag}` })
      .returning(),
  );
  const questionGroup = await one(
    db
      .insert(questionGroups)
      .values({ appId, questionGroupName: `Screening ${tag}` })
      .returning(),
  );
  await db.insert(questions).values({ appId, questionGroupId: questionGroup.id, question: 'Why us?' });
  const designation = await one(
    db
      .insert(designations)
      .values({ appId, designation: `Engineer ${tag}` })
      .returning(),
  );
  return {
    country,
    city,
    location: await one(
      db
        .insert(locations)
        .values({ appId, cityId: city.id, locationDisplay: `Pune Campus ${tag}` })
        .returning(),
    ),
    department,
    otherDepartment,
    subDepartment: await one(db.insert(subDepartments).values({ appId, departmentId: department.id, name: 'Platform' }).returning()),
    otherSubDepartment: await one(
      db.insert(subDepartments).values({ appId, departmentId: otherDepartment.id, name: 'Inside sales' }).returning(),
    ),
    ...(await functionWithSubFunction(db, appId, tag)),
    jobType: await one(
      db
        .insert(jobTypes)
        .values({ appId, jobType: `Full Time ${tag}` })
        .returning(),
    ),
    employmentType: await one(
      db
        .insert(employmentTypes)
        .values({ appId, employmentType: `Permanent ${tag}` })
        .returning(),
    ),
    designation,
    group: await one(
      db
        .insert(groups)
        .values({ appId, groupName: `Panel ${tag}` })
        .returning(),
    ),
    priority: await one(
      db
        .insert(jobPriorities)
        .values({ appId, name: `High ${tag}`, status: 1 })
        .returning(),
    ),
    disabledPriority: await one(
      db
        .insert(jobPriorities)
        .values({ appId, name: `Someday ${tag}`, status: 0 })
        .returning(),
    ),
    hiringManager: await user('hiring_manager'),
    recruiter: await user('recruiter'),
    inactiveUser: await user('recruiter', 0),
    questionGroup,
    emptyQuestionGroup: await one(
      db
        .insert(questionGroups)
        .values({ appId, questionGroupName: `Empty ${tag}` })
        .returning(),
    ),
    retiredQuestionGroup: await retiredQuestionGroup(db, appId, tag),
    pipeline: await one(
      db
        .insert(pipelines)
        .values({ appId, name: `Pipeline ${tag}` })
        .returning(),
    ),
    slab: await one(
      db
        .insert(referralAmountSlabs)
        .values({ appId, slug: `eng-${tag}`, designationId: designation.id, amount: 25000 })
        .returning(),
    ),
    skills: await db
      .insert(skills)
      .values([
        { appId, name: `TypeScript ${tag}` },
        { appId, name: `SQL ${tag}` },
      ])
      .returning(),
    platforms: await db
      .insert(publishPlatforms)
      .values([
        { appId, name: `LinkedIn ${tag}`, sortOrder: 1 },
        { appId, name: `Naukri ${tag}`, sortOrder: 2 },
        { appId, name: `Retired board ${tag}`, sortOrder: 3, status: 0 },
      ])
      .returning(),
  };
}

export type JobLookups = Awaited<ReturnType<typeof createJobLookups>>;

/** A create body that satisfies the default mandatory fields (spec §5), in the spec's field names. */
export function validJobInput(l: JobLookups, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    jobTitle: 'Backend Engineer',
    jobDescription: '<p>Build APIs.</p>',
    designationId: l.designation.id,
    minExperience: 3,
    maxExperience: 5,
    jobTypeId: l.jobType.id,
    locationId: l.location.id,
    groupId: l.group.id,
    departmentId: l.department.id,
    recruitingManagerId: l.recruiter.id,
    hiringManagerId: l.hiringManager.id,
    pipeLineId: l.pipeline.id,
    questionGroupId: l.questionGroup.id,
    skills: l.skills.map((skill) => skill.id),
    ...overrides,
  };
}

/** Everything a job write touches in one app, to prove a refused request changed nothing. */
export async function jobTables(db: Db, appId: number) {
  return {
    jobs: await db.select().from(jobs).where(eq(jobs.appId, appId)).orderBy(asc(jobs.id)),
    skills: await db.select().from(jobSkills).where(eq(jobSkills.appId, appId)).orderBy(asc(jobSkills.jobId), asc(jobSkills.skillId)),
    platforms: await db
      .select()
      .from(jobPlatforms)
      .where(eq(jobPlatforms.appId, appId))
      .orderBy(asc(jobPlatforms.jobId), asc(jobPlatforms.platformId)),
    recipients: await db
      .select()
      .from(jobRecipients)
      .where(eq(jobRecipients.appId, appId))
      .orderBy(asc(jobRecipients.jobId), asc(jobRecipients.userId)),
  };
}
