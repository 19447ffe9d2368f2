import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { applicantStatuses, applications, notifications, stages, statuses, users } from '../../db/schema';
import { referralStagesOf } from '../referral-rules/service';
import { selectApplicants } from '../application/service';
import { backgroundTasks } from '../../http/background';
import type { ServiceContext } from '../../core/context';
import type { ActivityFeed } from '../../teams/activity-feed';
import { logNotifyFailure, safely } from './failure-log';
import { notifyEach, notifyUsers } from './notify';
import { fullName, MY_REFERRALS_LINK } from './referral-news';

// What other modules call once their action has committed: each reads what the message needs and
// hands it to notifyUsers. None of them throws: a notification never undoes or fails the action.

const applicantLink = (applicationId: number) => `/application/view/${applicationId}`;

/** "Interview – Scheduled" on a pipeline, the applicant status's name without one. */
const placeOf = (row: { stage: string | null; status: string | null; applicantStatus: string | null }) =>
  row.stage !== null && row.status !== null ? `${row.stage} – ${row.status}` : (row.applicantStatus ?? 'a new status');

/** The applications as they are now (after the move): candidate, referrer and where they stand. */
function movedApplications(ctx: ServiceContext, applicationIds: readonly number[]) {
  return selectApplicants(ctx.db, {
    id: applications.id,
    firstName: applications.firstName,
    lastName: applications.lastName,
    referrerId: applications.referrerId,
    stage: stages.name,
    status: statuses.name,
    applicantStatus: applicantStatuses.name,
  })
    .where(and(eq(applications.appId, ctx.appId), inArray(applications.id, [...applicationIds])))
    .orderBy(applications.id);
}

/**
 * Applications moved to a new stage and status (one, a board move, or a bulk change): each referred
 * one whose referrer-facing stage changed tells its referrer, in the words of My referrals (a
 * coarse stage, never a status name or a comment). The topic keeps one unread notification per
 * referral. `bulk` also tells the actor it is done.
 */
export function notifyStatusChanges(
  ctx: ServiceContext,
  applicationIds: readonly number[],
  options: { bulk?: boolean } = {},
): Promise<void> {
  return safely(ctx, 'status change', async () => {
    if (applicationIds.length === 0) return;
    const moved = await movedApplications(ctx, applicationIds);
    await notifyReferrers(ctx, moved);
    if (options.bulk && moved.length > 0) {
      const count = moved.length;
      await notifyUsers(ctx, [ctx.user.id], {
        kind: 'bulk_status_done',
        title: `${count} applicant${count === 1 ? '' : 's'} moved to ${placeOf(moved[0])}`,
        link: '/application',
      });
    }
  });
}

type Moved = Awaited<ReturnType<typeof movedApplications>>[number];

async function notifyReferrers(ctx: ServiceContext, moved: Moved[]): Promise<void> {
  const referred = moved.filter((row): row is Moved & { referrerId: number } => row.referrerId !== null);
  if (referred.length === 0) return;
  const stageOf = await referralStagesOf(
    ctx,
    referred.map((row) => row.id),
  );
  const told = await lastToldTitles(
    ctx,
    referred.map((row) => `referral:${row.id}`),
  );
  const news = referred.flatMap((row) => {
    const stage = stageOf.get(row.id) ?? 'In review';
    const title = `Your referral ${fullName(row)}: ${stage}`;
    // A move inside the same stage (another status, a later step of the same stage) is no news to the referrer.
    return told.get(`referral:${row.id}`) === title ? [] : [{ row, stage, title }];
  });
  await notifyEach(
    ctx,
    news.map(({ row, title }) => ({
      userId: row.referrerId,
      notification: { kind: 'referral_status' as const, title, link: MY_REFERRALS_LINK, topic: `referral:${row.id}` },
    })),
  );
  // Microsoft Graph is another service: its answer never holds the change's own answer.
  const feed = ctx.activityFeed;
  if (feed && news.length > 0) backgroundTasks.later(0, () => safely(ctx, 'teams activity feed', () => tellActivityFeed(ctx, feed, news)));
}

/** The same news in the referrers' Teams activity feed, for those Graph knows (signed in through Entra). */
async function tellActivityFeed(
  ctx: ServiceContext,
  feed: ActivityFeed,
  news: { row: Moved & { referrerId: number }; stage: string }[],
): Promise<void> {
  const referrers = await ctx.db
    .select({ id: users.id, objectId: users.externalId })
    .from(users)
    .where(
      and(eq(users.appId, ctx.appId), inArray(users.id, [...new Set(news.map(({ row }) => row.referrerId))]), isNotNull(users.externalId)),
    );
  const objectIdOf = new Map(referrers.map((referrer) => [referrer.id, referrer.objectId!]));
  for (const { row, stage } of news) {
    const recipientObjectId = objectIdOf.get(row.referrerId);
    if (!recipientObjectId) continue;
    await feed
      .referralStatusChanged({ recipientObjectId, applicationId: row.id, candidate: fullName(row), stage })
      .catch((error: unknown) =>
        logNotifyFailure(ctx.db, error, { appId: ctx.appId, emitter: 'teams activity feed', applicationId: row.id }),
      );
  }
}

/** The newest title each referral topic was told with (read or not). */
async function lastToldTitles(ctx: ServiceContext, topics: string[]): Promise<Map<string, string>> {
  const rows = await ctx.db
    .selectDistinctOn([notifications.topic], { topic: notifications.topic, title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.appId, ctx.appId), inArray(notifications.topic, topics)))
    .orderBy(notifications.topic, desc(notifications.createdAt), desc(notifications.id));
  return new Map(rows.map((row) => [row.topic ?? '', row.title]));
}

/** Recruiters newly assigned to an applicant (not those who already were, never the actor). */
export function notifyAssigned(ctx: ServiceContext, applicationId: number, recruiterIds: readonly number[]): Promise<void> {
  return safely(ctx, 'assignment', async () => {
    if (recruiterIds.length === 0) return;
    const [row] = await ctx.db
      .select({ firstName: applications.firstName, lastName: applications.lastName })
      .from(applications)
      .where(and(eq(applications.appId, ctx.appId), eq(applications.id, applicationId)));
    if (!row) return;
    await notifyUsers(ctx, recruiterIds, {
      kind: 'assigned',
      title: `You were assigned to ${fullName(row)}`,
      link: applicantLink(applicationId),
    });
  });
}

/** An export finished streaming: the actor is told how many rows it held. */
export function notifyExportDone(ctx: ServiceContext, rows: number, what: string): Promise<void> {
  return safely(ctx, 'export', () =>
    notifyUsers(ctx, [ctx.user.id], {
      kind: 'export_done',
      title: `Your export of ${rows} row${rows === 1 ? '' : 's'} is ready`,
      body: what,
    }),
  );
}
