import { sql } from 'drizzle-orm';
import type { Notification, NotificationKind } from '../../../shared/contract/notifications';
import { NOTIFICATION_EVENT, NOTIFICATION_UPDATED_EVENT } from '../../../shared/contract/hub-events';
import type { Db } from '../../db/client';
import { arrayParam, inIds, inTexts } from '../../db/any-of';
import { notifications } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
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

interface BatchState {
  states: Map<number, RecipientState>;
  topicRows: Map<string, TopicRow>;
}

/**
 * What the plan reads, in one statement (the transaction holds the embedded database for every round
 * trip): each user's rows of the last minute and open fold, and the unread row of each (user, topic)
 * the batch names. The second part's arrays are empty when no notification of the batch has a topic.
 */
async function readBatchState(
  tx: Tx,
  ctx: ServiceContext,
  userIds: number[],
  recipients: readonly Recipient[],
  since: Date,
): Promise<BatchState> {
  const topical = recipients.filter((recipient) => recipient.notification.topic);
  const topicUsers = [...new Set(topical.map((recipient) => recipient.userId))];
  const topics = [...new Set(topical.map((recipient) => recipient.notification.topic!))];
  const result = await tx.execute(sql`
    select user_id, count(*)::int as recent, max(id) filter (where kind = 'folded') as folded_id, null::text as topic, null::int as topic_row_id, null::timestamptz as topic_created_at
    from ${notifications}
    where app_id = ${ctx.appId} and ${inIds(sql`user_id`, userIds)} and created_at > ${since.toISOString()}::timestamptz
    group by user_id
    union all
    (select distinct on (user_id, topic) user_id, null, null, topic, id, created_at
    from ${notifications}
    where app_id = ${ctx.appId} and ${inIds(sql`user_id`, topicUsers)} and ${inTexts(sql`topic`, topics)} and read_at is null
    order by user_id, topic, created_at desc)`);
  type Row = {
    user_id: number;
    recent: number | null;
    folded_id: number | null;
    topic: string | null;
    topic_row_id: number | null;
    topic_created_at: Date | string | null;
  };
  const states = new Map<number, RecipientState>(userIds.map((userId) => [userId, { recent: 0, foldedId: null }]));
  const topicRows = new Map<string, TopicRow>();
  for (const row of rowsOf<Row>(result)) {
    const userId = Number(row.user_id);
    if (row.topic === null)
      states.set(userId, { recent: Number(row.recent), foldedId: row.folded_id === null ? null : Number(row.folded_id) });
    else topicRows.set(topicKey(userId, row.topic), { id: Number(row.topic_row_id), createdAt: new Date(row.topic_created_at!) });
  }
  return { states, topicRows };
}

const textOf = (notification: NewNotification) => ({
  title: notification.title,
  body: notification.body ?? '',
  link: notification.link ?? null,
});

/**
 * Rewrites rows each with its own values in one statement (UPDATE … FROM unnest of one array per
 * column), answering the rewritten rows. A null title is a fold's: "N more notifications" of its new
 * count (at least 2 once grown).
 */
async function updateEach(
  tx: Tx,
  items: { id: number; title: string | null; body: string; link: string | null; foldedBy: number; move: boolean }[],
  now: Date,
): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  const column = <T>(pick: (item: (typeof items)[number]) => T) => items.map(pick);
  const values = sql`unnest(${arrayParam(
    column((item) => item.id),
    'int',
  )}, ${arrayParam(
    column((item) => item.title),
    'text',
  )}, ${arrayParam(
    column((item) => item.body),
    'text',
  )},
      ${arrayParam(
        column((item) => item.link),
        'text',
      )}, ${arrayParam(
        column((item) => item.foldedBy),
        'int',
      )}, ${arrayParam(
        column((item) => item.move),
        'boolean',
      )}) as v(id, title, body, link, folded_by, move)`;
  return tx
    .update(notifications)
    .set({
      title: sql`coalesce(v.title, (${notifications.foldedCount} + v.folded_by)::text || ' more notifications')`,
      body: sql`v.body`,
      link: sql`v.link`,
      foldedCount: sql`${notifications.foldedCount} + v.folded_by`,
      createdAt: sql`case when v.move then ${now.toISOString()}::timestamptz else ${notifications.createdAt} end`,
    })
    .from(values)
    .where(sql`${notifications.id} = v.id`)
    .returning();
}

/** Writes what the plan says; answers the rows to push, each with its hub target. */
async function applyPlan(tx: Tx, ctx: ServiceContext, plan: FoldPlan, recipients: readonly Recipient[]): Promise<Push[]> {
  const pushes: Push[] = [];
  const push = (row: NotificationRow, target: NotificationTarget) =>
    pushes.push({ userId: row.userId, target, notification: toNotification(row) });
  const at = (index: number) => recipients[index]!.notification;

  // Folded rows first, so a user's fold is listed below the extras it counts (ids break created_at ties).
  const fresh = [
    ...plan.createFolded.map(({ userId, count, index }) => ({
      appId: ctx.appId,
      userId,
      kind: 'folded',
      title: foldedTitle(count),
      body: at(index).title,
      link: at(index).link ?? null,
      foldedCount: count,
      createdAt: ctx.now,
    })),
    ...plan.insert.map(({ index }) => ({
      appId: ctx.appId,
      userId: recipients[index]!.userId,
      kind: at(index).kind,
      ...textOf(at(index)),
      topic: at(index).topic ?? null,
      createdAt: ctx.now,
    })),
  ];
  if (fresh.length > 0) {
    // Identities are drawn in the order of the values: sorted by id, the rows line up with `fresh`.
    const inserted = (await tx.insert(notifications).values(fresh).returning()).sort((a, b) => a.id - b.id);
    inserted.forEach((row, position) => {
      const isFold = position < plan.createFolded.length;
      if (isFold || plan.insert[position - plan.createFolded.length]!.pushed) push(row, NOTIFICATION_EVENT);
    });
  }

  // Topic rows and folds are distinct rows (a fold has no topic): one statement rewrites both.
  const toasts = new Set(plan.moveTopic.filter((item) => item.event === 'new').map((item) => item.id));
  const rewritten = await updateEach(
    tx,
    [
      ...plan.moveTopic.map(({ id, index }) => ({ id, ...textOf(at(index)), foldedBy: 0, move: true })),
      ...plan.rewriteTopic.map(({ id, index }) => ({ id, ...textOf(at(index)), foldedBy: 0, move: false })),
      ...plan.growFolded.map(({ id, by, index }) => ({
        id,
        title: null,
        body: at(index).title,
        link: at(index).link ?? null,
        foldedBy: by,
        move: false,
      })),
    ],
    ctx.now,
  );
  for (const row of rewritten.sort((a, b) => a.id - b.id)) push(row, toasts.has(row.id) ? NOTIFICATION_EVENT : NOTIFICATION_UPDATED_EVENT);
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
    const { states, topicRows } = await readBatchState(tx, ctx, [...active], kept, since);
    const deliveries = kept.map((recipient, index) => ({ index, userId: recipient.userId, topic: recipient.notification.topic ?? null }));
    return applyPlan(tx, ctx, planFold(deliveries, states, topicRows, since), kept);
  });
}
