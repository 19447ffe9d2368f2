import type { InferSelectModel } from 'drizzle-orm';
import type { Notification, NotificationKind } from '../../../shared/contract/notifications';
import { notifications } from '../../db/schema';

export type NotificationRow = InferSelectModel<typeof notifications>;

/** The columns a client sees (list, pushes); `topic` and the owner stay on the server. */
export const notificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  foldedCount: notifications.foldedCount,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export type ShownRow = Pick<NotificationRow, 'id' | 'kind' | 'title' | 'body' | 'link' | 'foldedCount' | 'readAt' | 'createdAt'>;

export function toNotification(row: ShownRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    foldedCount: row.foldedCount,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
