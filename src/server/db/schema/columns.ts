import { integer, smallint, timestamp, uniqueIndex, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { apps } from './apps';

// Column and index builders shared by every schema file, so the conventions (identity ids, tenant
// key, timestamptz stamps, 1/0 flags, case-blind unique names) are written once. This file defines
// no table, so index.ts does not re-export it.

export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** The tenant key: deleting an app removes everything it owns. */
export const appIdColumn = () =>
  integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Drizzle refreshes it on every update made through the ORM. */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A spec status flag: 1 active/enabled/yes, 0 inactive/disabled/no. */
export const flagColumn = (name: string, initial: 0 | 1 = 1) => smallint(name).notNull().default(initial);

/** The columns an app's own rows start with: their identity id and the tenant key. */
export const appRowColumns = () => ({ id: idColumn(), appId: appIdColumn() });

/** When a row was made and when it last changed. */
export const timestampColumns = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });

/**
 * A name unique within its owner (the app, or a parent row) regardless of case, so 'engineering'
 * and 'Engineering' cannot both exist.
 */
export const uniqueNameIndex = (indexName: string, owner: ExtraConfigColumn, name: ExtraConfigColumn) =>
  uniqueIndex(indexName).on(owner, sql`lower(${name})`);
