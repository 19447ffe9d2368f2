import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import type { TenantTable } from './value-taken';

/** One column of the app's rows with these ids, keyed by id (no ids reads nothing). */
export async function columnById<V>(
  db: Db,
  table: TenantTable,
  column: AnyPgColumn<{ data: V; notNull: true }>,
  found: { appId: number; ids: number[] },
): Promise<Map<number, V>> {
  if (found.ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, value: column })
    .from(table)
    .where(and(eq(table.appId, found.appId), inArray(table.id, found.ids)));
  return new Map(rows.map((row) => [row.id, row.value]));
}
