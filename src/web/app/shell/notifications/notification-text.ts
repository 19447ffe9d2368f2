import type { Notification } from '../../../../shared/contract/notifications';

/** What a notification is called: a fold reads "N more notifications" from its count, not a stored text. */
export function notificationTitle(notification: Notification): string {
  if (notification.kind !== 'folded') return notification.title;
  const count = notification.foldedCount;
  return `${count} more notification${count === 1 ? '' : 's'}`;
}

/**
 * The in-app path a notification leads to, or null: the server stores app paths ('/my-referrals',
 * '/application/view/5'); anything else (an absolute URL, '//host') is not followed.
 */
export function inAppLink(notification: Notification): string | null {
  const link = notification.link;
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** The chat screen of a channel (route table: /referralChat/:channelIdentifier). */
export const chatPath = (channelId: string) => `/referralChat/${channelId}`;

/** Whether two in-app paths name the same screen (query, hash, a trailing slash and letter case aside). */
export function samePath(a: string, b: string): boolean {
  const path = (value: string) => value.split(/[?#]/, 1)[0].replace(/\/+$/, '').toLowerCase();
  return path(a) === path(b);
}

/** Whether the notification is about the chat that is open on this screen (same channel path). */
export function isChatOnScreen(notification: Notification, pathname: string): boolean {
  if (notification.kind !== 'chat_message') return false;
  const link = inAppLink(notification);
  return link !== null && samePath(link, pathname);
}
