import { and, count, eq } from 'drizzle-orm';
import { applicantSources, applications } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import type { ApplicantSourceCard, DashboardFilter, SourceRow } from '../../../shared/contract/dashboard';
import { cardApplications, cardFigures } from './scope';

/** The row of applications with no source. */
const UNKNOWN_SOURCE = 'Unknown';

const mostFirst = (a: SourceRow, b: SourceRow) => b.applications - a.applications || a.source.localeCompare(b.source);

/** GET /api/dashboard/applicant-source: the card's applications per source, most first, then by name. */
export function applicantSourceCard(ctx: ServiceContext, filter: DashboardFilter): Promise<ApplicantSourceCard> {
  return cardFigures(ctx, filter, async (scope) => {
    const rows = await ctx.db
      .select({ sourceId: applications.sourceId, source: applicantSources.source, applications: count() })
      .from(applications)
      .leftJoin(applicantSources, and(eq(applicantSources.id, applications.sourceId), eq(applicantSources.appId, applications.appId)))
      .where(cardApplications(ctx, scope))
      .groupBy(applications.sourceId, applicantSources.source);
    return {
      rows: rows
        .map((row) => ({ sourceId: row.sourceId, source: row.source ?? UNKNOWN_SOURCE, applications: row.applications }))
        .sort(mostFirst),
    };
  });
}
