import { and, count, desc, inArray, isNull, notInArray } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  NOTIFICATION_ID_INVALID,
  type MarkNotificationsReadSchema,
  type Notification,
  type NotificationListQuery,
  type NotificationSummary,
} from '../../../shared/contract/notifications';
import type { ListResponse } from '../../../shared/contract/list';
import { listColumns } from '../../db/paging';
import { notifications } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { HttpError } from '../../core/errors';
import { channelOfTopic, markChatsRead, unreadChatCount } from '../chat/service';
import { ownNotifications, notificationColumns, tellNotificationsChanged, toNotification } from '../notifications/service';

// The notification-inbox module: the caller's own notifications (the bell): the list, the unread
// count and read marks, which count and read the caller's chats too.

/** The caller's notifications, newest first (a topic's rewrite moves it to the top). */
export async function listNotifications(ctx: ServiceContext, query: NotificationListQuery): Promise<ListResponse<Notification>> {
  const where = and(ownNotifications(ctx), query.unread === '1' ? isNull(notifications.readAt) : undefined);
  const page = await listColumns(
    ctx.db,
    { page: query.page, limit: query.limit, search: query.search },
    {
      table: notifications,
      where,
      search: [notifications.title, notifications.body],
      order: [desc(notifications.createdAt), desc(notifications.id)],
    },
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
  const others = and(ownNotifications(ctx), isNull(notifications.readAt), notInArray(notifications.kind, ['chat_message', 'folded']));
  const [[row], chats] = await Promise.all([
    ctx.db.select({ unread: count() }).from(notifications).where(others),
    unreadChatCount(ctx.db, ctx),
  ]);
  return { unread: (row?.unread ?? 0) + chats };
}

/**
 * Marks the listed notifications (or all) of the caller read. An id that is not the caller's
 * refuses the whole request with nothing changed. A chat's notice read is its chat read (to its
 * newest message), and Mark all as read reads every chat: the bell and the chat list stay one count.
 * The caller's other tabs are told, so every badge agrees: with the changed notification when one
 * changed, with null when several did.
 */
export async function markNotificationsRead(
  ctx: ServiceContext,
  input: v.InferOutput<typeof MarkNotificationsReadSchema>,
): Promise<NotificationSummary> {
  const ids = input.all === true ? undefined : [...new Set(input.ids ?? [])];
  const changed = await ctx.db.transaction(async (tx) => {
    if (ids) {
      const owned = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(ownNotifications(ctx), inArray(notifications.id, ids)));
      if (owned.length !== ids.length) throw new HttpError(404, NOTIFICATION_ID_INVALID);
    }
    const rows = await tx
      .update(notifications)
      .set({ readAt: ctx.now })
      .where(and(ownNotifications(ctx), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined))
      .returning({ ...notificationColumns, topic: notifications.topic });
    const chats = rows.flatMap((row) => channelOfTopic(row.topic) ?? []);
    await markChatsRead(tx, ctx, ids ? chats : 'all');
    return rows;
  });
  if (changed.length > 0 || !ids) await tellNotificationsChanged(ctx, changed);
  return notificationSummary(ctx);
}
