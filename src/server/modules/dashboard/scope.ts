import { and, eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { branches, departments, jobs } from '../../db/schema';
import { appToday } from '../../db/app-day';
import { invalid } from '../../core/errors';
import { unknownIds } from '../../db/unknown-ids';
import { UNKNOWN_BRANCH, UNKNOWN_DEPARTMENT, UNKNOWN_JOB } from '../../../shared/contract/lookups';
import type { ServiceContext } from '../../core/context';
import { ApplicationListQuerySchema, type ApplicationListQuery } from '../../../shared/contract/application';
import type { DashboardDate, DashboardFilter } from '../../../shared/contract/dashboard';
import { datePresetRange, type DateRange } from '../../../shared/rules/date-presets';
import { applicationListConditions, onAppDays } from '../application/service';
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

export interface CardScope {
  today: string;
  range: DateRange | null;
  /** The branch's location; null without a branch (or for a branch with no location). */
  locationId: number | null;
  /** A branch without a location has no jobs: every figure of it is 0. */
  noJobs: boolean;
  filter: DashboardFilter;
}

/** 422 naming each filter id that is not one of the app's, all checked in one statement. */
async function checkIds(ctx: ServiceContext, { departmentId, jobId, branchId }: DashboardFilter): Promise<void> {
  const errors = await unknownIds(ctx.db, ctx.appId, [
    { field: 'departmentId', table: departments, id: departmentId, unknown: UNKNOWN_DEPARTMENT },
    { field: 'jobId', table: jobs, id: jobId, unknown: UNKNOWN_JOB },
    { field: 'branchId', table: branches, id: branchId, unknown: UNKNOWN_BRANCH },
  ]);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The branch's location, once the filter's ids are known to be the app's. */
async function branchLocation(ctx: ServiceContext, branchId: number, checked: Promise<void>): Promise<number | null> {
  await checked;
  const [branch] = await ctx.db
    .select({ locationId: branches.locationId })
    .from(branches)
    .where(and(eq(branches.appId, ctx.appId), eq(branches.id, branchId)));
  return branch.locationId;
}

/**
 * A card's figures for `filter`, with the range and location its View All opens the list with. The
 * filter's ids are checked beside the card's own statements rather than before them (a card of one
 * department answers in one round trip less); an unknown one answers 422 and its figures are dropped.
 * A branch is the exception: its location is part of the card's statements, so it is read first.
 */
export async function cardFigures<F>(
  ctx: ServiceContext,
  filter: DashboardFilter,
  figures: (scope: CardScope) => Promise<F>,
): Promise<F & { range: DateRange | null; locationId: number | null }> {
  const today = await appToday(ctx);
  const checked = checkIds(ctx, filter);
  const locationId = filter.branchId === undefined ? null : await branchLocation(ctx, filter.branchId, checked);
  const noJobs = filter.branchId !== undefined && locationId === null;
  const scope: CardScope = { today, range: dashboardRange(filter.date, today), locationId, noJobs, filter };
  const [answer] = await Promise.all([figures(scope), checked]);
  return { ...answer, range: scope.range, locationId };
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

/** A placeholder of a card's prepared statement. */
const bound = (name: string) => sql.placeholder(name);

/**
 * The card's jobs as a prepared statement's condition: the user's (as their job list shows them),
 * in the department, the job itself, at the branch's location, created on the filter's days. Only
 * the filters set are in its text, each value a placeholder: one text per shape serves every app and
 * user, and `name` tells the shapes apart. `values` binds them.
 */
export function cardJobs(ctx: ServiceContext, scope: CardScope, createdAt: PgColumn) {
  const { departmentId, jobId } = scope.filter;
  const { fromDate, toDate } = scope.range ?? {};
  const set = { department: departmentId, job: jobId, location: scope.locationId ?? undefined, from: fromDate, to: toDate };
  const shape = Object.keys(set).filter((key) => set[key as keyof typeof set] !== undefined);
  const own = ctx.user.role === 'hiring_manager';
  return {
    name: [own ? 'own' : 'all', ...shape, ...(scope.noJobs ? ['none'] : [])].join('_'),
    where: and(
      visibleJobs(ctx, bound('appId'), bound('userId')),
      departmentId === undefined ? undefined : eq(jobs.departmentId, bound('department')),
      jobId === undefined ? undefined : eq(jobs.id, bound('job')),
      scope.locationId === null ? undefined : eq(jobs.locationId, bound('location')),
      onAppDays(bound('appId'), createdAt, { fromDate: fromDate && bound('from'), toDate: toDate && bound('to') }),
      scope.noJobs ? sql`false` : undefined,
    )!,
    values: { appId: ctx.appId, userId: ctx.user.id, today: scope.today, ...set },
  };
}
