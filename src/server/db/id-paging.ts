import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { listMeta, type ListMeta } from '../../shared/contract/list';
import type { Db } from './client';

// Large lists (applicants, referrals, payables) page through ids, kept cheap on 200,000 rows: the
// page query reads one table alone (lookups are joined for the page's ids only), and a page past
// the middle is read from the other end in the reverse order, so a late page skips as few rows as
// an early one.
//
// A search counts its matches only so far: a broad one ("priya" in a million applicants) would
// otherwise read every match from the table on every page. The count goes up to the next
// thousand past the page shown, so the pager always knows whether there is more, and the
// total is then marked as "at least".

export interface IdPage {
  ids: number[];
  meta: ListMeta;
}

/** What a list query asks of its page. */
export interface IdPageQuery {
  page: number;
  limit: number;
  search?: string;
}

/** A list's ids query, filtered: the page query orders and slices it. */
export interface IdSelect {
  orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): Promise<{ id: number }[]> } };
}

export interface IdPageSource {
  query: IdPageQuery;
  /** A fresh ids query of the list (a query builder is spent once ordered). */
  select: () => IdSelect;
  /** The list's order, or its exact reverse. */
  order: (reversed: boolean) => SQL[];
  /** The number of rows, or of at most `upTo` of them when given. */
  total: (upTo?: number) => Promise<number>;
}

/** A search's matches are counted in steps of this many. */
export const SEARCH_COUNT_STEP = 1000;

/** How far a search counts for a page ending at row `end`: the next step past it. */
export const searchCountCap = (end: number) => (Math.floor(end / SEARCH_COUNT_STEP) + 1) * SEARCH_COUNT_STEP;

/** The ids of the query's page, in list order, and the page's meta. */
export async function pageByIds(source: IdPageSource): Promise<IdPage> {
  const { page, limit } = source.query;
  const counted = await idsAndTotal(source, page, limit);
  return { ids: counted.ids, meta: listMeta(counted.total, page, limit, counted.totalCapped) };
}

async function idsAndTotal(source: IdPageSource, page: number, limit: number) {
  const offset = (page - 1) * limit;
  const forward = source.order(false);
  const idsOf = async (order: SQL[], take: number, skip: number) =>
    (
      await source
        .select()
        .orderBy(...order)
        .limit(take)
        .offset(skip)
    ).map((row) => row.id);
  if (source.query.search) {
    const cap = searchCountCap(offset + limit);
    const [ids, counted] = await Promise.all([idsOf(forward, limit, offset), source.total(cap + 1)]);
    return { ids, total: Math.min(counted, cap), totalCapped: counted > cap };
  }
  if (offset === 0) {
    const [ids, total] = await Promise.all([idsOf(forward, limit, 0), source.total()]);
    return { ids, total, totalCapped: false };
  }
  const total = await source.total();
  if (offset >= total) return { ids: [], total, totalCapped: false };
  const take = Math.min(limit, total - offset);
  const fromEnd = total - offset - take;
  const ids = fromEnd >= offset ? await idsOf(forward, take, offset) : (await idsOf(source.order(true), take, fromEnd)).reverse();
  return { ids, total, totalCapped: false };
}

/** The number of rows of `table` that `where` keeps, or of at most `upTo` of them (a subquery that stops there). */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined, upTo?: number): Promise<number> {
  const [row] =
    upTo === undefined
      ? await db.select({ total: count() }).from(table).where(where)
      : await db.select({ total: count() }).from(
          db
            .select({ one: sql`1` })
            .from(table)
            .where(where)
            .limit(upTo)
            .as('matching'),
        );
  return row?.total ?? 0;
}

/** The rows read for a page's ids, in the page's order (an id without a row is left out). */
export function inIdOrder<R>(ids: readonly number[], rows: readonly R[], idOf: (row: R) => number): R[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
