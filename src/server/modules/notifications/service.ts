import { and, count, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  NOTIFICATION_ID_INVALID,
  type MarkNotificationsReadSchema,
  type Notification,
  type NotificationListQuery,
  type NotificationSummary,
} from '../../../shared/contract/notifications';
import type { ListResponse } from '../../../shared/contract/list';
import { NOTIFICATION_UPDATED_EVENT } from '../../../shared/contract/hub-events';
import { listColumns } from '../../db/paging';
import { notifications } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { HttpError } from '../../core/errors';
import { logNotifyFailure } from './failure-log';
import { channelOfTopic, markChatsRead, unreadChatCount } from '../chat/service';
import { notificationColumns, toNotification, type ShownRow } from './rows';

// The notifications module: notifyUsers and the emitters other modules call after their action
// committed, and the caller's own list, unread count and read marks.
export { notifyEach, notifyUsers } from './notify';
export type { Recipient } from './store';
export type { NewNotification } from './store';
export { notifyAssigned, notifyExportDone, notifyPayoutChanges, notifyStatusChanges } from './emitters';

const mine = (ctx: ServiceContext) => and(eq(notifications.appId, ctx.appId), eq(notifications.userId, ctx.user.id));

/** The caller's notifications, newest first (a topic's rewrite moves it to the top). */
export async function listNotifications(ctx: ServiceContext, query: NotificationListQuery): Promise<ListResponse<Notification>> {
  const where = and(mine(ctx), query.unread === '1' ? isNull(notifications.readAt) : undefined);
  const page = await listColumns(
    ctx.db,
    { page: query.page, limit: query.limit, search: query.search },
    { table: notifications, where, search: [notifications.title, notifications.body], order: [desc(notifications.createdAt), desc(notifications.id)] },
    notificationColumns,
  );
  return { data: page.data.map(toNotification), meta: page.meta };
}

/**
 * The bell's count: the caller's unread chats, counted as the chat list marks them (a chat is one,
 * whether or not its notice came), and their other unread notifications. A fold is not counted:
 * the notifications it stands for are stored and counted themselves.
 */
export async function notificationSummary(ctx: ServiceContext): Promise<NotificationSummary> {
  const others = and(mine(ctx), isNull(notifications.readAt), notInArray(notifications.kind, ['chat_message', 'folded']));
  const [[row], chats] = await Promise.all([ctx.db.select({ unread: count() }).from(notifications).where(others), unreadChatCount(ctx.db, ctx)]);
  return { unread: (row?.unread ?? 0) + chats };
}

/** Tells the caller's tabs that their notifications changed: the one that did, or null for several (or only the chats' count). */
async function tellChanged(ctx: ServiceContext, changed: ShownRow[]): Promise<void> {
  const payload = changed.length === 1 ? toNotification(changed[0]) : null;
  await ctx.realtime
    .sendToUser(ctx.appId, ctx.user.id, NOTIFICATION_UPDATED_EVENT, [payload])
    .catch((error: unknown) => logNotifyFailure(ctx.db, error, { appId: ctx.appId, event: NOTIFICATION_UPDATED_EVENT }));
}

/**
 * The caller read what a topic's notices were about (a chat to its end): those still unread are
 * marked read, and the caller's tabs recount when one was, or when `recount` (the chat count changed).
 */
export async function readTopicNotices(ctx: ServiceContext, topic: string, recount: boolean): Promise<void> {
  const changed = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(mine(ctx), isNull(notifications.readAt), eq(notifications.topic, topic)))
    .returning(notificationColumns);
  if (changed.length > 0 || recount) await tellChanged(ctx, changed);
}

/**
 * Marks the listed notifications (or all) of the caller read. An id that is not the caller's
 * refuses the whole request with nothing changed. A chat's notice read is its chat read (to its
 * newest message), and Mark all as read reads every chat: the bell and the chat list stay one count.
 * The caller's other tabs are told, so every badge agrees: with the changed notification when one
 * changed, with null when several did.
 */
export async function markNotificationsRead(ctx: ServiceContext, input: v.InferOutput<typeof MarkNotificationsReadSchema>): Promise<NotificationSummary> {
  const ids = input.all === true ? undefined : [...new Set(input.ids ?? [])];
  const changed = await ctx.db.transaction(async (tx) => {
    if (ids) {
      const owned = await tx.select({ id: notifications.id }).from(notifications).where(and(mine(ctx), inArray(notifications.id, ids)));
      if (owned.length !== ids.length) throw new HttpError(404, NOTIFICATION_ID_INVALID);
    }
    const rows = await tx
      .update(notifications)
      .set({ readAt: ctx.now })
      .where(and(mine(ctx), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined))
      .returning({ ...notificationColumns, topic: notifications.topic });
    const chats = rows.flatMap((row) => channelOfTopic(row.topic) ?? []);
    await markChatsRead(tx, ctx, ids ? chats : 'all');
    return rows;
  });
  if (changed.length > 0 || !ids) await tellChanged(ctx, changed);
  return notificationSummary(ctx);
}
