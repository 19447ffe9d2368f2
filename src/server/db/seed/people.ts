import { and, eq } from 'drizzle-orm';
import { departments, groupMembers, groups, orgFunctions, subFunctions, users } from '../schema';
import type { Role } from '../../../shared/contract/permissions';
import { IdMap, insertIds, insertNamed, insertRows, type SeedContext } from './context';
import type { OrgIds } from './org';
import { addDays, toDateOnly } from './random';
import type { OrgSpec, UserSpec } from './spec';

export interface PeopleIds {
  byEmail: IdMap;
  byRole: Record<Role, number[]>;
  /** Who refers candidates: employees and hiring managers (one employee has since left: 'LWD'). */
  referrers: number[];
  /** Display names by user id, for chat channel names. */
  names: Map<number, string>;
  functions: IdMap;
  subFunctions: Map<string, number[]>;
  groups: IdMap;
}

/** Users (all with the one demo password hash), then the org rows that name a user. */
export async function seedPeople(
  ctx: SeedContext,
  specs: UserSpec[],
  org: OrgSpec,
  orgIds: OrgIds,
  passwordHash: string,
): Promise<PeopleIds> {
  const { db, appId, now, rng } = ctx;
  const ids = await insertIds(
    db,
    users,
    specs.map((u) => ({
      appId,
      email: u.email,
      passwordHash,
      name: u.name,
      lastName: u.lastName,
      role: u.role,
      departmentId: u.department ? orgIds.departments.get(u.department) : null,
      designationId: u.designation ? orgIds.designations.get(u.designation) : null,
      phoneNumber: `+91 9${String(rng.int(100_000_000, 999_999_999))}`,
      joiningDate: toDateOnly(addDays(now, -u.joinedDaysAgo)),
      lastWorkingDate: u.leftDaysAgo === undefined ? null : toDateOnly(addDays(now, -u.leftDaysAgo)),
      status: u.leftDaysAgo === undefined ? 1 : 0,
      createdAt: addDays(now, -Math.min(u.joinedDaysAgo, 400)),
    })),
  );
  const byEmail = IdMap.from(
    'user',
    specs.map((u) => u.email),
    ids,
  );
  const byRole: Record<Role, number[]> = { admin: [], recruiter: [], hiring_manager: [], employee: [] };
  specs.forEach((u, i) => byRole[u.role].push(ids[i]));

  for (const d of org.departments) {
    if (!d.head) continue;
    await db
      .update(departments)
      .set({ headUserId: byEmail.get(d.head) })
      .where(and(eq(departments.appId, appId), eq(departments.id, orgIds.departments.get(d.name))));
  }

  const functionIds = await insertNamed(
    db,
    'function',
    orgFunctions,
    org.functions,
    (f) => f.name,
    (f) => ({ appId, name: f.name, headUserId: f.head ? byEmail.get(f.head) : null }),
  );
  const subs = org.functions.flatMap((f) => (f.subs ?? []).map((name) => ({ fn: f.name, name })));
  const subIds = await insertIds(
    db,
    subFunctions,
    subs.map((s) => ({ appId, functionId: functionIds.get(s.fn), name: s.name })),
  );
  const subFunctionIds = new Map<string, number[]>();
  subs.forEach((s, i) => subFunctionIds.set(s.fn, [...(subFunctionIds.get(s.fn) ?? []), subIds[i]]));

  const groupIds = await insertNamed(
    db,
    'group',
    groups,
    org.groups,
    (g) => g.groupName,
    (g) => ({
      appId,
      groupName: g.groupName,
      groupDescription: g.groupDescription,
      // A flag the spec leaves out is undefined here, so the row takes the column's default.
      activeStatus: g.activeStatus,
      enableReferralChat: g.enableReferralChat,
      locationId: orgIds.locations.get(g.city),
    }),
  );
  await insertRows(
    db,
    groupMembers,
    org.groups.flatMap((g) => g.members.map((email) => ({ appId, groupId: groupIds.get(g.groupName), userId: byEmail.get(email) }))),
  );

  return {
    byEmail,
    byRole,
    referrers: ids.filter((_, i) => specs[i].role === 'employee' || specs[i].role === 'hiring_manager'),
    names: new Map(specs.map((u, i) => [ids[i], `${u.name} ${u.lastName}`])),
    functions: functionIds,
    subFunctions: subFunctionIds,
    groups: groupIds,
  };
}
