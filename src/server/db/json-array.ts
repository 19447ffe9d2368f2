import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// A child list read in its parent row's own statement: a correlated subquery that folds the
// children into one JSON array. One round trip per page instead of one per child list, which
// costs more than the subquery (and, on a cold process, several times more).

/**
 * `(select coalesce(json_agg(json_build_object('key', value, …) order by …), '[]') from …)`.
 * `from` is the subquery's `from … where …`, correlated with the outer row; the keys are the
 * objects' property names as the code reads them.
 */
export function jsonArray<T>(fields: Record<string, SQLWrapper>, from: SQL, orderBy: SQL): SQL<T[]> {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`jsonArray: "${key}" is not a plain property name`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<T[]>`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${orderBy}), '[]'::json) ${from})`;
}
