import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import type { Rng } from './random';
import type { FileStore } from '../../storage/file-store';

/** What every seeder gets: the transaction, the app being filled, its PRNG and the clock. */
export interface SeedContext {
  db: Db;
  appId: number;
  rng: Rng;
  now: Date;
  /** Where demo files (resumes) go; `stored` lists each one written. Without it none are made. */
  files?: SeedFiles;
}

export interface SeedFiles {
  storage: FileStore;
  stored: string[];
}

/** Name → id, failing loudly on a name the seed data does not define (a bug in the data files). */
export class IdMap {
  private readonly ids = new Map<string, number>();

  constructor(private readonly what: string) {}

  set(name: string, id: number): void {
    this.ids.set(name, id);
  }

  get(name: string): number {
    const id = this.ids.get(name);
    if (id === undefined) throw new Error(`Seed data names an unknown ${this.what}: '${name}'`);
    return id;
  }

  values(): number[] {
    return [...this.ids.values()];
  }

  static from(what: string, names: readonly string[], ids: readonly number[]): IdMap {
    const map = new IdMap(what);
    names.forEach((name, index) => map.set(name, ids[index]));
    return map;
  }
}

// PostgreSQL allows 65,535 bind parameters per statement; 500 rows of even the widest seeded table
// stay well below that while keeping the number of round trips small.
const CHUNK = 500;

/** Multi-row inserts in chunks. */
export async function insertRows<TTable extends PgTable>(db: Db, table: TTable, rows: PgInsertValue<TTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/**
 * Multi-row inserts returning the new ids in the order of `rows` (PostgreSQL returns the rows of
 * an INSERT … VALUES in the order given).
 */
export async function insertIds<TTable extends PgTable & { id: PgTable['_']['columns'][string] }>(
  db: Db,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Inserts one row per item and answers each item's name → its new id (`what` names the kind in errors). */
export async function insertNamed<TTable extends PgTable & { id: PgTable['_']['columns'][string] }, TItem>(
  db: Db,
  what: string,
  table: TTable,
  items: readonly TItem[],
  nameOf: (item: TItem) => string,
  rowOf: (item: TItem, index: number) => PgInsertValue<TTable>,
): Promise<IdMap> {
  return IdMap.from(what, items.map(nameOf), await insertIds(db, table, items.map(rowOf)));
}

/** Inserts each plan's `row` and hands the plans back in order, each with the id its row was given. */
export async function insertPlanned<
  TTable extends PgTable & { id: PgTable['_']['columns'][string] },
  TPlan extends { row: PgInsertValue<TTable> },
>(db: Db, table: TTable, planned: TPlan[]): Promise<(TPlan & { id: number })[]> {
  const ids = await insertIds(
    db,
    table,
    planned.map((p) => p.row),
  );
  return planned.map((p, index) => ({ ...p, id: ids[index] }));
}
