import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Notification } from '../../../../shared/contract/notifications';
import { formatDateTime, formatRelativeTime } from '../../../lib/locale-formats';
import { notificationTitle } from './notification-text';

/** "5 minutes ago" in the user's language; the full date and time go into the element's title. */
export function relativeTime(createdAt: string, now: Date = new Date()): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : formatRelativeTime(date, now);
}

const useStyles = makeStyles({
  item: {
    display: 'grid',
    gridTemplateColumns: '12px 1fr',
    columnGap: tokens.spacingHorizontalS,
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
    font: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  unread: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  dot: {
    width: '8px',
    height: '8px',
    marginTop: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandForeground1,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { overflowWrap: 'anywhere' },
  body: {
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
    // Long chat messages: two lines here, the whole text is one click away.
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  time: { color: tokens.colorNeutralForeground3 },
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One row of the list: unread ones have a dot, a tint and say "Unread" to screen readers. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const styles = useStyles();
  const unread = !notification.read;
  const created = new Date(notification.createdAt);
  return (
    <li>
      <button type="button" className={mergeClasses(styles.item, unread && styles.unread)} onClick={() => onOpen(notification)}>
        <span className={unread ? styles.dot : undefined} aria-hidden="true" />
        <span className={styles.text}>
          {unread && <span className={styles.visuallyHidden}>Unread: </span>}
          <Text weight={unread ? 'semibold' : 'regular'} className={styles.title}>
            {notificationTitle(notification)}
          </Text>
          {notification.body && (
            <Text size={200} className={styles.body}>
              {notification.body}
            </Text>
          )}
          <Text size={200} className={styles.time}>
            <time dateTime={notification.createdAt} title={Number.isNaN(created.getTime()) ? undefined : formatDateTime(created)}>
              {relativeTime(notification.createdAt)}
            </time>
          </Text>
        </span>
      </button>
    </li>
  );
}
