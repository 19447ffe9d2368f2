import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ItemResponse } from '../../../../shared/contract/list';
import type { Notification, NotificationSummary } from '../../../../shared/contract/notifications';
import { apiPost } from '../../../lib/api';
import { useInvalidate } from '../../../lib/query-keys';
import { useListQuery } from '../../../lib/use-query';
import { SHELL_PART_KEYS, useShellPart } from '../../../lib/shell-start';
import { API_PATHS } from '../../../../shared/contract/api-paths';

// The signed-in user's stored notifications (issue 12): the top bar's badge and list read them over
// HTTP; the hub only says that something changed, so a reload or a reconnect shows the same thing.

/** Told when marking read fails (the list, and a toast's Open). */
export const MARK_READ_FAILED = 'The notifications could not be marked as read.';
/** How many the list shows at first, and how many more each "Show more" asks for. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** The API's largest page (NotificationListQuerySchema): the list grows up to this. */
export const MAX_NOTIFICATION_LIMIT = 50;

/** GET /api/notifications/summary's key: the shell's start answers its first read. */
const SUMMARY_KEY = SHELL_PART_KEYS.notificationSummary;

/** The unread count for the badge (0 while loading or when it failed: the badge just hides). */
export function useNotificationSummary() {
  const { data } = useShellPart<ItemResponse<NotificationSummary>>('notificationSummary');
  return data?.data.unread ?? 0;
}

/** The newest `limit` notifications; null fetches nothing (the list is closed). */
export function useNotifications(limit: number | null) {
  return useListQuery<Notification>(API_PATHS.notifications, limit === null ? null : { page: 1, limit });
}

/** Revalidates the badge and every loaded list page (after a push, a reconnect or a change of ours). */
export function useRefreshNotifications(): () => Promise<unknown> {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate(API_PATHS.notifications), [invalidate]);
}

/** Reads the badge's count again (a chat message arrived: the chats it counts changed). */
export function useRefreshUnreadCount(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(SUMMARY_KEY), [mutate]);
}

/**
 * Marks the given notifications (or all) read, puts the answered unread count into the badge at
 * once and refreshes the list. The server tells the user's other tabs itself.
 */
export function useMarkNotificationsRead(): (target: { ids: number[] } | { all: true }) => Promise<void> {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshNotifications();
  return useCallback(
    async (target) => {
      const answer = await apiPost<ItemResponse<NotificationSummary>>(`${API_PATHS.notifications}/read`, target);
      await mutate(SUMMARY_KEY, answer, { revalidate: false });
      await refresh();
    },
    [mutate, refresh],
  );
}
