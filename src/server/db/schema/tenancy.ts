import { pgTable, pgEnum, integer, text, timestamp, date, smallint, uniqueIndex, index } from 'drizzle-orm/pg-core';

/** An app is a tenant: every tenant-owned row carries its id. Requests name it by `key`. */
export const apps = pgTable('apps', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roleEnum = pgEnum('role', ['admin', 'recruiter', 'hiring_manager', 'employee']);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appId: integer('app_id').notNull().references(() => apps.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** scrypt hash; null for users who only sign in with Entra ID. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    role: roleEnum('role').notNull().default('employee'),
    /** Entra object id, set when the user first signs in with SSO. */
    externalId: text('external_id'),
    departmentId: integer('department_id'),
    designationId: integer('designation_id'),
    joiningDate: date('joining_date'),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_app_email_unique').on(t.appId, t.email),
    uniqueIndex('users_app_external_unique').on(t.appId, t.externalId),
    index('users_app_role_idx').on(t.appId, t.role),
  ],
);
