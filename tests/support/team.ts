import type { TestApp, TestUser } from './test-app';

type Tenant = Awaited<ReturnType<TestApp['factories']['tenant']>>;

/** The people an endpoint's permission and tenancy tests call as. */
export interface Team {
  tenant: Tenant;
  admin: TestUser;
  recruiter: TestUser;
  manager: TestUser;
  employee: TestUser;
  /** A second workspace, whose rows the team must never reach. */
  elsewhere: Tenant;
  /** An admin of the second workspace. */
  outsider: TestUser;
}

/** A workspace `${key}-a` with one user of each role, and a workspace `${key}-b` with its own admin. */
export async function createTeam(t: TestApp, key: string): Promise<Team> {
  const tenant = await t.factories.tenant(`${key}-a`);
  const admin = await t.factories.user(tenant, 'admin');
  const recruiter = await t.factories.user(tenant, 'recruiter');
  const manager = await t.factories.user(tenant, 'hiring_manager');
  const employee = await t.factories.user(tenant, 'employee');
  const elsewhere = await t.factories.tenant(`${key}-b`);
  const outsider = await t.factories.user(elsewhere, 'admin');
  return { tenant, admin, recruiter, manager, employee, elsewhere, outsider };
}
