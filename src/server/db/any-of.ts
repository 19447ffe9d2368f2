import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

// `column in ($1, $2, …)` sends one parameter per value: a batch of a few hundred ids costs more in
// building, sending and parsing the statement than in running it. These send the whole list as one
// array parameter, the same on PGlite and on a PostgreSQL server.

/** `column = any($1::int[])`: the column equals one of `ids`. */
export const inIds = (column: AnyColumn | SQL, ids: readonly number[]): SQL => sql`${column} = any(${sql.param(ids)}::int[])`;

/** `column = any($1::text[])`: the column equals one of `values`. */
export const inTexts = (column: AnyColumn | SQL, values: readonly string[]): SQL => sql`${column} = any(${sql.param(values)}::text[])`;

/** `column = any(ids)` for a prepared statement's placeholder: its text stays the same whatever the number of ids. */
export const anyOf = (column: AnyColumn, ids: Placeholder): SQL => sql`${column} = any(${ids})`;

/** One array parameter of `type` (for `unnest(…)`): many rows' values of one column in one parameter. */
export const arrayParam = (values: readonly unknown[], type: 'int' | 'text' | 'boolean'): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;
