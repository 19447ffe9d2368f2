import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  division: { table: divisions, appId: divisions.appId, fields: { id: divisions.id, name: divisions.name }, search: [divisions.name], orderBy: [asc(divisions.name)] },
  'sub-department': {
    table: subDepartments,
    appId: subDepartments.appId,
    fields: { id: subDepartments.id, name: subDepartments.name, departmentId: subDepartments.departmentId },
    search: [subDepartments.name],
    orderBy: [asc(subDepartments.name), asc(subDepartments.id)],
  },
  function: { table: orgFunctions, appId: orgFunctions.appId, fields: { id: orgFunctions.id, name: orgFunctions.name }, search: [orgFunctions.name], orderBy: [asc(orgFunctions.name)] },
  'sub-function': {
    table: subFunctions,
    appId: subFunctions.appId,
    fields: { id: subFunctions.id, name: subFunctions.name, functionId: subFunctions.functionId },
    search: [subFunctions.name],
    orderBy: [asc(subFunctions.name), asc(subFunctions.id)],
  },
  designation: {
    table: designations,
    appId: designations.appId,
    fields: { id: designations.id, designation: designations.designation },
    search: [designations.designation],
    orderBy: [asc(designations.designation)],
  },
  country: { table: countries, appId: countries.appId, fields: { id: countries.id, name: countries.name, code: countries.code }, search: [countries.name, countries.code], orderBy: [asc(countries.name)] },
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
    fields: { id: locations.id, locationDisplay: locations.locationDisplay, address: locations.address, pincode: locations.pincode, cityId: locations.cityId },
    search: [locations.locationDisplay, locations.address],
    orderBy: [asc(locations.locationDisplay)],
  },
  'job-type': { table: jobTypes, appId: jobTypes.appId, fields: { id: jobTypes.id, jobType: jobTypes.jobType }, search: [jobTypes.jobType], orderBy: [asc(jobTypes.jobType)] },
  'employment-type': {
    table: employmentTypes,
    appId: employmentTypes.appId,
    fields: { id: employmentTypes.id, employmentType: employmentTypes.employmentType },
    search: [employmentTypes.employmentType],
    orderBy: [asc(employmentTypes.employmentType)],
  },
  skills: { table: skills, appId: skills.appId, fields: { id: skills.id, name: skills.name }, search: [skills.name], orderBy: [asc(skills.name)] },
  branches: {
    table: branches,
    appId: branches.appId,
    fields: { id: branches.id, branchName: branches.branchName, locationId: branches.locationId },
    search: [branches.branchName],
    orderBy: [asc(branches.branchName)],
  },
  'job-titles': { table: jobTitles, appId: jobTitles.appId, fields: { id: jobTitles.id, jobTitle: jobTitles.jobTitle }, search: [jobTitles.jobTitle], orderBy: [asc(jobTitles.jobTitle)] },
  'referral-status': {
    table: referralStatuses,
    appId: referralStatuses.appId,
    fields: { id: referralStatuses.id, referralStatus: referralStatuses.referralStatus, code: referralStatuses.code, colour: referralStatuses.colour },
    search: [referralStatuses.referralStatus],
    orderBy: [asc(referralStatuses.sortOrder), asc(referralStatuses.id)],
  },
} satisfies Record<string, LookupSpec>;
