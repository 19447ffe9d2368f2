// Bench data: one app with 10,000 jobs and 200,000 applications (a quarter of them referrals, one
// referral in ten hired; a quarter assigned to one of 20 recruiters, who manage the jobs),
// bulk-inserted with generate_series so seeding takes seconds, not minutes. Lookups are few and
// realistic; the bulk rows reference them by index into id arrays.
import { asc, eq, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  applicantSources,
  applicantStatuses,
  applicationRecruiters,
  cities,
  countries,
  departments,
  generalSettings,
  jobs,
  jobTypes,
  locations,
  pipelines,
  pipelineStages,
  publishPlatforms,
  stages,
  referralSettings,
  referralSettingTypes,
  referralStatuses,
  stageStatuses,
  statuses,
  users,
} from '../../src/server/db/schema';
import { REFERRAL_STATUSES } from '../../src/server/db/seed/referral-config';

export const JOB_COUNT = 10_000;
export const APPLICATION_COUNT = 200_000;
/** Applications of the one job the per-job endpoints are measured on. */
export const BIG_JOB_APPLICATIONS = 2_000;
/** One application in this many is a referral (50,000 of 200,000); one referral in 10 is hired. */
const REFERRAL_EVERY = 4;
/** Recruiters: each job has one as its recruiting manager, and one application in 4 is assigned to one. */
const RECRUITERS = 20;
/** The bench employee who refers. */
export const REFERRER_EMAIL = 'referrer@bench.test';
/** The bench employee referred one application in this many (200 of 200,000): My referrals is measured for them. */
const EMPLOYEE_REFERRAL_EVERY = 1_000;

const TITLES = [
  'Backend Engineer',
  'Frontend Engineer',
  'Data Analyst',
  'Product Manager',
  'QA Engineer',
  'DevOps Engineer',
  'Designer',
  'Sales Executive',
  'Recruiter',
  'Support Specialist',
  'Accountant',
  'Marketing Lead',
];
const LEVELS = ['Junior', 'Senior', 'Lead', 'Principal', 'Associate'];
const FIRST_NAMES = [
  'Asha',
  'Bilal',
  'Chen',
  'Dana',
  'Eli',
  'Femi',
  'Gita',
  'Hugo',
  'Ira',
  'Jon',
  'Kavya',
  'Liam',
  'Mei',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Ravi',
  'Sara',
  'Tom',
];

/** Trusted integers written into the bulk SQL (a bound parameter would be typed text in a CASE). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));
const ids = (rows: { id: number }[]) => sql.raw(`array[${rows.map((row) => row.id).join(',')}]::int[]`);
const texts = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** The seed's first department or its pipeline: what a filtered bench case asks about. */
export async function firstSeededId(db: Db, table: typeof departments | typeof pipelines, appId: number): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.appId, appId)).orderBy(asc(table.id)).limit(1);
  return row.id;
}

export interface BenchData {
  /** The newest job: it has BIG_JOB_APPLICATIONS applications, a pipeline and status history. */
  bigJobId: number;
  /** The employee with 200 referrals (one per EMPLOYEE_REFERRAL_EVERY applications). */
  referrerId: number;
}

/** The referral statuses and settings every app has, and the bench employee who refers. */
async function referralLookups(db: Db, appId: number) {
  const statusRows = await db
    .insert(referralStatuses)
    .values(REFERRAL_STATUSES.map((status, sortOrder) => ({ appId, ...status, sortOrder })))
    .returning();
  const [type] = await db.insert(referralSettingTypes).values({ appId, name: 'Standard Referral', isDefault: 1 }).returning();
  await db.insert(referralSettings).values({ appId, referralSettingTypeId: type.id });
  const [referrer] = await db
    .insert(users)
    .values({ appId, email: REFERRER_EMAIL, name: 'Bench', lastName: 'Referrer', role: 'employee' })
    .returning();
  const statusOf = (code: string) => statusRows.find((row) => row.code === code)!.id;
  return { referrerId: referrer.id, inProgress: statusOf('in_progress'), hired: statusOf('hired') };
}

async function lookups(db: Db, appId: number) {
  const departmentRows = await db
    .insert(departments)
    .values(Array.from({ length: 40 }, (_, i) => ({ appId, departmentName: `Department ${i + 1}` })))
    .returning();
  const countryRows = await db
    .insert(countries)
    .values(['India', 'United States', 'Germany', 'Singapore', 'Brazil'].map((name) => ({ appId, name })))
    .returning();
  const cityRows = await db
    .insert(cities)
    .values(Array.from({ length: 30 }, (_, i) => ({ appId, city: `City ${i + 1}`, countryId: countryRows[i % countryRows.length].id })))
    .returning();
  const locationRows = await db
    .insert(locations)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        appId,
        cityId: cityRows[i % cityRows.length].id,
        locationDisplay: `City ${(i % 30) + 1} – Office ${i + 1}`,
      })),
    )
    .returning();
  const platformRows = await db
    .insert(publishPlatforms)
    .values(['LinkedIn', 'Indeed', 'Naukri', 'Glassdoor', 'Careers page', 'Monster'].map((name, i) => ({ appId, name, sortOrder: i })))
    .returning();
  const jobTypeRows = await db
    .insert(jobTypes)
    .values(['Full time', 'Part time', 'Contract', 'Internship'].map((jobType) => ({ appId, jobType })))
    .returning();
  const sourceRows = await db
    .insert(applicantSources)
    .values(
      ['LinkedIn', 'Referral', 'Indeed', 'Careers page', 'Agency', 'Walk-in', 'Naukri', 'Campus'].map((source) => ({
        appId,
        source,
        identifier: source.toLowerCase(),
      })),
    )
    .returning();
  const applicantStatusRows = await db
    .insert(applicantStatuses)
    .values(['New', 'On hold', 'Hired', 'Not suitable'].map((name) => ({ appId, name })))
    .returning();
  return { departmentRows, locationRows, platformRows, jobTypeRows, sourceRows, applicantStatusRows };
}

/**
 * A five-stage pipeline whose last stage can end at Hired, General Settings' Payable Employee
 * Status (what the dashboard's funnel and the reports count as a hire); returns the (stage,
 * status) pairs applications move through, in order.
 */
async function pipeline(db: Db, appId: number) {
  const statusRows = await db
    .insert(statuses)
    .values([
      { appId, name: 'To-be-start', code: 'to_be_start' },
      { appId, name: 'Pending', statusColor: '#f7630c' },
      { appId, name: 'Shortlisted', statusColor: '#107c10' },
      { appId, name: 'On hold', statusColor: '#8764b8' },
      { appId, name: 'Rejected', code: 'rejected', statusColor: '#d13438' },
      { appId, name: 'Hired', statusColor: '#0b6a0b' },
    ])
    .returning();
  const [toBeStart, pending, shortlisted, onHold, rejected, hired] = statusRows.map((row) => row.id);
  await db.insert(generalSettings).values({ appId, payableEmployeeStatusId: hired });
  const [engineering] = await db.insert(pipelines).values({ appId, name: 'Engineering hiring' }).returning();
  const pairs: [number, number][] = [];
  let lastStage = 0;
  for (const [i, name] of ['Screening', 'Technical', 'Interview', 'Offer', 'Onboarding'].entries()) {
    const [stage] = await db.insert(stages).values({ appId, name }).returning();
    const list = [toBeStart, i % 2 ? shortlisted : pending, onHold, rejected, ...(i === 4 ? [hired] : [])];
    await db.insert(stageStatuses).values(list.map((statusId, n) => ({ appId, stageId: stage.id, statusId, sequence: n + 1 })));
    await db.insert(pipelineStages).values({ appId, pipelineId: engineering.id, stageId: stage.id, sequence: i + 1 });
    pairs.push([stage.id, toBeStart], [stage.id, list[1]]);
    lastStage = stage.id;
  }
  return { pipelineId: engineering.id, pairs, rejected, hired: { stageId: lastStage, statusId: hired } };
}

/** How many jobs and applications to generate (the embedded bench's by default; the PostgreSQL bench's are larger). */
export interface BenchCounts {
  jobs: number;
  applications: number;
}

export async function seedBenchHiring(
  db: Db,
  appId: number,
  now: Date,
  counts: BenchCounts = { jobs: JOB_COUNT, applications: APPLICATION_COUNT },
): Promise<BenchData> {
  const { departmentRows, locationRows, platformRows, jobTypeRows, sourceRows, applicantStatusRows } = await lookups(db, appId);
  const referral = await referralLookups(db, appId);
  const flow = await pipeline(db, appId);
  const recruiterRows = await db
    .insert(users)
    .values(
      Array.from({ length: RECRUITERS }, (_, i) => ({
        appId,
        email: `recruiter${i + 1}@bench.test`,
        name: FIRST_NAMES[i % FIRST_NAMES.length],
        lastName: `Recruiter ${i + 1}`,
        role: 'recruiter' as const,
      })),
    )
    .returning();
  const stageIds = sql.raw(`array[${flow.pairs.map(([stage]) => stage).join(',')}]::int[]`);
  const statusIds = sql.raw(`array[${flow.pairs.map(([, status]) => status).join(',')}]::int[]`);
  const pairCount = flow.pairs.length;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  // The generated rows reference only ids created above, so the per-row foreign-key triggers
  // (most of the insert time) are switched off for the bulk statements.
  await db.execute(sql`set session_replication_role = replica`);

  // Job g was created g × 105 minutes ago (about two years for 10,000); 30% have no expiry, the
  // rest expire 30–120 days after opening, so active and expired jobs are both plentiful.
  await db.execute(sql`
    insert into jobs (app_id, job_title, job_code, job_description, department_id, location_id, job_type_id, pipeline_id,
                      recruiting_manager_id, number_of_positions, expiry_date, created_at, updated_at)
    select ${n(appId)},
           (${texts(LEVELS)})[1 + g % ${n(LEVELS.length)}] || ' ' || (${texts(TITLES)})[1 + (g / 7) % ${n(TITLES.length)}] || ' ' || g,
           'JC-' || g, '<p>Bench job</p>',
           (${ids(departmentRows)})[1 + g % ${n(departmentRows.length)}],
           (${ids(locationRows)})[1 + (g * 7) % ${n(locationRows.length)}],
           (${ids(jobTypeRows)})[1 + g % ${n(jobTypeRows.length)}],
           case when g % 5 = 0 then null else ${n(flow.pipelineId)} end,
           (${ids(recruiterRows)})[1 + g % ${n(RECRUITERS)}],
           1 + g % 10,
           case when g % 10 < 3 then null else ((${nowSql} - g * interval '105 minutes')::date + (30 + g % 91)) end,
           ${nowSql} - g * interval '105 minutes', ${nowSql} - g * interval '105 minutes'
    from generate_series(${n(counts.jobs)}, 1, -1) g`);
  // Published (one to three platforms) for 60% of the jobs.
  await db.execute(sql`
    insert into job_platforms (app_id, job_id, platform_id)
    select ${n(appId)}, j.id, (${ids(platformRows)})[1 + (j.id + p) % ${n(platformRows.length)}]
    from jobs j cross join generate_series(0, 2) p
    where j.app_id = ${n(appId)} and j.id % 5 < 3 and p <= j.id % 3`);

  const [{ first, last }] = await db
    .select({ first: min(jobs.id), last: max(jobs.id) })
    .from(jobs)
    .where(eq(jobs.appId, appId));
  const bigJobId = last!;
  await db.execute(
    sql`update jobs set pipeline_id = ${n(flow.pipelineId)}, expiry_date = null, created_at = ${nowSql} - interval '75 days' where id = ${n(bigJobId)}`,
  );

  // Applications: the big job's first, spread over its 75 days; the rest over the other jobs. Those
  // of jobs with a pipeline sit at one of its (stage, status) pairs, the others at an applicant
  // status; one in REFERRAL_EVERY was referred (by the bench employee or the app's first user),
  // and one referral in ten was hired 30 days after applying.
  const referred = sql`g % ${n(REFERRAL_EVERY)} = 0`;
  const hired = sql`g % ${n(REFERRAL_EVERY * 10)} = 0`;
  await db.execute(sql`
    insert into applications (app_id, job_id, first_name, last_name, applicant_email, source_id, current_stage_id, current_status_id,
                              applicant_status_id, referrer_id, referral_status_id, joining_date, status_changed_at, created_at, updated_at)
    select ${n(appId)}, rows.job_id, (${texts(FIRST_NAMES)})[1 + g % ${n(FIRST_NAMES.length)}], 'Applicant ' || g, 'applicant' || g || '@bench.test',
           case when g % 9 = 0 then null else (${ids(sourceRows)})[1 + g % ${n(sourceRows.length)}] end,
           case when j.pipeline_id is not null then (${stageIds})[1 + g % ${n(pairCount)}] end,
           case when j.pipeline_id is not null then (${statusIds})[1 + g % ${n(pairCount)}] end,
           case when j.pipeline_id is null then (${ids(applicantStatusRows)})[1 + g % ${n(applicantStatusRows.length)}] end,
           case when g % ${n(EMPLOYEE_REFERRAL_EVERY)} = 0 then ${n(referral.referrerId)}
                when ${referred} then (select min(id) from users where app_id = ${n(appId)}) end,
           case when ${hired} then ${n(referral.hired)} when ${referred} then ${n(referral.inProgress)} end,
           case when ${hired} then (created + interval '30 days')::date end,
           created, created, created
    from (
      select g,
             case when g <= ${n(BIG_JOB_APPLICATIONS)} then ${n(bigJobId)} else ${n(first!)} + g % ${n(counts.jobs - 1)} end as job_id,
             ${nowSql} - (g % 1800) * interval '1 hour' - (g % 60) * interval '1 minute' as created
      from generate_series(1, ${n(counts.applications)}) g
    ) rows
    join jobs j on j.id = rows.job_id`);

  await db.execute(sql`
    insert into ${applicationRecruiters} (app_id, application_id, user_id, created_at)
    select ${n(appId)}, id, (${ids(recruiterRows)})[1 + id % ${n(RECRUITERS)}], created_at
    from applications where app_id = ${n(appId)} and id % 4 = 1`);

  // History: every application's current pair; the big job's applications walk 1–4 pairs, two days apart.
  await db.execute(sql`
    insert into application_status_history (app_id, application_id, stage_id, status_id, created_at)
    select ${n(appId)}, a.id, a.current_stage_id, a.current_status_id, a.created_at
    from applications a where a.app_id = ${n(appId)} and a.job_id <> ${n(bigJobId)} and a.current_status_id is not null`);
  await db.execute(sql`
    insert into application_status_history (app_id, application_id, stage_id, status_id, created_at)
    select ${n(appId)}, a.id, (${stageIds})[s], case when s = 1 + a.id % 4 and a.id % 7 = 0 then ${n(flow.rejected)} else (${statusIds})[s] end,
           least(a.created_at + (s - 1) * interval '2 days', ${nowSql})
    from applications a cross join generate_series(1, 4) s
    where a.job_id = ${n(bigJobId)} and s <= 1 + a.id % 4`);
  await db.execute(sql`
    update applications a set current_stage_id = h.stage_id, current_status_id = h.status_id, status_changed_at = h.created_at
    from (select distinct on (application_id) application_id, stage_id, status_id, created_at
          from application_status_history
          where application_id = any(array(select id from applications where job_id = ${n(bigJobId)}))
          order by application_id, created_at desc, id desc) h
    where a.id = h.application_id and a.job_id = ${n(bigJobId)}`);
  // The hired referrals of the other jobs with a pipeline reached Hired on their joining day (or
  // today, if that is still to come) and are there now: hires for the funnel and the reports.
  await db.execute(sql`
    with moved as (
      update applications set current_stage_id = ${n(flow.hired.stageId)}, current_status_id = ${n(flow.hired.statusId)},
                              status_changed_at = least(joining_date::timestamptz, ${nowSql})
      where app_id = ${n(appId)} and referral_status_id = ${n(referral.hired)} and current_status_id is not null and job_id <> ${n(bigJobId)}
      returning id, status_changed_at)
    insert into application_status_history (app_id, application_id, stage_id, status_id, created_at)
    select ${n(appId)}, id, ${n(flow.hired.stageId)}, ${n(flow.hired.statusId)}, status_changed_at from moved`);
  // Hired referrals have their payout record, still in the release period or past it.
  await db.execute(sql`
    insert into referral_payables (app_id, application_id, joining_date, referral_status_id, amount)
    select ${n(appId)}, id, joining_date, ${n(referral.hired)}, 25000
    from applications where app_id = ${n(appId)} and referral_status_id = ${n(referral.hired)}`);
  // The triggers that keep jobs.application_count were off too: count once, as migration 0002 does.
  await db.execute(sql`
    update jobs set application_count = counted.total
    from (select job_id, count(*)::int as total from applications where app_id = ${n(appId)} group by job_id) counted
    where jobs.id = counted.job_id`);
  await db.execute(sql`reset session_replication_role`);
  // What the server's hourly vacuum of the embedded database (db/maintenance.ts) leaves behind.
  await db.execute(sql`vacuum analyze`);
  return { bigJobId, referrerId: referral.referrerId };
}
