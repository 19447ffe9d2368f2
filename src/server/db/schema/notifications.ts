import { pgTable, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { appRowColumns, createdAtColumn } from './columns';
import { users } from './org';

/**
 * What a user is told about as it happens (a status change on their referral, a chat message, an
 * applicant assigned to them, a long job finished). Stored so the top bar's list survives a reload;
 * pushed live through the hub. `kind` is one of NOTIFICATION_KINDS in the contract.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...appRowColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A path inside the app the notification opens (e.g. /referralChat/<channel>). */
    link: text('link'),
    /**
     * Unread notifications of one topic are one (e.g. `chat:<channelId>`): a newer one replaces the
     * unread one's text and moves it to the top instead of piling up.
     */
    topic: text('topic'),
    /** A 'folded' notification stands for this many others that arrived over the rate limit. */
    foldedCount: integer('folded_count').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.appId, t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.appId, t.userId, t.topic)
      .where(sql`${t.readAt} is null`),
  ],
);
