import { and, count, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { listMeta, type ListMeta, type SortOrder } from '../../shared/contract/list';
import type { Db } from './client';
import { likePattern } from './search';

/** One ORDER BY key of a sortable list: a column or expression; a nullable one sorts its empty values last. */
export type SortKey = PgColumn | SQL | { by: PgColumn | SQL; nullsLast: true };

/** The keys a list may be sorted by (the query's `sort` is one of them), and the tie-breaking column. */
export interface ColumnSort<S extends string> {
  columns: Record<S, SortKey>;
  defaultSort: S;
  /** The direction when the query names none (default ascending). */
  defaultOrder?: (sort: S) => SortOrder;
  /** Ties are broken by this column in the same direction, so pages never overlap or skip a row. */
  tie: PgColumn;
}

/** What a list reads: the table it counts, its fixed conditions, where a search looks, its order. */
export interface ListSource<S extends string> {
  table: PgTable;
  /** The tenant and any filters. */
  where: SQL | undefined;
  /** Columns matched case-insensitively by "contains", or the condition a search makes of its pattern. */
  search?: readonly (PgColumn | SQL)[] | ((pattern: string) => SQL | undefined);
  /** A fixed order, or the whitelisted sort columns. */
  order: (PgColumn | SQL)[] | ColumnSort<S>;
}

export interface PageQuery<S extends string> {
  page: number;
  limit: number;
  search: string;
  sort?: S;
  order?: SortOrder;
}

/** What the page query is given; it must select `total` (the helper reads the count from it when it can). */
export interface PageSlice {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  total: SQL<number>;
}

function orderOf<S extends string>(order: ListSource<S>['order'], query: PageQuery<S>): SQL[] {
  if (Array.isArray(order)) return order.map((key) => sql`${key}`);
  const sort = query.sort ?? order.defaultSort;
  const direction = sql.raw(query.order ?? order.defaultOrder?.(sort) ?? 'asc');
  const key = order.columns[sort];
  const by = typeof key === 'object' && 'nullsLast' in key ? sql`${key.by} ${direction} nulls last` : sql`${key} ${direction}`;
  return [by, sql`${order.tie} ${direction}`];
}

function searchOf<S extends string>(search: ListSource<S>['search'], text: string): SQL | undefined {
  if (!text || !search) return undefined;
  const pattern = likePattern(text);
  return typeof search === 'function' ? search(pattern) : or(...search.map((column) => ilike(column, pattern)));
}

/**
 * Every paged list: `{ data, meta }` from one statement. A search scans the matching rows anyway,
 * so the page query counts them too (`count(*) over ()`); without one the count is a subquery of
 * the page query (run once, as an init plan), so a page costs one round trip, not two.
 */
export async function listPage<R extends { total: number }, S extends string = never>(
  db: Db,
  query: PageQuery<S>,
  source: ListSource<S>,
  rows: (slice: PageSlice) => Promise<R[]>,
): Promise<{ data: Omit<R, 'total'>[]; meta: ListMeta }> {
  const searched = searchOf(source.search, query.search);
  const where = and(source.where, searched);
  const offset = (query.page - 1) * query.limit;
  const countAll = async () => (await db.select({ value: count() }).from(source.table).where(where))[0]?.value ?? 0;
  const total = searched
    ? sql<number>`(count(*) over ())::int`
    : sql<number>`(${db.select({ value: count() }).from(source.table).where(where)})::int`;
  const found = await rows({ where, orderBy: orderOf(source.order, query), limit: query.limit, offset, total });
  // A page past the last one has no row to carry the count.
  const totalRows = found[0]?.total ?? (offset > 0 ? await countAll() : 0);
  return { data: found.map(({ total: _total, ...row }) => row), meta: listMeta(totalRows, query.page, query.limit) };
}

/** A list's page without a search, its statement prepared: `where` holds placeholders for `values`. */
export interface PreparedPageSource<S extends string> extends Omit<ListSource<S>, 'search'> {
  /** The statement's name, one per shape (which conditions, which sort and direction). */
  name: string;
  /** The column the page's rows are given by. */
  id: PgColumn;
  /** The values of the placeholders in `where`. */
  values: Record<string, unknown>;
}

/**
 * The ids of a page and their meta, as listPage reads them (the count an init plan of the page
 * statement), from statements built once per shape and database and prepared on each connection.
 */
export async function listPreparedIds<S extends string>(
  db: Db,
  query: PageQuery<S>,
  source: PreparedPageSource<S>,
): Promise<{ data: { id: number }[]; meta: ListMeta }> {
  const offset = (query.page - 1) * query.limit;
  const countAll = preparedOnce(db, `${source.name}_count`, (db, name) =>
    db.select({ value: count() }).from(source.table).where(source.where).prepare(name),
  );
  const page = preparedOnce(db, source.name, (db, name) =>
    db
      .select({ id: source.id, total: sql<number>`(${db.select({ value: count() }).from(source.table).where(source.where)})::int` })
      .from(source.table)
      .where(source.where)
      .orderBy(...orderOf(source.order, query))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const found = (await page.execute({ ...source.values, limit: query.limit, offset })) as { id: number; total: number }[];
  // A page past the last one has no row to carry the count.
  const totalRows = found[0]?.total ?? (offset > 0 ? ((await countAll.execute(source.values))[0]?.value ?? 0) : 0);
  return { data: found.map(({ id }) => ({ id })), meta: listMeta(totalRows, query.page, query.limit) };
}

/** A list whose rows are plain columns of its own table: the page query is the one every such list writes. */
export function listColumns<F extends Record<string, PgColumn | SQL>, S extends string = never>(
  db: Db,
  query: PageQuery<S>,
  source: ListSource<S>,
  fields: F,
) {
  return listPage(db, query, source, ({ where, orderBy, limit, offset, total }) =>
    db
      .select({ ...fields, total })
      .from(source.table)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
}

// Drizzle rebuilds a statement's SQL text on every call, a good part of a list request's CPU. A
// statement whose shape is fixed (the rows of a page's ids, above all) is built once per database
// with placeholders, and prepared under its name on each connection that runs it.
const preparedStatements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `build` makes with `db`, built on first use and kept for that database. `name` is
 * the prepared statement's name: one per shape, as a connection knows each name by one text.
 */
export function preparedOnce<Q>(db: Db, name: string, build: (db: Db, name: string) => Q): Q {
  let statements = preparedStatements.get(db);
  if (!statements) preparedStatements.set(db, (statements = new Map()));
  let statement = statements.get(name) as Q | undefined;
  if (statement === undefined) statements.set(name, (statement = build(db, name)));
  return statement;
}
