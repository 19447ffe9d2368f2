import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../core/context';
import { notFound } from '../core/errors';
import type { Db } from './client';
import { listColumns, type PageQuery } from './paging';
import type { TenantTable } from './value-taken';

/**
 * What a set-up table of the app (applicant sources, applicant statuses) does as every such table
 * does: `scoped`, the condition for one row of the app; `reads`, the resource routes' list (a page
 * of `columns` in id order, searched in `search`) and one row (404 under `label` when the app has
 * none); `remove`, the delete of a row its module keeps while in use.
 */
export function appRecords<F extends Record<string, PgColumn | SQL>>(
  table: TenantTable,
  columns: F,
  { label, search }: { label: string; search: PgColumn[] },
) {
  const scoped = (ctx: Pick<ServiceContext, 'appId'>, id: number) => and(eq(table.appId, ctx.appId), eq(table.id, id));
  const list = (ctx: ServiceContext, query: PageQuery<never>) =>
    listColumns(ctx.db, query, { table, where: eq(table.appId, ctx.appId), search, order: [asc(table.id)] }, columns);
  async function one(ctx: ServiceContext, id: number) {
    const [row] = await ctx.db.select(columns).from(table).where(scoped(ctx, id));
    if (!row) throw notFound(label);
    return row;
  }
  type Row = Awaited<ReturnType<typeof one>>;
  /** Deletes the row in one transaction with `keep`, which is handed the row (404 when there is none) and throws to keep one in use. */
  const remove = (ctx: ServiceContext, id: number, keep: (db: Db, row: Row) => Promise<void>): Promise<void> =>
    ctx.db.transaction(async (db) => {
      await keep(db, await one({ ...ctx, db }, id));
      await db.delete(table).where(scoped(ctx, id));
    });
  return { scoped, reads: { list, one }, remove };
}
