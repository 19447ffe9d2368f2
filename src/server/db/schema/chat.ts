import { pgTable, integer, text, uuid, timestamp, primaryKey, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { relations, sql } from 'drizzle-orm';
import { appIdColumn, appRowColumns, createdAtColumn, timestampColumns } from './columns';
import { users } from './org';
import { applications } from './applications';

/**
 * Referral chat channels. `publicId` is the spec's internal `_id`, used in /referralChat/{id}
 * links so integer ids are not guessable. At most one channel per referred application.
 */
export const channels = pgTable(
  'channels',
  {
    ...appRowColumns(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    channelName: text('channel_name').notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /** The referring employee (the channel list's referedById filter). */
    referrerId: integer('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('channels_public_id_unique').on(t.publicId),
    uniqueIndex('channels_application_unique')
      .on(t.applicationId)
      .where(sql`${t.applicationId} is not null`),
    index('channels_app_name_idx').on(t.appId, sql`lower(${t.channelName})`),
    index('channels_app_referrer_idx').on(t.appId, t.referrerId),
  ],
);

export const channelMembers = pgTable(
  'channel_members',
  {
    appId: appIdColumn(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** The newest message this member has seen: unread counts are the channel's messages after it. */
    lastReadMessageId: integer('last_read_message_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('channel_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    ...appRowColumns(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** The sender's client session, echoed back so an optimistic message can be matched. */
    sessionId: text('session_id'),
    ...timestampColumns(),
  },
  // Messages are read in id order (ids only increase, so a client resumes after the last id it saw).
  (t) => [index('messages_channel_id_idx').on(t.channelId, t.id)],
);

export const channelsRelations = relations(channels, ({ one, many }) => ({
  application: one(applications, { fields: [channels.applicationId], references: [applications.id] }),
  referrer: one(users, { fields: [channels.referrerId], references: [users.id] }),
  members: many(channelMembers),
  messages: many(messages),
}));

export const channelMembersRelations = relations(channelMembers, ({ one }) => ({
  channel: one(channels, { fields: [channelMembers.channelId], references: [channels.id] }),
  user: one(users, { fields: [channelMembers.userId], references: [users.id] }),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  channel: one(channels, { fields: [messages.channelId], references: [channels.id] }),
  sender: one(users, { fields: [messages.senderId], references: [users.id] }),
}));
