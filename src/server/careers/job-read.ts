import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { cities, countries, departments, employmentTypes, jobs, jobSkills, jobTypes, locations, seoGraphs, skills } from '../db/schema';
import type { Db } from '../db/client';
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

const addressed = (segment: string): SQL | undefined =>
  /^\d{1,9}$/.test(segment) ? or(eq(jobs.slug, segment), and(isNull(jobs.slug), eq(jobs.id, Number(segment)))) : eq(jobs.slug, segment);

/** The workspace's job at `segment`, open or not; null when it names none (deleted, or another workspace's). */
export async function findCareersJob(db: Db, workspace: Workspace, segment: string): Promise<CareersJob | null> {
  const jobCountry = sql<string | null>`coalesce(${countries.name}, (select c.name from countries c where c.id = ${cities.countryId}))`;
  const jobCountryCode = sql<string | null>`coalesce(${countries.code}, (select c.code from countries c where c.id = ${cities.countryId}))`;
  const rows = await db
    .select({
      job: jobs,
      open: sql<boolean>`coalesce(${openJobCondition(db, workspace)}, false)`,
      posted: postedAt,
      department: departments.departmentName,
      location: locations.locationDisplay,
      city: cities.city,
      region: cities.state,
      country: jobCountry,
      countryCode: jobCountryCode,
      jobType: jobTypes.jobType,
      employmentType: employmentTypes.employmentType,
    })
    .from(jobs)
    .leftJoin(departments, eq(departments.id, jobs.departmentId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .leftJoin(cities, eq(cities.id, locations.cityId))
    .leftJoin(countries, eq(countries.id, jobs.countryId))
    .leftJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .leftJoin(employmentTypes, eq(employmentTypes.id, jobs.employmentTypeId))
    .where(and(eq(jobs.appId, workspace.appId), addressed(segment)))
    // The slug's own job first, should a number be both a slug and an id.
    .orderBy(sql`${jobs.slug} is null`)
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { job } = row;
  const skillRows = await db
    .select({ name: skills.name })
    .from(jobSkills)
    .innerJoin(skills, eq(skills.id, jobSkills.skillId))
    .where(eq(jobSkills.jobId, job.id))
    .orderBy(asc(skills.name));
  return {
    id: job.id,
    slug: job.slug,
    open: row.open,
    title: job.jobTitle,
    code: job.jobCode,
    description: job.jobDescription,
    department: row.department,
    location: row.location,
    city: row.city,
    region: row.region,
    country: row.country ? { name: row.country, code: row.countryCode } : null,
    remote: job.employmentCategoryId === 1,
    jobType: row.jobType,
    employmentType: row.employmentType,
    minExperience: job.minExperience,
    maxExperience: job.maxExperience,
    positions: job.numberOfPositions,
    posted: new Date(row.posted),
    expiryDate: job.expiryDate,
    updatedAt: job.updatedAt,
    questionGroupId: job.questionGroupId,
    skills: skillRows.map((skill) => skill.name),
    seo: {
      metaTitle: job.seoMetaTitle,
      metaDescription: job.seoMetaDescription,
      focusKeyword: job.seoFocusKeyword,
      canonical: job.seoCanonicalTag,
      index: job.seoIndex !== 0,
      keywords: job.seoKeywords,
      hasImage: job.seoImagePath !== null,
    },
  };
}

/** The SEO graph entries linked to the job, oldest first. */
export async function graphEntries(db: Db, workspace: Workspace, jobId: number): Promise<CareersGraphEntry[]> {
  const rows = await db
    .select({
      id: seoGraphs.id,
      type: seoGraphs.type,
      title: seoGraphs.title,
      description: seoGraphs.description,
      imagePath: seoGraphs.imagePath,
      keywords: seoGraphs.keywords,
    })
    .from(seoGraphs)
    .where(and(eq(seoGraphs.appId, workspace.appId), eq(seoGraphs.jobId, jobId)))
    .orderBy(asc(seoGraphs.id));
  return rows.map(({ imagePath, ...row }) => ({ ...row, hasImage: imagePath !== null }));
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
