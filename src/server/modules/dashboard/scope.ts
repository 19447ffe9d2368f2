import { and, eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { branches, departments, jobs } from '../../db/schema';
import { appToday } from '../../db/app-day';
import { invalid } from '../../core/errors';
import { unknownIds } from '../../db/unknown-ids';
import { UNKNOWN_BRANCH, UNKNOWN_DEPARTMENT, UNKNOWN_JOB } from '../../../shared/contract/lookups';
import type { ServiceContext } from '../../core/context';
import { ApplicationListQuerySchema, type ApplicationListQuery } from '../../../shared/contract/application';
import type { DashboardDate, DashboardFilter } from '../../../shared/contract/dashboard';
import { datePresetRange, type DateRange } from '../../../shared/rules/date-presets';
import { applicationListConditions } from '../application/service';
import { visibleJobs } from '../job/service';

// What a card's footer filters stand for: the days of `date`, the branch's location, and the
// applicant list's own query (GET v2/application with departmentId, jobId, locationId, fromDate
// and toDate), so a card's figures and its View All list are counted by the same conditions.

/** The days `date` names, relative to today in the app's time zone; null for all time. */
function dashboardRange(date: DashboardDate, today: string): DateRange | null {
  if (date === 'all') return null;
  if (date === 'thisMonth') return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
  return datePresetRange(date, today);
}

interface CardScope {
  today: string;
  range: DateRange | null;
  /** The branch's location; null without a branch (or for a branch with no location). */
  locationId: number | null;
  /** A branch without a location has no jobs: every figure of it is 0. */
  noJobs: boolean;
  filter: DashboardFilter;
}

/** 422 naming each filter id that is not one of the app's (one statement); else the branch's location. */
async function branchLocation(ctx: ServiceContext, filter: DashboardFilter): Promise<{ locationId: number | null; noJobs: boolean }> {
  const { departmentId, jobId, branchId } = filter;
  const errors = await unknownIds(ctx.db, ctx.appId, [
    { field: 'departmentId', table: departments, id: departmentId, unknown: UNKNOWN_DEPARTMENT },
    { field: 'jobId', table: jobs, id: jobId, unknown: UNKNOWN_JOB },
    { field: 'branchId', table: branches, id: branchId, unknown: UNKNOWN_BRANCH },
  ]);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (branchId === undefined) return { locationId: null, noJobs: false };
  const [branch] = await ctx.db
    .select({ locationId: branches.locationId })
    .from(branches)
    .where(and(eq(branches.appId, ctx.appId), eq(branches.id, branchId)));
  return { locationId: branch.locationId, noJobs: branch.locationId === null };
}

/** The filters checked against the app and turned into days and a location. */
export async function cardScope(ctx: ServiceContext, filter: DashboardFilter): Promise<CardScope> {
  const [{ locationId, noJobs }, today] = await Promise.all([branchLocation(ctx, filter), appToday(ctx)]);
  return { today, range: dashboardRange(filter.date, today), locationId, noJobs, filter };
}

/** The applicant list's query for the card's filters, parsed as the list parses its address. */
function listQueryOf(scope: CardScope): ApplicationListQuery {
  const { departmentId, jobId } = scope.filter;
  return v.parse(ApplicationListQuerySchema, {
    departmentId,
    jobId,
    locationId: scope.locationId ?? undefined,
    fromDate: scope.range?.fromDate,
    toDate: scope.range?.toDate,
  });
}

/** The applications a card counts: exactly those its View All list shows the user. */
export function cardApplications(ctx: ServiceContext, scope: CardScope): SQL {
  return and(applicationListConditions(ctx, listQueryOf(scope)), scope.noJobs ? sql`false` : undefined)!;
}

/** What every card answers beside its figures: the range and location View All opens the list with. */
export const cardLinks = (scope: CardScope) => ({ range: scope.range, locationId: scope.locationId });

/** The card's jobs: the user's (as their job list shows them), in the department, the job itself, at the branch's location. */
export function cardJobs(ctx: ServiceContext, scope: CardScope): SQL {
  const { departmentId, jobId } = scope.filter;
  return and(
    visibleJobs(ctx, ctx.appId),
    departmentId === undefined ? undefined : eq(jobs.departmentId, departmentId),
    jobId === undefined ? undefined : eq(jobs.id, jobId),
    scope.locationId === null ? undefined : eq(jobs.locationId, scope.locationId),
    scope.noJobs ? sql`false` : undefined,
  )!;
}
