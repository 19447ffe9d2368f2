import { pgTable, integer, text, primaryKey, index } from 'drizzle-orm/pg-core';
import { relations } from 'drizzle-orm';
import { appIdColumn, appRowColumns, createdAtColumn, flagColumn, timestampColumns, uniqueNameIndex } from './columns';
import { users } from './org';
import { locations } from './places';

/** A hiring group (panel) jobs are assigned to; its members may chat about referrals when enabled. */
export const groups = pgTable(
  'groups',
  {
    ...appRowColumns(),
    groupName: text('group_name').notNull(),
    /** Sanitised rich text. */
    groupDescription: text('group_description').notNull().default(''),
    activeStatus: flagColumn('active_status'),
    enableReferralChat: flagColumn('enable_referral_chat', 0),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('groups_app_name_unique', t.appId, t.groupName), index('groups_app_created_idx').on(t.appId, t.createdAt)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    appId: appIdColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

export const groupsRelations = relations(groups, ({ one, many }) => ({
  location: one(locations, { fields: [groups.locationId], references: [locations.id] }),
  members: many(groupMembers),
}));

export const groupMembersRelations = relations(groupMembers, ({ one }) => ({
  group: one(groups, { fields: [groupMembers.groupId], references: [groups.id] }),
  user: one(users, { fields: [groupMembers.userId], references: [users.id] }),
}));
