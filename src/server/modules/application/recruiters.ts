import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { applicationRecruiters, jobs, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { anyOf } from '../../db/any-of';
import { preparedOnce } from '../../db/paging';
import type { ServiceContext } from '../../core/context';
import type { Role } from '../../../shared/contract/permissions';

// 'Recruiter Assigned': the recruiters assigned to an application (application_recruiters), by
// name. Every screen and export that names an application's recruiters reads them here, so the
// applicant lists, the referral lists, My referrals and the payouts never disagree.

/** Who may be assigned to recruit for an application. */
export const RECRUITER_ROLES: ReadonlySet<Role> = new Set(['recruiter', 'admin']);

/** A user who may be assigned now: active, in a recruiting role (a condition on `users`). */
const mayRecruit = and(eq(users.status, 1), inArray(users.role, [...RECRUITER_ROLES]));

export interface AssignedRecruiter {
  id: number;
  name: string;
  lastName: string;
}

const appId = sql.placeholder('appId');

const prepareRecruiters = (db: Db, name: string) =>
  db
    .select({
      applicationId: applicationRecruiters.applicationId,
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
    })
    .from(applicationRecruiters)
    .innerJoin(users, and(eq(users.id, applicationRecruiters.userId), eq(users.appId, appId)))
    .where(and(eq(applicationRecruiters.appId, appId), anyOf(applicationRecruiters.applicationId, sql.placeholder('ids'))))
    .orderBy(asc(users.name), asc(users.lastName), asc(users.id))
    .prepare(name);

const recruiterRows = (db: Db, app: number, applicationIds: readonly number[]) =>
  preparedOnce(db, 'assigned_recruiters', prepareRecruiters).execute({ appId: app, ids: [...applicationIds] });

/** The recruiters assigned to each of the applications, by application id (none: no entry). */
export async function assignedRecruiters(
  db: Db,
  app: number,
  applicationIds: readonly number[],
): Promise<Map<number, AssignedRecruiter[]>> {
  const byApplication = new Map<number, AssignedRecruiter[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await recruiterRows(db, app, applicationIds);
  for (const { applicationId, email: _email, ...person } of rows)
    byApplication.set(applicationId, [...(byApplication.get(applicationId) ?? []), person]);
  return byApplication;
}

/** The recruiters assigned to one application, with their e-mail (the applicant's detail). */
export async function recruitersWithEmail(db: Db, app: number, applicationId: number): Promise<(AssignedRecruiter & { email: string })[]> {
  const rows = await recruiterRows(db, app, [applicationId]);
  return rows.map(({ applicationId: _application, ...person }) => person);
}

/** The names as one text ('Neha Kapoor, Arjun Mehta'), as the exports write them. */
export const recruiterNames = (recruiters: readonly AssignedRecruiter[]) =>
  recruiters.map((person) => `${person.name} ${person.lastName}`.trim()).join(', ');

/**
 * A new application starts with its job's recruiting manager assigned (when that is an active user
 * who may recruit), as the seed's applications do: 'Recruiter Assigned' then names from the first
 * day whom the referrer is told to ask, and that recruiter takes part in the referral's chat.
 * Call it inside the command's transaction. Returns whom it assigned (to be told once it committed).
 */
export async function assignJobRecruitingManager(
  db: Db,
  ctx: Pick<ServiceContext, 'appId' | 'now'>,
  applicationId: number,
  jobId: number,
): Promise<number | null> {
  const [manager] = await db
    .select({ id: users.id })
    .from(jobs)
    .innerJoin(users, and(eq(users.id, jobs.recruitingManagerId), eq(users.appId, jobs.appId), mayRecruit))
    .where(and(eq(jobs.id, jobId), eq(jobs.appId, ctx.appId)));
  if (!manager) return null;
  await db.insert(applicationRecruiters).values({ appId: ctx.appId, applicationId, userId: manager.id, createdAt: ctx.now });
  return manager.id;
}
