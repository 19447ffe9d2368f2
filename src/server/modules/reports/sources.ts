import { and, eq, sql } from 'drizzle-orm';
import { applicantSources, applicationStatusHistory, applications, statuses } from '../../db/schema';
import { columnById } from '../../db/column-by-id';
import type { ServiceContext } from '../../core/context';
import type { SourceEffectivenessReport, SourceEffectivenessRow } from '../../../shared/contract/reports';
import { applicationScope, inRange, rateOf, type ReportScope } from './scope';

// Source effectiveness: the applications created in the range, grouped once by (source, referred,
// utm_source) in SQL; the source, referral and utm rows are sums of those groups.

const UNKNOWN_SOURCE = 'Unknown';
const REFERRAL = 'Referral';
const SHORTLISTED = 'shortlisted';

type Figures = Pick<SourceEffectivenessRow, 'applicants' | 'shortlisted' | 'hired'>;
const none = (): Figures => ({ applicants: 0, shortlisted: 0, hired: 0 });
const add = (into: Figures, from: Figures) => {
  into.applicants += from.applicants;
  into.shortlisted += from.shortlisted;
  into.hired += from.hired;
};
const withRate = (figures: Figures) => ({ ...figures, hireRate: rateOf(figures.hired, figures.applicants) });
const mostFirst = (a: SourceEffectivenessRow, b: SourceEffectivenessRow) => b.applicants - a.applicants || a.label.localeCompare(b.label);

/** What each application's history reached: the hired status, and Shortlisted (by name) or hired. */
function reached(ctx: ServiceContext, scope: ReportScope) {
  const h = applicationStatusHistory;
  const shortlistedIds = ctx.db
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.appId, ctx.appId), sql`lower(${statuses.name}) = ${SHORTLISTED}`));
  const hired = scope.hiredId === null ? sql`false` : sql`${h.statusId} = ${scope.hiredId}::int`;
  return ctx.db
    .select({
      applicationId: h.applicationId,
      hired: sql<boolean>`bool_or(${hired})`.as('hired'),
      shortlisted: sql<boolean>`bool_or(${hired} or ${h.statusId} in (${shortlistedIds}))`.as('shortlisted'),
    })
    .from(h)
    .where(eq(h.appId, ctx.appId))
    .groupBy(h.applicationId)
    .as('reached');
}

/** GET /api/reports/source-effectiveness. */
export async function sourceEffectiveness(ctx: ServiceContext, scope: ReportScope): Promise<SourceEffectivenessReport> {
  const history = reached(ctx, scope);
  const utm = sql<string | null>`lower(${applications.utmSource})`;
  const groups = await ctx.db
    .select({
      sourceId: applications.sourceId,
      referred: sql<boolean>`${applications.referrerId} is not null`,
      utm,
      applicants: sql<number>`count(*)::int`,
      shortlisted: sql<number>`(count(*) filter (where ${history.shortlisted}))::int`,
      hired: sql<number>`(count(*) filter (where ${history.hired}))::int`,
    })
    .from(applications)
    .leftJoin(history, eq(history.applicationId, applications.id))
    .where(and(applicationScope(ctx, scope), inRange(scope, applications.createdAt)))
    .groupBy(applications.sourceId, sql`${applications.referrerId} is not null`, utm);

  const total = none();
  const referral = none();
  const bySource = new Map<number | null, Figures>();
  const byUtm = new Map<string, Figures>();
  for (const group of groups) {
    const figures = { applicants: Number(group.applicants), shortlisted: Number(group.shortlisted), hired: Number(group.hired) };
    add(total, figures);
    if (!bySource.has(group.sourceId)) bySource.set(group.sourceId, none());
    add(bySource.get(group.sourceId)!, figures);
    if (group.referred) add(referral, figures);
    if (group.utm !== null) {
      if (!byUtm.has(group.utm)) byUtm.set(group.utm, none());
      add(byUtm.get(group.utm)!, figures);
    }
  }
  const names = await columnById(ctx.db, applicantSources, applicantSources.source, {
    appId: ctx.appId,
    ids: [...bySource.keys()].filter((id): id is number => id !== null),
  });
  const sourceRows = [...bySource].map(([sourceId, figures]) => ({
    kind: 'source' as const,
    sourceId,
    label: (sourceId === null ? undefined : names.get(sourceId)) ?? UNKNOWN_SOURCE,
    ...withRate(figures),
  }));
  const utmRows = [...byUtm].map(([label, figures]) => ({ kind: 'utm' as const, sourceId: null, label, ...withRate(figures) }));
  return {
    range: scope.range,
    total: withRate(total),
    rows: [
      ...sourceRows.sort(mostFirst),
      { kind: 'referral', sourceId: null, label: REFERRAL, ...withRate(referral) },
      ...utmRows.sort(mostFirst),
    ],
  };
}
