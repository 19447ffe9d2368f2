import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { applications, jobs, users } from '../../db/schema';
import { listPage } from '../../db/paging';
import { notFound } from '../../core/errors';
import { loggableError } from '../../core/error-log';
import type { ServiceContext } from '../../core/context';
import type { FileStore } from '../../storage/file-store';
import { applicantRowFields, applicationSearch, visibleApplications } from '../application/service';
import { refreshChatAudience } from '../chat/service';
import { TRASH_DAYS, type ApplicationTrashItem } from '../../../shared/contract/application-trash';
import type { ListMeta, ListQuery } from '../../../shared/contract/list';

const DAY_MS = 24 * 60 * 60 * 1000;
const TRASH_MS = TRASH_DAYS * DAY_MS;

/** Signals a refused batch inside the transaction, so the statement already run is rolled back. */
const applicantNotFound = () => notFound('Applicant');

/**
 * POST multiple-application-delete: every id must be an application the user may see (live, of
 * the app, in their scope); otherwise 404 and nothing changes. One UPDATE moves them all to the
 * trash; history, recruiters and resume stay for a restore.
 */
export async function trashApplications(ctx: ServiceContext, ids: readonly number[]): Promise<number> {
  await ctx.db.transaction(async (tx) => {
    const moved = await tx
      .update(applications)
      .set({ deletedAt: ctx.now, deletedById: ctx.user.id, updatedAt: ctx.now })
      .where(and(inArray(applications.id, [...ids]), visibleApplications(ctx)))
      .returning({ id: applications.id });
    if (moved.length !== ids.length) throw applicantNotFound();
  });
  // A trashed referral's chat is hidden from everyone: nobody hears it live any more.
  await refreshChatAudience(ctx, { applicationIds: ids });
  return ids.length;
}

/** POST application-trash/restore: only applications of this app's trash; all or none. */
export async function restoreApplications(ctx: ServiceContext, ids: readonly number[]): Promise<number> {
  await ctx.db.transaction(async (tx) => {
    const restored = await tx
      .update(applications)
      .set({ deletedAt: null, deletedById: null, updatedAt: ctx.now })
      .where(and(eq(applications.appId, ctx.appId), inArray(applications.id, [...ids]), isNotNull(applications.deletedAt)))
      .returning({ id: applications.id });
    if (restored.length !== ids.length) throw applicantNotFound();
  });
  await refreshChatAudience(ctx, { applicationIds: ids });
  return ids.length;
}

const deleter = alias(users, 'deleter');

/** GET application-trash: the app's trashed applications, the newest deletion first. */
export async function listTrash(ctx: ServiceContext, query: ListQuery): Promise<{ data: ApplicationTrashItem[]; meta: ListMeta }> {
  const source = {
    table: applications,
    where: and(eq(applications.appId, ctx.appId), isNotNull(applications.deletedAt)),
    search: applicationSearch,
    order: [desc(applications.deletedAt), desc(applications.id)],
  };
  const page = await listPage(ctx.db, query, source, ({ where, orderBy, limit, offset, total }) =>
    ctx.db
      .select({
        ...applicantRowFields,
        deletedAt: applications.deletedAt,
        deletedBy: { name: deleter.name, lastName: deleter.lastName },
        total,
      })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.appId, applications.appId)))
      .leftJoin(deleter, eq(deleter.id, applications.deletedById))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  return {
    meta: page.meta,
    data: page.data.map((row) => {
      // The list's condition keeps only trashed rows; the column's type cannot say so.
      const deletedAt = row.deletedAt ?? ctx.now;
      return {
        applicantId: row.applicantId,
        firstName: row.firstName,
        lastName: row.lastName,
        applicantEmail: row.applicantEmail,
        job: { jobId: row.jobId, jobTitle: row.jobTitle },
        deleted_at: deletedAt.toISOString(),
        deletedBy: row.deletedBy,
        purgeAt: new Date(deletedAt.getTime() + TRASH_MS).toISOString(),
      };
    }),
  };
}

/** Rows purged per statement: a long-neglected trash is removed in short transactions. */
const PURGE_BATCH = 500;

/**
 * Deletes for good the applications of every app trashed more than 30 days before `now`: their
 * history and recruiter rows go with them (FK cascade), then their resume files. Answers how
 * many were purged. A file that cannot be removed only stays orphaned; the rows are gone.
 */
export async function purgeExpiredTrash({ db, storage, now }: { db: Db; storage: FileStore; now: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_MS);
  let purged = 0;
  for (;;) {
    const removed = await db
      .delete(applications)
      .where(
        inArray(
          applications.id,
          db
            .select({ id: applications.id })
            .from(applications)
            .where(and(isNotNull(applications.deletedAt), lt(applications.deletedAt, cutoff)))
            .limit(PURGE_BATCH),
        ),
      )
      .returning({ resumePath: applications.resumePath });
    purged += removed.length;
    for (const { resumePath } of removed) if (resumePath) await storage.remove(resumePath).catch(() => undefined);
    if (removed.length < PURGE_BATCH) return purged;
  }
}

/** How often the server purges the trash (main.ts). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges now and then every hour. A failure is logged and the next run tries again: nothing
 * escapes the timer. Answers a function that stops the timer.
 */
export function startTrashPurge(deps: {
  db: Db;
  storage: FileStore;
  clock: () => Date;
  logger: Pick<Logger, 'info' | 'error'>;
}): () => void {
  const run = async () => {
    try {
      const purged = await purgeExpiredTrash({ db: deps.db, storage: deps.storage, now: deps.clock() });
      if (purged > 0) deps.logger.info({ purged }, 'purged applications trashed more than 30 days ago');
    } catch (error) {
      deps.logger.error({ error: loggableError(error) }, 'purging the application trash failed; the next run tries again');
    }
  };
  void run();
  const timer = setInterval(() => void run(), PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
