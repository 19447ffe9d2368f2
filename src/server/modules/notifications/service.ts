import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
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
import type { ServiceContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { logNotifyFailure } from './failure-log';
import { notificationColumns, toNotification } from './rows';

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

export async function notificationSummary(ctx: ServiceContext): Promise<NotificationSummary> {
  const [row] = await ctx.db.select({ unread: count() }).from(notifications).where(and(mine(ctx), isNull(notifications.readAt)));
  return { unread: row?.unread ?? 0 };
}

/**
 * Marks the listed notifications (or all) of the caller read. An id that is not the caller's
 * refuses the whole request with nothing changed. The caller's other tabs are told, so every badge
 * agrees: with the changed notification when one changed, with null when several did.
 */
export async function markNotificationsRead(ctx: ServiceContext, input: v.InferOutput<typeof MarkNotificationsReadSchema>): Promise<NotificationSummary> {
  const ids = input.all === true ? undefined : [...new Set(input.ids ?? [])];
  const changed = await ctx.db.transaction(async (tx) => {
    if (ids) {
      const owned = await tx.select({ id: notifications.id }).from(notifications).where(and(mine(ctx), inArray(notifications.id, ids)));
      if (owned.length !== ids.length) throw new HttpError(404, NOTIFICATION_ID_INVALID);
    }
    return tx
      .update(notifications)
      .set({ readAt: ctx.now })
      .where(and(mine(ctx), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined))
      .returning(notificationColumns);
  });
  if (changed.length > 0) {
    const payload = changed.length === 1 ? toNotification(changed[0]) : null;
    await ctx.realtime
      .sendToUser(ctx.appId, ctx.user.id, NOTIFICATION_UPDATED_EVENT, [payload])
      .catch((error: unknown) => logNotifyFailure(ctx.db, error, { appId: ctx.appId, event: NOTIFICATION_UPDATED_EVENT }));
  }
  return notificationSummary(ctx);
}
