import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_EVENT, NOTIFICATION_UPDATED_EVENT, type Notification, type NotificationKind } from '../../../shared/contract/notifications';
import type { Db } from '../../db/client';
import { arrayParam, inIds, inTexts } from '../../db/any-of';
import { notifications } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { RATE_WINDOW_MS, foldedTitle, planFold, topicKey, type FoldPlan, type RecipientState, type TopicRow } from './fold';
import { toNotification, type NotificationRow } from './rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string;
  link?: string | null;
  topic?: string;
}

/** One notification for one user. */
export interface Recipient {
  userId: number;
  notification: NewNotification;
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
async function lockRecipients(tx: Tx, appId: number, userIds: readonly number[]): Promise<Set<number>> {
  const result = await tx.execute(sql`
    select u.id, pg_advisory_xact_lock(hashtext('notifications'), u.id)::text as locked
    from (select id from users where app_id = ${appId} and status = 1 and ${inIds(sql`id`, userIds)} order by id) u`);
  return new Set(rowsOf<{ id: number }>(result).map((row) => Number(row.id)));
}

async function recipientStates(tx: Tx, ctx: ServiceContext, userIds: number[], since: Date): Promise<Map<number, RecipientState>> {
  const rows = await tx
    .select({
      userId: notifications.userId,
      recent: sql<number>`count(*)::int`,
      foldedId: sql<number | null>`max(${notifications.id}) filter (where ${notifications.kind} = 'folded')`,
    })
    .from(notifications)
    .where(and(eq(notifications.appId, ctx.appId), inIds(notifications.userId, userIds), gt(notifications.createdAt, since)))
    .groupBy(notifications.userId);
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(
    userIds.map((userId) => {
      const row = byUser.get(userId);
      return [userId, { recent: row?.recent ?? 0, foldedId: row?.foldedId == null ? null : Number(row.foldedId) }];
    }),
  );
}

/** The unread row of each (user, topic) the batch names. */
async function unreadTopicRows(tx: Tx, ctx: ServiceContext, recipients: readonly Recipient[]): Promise<Map<string, TopicRow>> {
  const topical = recipients.filter((recipient) => recipient.notification.topic);
  if (topical.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([notifications.userId, notifications.topic], { userId: notifications.userId, topic: notifications.topic, id: notifications.id, createdAt: notifications.createdAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.appId, ctx.appId),
        inIds(notifications.userId, [...new Set(topical.map((recipient) => recipient.userId))]),
        inTexts(notifications.topic, [...new Set(topical.map((recipient) => recipient.notification.topic!))]),
        isNull(notifications.readAt),
      ),
    )
    .orderBy(notifications.userId, notifications.topic, desc(notifications.createdAt));
  return new Map(rows.map((row) => [topicKey(row.userId, row.topic!), { id: row.id, createdAt: row.createdAt }]));
}

const textOf = (notification: NewNotification) => ({ title: notification.title, body: notification.body ?? '', link: notification.link ?? null });

/**
 * Rewrites rows each with its own values in one statement (UPDATE … FROM unnest of one array per
 * column), then reads them back through the ORM so both drivers answer the same types. A null
 * title is a fold's: "N more notifications" of its new count (at least 2 once grown).
 */
async function updateEach(tx: Tx, items: { id: number; title: string | null; body: string; link: string | null; foldedBy: number; move: boolean }[], now: Date): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  const column = <T>(pick: (item: (typeof items)[number]) => T) => items.map(pick);
  await tx.execute(sql`
    update ${notifications} n set title = coalesce(v.title, (n.folded_count + v.folded_by)::text || ' more notifications'), body = v.body, link = v.link, folded_count = n.folded_count + v.folded_by,
      created_at = case when v.move then ${now.toISOString()}::timestamptz else n.created_at end
    from unnest(${arrayParam(column((item) => item.id), 'int')}, ${arrayParam(column((item) => item.title), 'text')}, ${arrayParam(column((item) => item.body), 'text')},
      ${arrayParam(column((item) => item.link), 'text')}, ${arrayParam(column((item) => item.foldedBy), 'int')}, ${arrayParam(column((item) => item.move), 'boolean')}) as v(id, title, body, link, folded_by, move)
    where n.id = v.id`);
  return tx.select().from(notifications).where(inIds(notifications.id, column((item) => item.id)));
}

/** Writes what the plan says; answers the rows to push, each with its hub target. */
async function applyPlan(tx: Tx, ctx: ServiceContext, plan: FoldPlan, recipients: readonly Recipient[]): Promise<Push[]> {
  const pushes: Push[] = [];
  const push = (row: NotificationRow, target: NotificationTarget) => pushes.push({ userId: row.userId, target, notification: toNotification(row) });
  const at = (index: number) => recipients[index]!.notification;

  // Folded rows first, so a user's fold is listed below the extras it counts (ids break created_at ties).
  const fresh = [
    ...plan.createFolded.map(({ userId, count, index }) => ({ appId: ctx.appId, userId, kind: 'folded', title: foldedTitle(count), body: at(index).title, link: at(index).link ?? null, foldedCount: count, createdAt: ctx.now })),
    ...plan.insert.map(({ index }) => ({ appId: ctx.appId, userId: recipients[index]!.userId, kind: at(index).kind, ...textOf(at(index)), topic: at(index).topic ?? null, createdAt: ctx.now })),
  ];
  if (fresh.length > 0) {
    // Identities are drawn in the order of the values: sorted by id, the rows line up with `fresh`.
    const inserted = (await tx.insert(notifications).values(fresh).returning()).sort((a, b) => a.id - b.id);
    inserted.forEach((row, position) => {
      const isFold = position < plan.createFolded.length;
      if (isFold || plan.insert[position - plan.createFolded.length]!.pushed) push(row, NOTIFICATION_EVENT);
    });
  }

  const toasts = new Set(plan.moveTopic.filter((item) => item.event === 'new').map((item) => item.id));
  const topicRows = await updateEach(
    tx,
    [
      ...plan.moveTopic.map(({ id, index }) => ({ id, ...textOf(at(index)), foldedBy: 0, move: true })),
      ...plan.rewriteTopic.map(({ id, index }) => ({ id, ...textOf(at(index)), foldedBy: 0, move: false })),
    ],
    ctx.now,
  );
  for (const row of topicRows) push(row, toasts.has(row.id) ? NOTIFICATION_EVENT : NOTIFICATION_UPDATED_EVENT);

  const grown = await updateEach(
    tx,
    plan.growFolded.map(({ id, by, index }) => ({ id, title: null, body: at(index).title, link: at(index).link ?? null, foldedBy: by, move: false })),
    ctx.now,
  );
  for (const row of grown) push(row, NOTIFICATION_UPDATED_EVENT);
  return pushes;
}

/**
 * Stores each recipient's notification (a topic rewrites that user's unread one of the topic) under
 * the per-minute limit, in one transaction; answers what to push once it has committed. One user
 * may have several (a bulk change): they are decided in order, as if they had come one by one.
 */
export async function storeNotifications(ctx: ServiceContext, recipients: readonly Recipient[]): Promise<Push[]> {
  if (recipients.length === 0) return [];
  return ctx.db.transaction(async (tx) => {
    const active = await lockRecipients(tx, ctx.appId, [...new Set(recipients.map((recipient) => recipient.userId))]);
    const kept = recipients.filter((recipient) => active.has(recipient.userId));
    if (kept.length === 0) return [];
    const since = new Date(ctx.now.getTime() - RATE_WINDOW_MS);
    const states = await recipientStates(tx, ctx, [...active], since);
    const topicRows = await unreadTopicRows(tx, ctx, kept);
    const deliveries = kept.map((recipient, index) => ({ index, userId: recipient.userId, topic: recipient.notification.topic ?? null }));
    return applyPlan(tx, ctx, planFold(deliveries, states, topicRows, since), kept);
  });
}
