import { and, eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { branches, departments, jobs } from '../../db/schema';
import { appToday } from '../../db/app-day';
import { invalid, type FieldErrors } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { ApplicationListQuerySchema, type ApplicationListQuery } from '../../../shared/contract/application';
import type { DashboardDate, DashboardFilter } from '../../../shared/contract/dashboard';
import { datePresetRange, type DateRange } from '../../../shared/rules/date-presets';
import { applicationListConditions } from '../application/service';

// What a card's footer filters stand for: the days of `date`, the branch's location, and the
// applicant list's own query (GET v2/application with departmentId, jobId, locationId, fromDate
// and toDate), so a card's figures and its View All list are counted by the same conditions.

const UNKNOWN_DEPARTMENT = 'Unknown department.';
const UNKNOWN_JOB = 'Unknown job.';
const UNKNOWN_BRANCH = 'Unknown branch.';

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

/** 422 naming each filter id that is not one of the app's, in one statement; else the branch's location. */
async function branchLocation(ctx: ServiceContext, filter: DashboardFilter): Promise<{ locationId: number | null; noJobs: boolean }> {
  const { departmentId, jobId, branchId } = filter;
  if (departmentId === undefined && jobId === undefined && branchId === undefined) return { locationId: null, noJobs: false };
  const found = (table: typeof departments | typeof jobs | typeof branches, id: number | undefined) =>
    id === undefined
      ? sql<boolean>`true`
      : sql<boolean>`exists (select 1 from ${table} where ${table.appId} = ${ctx.appId} and ${table.id} = ${id})`;
  const location =
    branchId === undefined
      ? sql<number | null>`null::int`
      : sql<
          number | null
        >`(select ${branches.locationId} from ${branches} where ${branches.appId} = ${ctx.appId} and ${branches.id} = ${branchId})`;
  const [row] = await ctx.db
    .select({
      department: found(departments, departmentId),
      job: found(jobs, jobId),
      branch: found(branches, branchId),
      locationId: location,
    })
    .from(sql`(select 1) as one`);
  const errors: FieldErrors = {};
  if (!row.department) errors.departmentId = [UNKNOWN_DEPARTMENT];
  if (!row.job) errors.jobId = [UNKNOWN_JOB];
  if (!row.branch) errors.branchId = [UNKNOWN_BRANCH];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { locationId: row.locationId, noJobs: branchId !== undefined && row.locationId === null };
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

/** The card's jobs: of the app, in the department, the job itself, at the branch's location. */
export function cardJobs(ctx: ServiceContext, scope: CardScope): SQL {
  const { departmentId, jobId } = scope.filter;
  return and(
    eq(jobs.appId, ctx.appId),
    departmentId === undefined ? undefined : eq(jobs.departmentId, departmentId),
    jobId === undefined ? undefined : eq(jobs.id, jobId),
    scope.locationId === null ? undefined : eq(jobs.locationId, scope.locationId),
    scope.noJobs ? sql`false` : undefined,
  )!;
}
