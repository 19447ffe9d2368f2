import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import { locations } from '../../db/schema';
import type { CityOption, LOOKUP_ROW_SCHEMAS } from '../../../shared/contract/lookups';
import type { ListQuery, ListResponse } from '../../../shared/contract/list';
import { listPage } from '../../db/paging';
import type { ServiceContext } from '../../core/context';

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

/**
 * A lookup's row as the contract declares it. The table-driven select cannot type its fields, so
 * `pagedLookup` answers the declared type; the server tests check every answer against the schema.
 */
export type LookupRow = v.InferOutput<(typeof LOOKUP_ROW_SCHEMAS)[keyof typeof LOOKUP_ROW_SCHEMAS]>;

/** A city row before `withLocations` adds its office locations. */
export type CityRow = Omit<CityOption, 'locations'>;

/** The one paged, searched, tenant-scoped list every lookup endpoint is built from. */
export async function pagedLookup<Row extends LookupRow | CityRow = LookupRow>(
  ctx: ServiceContext,
  query: ListQuery,
  spec: LookupSpec,
): Promise<ListResponse<Row>> {
  const source = { table: spec.table, where: and(eq(spec.appId, ctx.appId), spec.where), search: spec.search, order: spec.orderBy };
  const page = await listPage(ctx.db, query, source, ({ where, orderBy, limit, offset, total }) => {
    let rows = ctx.db
      .select({ ...spec.fields, total })
      .from(spec.table)
      .$dynamic();
    // A left join only widens the row type, which callers read as plain JSON anyway.
    for (const join of spec.joins ?? []) rows = rows.leftJoin(join.table, join.on) as unknown as typeof rows;
    return rows
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset) as Promise<(Record<string, unknown> & { total: number })[]>;
  });
  return page as ListResponse<Row>;
}

/** A city row carries its office locations, so the job form can pick both from one list. */
export async function withLocations(ctx: ServiceContext, rows: CityRow[]) {
  const ids = rows.map((row) => Number(row.cityId));
  const found = ids.length
    ? await ctx.db
        .select({
          cityId: locations.cityId,
          locationId: locations.id,
          locationDisplay: locations.locationDisplay,
          address: locations.address,
          pincode: locations.pincode,
        })
        .from(locations)
        .where(and(eq(locations.appId, ctx.appId), inArray(locations.cityId, ids)))
        .orderBy(asc(locations.locationDisplay))
    : [];
  return rows.map((row) => ({ ...row, locations: found.filter((l) => l.cityId === row.cityId).map(({ cityId: _city, ...l }) => l) }));
}
