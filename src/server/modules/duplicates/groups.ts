import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/search';
import { applicationDuplicateDismissals as dismissals } from '../../db/schema';
import type { DuplicateKind } from '../../../shared/contract/duplicates';

// How applications are grouped as duplicates: per kind, the key every live application of the
// app is grouped by, and one GROUP BY … HAVING count(*) > 1 per kind over the app's rows.

/**
 * Each kind's key column over `applications` (unqualified: the queries read that one table), null
 * when the application has none; a phone counts from 6 digits (migration 0004 computes the keys).
 */
export const KEY_EXPRESSION: Record<DuplicateKind, SQL> = {
  email: sql`email_key`,
  phone: sql`phone_key`,
  document: sql`document_number`,
};

/** A group as the queries find it: the members oldest first (created_at, then id). */
export interface GroupRow {
  kind: DuplicateKind;
  value: string;
  ids: number[];
  newest: number;
}

/**
 * The keys shared by more than one live application come first, from the kind's partial index in
 * key order (no table-wide hash or sort); only their members are then read from the table.
 */
const groupsOfKind = (appId: number, kind: DuplicateKind, only?: SQL) => {
  const key = KEY_EXPRESSION[kind];
  const live = sql`app_id = ${appId} and deleted_at is null and ${key} is not null`;
  return sql`
  select ${kind}::text as kind, ${key} as value, array_agg(id order by created_at, id) as ids, max(id) as newest
  from applications
  where ${live} ${only ? sql`and ${only}` : sql``}
    and ${key} in (select ${key} from applications where ${live} group by ${key} having count(*) > 1)
  group by ${key}`;
};

/**
 * The groups an admin still has to look at (dismissed ones come back when a newer application
 * joins), and with a search only those with an applicant whose name, e-mail or phone contains it.
 */
const shownGroups = (appId: number, pattern: string | null) => sql`
  with found as (
    ${groupsOfKind(appId, 'email')} union all ${groupsOfKind(appId, 'phone')} union all ${groupsOfKind(appId, 'document')}
  )
  select found.* from found
  left join ${dismissals} d on d.app_id = ${appId} and d.kind = found.kind and d.value = found.value
  where (d.id is null or found.newest > d.newest_application_id)
  ${pattern === null ? sql`` : sql`and exists (select 1 from applications a where a.id = any(found.ids) and a.search_text ilike ${pattern})`}`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One page of the shown groups, newest duplicate first, and how many there are. */
export async function groupPage(
  db: Db,
  appId: number,
  page: { limit: number; offset: number; search: string },
): Promise<{ groups: GroupRow[]; total: number }> {
  const { limit, offset } = page;
  const pattern = page.search ? likePattern(page.search) : null;
  const result = await db.execute(sql`
    select kind, value, ids, newest::int as newest, (count(*) over ())::int as total
    from (${shownGroups(appId, pattern)}) g
    order by newest desc, kind
    limit ${limit} offset ${offset}`);
  const rows = rowsOf<GroupRow & { total: number }>(result);
  if (rows.length > 0 || offset === 0)
    return { groups: rows.map(({ total: _total, ...row }) => ({ ...row, ids: row.ids.map(Number) })), total: rows[0]?.total ?? 0 };
  // Past the last page no row carries the count.
  const counted = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from (${shownGroups(appId, pattern)}) g`));
  return { groups: [], total: counted[0]?.total ?? 0 };
}

/**
 * The group of `kind` that application `applicationId` is in now (live members only), locking
 * its members when `lock` (a merge inside a transaction); null when it has no live duplicate.
 */
export async function groupOf(db: Db, appId: number, kind: DuplicateKind, applicationId: number, lock = false): Promise<GroupRow | null> {
  const key = KEY_EXPRESSION[kind];
  const sameKey = sql`${key} = (select ${key} from applications where id = ${applicationId} and app_id = ${appId} and deleted_at is null)`;
  if (lock)
    await db.execute(sql`select id from applications where app_id = ${appId} and deleted_at is null and ${sameKey} order by id for update`);
  const rows = rowsOf<GroupRow>(await db.execute(groupsOfKind(appId, kind, sameKey)));
  const row = rows[0];
  return row ? { ...row, ids: row.ids.map(Number), newest: Number(row.newest) } : null;
}
