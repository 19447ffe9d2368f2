import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applicantStatuses, applications, applicationStatusHistory, statuses } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import {
  ACQUISITION_STEP_LABELS,
  ACQUISITION_STEPS,
  type AcquisitionsCard,
  type AcquisitionStep,
  type DashboardFilter,
} from '../../../shared/contract/dashboard';
import { REJECTED_CODE } from '../../../shared/rules/pipeline-sequence';
import { hiredStatusId } from '../application-status-change/service';
import { cardApplications, cardLinks, cardScope } from './scope';

// The funnel reads statuses by meaning: the hired pipeline status is General Settings' Payable
// Employee Status and a rejected one has the built-in code; Shortlisted and On Hold are statuses of
// that name. A job without a pipeline moves its applicants through applicant statuses, which carry
// no code: there every step is the applicant status of that name.

/** Which statuses mean a step: a condition on a pipeline status id and one on an applicant status id. */
interface StepStatuses {
  pipeline: (statusId: PgColumn) => SQL;
  applicant: (applicantStatusId: PgColumn) => SQL;
}

const named = (ctx: ServiceContext, table: typeof statuses | typeof applicantStatuses, name: string) => (column: PgColumn) =>
  sql`${column} in (select ${table.id} from ${table} where ${table.appId} = ${ctx.appId} and lower(trim(${table.name})) = ${name})`;

const byName = (ctx: ServiceContext, name: string): StepStatuses => ({
  pipeline: named(ctx, statuses, name),
  applicant: named(ctx, applicantStatuses, name),
});

/** Its current status is one of `step`'s: the pipeline status, or the applicant status when it has none. */
const isNow = (step: StepStatuses) =>
  sql`coalesce(${step.pipeline(applications.currentStatusId)}, ${step.applicant(applications.applicantStatusId)}, false)`;

/**
 * The app's applications whose history reached one of `step`'s statuses, each once, hash-joined to
 * the card's applications. A probe of each application's history (an EXISTS per row) took 1.1 s
 * for the unfiltered card at 200,000 applications; this takes about 0.35 s (a card narrowed to one
 * department pays the other way, 40 → 100 ms).
 */
const reachedIn = (ctx: ServiceContext, step: StepStatuses, name: string) =>
  ctx.db
    .selectDistinct({ applicationId: applicationStatusHistory.applicationId })
    .from(applicationStatusHistory)
    .where(
      and(
        eq(applicationStatusHistory.appId, ctx.appId),
        or(step.pipeline(applicationStatusHistory.statusId), step.applicant(applicationStatusHistory.applicantStatusId)),
      ),
    )
    .as(name);

/** It is at one of `step`'s statuses now, or its history (`history`, joined) reached one. */
const reached = (step: StepStatuses, history: { applicationId: PgColumn }) =>
  sql`(${step.pipeline(applications.currentStatusId)} or ${step.applicant(applications.applicantStatusId)} or ${history.applicationId} is not null)`;

const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** GET /api/dashboard/acquisitions: how many of the card's applications are at each step of the funnel. */
export async function acquisitionsCard(ctx: ServiceContext, filter: DashboardFilter): Promise<AcquisitionsCard> {
  const [scope, hiredId] = await Promise.all([cardScope(ctx, filter), hiredStatusId(ctx, ctx.db)]);
  const hired: StepStatuses = {
    pipeline: (column) => (hiredId === null ? sql`false` : eq(column, hiredId)),
    applicant: byName(ctx, 'hired').applicant,
  };
  const rejected: StepStatuses = {
    pipeline: (column) =>
      sql`${column} in (select ${statuses.id} from ${statuses} where ${statuses.appId} = ${ctx.appId} and ${statuses.code} = ${REJECTED_CODE})`,
    applicant: byName(ctx, 'rejected').applicant,
  };
  // Each step is within the one before it, as a funnel draws them: a rejected application is not
  // relevant, so neither does it count as shortlisted or hired any more.
  const shortlisted = byName(ctx, 'shortlisted');
  const shortlistedBefore = reachedIn(ctx, shortlisted, 'shortlisted_before');
  const hiredBefore = reachedIn(ctx, hired, 'hired_before');
  const relevant = sql`not ${isNow(rejected)}`;
  const wasHired = sql`(${relevant} and ${reached(hired, hiredBefore)})`;
  const [figures] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      relevant: counted(relevant),
      shortlisted: counted(sql`(${wasHired} or (${relevant} and ${reached(shortlisted, shortlistedBefore)}))`),
      on_hold: counted(sql`(${relevant} and ${isNow(byName(ctx, 'on hold'))})`),
      hired: counted(wasHired),
    })
    .from(applications)
    .leftJoin(shortlistedBefore, eq(shortlistedBefore.applicationId, applications.id))
    .leftJoin(hiredBefore, eq(hiredBefore.applicationId, applications.id))
    .where(cardApplications(ctx, scope));
  const percent = (count: number) => (figures.total === 0 ? 0 : Math.round((count * 100) / figures.total));
  return {
    total: figures.total,
    steps: ACQUISITION_STEPS.map((step: AcquisitionStep) => ({
      step,
      label: ACQUISITION_STEP_LABELS[step],
      count: figures[step],
      percent: percent(figures[step]),
    })),
    ...cardLinks(scope),
  };
}
