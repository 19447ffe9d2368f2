import {
  branches,
  cities,
  countries,
  departments,
  designations,
  divisions,
  employmentTypes,
  jobPriorities,
  jobTitles,
  jobTypes,
  locations,
  publishPlatforms,
  skills,
  subDepartments,
} from '../schema';
import { IdMap, insertIds, insertRows, type SeedContext } from './context';
import type { JobTemplate, OrgSpec } from './spec';

export interface OrgIds {
  divisions: IdMap;
  departments: IdMap;
  /** Sub-department ids by department name. */
  subDepartments: Map<string, number[]>;
  designations: IdMap;
  countries: IdMap;
  /** Location ids by city. */
  locations: IdMap;
  /** Country name by city. */
  countryOfCity: Map<string, string>;
  jobTypes: IdMap;
  employmentTypes: IdMap;
  skills: IdMap;
  /** Enabled platforms only: the ones a job can be published to. */
  enabledPlatformIds: number[];
  priorities: { id: number; status: number }[];
}

/** Everything users and jobs point at, except the parts that point back at users. */
export async function seedOrg(ctx: SeedContext, org: OrgSpec, templates: JobTemplate[]): Promise<OrgIds> {
  const { db, appId } = ctx;
  const divisionIds = IdMap.from(
    'division',
    org.divisions,
    await insertIds(
      db,
      divisions,
      org.divisions.map((name) => ({ appId, name })),
    ),
  );
  const departmentIds = IdMap.from(
    'department',
    org.departments.map((d) => d.name),
    await insertIds(
      db,
      departments,
      org.departments.map((d) => ({ appId, departmentName: d.name, divisionId: divisionIds.get(d.division) })),
    ),
  );
  const subs = org.departments.flatMap((d) => (d.subs ?? []).map((name) => ({ department: d.name, name })));
  const subIds = await insertIds(
    db,
    subDepartments,
    subs.map((s) => ({ appId, departmentId: departmentIds.get(s.department), name: s.name })),
  );
  const subDepartmentIds = new Map<string, number[]>();
  subs.forEach((s, i) => subDepartmentIds.set(s.department, [...(subDepartmentIds.get(s.department) ?? []), subIds[i]]));

  const designationIds = IdMap.from(
    'designation',
    org.designations,
    await insertIds(
      db,
      designations,
      org.designations.map((designation) => ({ appId, designation })),
    ),
  );
  const countryIds = IdMap.from(
    'country',
    org.countries.map((c) => c.name),
    await insertIds(
      db,
      countries,
      org.countries.map((c) => ({ appId, name: c.name, code: c.code })),
    ),
  );
  const cityIds = await insertIds(
    db,
    cities,
    org.offices.map((o) => ({ appId, countryId: countryIds.get(o.country), city: o.city, state: o.state })),
  );
  const locationIds = IdMap.from(
    'city',
    org.offices.map((o) => o.city),
    await insertIds(
      db,
      locations,
      org.offices.map((o, i) => ({
        appId,
        cityId: cityIds[i],
        locationDisplay: o.display,
        address: o.address,
        pincode: o.pincode,
      })),
    ),
  );
  await insertRows(
    db,
    branches,
    org.offices.map((o) => ({ appId, branchName: o.branch, locationId: locationIds.get(o.city) })),
  );

  const named = async (what: string, names: string[], insert: (names: string[]) => Promise<number[]>) =>
    IdMap.from(what, names, await insert(names));
  const jobTypeIds = await named('job type', org.jobTypes, (names) =>
    insertIds(
      db,
      jobTypes,
      names.map((jobType) => ({ appId, jobType })),
    ),
  );
  const employmentTypeIds = await named('employment type', org.employmentTypes, (names) =>
    insertIds(
      db,
      employmentTypes,
      names.map((employmentType) => ({ appId, employmentType })),
    ),
  );
  const skillIds = await named('skill', org.skills, (names) =>
    insertIds(
      db,
      skills,
      names.map((name) => ({ appId, name })),
    ),
  );
  const titles = [...new Set(templates.map((t) => t.title))];
  await insertRows(
    db,
    jobTitles,
    titles.map((jobTitle) => ({ appId, jobTitle })),
  );

  const platformIds = await insertIds(
    db,
    publishPlatforms,
    org.platforms.map((p, sortOrder) => ({ appId, name: p.name, status: p.status, sortOrder })),
  );
  const priorityIds = await insertIds(
    db,
    jobPriorities,
    org.priorities.map((p) => ({ appId, name: p.name, status: p.status })),
  );

  return {
    divisions: divisionIds,
    departments: departmentIds,
    subDepartments: subDepartmentIds,
    designations: designationIds,
    countries: countryIds,
    locations: locationIds,
    countryOfCity: new Map(org.offices.map((o) => [o.city, o.country])),
    jobTypes: jobTypeIds,
    employmentTypes: employmentTypeIds,
    skills: skillIds,
    enabledPlatformIds: platformIds.filter((_, i) => org.platforms[i].status === 1),
    priorities: priorityIds.map((id, i) => ({ id, status: org.priorities[i].status })),
  };
}
