import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import type { FieldErrors } from '../core/errors';

/** An id a query names, the app's table it must be a row of, and what to say when it is not. */
export interface NamedId {
  field: string;
  table: PgTable & { id: PgColumn; appId: PgColumn };
  /** Left out (undefined): the query does not name one, nothing to check. */
  id: number | undefined;
  unknown: string;
}

/**
 * The filter fields whose ids are not rows of the app (another app's ids included), each with its
 * message; all of them checked in one statement. Empty when every named id is known.
 */
export async function unknownIds(db: Db, appId: number, named: readonly NamedId[]): Promise<FieldErrors> {
  const given = named.filter((entry) => entry.id !== undefined);
  if (given.length === 0) return {};
  const checks = given.map(
    ({ field, table, id }) =>
      sql`exists (select 1 from ${table} where ${table.appId} = ${appId} and ${table.id} = ${id}::int) as ${sql.identifier(field)}`,
  );
  const result = await db.execute(sql`select ${sql.join(checks, sql`, `)}`);
  const [found] = (result as unknown as { rows: Record<string, boolean>[] }).rows;
  return Object.fromEntries(given.filter(({ field }) => !found[field]).map(({ field, unknown }) => [field, [unknown]]));
}
