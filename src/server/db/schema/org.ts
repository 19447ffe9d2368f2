import { pgTable, pgEnum, integer, text, timestamp, date, uniqueIndex, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { relations } from 'drizzle-orm';
import { appRowColumns, createdAtColumn, flagColumn, timestampColumns, uniqueNameIndex } from './columns';
import { apps } from './apps';

// The organisation: its people (users) and the chart jobs and referral slabs point at, in one file
// because they point at each other (a user's department, a department's head). Names are unique
// per app regardless of case, so 'engineering' and 'Engineering' cannot both exist.

export const divisions = pgTable(
  'divisions',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('divisions_app_name_unique', t.appId, t.name)],
);

export const departments = pgTable(
  'departments',
  {
    ...appRowColumns(),
    departmentName: text('department_name').notNull(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    /** The department head shown beside the name; a user of the same app. */
    // Typed as AnyPgColumn because users.department_id points back here (a cycle TS cannot infer).
    headUserId: integer('head_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('departments_app_name_unique', t.appId, t.departmentName), index('departments_division_idx').on(t.divisionId)],
);

export const subDepartments = pgTable(
  'sub_departments',
  {
    ...appRowColumns(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueNameIndex('sub_departments_department_name_unique', t.departmentId, t.name)],
);

/** 'Organization function' (Software Development, Talent Acquisition …); `functions` is avoided as a JS-ish name. */
export const orgFunctions = pgTable(
  'org_functions',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    headUserId: integer('head_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('org_functions_app_name_unique', t.appId, t.name)],
);

export const subFunctions = pgTable(
  'sub_functions',
  {
    ...appRowColumns(),
    functionId: integer('function_id')
      .notNull()
      .references(() => orgFunctions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueNameIndex('sub_functions_function_name_unique', t.functionId, t.name)],
);

export const designations = pgTable(
  'designations',
  {
    ...appRowColumns(),
    designation: text('designation').notNull(),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('designations_app_name_unique', t.appId, t.designation)],
);

export const divisionsRelations = relations(divisions, ({ many }) => ({ departments: many(departments) }));

export const departmentsRelations = relations(departments, ({ one, many }) => ({
  division: one(divisions, { fields: [departments.divisionId], references: [divisions.id] }),
  head: one(users, { fields: [departments.headUserId], references: [users.id] }),
  subDepartments: many(subDepartments),
}));

export const subDepartmentsRelations = relations(subDepartments, ({ one }) => ({
  department: one(departments, { fields: [subDepartments.departmentId], references: [departments.id] }),
}));

export const orgFunctionsRelations = relations(orgFunctions, ({ one, many }) => ({
  head: one(users, { fields: [orgFunctions.headUserId], references: [users.id] }),
  subFunctions: many(subFunctions),
}));

export const subFunctionsRelations = relations(subFunctions, ({ one }) => ({
  function: one(orgFunctions, { fields: [subFunctions.functionId], references: [orgFunctions.id] }),
}));

export const roleEnum = pgEnum('role', ['admin', 'recruiter', 'hiring_manager', 'employee']);

export const users = pgTable(
  'users',
  {
    ...appRowColumns(),
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
    status: flagColumn('status'),
    /** When the user last signed in with a password or a one-time sign-in link; null when never seen. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestampColumns(),
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
