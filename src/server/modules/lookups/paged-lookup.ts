import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../shared/contract/list';
import { paginate } from '../../db/paging';
import { likePattern } from '../../db/search';
import type { ServiceContext } from '../../http/context';

/** How one form lookup reads its table: what to select, which columns the search looks in, the order. */
export interface LookupSpec {
  table: PgTable;
  appId: PgColumn;
  fields: SelectedFields;
  search: PgColumn[];
  orderBy: (PgColumn | SQL)[];
  /** Extra fixed filter (e.g. role = recruiter). */
  where?: SQL;
  /** Left joins for nested objects; each join must itself be filtered to the app in `on`. */
  joins?: { table: PgTable; on: SQL }[];
}

export type LookupRow = Record<string, unknown>;

/** The one paged, searched, tenant-scoped list every lookup endpoint is built from. */
export function pagedLookup(ctx: ServiceContext, query: ListQuery, spec: LookupSpec) {
  const conditions: (SQL | undefined)[] = [eq(spec.appId, ctx.appId), spec.where];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(...spec.search.map((column) => ilike(column, pattern))));
  }
  const where = and(...conditions);
  return paginate(query, ctx.db.select({ value: count() }).from(spec.table).where(where), (offset, limit) => {
    let rows = ctx.db.select(spec.fields).from(spec.table).$dynamic();
    // A left join only widens the row type, which callers read as plain JSON anyway.
    for (const join of spec.joins ?? []) rows = rows.leftJoin(join.table, join.on) as unknown as typeof rows;
    return rows
      .where(where)
      .orderBy(...spec.orderBy)
      .limit(limit)
      .offset(offset) as Promise<LookupRow[]>;
  });
}
