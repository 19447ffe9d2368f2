import { pgTable, integer, text, uniqueIndex, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { relations, sql } from 'drizzle-orm';
import { appIdColumn, createdAtColumn, flagColumn, idColumn, updatedAtColumn } from './columns';
import { users } from './tenancy';

// The organisation chart jobs and referral slabs point at. Names are unique per app regardless of
// case, so 'engineering' and 'Engineering' cannot both exist.

export const divisions = pgTable(
  'divisions',
  {
    id: idColumn(),
    appId: appIdColumn(),
    name: text('name').notNull(),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('divisions_app_name_unique').on(t.appId, sql`lower(${t.name})`)],
);

export const departments = pgTable(
  'departments',
  {
    id: idColumn(),
    appId: appIdColumn(),
    departmentName: text('department_name').notNull(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    /** The department head shown beside the name; a user of the same app. */
    // Typed as AnyPgColumn because users.department_id points back here (a cycle TS cannot infer).
    headUserId: integer('head_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('departments_app_name_unique').on(t.appId, sql`lower(${t.departmentName})`),
    index('departments_division_idx').on(t.divisionId),
  ],
);

export const subDepartments = pgTable(
  'sub_departments',
  {
    id: idColumn(),
    appId: appIdColumn(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('sub_departments_department_name_unique').on(t.departmentId, sql`lower(${t.name})`)],
);

/** 'Organization function' (Software Development, Talent Acquisition …); `functions` is avoided as a JS-ish name. */
export const orgFunctions = pgTable(
  'org_functions',
  {
    id: idColumn(),
    appId: appIdColumn(),
    name: text('name').notNull(),
    headUserId: integer('head_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('org_functions_app_name_unique').on(t.appId, sql`lower(${t.name})`)],
);

export const subFunctions = pgTable(
  'sub_functions',
  {
    id: idColumn(),
    appId: appIdColumn(),
    functionId: integer('function_id')
      .notNull()
      .references(() => orgFunctions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('sub_functions_function_name_unique').on(t.functionId, sql`lower(${t.name})`)],
);

export const designations = pgTable(
  'designations',
  {
    id: idColumn(),
    appId: appIdColumn(),
    designation: text('designation').notNull(),
    status: flagColumn('status'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('designations_app_name_unique').on(t.appId, sql`lower(${t.designation})`)],
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
