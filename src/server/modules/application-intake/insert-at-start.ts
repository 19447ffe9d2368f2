import { eq } from 'drizzle-orm';
import { applications, applicationStatusHistory, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../core/context';
import { startingPoint, type StartingPoint } from './start';

/** The applicant's own fields and where they came from; the job, the starting point and the times are set here. */
export type NewApplicationFields = Omit<
  typeof applications.$inferInsert,
  'id' | 'appId' | 'jobId' | 'currentStageId' | 'currentStatusId' | 'applicantStatusId' | 'statusChangedAt' | 'createdAt' | 'updatedAt'
>;

/** What Add applicant and Refer a candidate both ask of the person. */
type PersonInput = Pick<NewApplicationFields, 'firstName' | 'lastName' | 'applicantEmail' | 'phoneNumber' | 'experience'> & {
  documentNumber?: string | null;
};

/** The person's fields of a new application, with where its resume was stored. */
export const personFields = (input: PersonInput, resumePath: string | null) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  applicantEmail: input.applicantEmail,
  phoneNumber: input.phoneNumber,
  experience: input.experience,
  documentNumber: input.documentNumber ?? null,
  resumePath,
});

/** The signed-in user as the history names them ('Priya Sharma'), or their e-mail. */
async function signedInName(db: Db, ctx: ServiceContext): Promise<string> {
  const [user] = await db.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, ctx.user.id));
  return user ? `${user.name} ${user.lastName}`.trim() : ctx.user.email;
}

/**
 * What the first history entry says: `how(name of the signed-in user)`, made by them (Add applicant,
 * Refer a candidate), or `{ comment }` made by no user (the candidate applying on the careers site).
 */
export type FirstEntry = ((userName: string) => string) | { comment: string };

/**
 * A new application at the job's starting point and its first history entry: every way an
 * application comes in starts here. Call it inside the command's transaction.
 */
export async function insertAtStart(
  tx: Db,
  ctx: ServiceContext,
  job: { id: number; pipelineId: number | null },
  fields: NewApplicationFields,
  how: FirstEntry,
): Promise<{ id: number; start: StartingPoint }> {
  const start = await startingPoint(tx, ctx.appId, job.pipelineId);
  const [row] = await tx
    .insert(applications)
    .values({
      ...fields,
      appId: ctx.appId,
      jobId: job.id,
      currentStageId: start.stageId,
      currentStatusId: start.statusId,
      applicantStatusId: start.applicantStatusId,
      statusChangedAt: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: applications.id });
  await tx.insert(applicationStatusHistory).values({
    appId: ctx.appId,
    applicationId: row.id,
    ...start,
    comment: typeof how === 'function' ? how(await signedInName(tx, ctx)) : how.comment,
    changedById: typeof how === 'function' ? ctx.user.id : null,
    createdAt: ctx.now,
  });
  return { id: row.id, start };
}
