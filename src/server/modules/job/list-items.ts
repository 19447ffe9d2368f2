import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  cities,
  countries,
  departments,
  jobPlatforms,
  jobs,
  jobTypes,
  locations,
  publishPlatforms,
  referralAmountSlabs,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/paging';
import { anyOf } from '../../db/any-of';
import { jsonArray } from '../../db/json-array';
import type { ServiceContext } from '../../core/context';
import type { JobListItem, PlatformRef } from '../../../shared/contract/job-views';

/** The platforms each job is published to, in the platform list's order. */
export async function platformsOf(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, PlatformRef[]>> {
  const rows = ids.length
    ? await ctx.db
        .select({ jobId: jobPlatforms.jobId, id: publishPlatforms.id, name: publishPlatforms.name })
        .from(jobPlatforms)
        .innerJoin(publishPlatforms, and(eq(publishPlatforms.id, jobPlatforms.platformId), eq(publishPlatforms.appId, ctx.appId)))
        .where(and(eq(jobPlatforms.appId, ctx.appId), inArray(jobPlatforms.jobId, [...ids])))
        .orderBy(asc(publishPlatforms.sortOrder), asc(publishPlatforms.id))
    : [];
  const byJob = new Map<number, PlatformRef[]>();
  for (const { jobId, ...platform } of rows) byJob.set(jobId, [...(byJob.get(jobId) ?? []), platform]);
  return byJob;
}

/**
 * A job's platforms as a JSON array in the platform list's order, read in the row's own statement
 * (a second round trip per page cost more than the subquery).
 */
const platformsJson = jsonArray<PlatformRef>(
  { id: publishPlatforms.id, name: publishPlatforms.name },
  sql`from ${jobPlatforms} inner join ${publishPlatforms} on ${publishPlatforms.id} = ${jobPlatforms.platformId} and ${publishPlatforms.appId} = ${jobs.appId}
    where ${jobPlatforms.appId} = ${jobs.appId} and ${jobPlatforms.jobId} = ${jobs.id}`,
  sql`${publishPlatforms.sortOrder}, ${publishPlatforms.id}`,
);

const sameApp = (appId: PgColumn) => eq(appId, jobs.appId);

/** The list rows of an app's jobs with the given ids. */
const prepareJobRows = (db: Db, name: string) =>
  db
    .select({
      jobId: jobs.id,
      jobTitle: jobs.jobTitle,
      jobCode: jobs.jobCode,
      jobSlug: jobs.slug,
      numberOfPositions: jobs.numberOfPositions,
      applicationCount: jobs.applicationCount,
      createdAt: jobs.createdAt,
      expiryDate: jobs.expiryDate,
      jobStatusId: jobs.jobStatusId,
      employmentCategoryId: jobs.employmentCategoryId,
      departmentId: departments.id,
      departmentName: departments.departmentName,
      jobType: jobTypes.jobType,
      locationDisplay: locations.locationDisplay,
      city: cities.city,
      country: countries.name,
      referralAmountId: referralAmountSlabs.id,
      referralSlug: referralAmountSlabs.slug,
      referralAmount: referralAmountSlabs.amount,
      platforms: platformsJson,
    })
    .from(jobs)
    .leftJoin(departments, and(eq(departments.id, jobs.departmentId), sameApp(departments.appId)))
    .leftJoin(jobTypes, and(eq(jobTypes.id, jobs.jobTypeId), sameApp(jobTypes.appId)))
    .leftJoin(locations, and(eq(locations.id, jobs.locationId), sameApp(locations.appId)))
    .leftJoin(cities, and(eq(cities.id, locations.cityId), sameApp(cities.appId)))
    .leftJoin(countries, and(eq(countries.id, cities.countryId), sameApp(countries.appId)))
    .leftJoin(referralAmountSlabs, and(eq(referralAmountSlabs.id, jobs.referralAmountId), sameApp(referralAmountSlabs.appId)))
    .where(and(eq(jobs.appId, sql.placeholder('appId')), anyOf(jobs.id, sql.placeholder('ids'))))
    .prepare(name);

/**
 * The list rows of the given jobs, in the given order, with their platforms, in one statement that
 * reads these ids only, so a page costs the same however many jobs the app has.
 */
export async function loadListItems(ctx: ServiceContext, ids: readonly number[], today: string): Promise<JobListItem[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const rows = await preparedOnce(ctx.db, 'job_list_rows', prepareJobRows).execute({ appId: ctx.appId, ids: idList });
  const byId = new Map(rows.map((row) => [row.jobId, row]));
  return idList.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        jobId: row.jobId,
        jobTitle: row.jobTitle,
        jobCode: row.jobCode,
        jobSlug: row.jobSlug,
        numberOfPositions: row.numberOfPositions,
        jobApplication: row.applicationCount,
        created_at: row.createdAt.toISOString(),
        expiryDate: row.expiryDate,
        expired: row.expiryDate !== null && row.expiryDate < today,
        jobStatusId: row.jobStatusId,
        employmentCategoryId: row.employmentCategoryId,
        department: row.departmentId === null ? null : { departmentId: row.departmentId, departmentName: row.departmentName ?? '' },
        jobType: row.jobType === null ? null : { jobType: row.jobType },
        location: row.locationDisplay === null ? null : { locationDisplay: row.locationDisplay, city: row.city, country: row.country },
        referralAmount:
          row.referralAmountId === null
            ? null
            : { id: row.referralAmountId, slug: row.referralSlug ?? '', amount: row.referralAmount ?? 0 },
        publishplatforms: row.platforms,
      },
    ];
  });
}
