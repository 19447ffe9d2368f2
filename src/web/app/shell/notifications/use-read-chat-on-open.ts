import { useEffect, useEffectEvent } from 'react';
import type { ListResponse } from '../../../../shared/contract/list';
import type { Notification } from '../../../../shared/contract/notifications';
import { apiGet } from '../../../lib/api';
import { MAX_NOTIFICATION_LIMIT, NOTIFICATIONS_PATH, useMarkNotificationsRead } from './notifications-api';
import { isChatOnScreen } from './notification-text';

/** The chat screen's address prefix (route table: /referralChat/:channelIdentifier). */
const CHAT_PATH_PREFIX = '/referralChat/';

/**
 * Opening a chat (from the sidebar, the chat list, a link: not only from its notification) reads
 * the unread notifications of its messages, since the messages are on screen now. Asks only when
 * a chat is opened, or something turns unread while one is open.
 */
export function useReadChatOnOpen(pathname: string, unread: number): void {
  const markRead = useMarkNotificationsRead();
  const hasUnread = unread > 0;
  const readChat = useEffectEvent(async (isCurrent: () => boolean) => {
    if (!hasUnread || !pathname.toLowerCase().startsWith(CHAT_PATH_PREFIX.toLowerCase())) return;
    const page = await apiGet<ListResponse<Notification>>(NOTIFICATIONS_PATH, { unread: 1, limit: MAX_NOTIFICATION_LIMIT });
    const ids = page.data.filter((notification) => isChatOnScreen(notification, pathname)).map((notification) => notification.id);
    if (ids.length > 0 && isCurrent()) await markRead({ ids });
  });
  useEffect(() => {
    let current = true;
    // A failure leaves them unread (the list shows them): nothing to tell the user about.
    readChat(() => current).catch(() => undefined);
    return () => {
      current = false;
    };
    // Again once the badge has something unread (it loads after the page, or a message arrived).
  }, [pathname, hasUnread]);
}
