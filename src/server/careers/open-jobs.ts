import { and, asc, count, desc, eq, exists, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { departments, jobPlatforms, jobs, jobTypes, locations } from '../db/schema';
import type { Db } from '../db/client';
import { likePattern } from '../db/search';
import { expiryCondition } from '../modules/job/service';
import { JOB_STATUS_IDS } from '../../shared/contract/job-values';
import type { Workspace } from './workspace';

// What the careers site lists: a job is open to candidates while it is Published (it has a
// job_platforms row), its status is open and it has not expired (the job list's "active" rule).

export const CAREERS_PAGE_SIZE = 20;

/** The list's query, as its GET form sends it; ids are 0 when absent or not a number. */
export interface CareersQuery {
  search: string;
  department: number;
  location: number;
  jobType: number;
  remote: boolean;
  page: number;
}

/** A row of the list, and of the sitemap. */
export interface OpenJobRow {
  id: number;
  slug: string | null;
  title: string;
  department: string | null;
  location: string | null;
  remote: boolean;
  jobType: string | null;
  posted: Date;
  updatedAt: Date;
}

export interface FilterOption {
  id: number;
  name: string;
}

const published = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(jobPlatforms)
      .where(eq(jobPlatforms.jobId, jobs.id)),
  );

/** The open-to-candidates rule for one workspace's jobs (its values, or a prepared statement's placeholders). */
export const openJobCondition = (db: Db, workspace: { appId: number | Placeholder; today: string | Placeholder }): SQL | undefined =>
  and(
    eq(jobs.appId, workspace.appId),
    eq(jobs.jobStatusId, JOB_STATUS_IDS.open),
    expiryCondition('active', workspace.today),
    published(db),
  );

/** When the job was first published: the date the site says it was posted. */
export const postedAt =
  sql<Date>`coalesce((select min(${jobPlatforms.publishedAt}) from ${jobPlatforms} where ${jobPlatforms.jobId} = ${jobs.id}), ${jobs.createdAt})`.mapWith(
    (value: string | Date) => new Date(value),
  );

function queryCondition(query: CareersQuery): SQL | undefined {
  const contains = (column: PgColumn) => sql`lower(${column}) like lower(${likePattern(query.search)})`;
  return and(
    query.search ? or(contains(jobs.jobTitle), contains(jobs.jobCode)) : undefined,
    query.department ? eq(jobs.departmentId, query.department) : undefined,
    query.location ? eq(jobs.locationId, query.location) : undefined,
    query.jobType ? eq(jobs.jobTypeId, query.jobType) : undefined,
    query.remote ? eq(jobs.employmentCategoryId, 1) : undefined,
  );
}

const rowColumns = {
  id: jobs.id,
  slug: jobs.slug,
  title: jobs.jobTitle,
  department: departments.departmentName,
  location: locations.locationDisplay,
  remoteFlag: jobs.employmentCategoryId,
  jobType: jobTypes.jobType,
  posted: postedAt,
  updatedAt: jobs.updatedAt,
};

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(jobs)
    .leftJoin(departments, eq(departments.id, jobs.departmentId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .leftJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId));
}

const toRow = ({ remoteFlag, ...row }: Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number]): OpenJobRow => ({
  ...row,
  remote: remoteFlag === 1,
});

/** One page of the workspace's open jobs, newest first, with the count of all that match. */
export async function listOpenJobs(db: Db, workspace: Workspace, query: CareersQuery): Promise<{ rows: OpenJobRow[]; total: number }> {
  const where = and(openJobCondition(db, workspace), queryCondition(query));
  const [{ total }] = await db.select({ total: count() }).from(jobs).where(where);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(CAREERS_PAGE_SIZE)
    .offset((query.page - 1) * CAREERS_PAGE_SIZE);
  return { rows: rows.map(toRow), total };
}

/** Every open job of the workspace, for the sitemap. */
export async function allOpenJobs(db: Db, workspace: Workspace): Promise<OpenJobRow[]> {
  const rows = await selectRows(db).where(openJobCondition(db, workspace)).orderBy(asc(jobs.id));
  return rows.map(toRow);
}

/** The filters' choices: only departments, locations and job types some open job has. */
export async function filterOptions(db: Db, workspace: Workspace) {
  const open = openJobCondition(db, workspace);
  const options = (id: PgColumn, name: PgColumn, table: typeof departments | typeof locations | typeof jobTypes, key: PgColumn) =>
    db
      .selectDistinct({ id, name: sql<string>`${name}` })
      .from(jobs)
      .innerJoin(table, eq(id, key))
      .where(open)
      .orderBy(sql`${name}`);
  const [departmentOptions, locationOptions, jobTypeOptions] = await Promise.all([
    options(departments.id, departments.departmentName, departments, jobs.departmentId),
    options(locations.id, locations.locationDisplay, locations, jobs.locationId),
    options(jobTypes.id, jobTypes.jobType, jobTypes, jobs.jobTypeId),
  ]);
  return { departments: departmentOptions, locations: locationOptions, jobTypes: jobTypeOptions };
}
