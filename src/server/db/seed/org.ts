import { departments, designations, divisions, subDepartments } from '../schema';
import { seedCatalog, type CatalogIds } from './catalog';
import { IdMap, insertIds, insertNamed, type SeedContext } from './context';
import { seedPlaces, type PlaceIds } from './places';
import type { JobTemplate, OrgSpec } from './spec';

/** The chart's ids, with those of the places and the job form's lists seeded alongside it. */
export interface OrgIds extends PlaceIds, CatalogIds {
  divisions: IdMap;
  departments: IdMap;
  /** Sub-department ids by department name. */
  subDepartments: Map<string, number[]>;
  designations: IdMap;
}

/** Everything users and jobs point at, except the parts that point back at users. */
export async function seedOrg(ctx: SeedContext, org: OrgSpec, templates: JobTemplate[]): Promise<OrgIds> {
  const { db, appId } = ctx;
  const divisionIds = await insertNamed(
    db,
    'division',
    divisions,
    org.divisions,
    (name) => name,
    (name) => ({ appId, name }),
  );
  const departmentIds = await insertNamed(
    db,
    'department',
    departments,
    org.departments,
    (d) => d.name,
    (d) => ({ appId, departmentName: d.name, divisionId: divisionIds.get(d.division) }),
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
  const places = await seedPlaces(ctx, org);
  const catalog = await seedCatalog(ctx, org, templates);
  return {
    divisions: divisionIds,
    departments: departmentIds,
    subDepartments: subDepartmentIds,
    designations: designationIds,
    ...places,
    ...catalog,
  };
}
