import { and, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applicationRecruiters, applications, jobs } from '../../db/schema';
import { notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

// Who sees which applications (README "Applicant access"): admins every live application of the
// app; hiring managers those of the jobs they are hiring manager of; recruiters those of the jobs
// they are recruiting manager of and those they are assigned to. The trash is never visible here.

/** The applications the signed-in user may see and move, as a condition on `applications`. */
export function visibleApplications(ctx: Pick<ServiceContext, 'appId' | 'user'>): SQL {
  const live = and(eq(applications.appId, ctx.appId), isNull(applications.deletedAt))!;
  const { role, id } = ctx.user;
  if (role === 'admin') return live;
  const ownJob = (column: typeof jobs.hiringManagerId | typeof jobs.recruitingManagerId) =>
    sql`${applications.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.appId} = ${ctx.appId} and ${column} = ${id})`;
  if (role === 'hiring_manager') return and(live, ownJob(jobs.hiringManagerId))!;
  if (role === 'recruiter') {
    const assigned = exists(
      sql`(select 1 from ${applicationRecruiters} where ${applicationRecruiters.applicationId} = ${applications.id} and ${applicationRecruiters.userId} = ${id})`,
    );
    return and(live, or(ownJob(jobs.recruitingManagerId), assigned))!;
  }
  return sql`false`;
}

/**
 * `column` (of a row of the same app, e.g. a payable record) names an application the user may
 * see. An admin sees all but the trash, so for them this asks "not trashed": the few trashed
 * applications are read from the trash index instead of every live application being hashed.
 */
export function refersToVisibleApplication(ctx: Pick<ServiceContext, 'appId' | 'user'>, column: PgColumn): SQL {
  if (ctx.user.role === 'admin') {
    return sql`not exists (select 1 from ${applications} where ${applications.id} = ${column} and ${applications.appId} = ${ctx.appId} and ${applications.deletedAt} is not null)`;
  }
  return sql`${column} in (select ${applications.id} from ${applications} where ${visibleApplications(ctx)})`;
}

export interface VisibleApplication {
  id: number;
  jobId: number;
  currentStageId: number | null;
  currentStatusId: number | null;
  applicantStatusId: number | null;
}

/**
 * The application if the user may see it, or 404 — unknown ids, another app's, a trashed one and
 * one the user may not see all look the same. Pass a transaction's `db` to read inside it.
 */
export async function findVisibleApplication(ctx: Pick<ServiceContext, 'appId' | 'user'>, id: number, db: Db): Promise<VisibleApplication> {
  const [row] = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      currentStageId: applications.currentStageId,
      currentStatusId: applications.currentStatusId,
      applicantStatusId: applications.applicantStatusId,
    })
    .from(applications)
    .where(and(eq(applications.id, id), visibleApplications(ctx)));
  if (!row) throw notFound('Applicant');
  return row;
}
