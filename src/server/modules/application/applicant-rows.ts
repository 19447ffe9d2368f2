import { aliasedTable, and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import {
  applicantSources,
  applicantStatuses,
  applications,
  cities,
  departments,
  designations,
  jobs,
  locations,
  pipelines,
  referralStatuses,
  users,
  stages,
  statuses,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { anyOf } from '../../db/any-of';
import { preparedOnce } from '../../db/paging';
import { applicantStatusJoin, currentStageJoin, currentStatusJoin } from './current-status';

// Every read of applicant rows starts from one FROM: the application, its job, and each lookup an
// applicant row shows, all joined on the application's app. A select names the fields it shows
// and may join more. Each lookup is a left join on its primary key, which PostgreSQL drops when
// the select reads none of its columns: a read pays only for the lookups it shows.

/** The job's managers and their designations (`users` itself is not joined: a select may join it for its own purpose). */
export const hiringManagers = aliasedTable(users, 'hiring_managers');
export const hiringManagerDesignations = aliasedTable(designations, 'hiring_manager_designations');
export const recruitingManagers = aliasedTable(users, 'recruiting_managers');
export const recruitingManagerDesignations = aliasedTable(designations, 'recruiting_manager_designations');
/** The referrer, with the referrer's own department and designation (`departments` is the job's). */
export const referrers = aliasedTable(users, 'referrers');
export const referrerDepartments = aliasedTable(departments, 'referrer_departments');
export const referrerDesignations = aliasedTable(designations, 'referrer_designations');

const sameApp = (appId: PgColumn) => eq(appId, applications.appId);

function applicantsFrom(db: Db, fields: SelectedFields) {
  return db
    .select(fields)
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), sameApp(jobs.appId)))
    .leftJoin(pipelines, and(eq(pipelines.id, jobs.pipelineId), sameApp(pipelines.appId)))
    .leftJoin(departments, and(eq(departments.id, jobs.departmentId), sameApp(departments.appId)))
    .leftJoin(locations, and(eq(locations.id, jobs.locationId), sameApp(locations.appId)))
    .leftJoin(cities, and(eq(cities.id, locations.cityId), sameApp(cities.appId)))
    .leftJoin(hiringManagers, and(eq(hiringManagers.id, jobs.hiringManagerId), sameApp(hiringManagers.appId)))
    .leftJoin(
      hiringManagerDesignations,
      and(eq(hiringManagerDesignations.id, hiringManagers.designationId), sameApp(hiringManagerDesignations.appId)),
    )
    .leftJoin(recruitingManagers, and(eq(recruitingManagers.id, jobs.recruitingManagerId), sameApp(recruitingManagers.appId)))
    .leftJoin(
      recruitingManagerDesignations,
      and(eq(recruitingManagerDesignations.id, recruitingManagers.designationId), sameApp(recruitingManagerDesignations.appId)),
    )
    .leftJoin(applicantSources, and(eq(applicantSources.id, applications.sourceId), sameApp(applicantSources.appId)))
    .leftJoin(stages, currentStageJoin)
    .leftJoin(statuses, currentStatusJoin)
    .leftJoin(applicantStatuses, applicantStatusJoin)
    .leftJoin(referralStatuses, and(eq(referralStatuses.id, applications.referralStatusId), sameApp(referralStatuses.appId)))
    .leftJoin(referrers, and(eq(referrers.id, applications.referrerId), sameApp(referrers.appId)))
    .leftJoin(referrerDepartments, and(eq(referrerDepartments.id, referrers.departmentId), sameApp(referrerDepartments.appId)))
    .leftJoin(referrerDesignations, and(eq(referrerDesignations.id, referrers.designationId), sameApp(referrerDesignations.appId)));
}

/** Which tables of `applicantsFrom` a row may lack (the left-joined ones). */
type ApplicantJoins = ReturnType<typeof applicantsFrom>['_']['nullabilityMap'];

/**
 * `fields` of applications, with their job and the job's pipeline, department, location, city and
 * managers (with their designations), and the application's source, stage, status, referral status
 * and referrer.
 */
export function selectApplicants<F extends SelectedFields>(db: Db, fields: F) {
  // TypeScript cannot follow drizzle's join types through a generic selection: the joins are typed
  // once above, and the rows are this selection's fields under them.
  return applicantsFrom(db, fields) as unknown as PgSelectBase<'applications', F, 'partial', ApplicantJoins>;
}

/**
 * `selectApplicants` of the applications of the app `appId` whose ids are `ids` (placeholders), in
 * no order: a list's page of rows, prepared once as `name` so a page costs one run of a known plan.
 */
export function preparedApplicantRows<F extends SelectedFields>(db: Db, name: string, fields: F) {
  return preparedOnce(db, name, (db, name) =>
    selectApplicants(db, fields)
      .where(and(eq(applications.appId, sql.placeholder('appId')), anyOf(applications.id, sql.placeholder('ids'))))
      .prepare(name),
  );
}

/** A row `selectApplicants` reads for `fields`. */
export type ApplicantRow<F extends SelectedFields> = Awaited<ReturnType<typeof selectApplicants<F>>>[number];

/** Who the applicant is and how to reach them, as the CSV exports name it first. */
export const applicantContactFields = {
  id: applications.id,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.applicantEmail,
  phone: applications.phoneNumber,
};

/**
 * `selectApplicants` of the applications matching `where`, in keyset batches of up to `size` rows by
 * id (an export's pull stream): a generator, so the next batch is read only when the consumer asks
 * for more (the response stream's backpressure) and memory stays flat.
 */
export async function* applicantBatches<F extends SelectedFields & { id: typeof applications.id }>(
  db: Db,
  fields: F,
  where: SQL,
  size: number,
): AsyncGenerator<ApplicantRow<F>[]> {
  let afterId = 0;
  for (;;) {
    const rows = await selectApplicants(db, fields)
      .where(and(where, gt(applications.id, afterId)))
      .orderBy(asc(applications.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** The referrer's name as an export shows it; null for an applicant nobody referred. */
export function referrerFullName(name: string | null, lastName: string | null): string | null {
  return name === null ? null : `${name} ${lastName ?? ''}`.trim();
}
