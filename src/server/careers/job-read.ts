import { and, eq, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { cities, countries, departments, employmentTypes, jobs, jobSkills, jobTypes, locations, seoGraphs, skills } from '../db/schema';
import type { Db } from '../db/client';
import { jsonArray } from '../db/json-array';
import { preparedOnce } from '../db/paging';
import { screeningQuestionsOfJob, type ScreeningQuestion } from '../modules/question-group/service';
import { openJobCondition, postedAt } from './open-jobs';
import type { Workspace } from './workspace';

// One job as its careers page shows it. The address names a job by its slug, or by its id when it
// has none (shared/rules/careers-address.ts): a slug is matched first, so a numeric slug keeps its own job.

export interface CareersJob {
  id: number;
  slug: string | null;
  /** Published, open and not expired: the page is shown, else it answers 410. */
  open: boolean;
  title: string;
  code: string | null;
  description: string;
  department: string | null;
  location: string | null;
  city: string | null;
  region: string | null;
  country: { name: string; code: string | null } | null;
  remote: boolean;
  jobType: string | null;
  employmentType: string | null;
  minExperience: number | null;
  maxExperience: number | null;
  positions: number | null;
  posted: Date;
  expiryDate: string | null;
  updatedAt: Date;
  questionGroupId: number | null;
  skills: string[];
  /** The SEO graph entries linked to the job, oldest first. */
  graph: CareersGraphEntry[];
  /** What the apply form asks, in order. */
  questions: ScreeningQuestion[];
  seo: {
    metaTitle: string | null;
    metaDescription: string | null;
    focusKeyword: string | null;
    canonical: string | null;
    index: boolean;
    keywords: string[];
    hasImage: boolean;
  };
}

export interface CareersGraphEntry {
  id: number;
  type: string;
  title: string;
  description: string;
  hasImage: boolean;
  keywords: string[];
}

// The other names a job points at, each its own scalar subquery: the job page's one statement then
// plans in half the time six outer joins took, and planning was most of its cost.
const nameOf = (column: AnyColumn, table: PgTable, id: AnyColumn, key: AnyColumn) =>
  sql<string | null>`(select ${column} from ${table} where ${id} = ${key})`;
const locationCities = sql`${locations} inner join ${cities} on ${cities.id} = ${locations.cityId}`;
const ofJobLocation = sql`where ${locations.id} = ${jobs.locationId}`;
const jobCity = (column: AnyColumn) => sql<string | null>`(select ${column} from ${locationCities} ${ofJobLocation})`;
// The job's own country, else its location's city's.
const jobCountry = (column: AnyColumn) =>
  sql<string | null>`coalesce(${nameOf(column, countries, countries.id, jobs.countryId)},
    (select ${column} from ${locationCities} inner join ${countries} on ${countries.id} = ${cities.countryId} ${ofJobLocation}))`;

const skillsOfJob = sql<string[]>`(select coalesce(json_agg(${skills.name} order by ${skills.name}), '[]'::json)
  from ${jobSkills} inner join ${skills} on ${skills.id} = ${jobSkills.skillId} where ${jobSkills.jobId} = ${jobs.id})`;

/** The SEO graph entries linked to the job, oldest first. */
const graphOfJob = jsonArray<CareersGraphEntry>(
  {
    id: seoGraphs.id,
    type: seoGraphs.type,
    title: seoGraphs.title,
    description: seoGraphs.description,
    hasImage: sql`${seoGraphs.imagePath} is not null`,
    keywords: seoGraphs.keywords,
  },
  sql`from ${seoGraphs} where ${seoGraphs.appId} = ${jobs.appId} and ${seoGraphs.jobId} = ${jobs.id}`,
  sql`${seoGraphs.id}`,
);

/**
 * The job a careers address names: its slug (slugs are lower-case, so the unique lower(slug) index
 * finds it), or its id when it has none. A slug is matched first, so a numeric slug keeps its own job.
 */
const addressed = or(
  and(eq(sql`lower(${jobs.slug})`, sql`lower(${sql.placeholder('slug')})`), eq(jobs.slug, sql.placeholder('slug'))),
  and(isNull(jobs.slug), eq(jobs.id, sql.placeholder('id'))),
);

const prepareJobRead = (db: Db, name: string) =>
  db
    .select({
      id: jobs.id,
      slug: jobs.slug,
      open: sql<boolean>`coalesce(${openJobCondition(db, { appId: sql.placeholder('appId'), today: sql.placeholder('today') })}, false)`,
      posted: postedAt,
      title: jobs.jobTitle,
      code: jobs.jobCode,
      description: jobs.jobDescription,
      department: departments.departmentName,
      location: nameOf(locations.locationDisplay, locations, locations.id, jobs.locationId),
      city: jobCity(cities.city),
      region: jobCity(cities.state),
      country: jobCountry(countries.name),
      countryCode: jobCountry(countries.code),
      jobType: nameOf(jobTypes.jobType, jobTypes, jobTypes.id, jobs.jobTypeId),
      employmentType: nameOf(employmentTypes.employmentType, employmentTypes, employmentTypes.id, jobs.employmentTypeId),
      employmentCategoryId: jobs.employmentCategoryId,
      minExperience: jobs.minExperience,
      maxExperience: jobs.maxExperience,
      positions: jobs.numberOfPositions,
      expiryDate: jobs.expiryDate,
      updatedAt: jobs.updatedAt,
      questionGroupId: jobs.questionGroupId,
      skills: skillsOfJob,
      graph: graphOfJob,
      questions: screeningQuestionsOfJob,
      seoMetaTitle: jobs.seoMetaTitle,
      seoMetaDescription: jobs.seoMetaDescription,
      seoFocusKeyword: jobs.seoFocusKeyword,
      seoCanonicalTag: jobs.seoCanonicalTag,
      seoIndex: jobs.seoIndex,
      seoKeywords: jobs.seoKeywords,
      seoImagePath: jobs.seoImagePath,
    })
    .from(jobs)
    // One join (also what makes Drizzle name every column with its table, as the subqueries need).
    .leftJoin(departments, eq(departments.id, jobs.departmentId))
    .where(and(eq(jobs.appId, sql.placeholder('appId')), addressed))
    .orderBy(sql`${jobs.slug} is null`)
    .limit(1)
    .prepare(name);

/** The workspace's job at `segment`, open or not, in one statement; null when it names none (deleted, or another workspace's). */
export async function findCareersJob(db: Db, workspace: Workspace, segment: string): Promise<CareersJob | null> {
  const [row] = await preparedOnce(db, 'careers_job', prepareJobRead).execute({
    appId: workspace.appId,
    today: workspace.today,
    slug: segment,
    id: /^\d{1,9}$/.test(segment) ? Number(segment) : 0,
  });
  if (!row) return null;
  const {
    country,
    countryCode,
    employmentCategoryId,
    seoMetaTitle,
    seoMetaDescription,
    seoFocusKeyword,
    seoCanonicalTag,
    seoIndex,
    seoKeywords,
    seoImagePath,
    ...job
  } = row;
  return {
    ...job,
    country: country ? { name: country, code: countryCode } : null,
    remote: employmentCategoryId === 1,
    seo: {
      metaTitle: seoMetaTitle,
      metaDescription: seoMetaDescription,
      focusKeyword: seoFocusKeyword,
      canonical: seoCanonicalTag,
      index: seoIndex !== 0,
      keywords: seoKeywords,
      hasImage: seoImagePath !== null,
    },
  };
}

/** The stored file name of an open job's SEO image, or of a graph entry's linked to it (`graphId`). */
export async function openImagePath(db: Db, workspace: Workspace, segment: string, graphId?: number): Promise<string | null> {
  const job = await findCareersJob(db, workspace, segment);
  if (!job?.open) return null;
  if (graphId === undefined) {
    const [row] = await db.select({ path: jobs.seoImagePath }).from(jobs).where(eq(jobs.id, job.id));
    return row?.path ?? null;
  }
  const [row] = await db
    .select({ path: seoGraphs.imagePath })
    .from(seoGraphs)
    .where(and(eq(seoGraphs.appId, workspace.appId), eq(seoGraphs.jobId, job.id), eq(seoGraphs.id, graphId)));
  return row?.path ?? null;
}
