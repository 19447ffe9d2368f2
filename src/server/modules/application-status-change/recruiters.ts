import { and, eq, inArray } from 'drizzle-orm';
import { applicationRecruiters, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { invalid } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { NOT_A_RECRUITER, UNKNOWN_RECRUITER } from '../../../shared/contract/application-status-change';
import { assignedRecruiters, RECRUITER_ROLES, type AssignedRecruiter } from '../application/service';

// Recruiters assigned to an application ('Recruiter Assigned'): users of the app with the
// recruiter or admin role. An assignment replaces the whole list.

/** 422 unless every id is an active user of the app who may recruit. */
export async function assertRecruiters(db: Db, appId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.appId, appId), inArray(users.id, [...ids])));
  if (found.length !== ids.length) throw invalid({ recruitingManagerId: [UNKNOWN_RECRUITER] });
  if (found.some((user) => !RECRUITER_ROLES.has(user.role) || user.status !== 1)) throw invalid({ recruitingManagerId: [NOT_A_RECRUITER] });
}

export async function recruitersOf(db: Db, appId: number, applicationId: number): Promise<AssignedRecruiter[]> {
  return (await assignedRecruiters(db, appId, [applicationId])).get(applicationId) ?? [];
}

/** Replaces the assignment; false (nothing written) when it already is exactly `ids`. */
export async function replaceRecruiters(ctx: ServiceContext, db: Db, applicationId: number, ids: readonly number[]): Promise<boolean> {
  const current = await recruitersOf(db, ctx.appId, applicationId);
  const same = current.length === ids.length && current.every((user) => ids.includes(user.id));
  if (same) return false;
  await db
    .delete(applicationRecruiters)
    .where(and(eq(applicationRecruiters.appId, ctx.appId), eq(applicationRecruiters.applicationId, applicationId)));
  if (ids.length > 0) {
    await db
      .insert(applicationRecruiters)
      .values(ids.map((userId) => ({ appId: ctx.appId, applicationId, userId, assignedById: ctx.user.id, createdAt: ctx.now })));
  }
  return true;
}
