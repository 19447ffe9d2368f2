import { pgTable, integer, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { appRowColumns, createdAtColumn } from './columns';
import { users } from './org';

/**
 * One-time sign-in links an admin hands to a person added on the Users page: opening one lets the
 * person set a password and signs them in. Only the token's SHA-256 is stored, so the table alone
 * signs nobody in; a link is spent (`used_at`) by its first use.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    ...appRowColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // Set null: removing the admin who made a link must not remove the people they added.
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('sign_in_links_token_unique').on(t.tokenHash), index('sign_in_links_user_idx').on(t.appId, t.userId)],
);
