import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_EVENT, NOTIFICATION_UPDATED_EVENT, type Notification, type NotificationKind } from '../../../shared/contract/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { RATE_WINDOW_MS, foldedTitle, planFold, type FoldPlan, type RecipientState } from './fold';
import { toNotification, type NotificationRow } from './rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string;
  link?: string | null;
  topic?: string;
}

export type NotificationTarget = typeof NOTIFICATION_EVENT | typeof NOTIFICATION_UPDATED_EVENT;

/** One hub push to make once the rows are committed. */
export interface Push {
  userId: number;
  target: NotificationTarget;
  notification: Notification;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The active users of the app among `userIds`, each locked for this transaction (in id order, so
 * two batches never deadlock): two instances notifying one user at once count each other's rows.
 */
async function lockRecipients(tx: Tx, appId: number, userIds: readonly number[]): Promise<number[]> {
  const result = await tx.execute(sql`
    select u.id, pg_advisory_xact_lock(hashtext('notifications'), u.id)::text as locked
    from (select id from users where app_id = ${appId} and status = 1 and id in ${[...userIds]} order by id) u`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

async function recipientStates(tx: Tx, ctx: ServiceContext, userIds: number[], topic: string | undefined, since: Date): Promise<RecipientState[]> {
  const mine = and(eq(notifications.appId, ctx.appId), inArray(notifications.userId, userIds));
  const recent = await tx
    .select({
      userId: notifications.userId,
      recent: sql<number>`count(*)::int`,
      foldedId: sql<number | null>`max(${notifications.id}) filter (where ${notifications.kind} = 'folded')`,
    })
    .from(notifications)
    .where(and(mine, gt(notifications.createdAt, since)))
    .groupBy(notifications.userId);
  const topicRows = topic
    ? await tx
        .selectDistinctOn([notifications.userId], { userId: notifications.userId, id: notifications.id, createdAt: notifications.createdAt })
        .from(notifications)
        .where(and(mine, eq(notifications.topic, topic), isNull(notifications.readAt)))
        .orderBy(notifications.userId, desc(notifications.createdAt))
    : [];
  const recentBy = new Map(recent.map((row) => [row.userId, row]));
  const topicBy = new Map(topicRows.map((row) => [row.userId, row]));
  return userIds.map((userId) => {
    const activity = recentBy.get(userId);
    const topicRow = topicBy.get(userId);
    return {
      userId,
      recent: activity?.recent ?? 0,
      foldedId: activity?.foldedId == null ? null : Number(activity.foldedId),
      topicRow: topicRow ? { id: topicRow.id, createdAt: topicRow.createdAt } : null,
    };
  });
}

/** Writes what the plan says; answers the rows to push, each with its hub target. */
async function applyPlan(tx: Tx, ctx: ServiceContext, plan: FoldPlan, input: NewNotification): Promise<Push[]> {
  const text = { title: input.title, body: input.body ?? '', link: input.link ?? null };
  const pushes: Push[] = [];
  const push = (row: NotificationRow, target: NotificationTarget) => pushes.push({ userId: row.userId, target, notification: toNotification(row) });

  const fresh = [
    ...plan.insert.map(({ userId }) => ({ appId: ctx.appId, userId, kind: input.kind, ...text, topic: input.topic ?? null, createdAt: ctx.now })),
    ...plan.createFolded.map((userId) => ({ appId: ctx.appId, userId, kind: 'folded', title: foldedTitle(1), body: input.title, link: text.link, foldedCount: 1, createdAt: ctx.now })),
  ];
  const pushedInsert = new Set(plan.insert.filter((item) => item.pushed).map((item) => item.userId));
  if (fresh.length > 0) {
    for (const row of await tx.insert(notifications).values(fresh).returning()) {
      if (row.kind === 'folded' || pushedInsert.has(row.userId)) push(row, NOTIFICATION_EVENT);
    }
  }
  if (plan.moveTopic.length > 0) {
    const toasts = new Set(plan.moveTopic.filter((item) => item.event === 'new').map((item) => item.id));
    const moved = await tx
      .update(notifications)
      .set({ ...text, createdAt: ctx.now })
      .where(inArray(notifications.id, plan.moveTopic.map((item) => item.id)))
      .returning();
    for (const row of moved) push(row, toasts.has(row.id) ? NOTIFICATION_EVENT : NOTIFICATION_UPDATED_EVENT);
  }
  if (plan.rewriteTopic.length > 0) {
    for (const row of await tx.update(notifications).set(text).where(inArray(notifications.id, plan.rewriteTopic)).returning()) push(row, NOTIFICATION_UPDATED_EVENT);
  }
  if (plan.growFolded.length > 0) {
    const grown = await tx
      .update(notifications)
      .set({
        foldedCount: sql`${notifications.foldedCount} + 1`,
        title: sql`(${notifications.foldedCount} + 1)::text || ' more notifications'`,
        body: input.title,
        link: text.link,
      })
      .where(inArray(notifications.id, plan.growFolded))
      .returning();
    for (const row of grown) push(row, NOTIFICATION_UPDATED_EVENT);
  }
  return pushes;
}

/**
 * Stores one notification for each of `userIds` (a topic rewrites the unread one of that topic)
 * under the per-minute limit, in one transaction; answers what to push once it has committed.
 */
export async function storeNotifications(ctx: ServiceContext, userIds: readonly number[], input: NewNotification): Promise<Push[]> {
  return ctx.db.transaction(async (tx) => {
    const recipients = await lockRecipients(tx, ctx.appId, userIds);
    if (recipients.length === 0) return [];
    const since = new Date(ctx.now.getTime() - RATE_WINDOW_MS);
    const states = await recipientStates(tx, ctx, recipients, input.topic, since);
    return applyPlan(tx, ctx, planFold(states, since), input);
  });
}
