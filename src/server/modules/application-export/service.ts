import { and, count, inArray, type SQL } from 'drizzle-orm';
import { applications } from '../../db/schema';
import { likePattern } from '../../db/search';
import type { ServiceContext } from '../../core/context';
import type { ApplicationExportQuery } from '../../../shared/contract/application-export';
import { applicationListConditions, applicationSearch } from '../application/service';
import { appTimeZone } from '../../db/app-day';
import { exportBatches, exportLine } from './rows';

/** Rows read per query: big enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

/** The list's condition (visibility and filters), its search, and the selection when there is one. */
export function exportCondition(ctx: ServiceContext, query: ApplicationExportQuery): SQL {
  return and(
    applicationListConditions(ctx, query),
    query.search ? applicationSearch(likePattern(query.search)) : undefined,
    query.applicantId.length > 0 ? inArray(applications.id, query.applicantId) : undefined,
  )!;
}

export async function exportCount(ctx: ServiceContext, where: SQL): Promise<number> {
  const [row] = await ctx.db.select({ total: count() }).from(applications).where(where);
  return row?.total ?? 0;
}

/**
 * The CSV records as text chunks, one per keyset batch. A generator, so the next batch is read only
 * when the consumer asks for more (the response stream's backpressure).
 */
export async function* exportChunks(ctx: ServiceContext, where: SQL, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<string> {
  const timeZone = await appTimeZone(ctx);
  for await (const rows of exportBatches(ctx, where, batchSize)) yield rows.map((row) => exportLine(row, timeZone)).join('');
}

/** `applications-YYYY-MM-DD.csv`, the day of `now` in UTC. */
export const exportFileName = (now: Date) => `applications-${now.toISOString().slice(0, 10)}.csv`;
