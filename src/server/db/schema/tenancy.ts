import { pgTable, pgEnum, integer, text, timestamp, date, smallint, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { relations } from 'drizzle-orm';
import { apps } from './apps';
import { departments, designations } from './org';

export { apps } from './apps';

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
    // Set null: removing a department or designation must not remove the people in it.
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    designationId: integer('designation_id').references(() => designations.id, { onDelete: 'set null' }),
    phoneNumber: text('phone_number'),
    joiningDate: date('joining_date'),
    /** Last working day; null while the person is on the rolls (the payable list's 'LWD:N/A'). */
    lastWorkingDate: date('last_working_date'),
    status: smallint('status').notNull().default(1),
    /** When the user last signed in with a password or a one-time sign-in link; null when never seen. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('users_app_email_unique').on(t.appId, t.email),
    uniqueIndex('users_app_external_unique').on(t.appId, t.externalId),
    index('users_app_role_idx').on(t.appId, t.role),
    index('users_department_idx').on(t.departmentId),
    index('users_designation_idx').on(t.designationId),
  ],
);

export const appsRelations = relations(apps, ({ many }) => ({ users: many(users) }));

export const usersRelations = relations(users, ({ one }) => ({
  app: one(apps, { fields: [users.appId], references: [apps.id] }),
  department: one(departments, { fields: [users.departmentId], references: [departments.id] }),
  designation: one(designations, { fields: [users.designationId], references: [designations.id] }),
}));
