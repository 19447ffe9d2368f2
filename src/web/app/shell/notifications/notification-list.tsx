import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AlertRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import type { Notification } from '../../../../shared/contract/notifications';
import { errorMessage } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { EmptyState } from '../../../ui/empty-state';
import {
  MARK_READ_FAILED,
  MAX_NOTIFICATION_LIMIT,
  NOTIFICATION_PAGE_SIZE,
  useMarkNotificationsRead,
  useNotifications,
} from './notifications-api';
import { NotificationItem } from './notification-item';
import { inAppLink } from './notification-text';

export const NO_NOTIFICATIONS = 'No notifications yet';
export const NOTIFICATIONS_LOAD_FAILED = 'Notifications could not be loaded.';

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingBlockEnd: tokens.spacingVerticalXS },
  toolbarEnd: { marginInlineStart: 'auto' },
  // In the popover the toolbar stays while the rows scroll; the drawer's body scrolls by itself.
  scroll: { overflowY: 'auto', minHeight: 0, display: 'flex', flexDirection: 'column' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  errorIcon: { fontSize: '32px', color: tokens.colorPaletteRedForeground1 },
  more: { alignSelf: 'center', marginBlockStart: tokens.spacingVerticalS },
});

export interface NotificationListProps {
  /** Whether anything is unread (the badge's count): 'Mark all as read' is off without. */
  unread: number;
  /** Closes the popover or drawer before a notification's link is followed. */
  onClose: () => void;
  /** A heading beside 'Mark all as read' (the popover's; the drawer has its own header). */
  heading?: ReactNode;
}

/** The newest notifications, 'Mark all as read', and a click that marks one read and opens its link. */
export function NotificationList({ unread, onClose, heading }: NotificationListProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [limit, setLimit] = useState(NOTIFICATION_PAGE_SIZE);
  const { data, error, mutate } = useNotifications(limit);
  const markRead = useMarkNotificationsRead();
  const [markingAll, setMarkingAll] = useState(false);
  // "2 minutes ago" keeps true while the list stays open.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinute((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);

  const open = (notification: Notification) => {
    if (!notification.read)
      void markRead({ ids: [notification.id] }).catch((failure: unknown) => notifyError(errorMessage(failure, MARK_READ_FAILED)));
    const link = inAppLink(notification);
    if (!link) return;
    onClose();
    navigate(link);
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markRead({ all: true });
    } catch (failure) {
      notifyError(errorMessage(failure, MARK_READ_FAILED));
    } finally {
      setMarkingAll(false);
    }
  };

  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  let content;
  if (!data && error) {
    content = (
      <div className={styles.state} role="alert">
        <ErrorCircleRegular className={styles.errorIcon} aria-hidden="true" />
        <Text>{NOTIFICATIONS_LOAD_FAILED}</Text>
        <Button onClick={() => void mutate()}>Retry</Button>
      </div>
    );
  } else if (!data) {
    content = (
      <div className={styles.state}>
        <Spinner size="small" label="Loading notifications" />
      </div>
    );
  } else if (rows.length === 0) {
    content = <EmptyState message={NO_NOTIFICATIONS} icon={<AlertRegular />} />;
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label="Notification list">
          {rows.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
        {total > rows.length && limit < MAX_NOTIFICATION_LIMIT && (
          <Button
            appearance="subtle"
            className={styles.more}
            onClick={() => setLimit((n) => Math.min(n + NOTIFICATION_PAGE_SIZE, MAX_NOTIFICATION_LIMIT))}
          >
            Show more
          </Button>
        )}
      </>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        {heading}
        {/* disabledFocusable: the focus stays in the popover (Escape still closes it) once all are read. */}
        <Button
          className={styles.toolbarEnd}
          appearance="transparent"
          size="small"
          disabledFocusable={unread === 0 || markingAll}
          onClick={() => void markAll()}
        >
          Mark all as read
        </Button>
      </div>
      <div className={styles.scroll}>{content}</div>
    </>
  );
}
