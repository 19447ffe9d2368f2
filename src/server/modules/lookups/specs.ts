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

type NamedTable = PgTable & { id: AnyPgColumn; appId: AnyPgColumn; name: AnyPgColumn };

/**
 * A lookup of named rows, searched and ordered by name (ties by id, so paging is stable);
 * `parent` adds the column that names each row's parent (a sub-department's department, …).
 */
const namedRows = (table: NamedTable, parent: Record<string, AnyPgColumn> = {}): LookupSpec => ({
  table,
  appId: table.appId,
  fields: { id: table.id, name: table.name, ...parent },
  search: [table.name],
  orderBy: [asc(table.name), asc(table.id)],
});

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
  designation: {
    table: designations,
    appId: designations.appId,
    fields: { id: designations.id, designation: designations.designation },
    search: [designations.designation],
    orderBy: [asc(designations.designation)],
  },
  country: {
    table: countries,
    appId: countries.appId,
    fields: { id: countries.id, name: countries.name, code: countries.code },
    search: [countries.name, countries.code],
    orderBy: [asc(countries.name)],
  },
  city: {
    table: cities,
    appId: cities.appId,
    fields: { cityId: cities.id, city: cities.city, state: cities.state, countryId: cities.countryId },
    search: [cities.city],
    orderBy: [asc(cities.city), asc(cities.id)],
  },
  location: {
    table: locations,
    appId: locations.appId,
    fields: {
      id: locations.id,
      locationDisplay: locations.locationDisplay,
      address: locations.address,
      pincode: locations.pincode,
      cityId: locations.cityId,
    },
    search: [locations.locationDisplay, locations.address],
    orderBy: [asc(locations.locationDisplay)],
  },
  'job-type': {
    table: jobTypes,
    appId: jobTypes.appId,
    fields: { id: jobTypes.id, jobType: jobTypes.jobType },
    search: [jobTypes.jobType],
    orderBy: [asc(jobTypes.jobType)],
  },
  'employment-type': {
    table: employmentTypes,
    appId: employmentTypes.appId,
    fields: { id: employmentTypes.id, employmentType: employmentTypes.employmentType },
    search: [employmentTypes.employmentType],
    orderBy: [asc(employmentTypes.employmentType)],
  },
  skills: namedRows(skills),
  branches: {
    table: branches,
    appId: branches.appId,
    fields: { id: branches.id, branchName: branches.branchName, locationId: branches.locationId },
    search: [branches.branchName],
    orderBy: [asc(branches.branchName)],
  },
  'job-titles': {
    table: jobTitles,
    appId: jobTitles.appId,
    fields: { id: jobTitles.id, jobTitle: jobTitles.jobTitle },
    search: [jobTitles.jobTitle],
    orderBy: [asc(jobTitles.jobTitle)],
  },
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
