import { and, asc, eq } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  branches,
  cities,
  countries,
  departments,
  designations,
  divisions,
  employmentTypes,
  jobTitles,
  jobTypes,
  locations,
  orgFunctions,
  referralStatuses,
  skills,
  subDepartments,
  subFunctions,
  users,
} from '../../db/schema';
import type { LookupSpec } from './service';

const head = alias(users, 'department_head');

type TenantRows = PgTable & { id: AnyPgColumn; appId: AnyPgColumn };
type ColumnKey<T> = { [K in keyof T]: T[K] extends AnyPgColumn ? K : never }[keyof T] & string;

interface LabelOptions {
  /** Columns shown after the label (a sub-department's department, a branch's location, …). */
  more?: Record<string, AnyPgColumn>;
  /** Columns the search looks in besides the label. */
  alsoSearch?: AnyPgColumn[];
  /** Ties of the label ordered by id, so paging is stable. */
  tiesById?: boolean;
}

/** A lookup of rows labelled by one of their columns: `id` and the label (then `more`), searched in and ordered by the label. */
function labelledRows<T extends TenantRows>(
  table: T,
  label: ColumnKey<T>,
  { more = {}, alsoSearch = [], tiesById = false }: LabelOptions = {},
): LookupSpec {
  const column = table[label] as AnyPgColumn;
  return {
    table,
    appId: table.appId,
    fields: { id: table.id, [label]: column, ...more },
    search: [column, ...alsoSearch],
    orderBy: tiesById ? [asc(column), asc(table.id)] : [asc(column)],
  };
}

/** Rows named by `name`, ties by id; `parent` adds the column that names each row's parent (a sub-department's department, …). */
const namedRows = (table: TenantRows & { name: AnyPgColumn }, parent: Record<string, AnyPgColumn> = {}) =>
  labelledRows(table, 'name', { more: parent, tiesById: true });

/** One entry per lookup endpoint (spec 000 §7 "GET lists for forms" and "Reference and shell"). */
export const lookups = {
  recruiters: {
    table: users,
    appId: users.appId,
    fields: { id: users.id, name: users.name, lastName: users.lastName, email: users.email },
    search: [users.name, users.lastName, users.email],
    orderBy: [asc(users.name), asc(users.lastName), asc(users.id)],
    where: and(eq(users.role, 'recruiter'), eq(users.status, 1)),
  },
  'career-department': {
    table: departments,
    appId: departments.appId,
    fields: {
      departmentId: departments.id,
      departmentName: departments.departmentName,
      division: { id: divisions.id, name: divisions.name },
      departmentHead: { id: head.id, name: head.name, lastName: head.lastName },
    },
    search: [departments.departmentName],
    orderBy: [asc(departments.departmentName), asc(departments.id)],
    joins: [
      { table: divisions, on: and(eq(divisions.id, departments.divisionId), eq(divisions.appId, departments.appId))! },
      { table: head, on: and(eq(head.id, departments.headUserId), eq(head.appId, departments.appId))! },
    ],
  },
  division: namedRows(divisions),
  'sub-department': namedRows(subDepartments, { departmentId: subDepartments.departmentId }),
  function: namedRows(orgFunctions),
  'sub-function': namedRows(subFunctions, { functionId: subFunctions.functionId }),
  designation: labelledRows(designations, 'designation'),
  country: labelledRows(countries, 'name', { more: { code: countries.code }, alsoSearch: [countries.code] }),
  city: {
    table: cities,
    appId: cities.appId,
    fields: { cityId: cities.id, city: cities.city, state: cities.state, countryId: cities.countryId },
    search: [cities.city],
    orderBy: [asc(cities.city), asc(cities.id)],
  },
  location: labelledRows(locations, 'locationDisplay', {
    more: { address: locations.address, pincode: locations.pincode, cityId: locations.cityId },
    alsoSearch: [locations.address],
  }),
  'job-type': labelledRows(jobTypes, 'jobType'),
  'employment-type': labelledRows(employmentTypes, 'employmentType'),
  skills: namedRows(skills),
  branches: labelledRows(branches, 'branchName', { more: { locationId: branches.locationId } }),
  'job-titles': labelledRows(jobTitles, 'jobTitle'),
  'referral-status': {
    table: referralStatuses,
    appId: referralStatuses.appId,
    fields: {
      id: referralStatuses.id,
      referralStatus: referralStatuses.referralStatus,
      code: referralStatuses.code,
      colour: referralStatuses.colour,
    },
    search: [referralStatuses.referralStatus],
    orderBy: [asc(referralStatuses.sortOrder), asc(referralStatuses.id)],
  },
} satisfies Record<string, LookupSpec>;
