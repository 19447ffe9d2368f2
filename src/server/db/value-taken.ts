import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A tenant-owned table: its rows carry an id and the app they belong to. */
export type TenantTable = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }>; appId: AnyPgColumn };

/**
 * Whether another row of the app already holds `value` in `column`, whatever its case (names,
 * slugs and codes are unique per app that way). `exceptId` is the row being renamed.
 */
export async function valueTaken(
  db: Db,
  table: TenantTable,
  column: AnyPgColumn | SQL,
  found: { appId: number; value: string; exceptId?: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.appId, found.appId),
        sql`lower(${column}) = lower(${found.value})`,
        found.exceptId === undefined ? undefined : ne(table.id, found.exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
