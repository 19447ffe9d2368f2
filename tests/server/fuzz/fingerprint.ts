import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import type { FileStore } from '../../../src/server/storage/file-store';

/**
 * One query that hashes every row of every application table (migrations bookkeeping aside).
 * Hashing the whole database rather than the tables a route "should" touch also catches a write
 * that lands somewhere unexpected; on the fuzz tenant's few hundred rows it takes milliseconds.
 */
export async function fingerprintQuery(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables = result.rows.map((row) => row.table_name).filter((name) => !name.startsWith('__drizzle'));
  const perTable = tables.map((name) => {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    return `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, '${name}' as n from ${quoted} t`;
  });
  return `select md5(string_agg(h, '' order by n)) as fingerprint from (${perTable.join(' union all ')}) hashes`;
}

/** Counts the files a store holds, so a refused upload that left a file behind shows up. */
export function trackStoredFiles(store: FileStore) {
  const live = new Set<string>();
  const put = store.put.bind(store);
  const remove = store.remove.bind(store);
  store.put = async (data, extension) => {
    const name = await put(data, extension);
    live.add(name);
    return name;
  };
  store.remove = async (name) => {
    await remove(name);
    live.delete(name);
  };
  return { count: () => live.size };
}
