import { and, eq, inArray, lt, or, sql, isNull, ne } from 'drizzle-orm';
import { applicationRecruiters, applications, statuses, users } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { UNTOUCHED_DAYS, type RecruiterWorkloadReport } from '../../../shared/contract/reports';
import { REJECTED_CODE } from '../../../shared/rules/pipeline-sequence';
import { applicationScope, type ReportScope } from './scope';

const DAY_MS = 86_400_000;

/** GET /api/reports/recruiter-workload: per assigned recruiter, open applicants and those untouched for 14 days (one statement). */
export async function recruiterWorkload(ctx: ServiceContext, scope: ReportScope): Promise<RecruiterWorkloadReport> {
  const rejected = ctx.db
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.appId, ctx.appId), eq(statuses.code, REJECTED_CODE)));
  const status = applications.currentStatusId;
  const open = and(
    or(isNull(status), sql`not (${inArray(status, rejected)})`),
    scope.hiredId === null ? undefined : or(isNull(status), ne(status, scope.hiredId)),
  );
  const untouched = lt(applications.statusChangedAt, new Date(ctx.now.getTime() - UNTOUCHED_DAYS * DAY_MS));
  const openCount = sql<number>`count(*)::int`;
  const rows = await ctx.db
    .select({
      userId: users.id,
      name: sql<string>`trim(${users.name} || ' ' || ${users.lastName})`,
      open: openCount,
      untouched: sql<number>`(count(*) filter (where ${untouched}))::int`,
    })
    .from(applicationRecruiters)
    .innerJoin(applications, eq(applications.id, applicationRecruiters.applicationId))
    .innerJoin(users, and(eq(users.id, applicationRecruiters.userId), eq(users.appId, ctx.appId)))
    .where(
      and(
        eq(applicationRecruiters.appId, ctx.appId),
        applicationScope(ctx, scope),
        open,
        scope.filter.recruiterId === undefined ? undefined : eq(applicationRecruiters.userId, scope.filter.recruiterId),
      ),
    )
    .groupBy(users.id, users.name, users.lastName)
    .orderBy(sql`${openCount} desc`, users.name, users.lastName, users.id);
  return {
    range: scope.range,
    rows: rows.map((row) => ({ userId: row.userId, name: row.name, open: Number(row.open), untouched: Number(row.untouched) })),
  };
}
