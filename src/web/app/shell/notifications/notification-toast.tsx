import { Link, Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import * as v from 'valibot';
import { NotificationSchema, type Notification } from '../../../../shared/contract/notifications';
import { notificationTitle } from './notification-text';

// What a hub push needs beyond the first page: loaded with the first push (live-notifications.tsx).

/** The push's notification, or null when it is not one. */
export function parseNotification(payload: unknown): Notification | null {
  const parsed = v.safeParse(NotificationSchema, payload);
  return parsed.success ? parsed.output : null;
}

export interface NotificationToastProps {
  notification: Notification;
  /** Given when the notification links into the app: its 'Open' action. */
  onOpen?: () => void;
}

/** A notification's toast: its title, with 'Open' when it links somewhere, over its body. */
export function NotificationToast({ notification, onOpen }: NotificationToastProps) {
  return (
    <Toast>
      <ToastTitle
        action={
          onOpen ? (
            <Link as="button" onClick={onOpen}>
              Open
            </Link>
          ) : undefined
        }
      >
        {notificationTitle(notification)}
      </ToastTitle>
      {notification.body && <ToastBody>{notification.body}</ToastBody>}
    </Toast>
  );
}
