import { and, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_UPDATED_EVENT } from '../../../shared/contract/hub-events';
import { notifications } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { logNotifyFailure } from './failure-log';
import { notificationColumns, toNotification, type ShownRow } from './rows';

// The notifications module: notifyUsers and the emitters other modules call after their action
// committed, and marking a topic's notices read. The caller's own list, unread count and read
// marks are the notification-inbox module's.
export { notifyEach, notifyUsers } from './notify';
export type { NewNotification, Recipient } from './store';
export { notifyAssigned, notifyExportDone, notifyStatusChanges } from './emitters';
export { registerNotificationLogger, safely } from './failure-log';
export { fullName, MY_REFERRALS_LINK } from './referral-news';
export { notificationColumns, toNotification, type ShownRow } from './rows';

/** The caller's own notifications in the app. */
export const ownNotifications = (ctx: ServiceContext) => and(eq(notifications.appId, ctx.appId), eq(notifications.userId, ctx.user.id));

/** Tells the caller's tabs that their notifications changed: the one that did, or null for several (or only the chats' count). */
export async function tellNotificationsChanged(ctx: ServiceContext, changed: ShownRow[]): Promise<void> {
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
    .where(and(ownNotifications(ctx), isNull(notifications.readAt), eq(notifications.topic, topic)))
    .returning(notificationColumns);
  if (changed.length > 0 || recount) await tellNotificationsChanged(ctx, changed);
}
