import { useLocation, useNavigate } from 'react-router-dom';
import { useToastController } from '@fluentui/react-components';
import type { ChatMessage } from '../../../../shared/contract/chat';
import type { Notification } from '../../../../shared/contract/notifications';
import { CHAT_MESSAGE_EVENT, NOTIFICATION_EVENT, NOTIFICATION_UPDATED_EVENT } from '../../../../shared/contract/hub-events';
import { errorMessage } from '../../../lib/api';
import { APP_TOASTER_ID, notifyError, whenToasterMounted } from '../../../lib/notify';
import { useHubEvent, useHubReconnected } from '../../../lib/realtime';
import { useUserInfo } from '../../../domain/user-info';
import { MARK_READ_FAILED, useMarkNotificationsRead, useRefreshNotifications, useRefreshUnreadCount } from './notifications-api';
import { chatPath, inAppLink, isChatOnScreen, samePath } from './notification-text';
import type * as ToastCodeModule from './notification-toast';

type ToastCode = typeof ToastCodeModule;

/** How long a notification's toast stays (it stays while hovered; the list keeps it anyway). */
export const NOTIFICATION_TOAST_MS = 8000;

const toastId = (notification: Notification) => `hub-notification-${notification.id}`;

/** Parsing and showing a push: their code (valibot, Fluent's Toast) loads with the first push. */
const loadToastCode = () => import('./notification-toast');

/**
 * The hub's notification pushes in the shell: a new one is a toast (the app's one Toaster shows at
 * most MAX_VISIBLE_NOTIFICATIONS at once and queues the rest) and refreshes the badge and list; a
 * changed one (a fold counted more, another tab marked some read) refreshes only. After a gap in the
 * connection the stored state is read again, since pushes sent meanwhile were lost. Someone else's
 * chat message recounts the badge at once (the chat list shows it unread at once, its notice comes
 * a little later), unless that chat is on screen, where it is read as it arrives.
 */
export function useLiveNotifications(): void {
  const refresh = useRefreshNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { dispatchToast, updateToast, dismissToast } = useToastController(APP_TOASTER_ID);

  const open = (notification: Notification, link: string) => {
    dismissToast(toastId(notification));
    if (!notification.read)
      void markRead({ ids: [notification.id] }).catch((failure: unknown) => notifyError(errorMessage(failure, MARK_READ_FAILED)));
    navigate(link);
  };

  const toastContent = (NotificationToast: ToastCode['NotificationToast'], notification: Notification) => {
    const link = inAppLink(notification);
    return <NotificationToast notification={notification} onOpen={link ? () => open(notification, link) : undefined} />;
  };

  const show = (NotificationToast: ToastCode['NotificationToast'], notification: Notification) => {
    const content = toastContent(NotificationToast, notification);
    const id = toastId(notification);
    // A topic's notification rewritten while its toast is still up (the next chat message) changes
    // that toast instead of stacking another; a toast no longer there is dispatched anew. The
    // toaster's code loads with the first toast.
    whenToasterMounted(() => {
      updateToast({ toastId: id, content, timeout: NOTIFICATION_TOAST_MS });
      dispatchToast(content, { toastId: id, intent: 'info', timeout: NOTIFICATION_TOAST_MS, politeness: 'polite' });
    });
  };

  /** A changed notification whose toast is still up: read elsewhere, it goes; rewritten, it shows the new text. */
  const changeToast = (NotificationToast: ToastCode['NotificationToast'], notification: Notification) => {
    if (notification.read) dismissToast(toastId(notification));
    else updateToast({ toastId: toastId(notification), content: toastContent(NotificationToast, notification) });
  };

  const onNew = ({ parseNotification, NotificationToast }: ToastCode, payload: unknown) => {
    const notification = parseNotification(payload);
    if (notification) {
      // The user is reading that chat: the message is on screen already, so it is read, not news.
      if (isChatOnScreen(notification, pathname) && document.visibilityState !== 'hidden') {
        void markRead({ ids: [notification.id] }).catch(() => refresh());
        return;
      }
      show(NotificationToast, notification);
    }
    void refresh();
  };
  // Its argument is the changed notification, or null when several changed (never a new toast).
  const onChanged = ({ parseNotification, NotificationToast }: ToastCode, payload: unknown) => {
    const notification = parseNotification(payload);
    if (notification) changeToast(NotificationToast, notification);
    void refresh();
  };
  // Should the code fail to load, the badge and list still catch up.
  const withToastCode = (handle: (code: ToastCode, payload: unknown) => void) => (payload: unknown) =>
    void loadToastCode().then(
      (code) => handle(code, payload),
      () => refresh(),
    );
  useHubEvent<unknown>(NOTIFICATION_EVENT, withToastCode(onNew));
  useHubEvent<unknown>(NOTIFICATION_UPDATED_EVENT, withToastCode(onChanged));
  useHubReconnected(() => void refresh());

  const recount = useRefreshUnreadCount();
  const me = useUserInfo().user?.id;
  useHubEvent<ChatMessage | undefined>(CHAT_MESSAGE_EVENT, (message) => {
    if (message && message.senderId !== me && !samePath(chatPath(message.channelId), pathname)) void recount();
  });
}
