import { forwardRef, type ComponentProps } from 'react';
import { Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { DeferredPopup } from '../../../ui/deferred-popup';
import { useLiveNotifications } from './live-notifications';
import { useNotificationSummary } from './notifications-api';

/** A phone: the list takes the whole screen instead of a popover under the bell. */
export const PHONE_QUERY = '(max-width: 479px)';
/** The badge shows "99+" above this. */
export const BADGE_MAX = 99;

const useStyles = makeStyles({
  // The badge sits on the bell's corner, outside the button (a child would widen it to a text button).
  bell: { position: 'relative', display: 'inline-flex' },
  // Fluent's small danger CounterBadge, drawn here: the badge component would bring every badge
  // size, colour and appearance (3 kB) to the first page for this one count.
  badge: {
    position: 'absolute',
    top: '2px',
    insetInlineEnd: '0',
    pointerEvents: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: '16px',
    height: '16px',
    padding: `0 calc(${tokens.spacingHorizontalXXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusCircular,
    ...typographyStyles.caption2Strong,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorPaletteRedBackground3,
    // Forced colours drop the background: the border keeps the count's circle there.
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
  },
});

/** "Notifications, 3 unread": the button's name carries the exact count the badge may cap. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

type BellButtonProps = ComponentProps<typeof Button> & { unread: number };

/** The bell with its count; a ref and the trigger's props pass through to the button (PopoverTrigger). */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ unread, ...props }, ref) {
  const styles = useStyles();
  return (
    <span className={styles.bell}>
      <Button ref={ref} appearance="subtle" icon={<Alert20Regular />} aria-label={bellLabel(unread)} {...props} />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden>
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </span>
  );
});

const loadPopup = async () => (await import('./notification-popup')).NotificationPopup;

/**
 * The top bar's notifications: a bell with the unread count that opens the newest ones (its code
 * loads when first wanted), and the live part (toasts, refreshes) while the shell is up.
 */
export function NotificationBell() {
  const unread = useNotificationSummary();
  useLiveNotifications();
  return (
    <DeferredPopup
      load={loadPopup}
      popupProps={{ unread }}
      trigger={(props) => <BellButton unread={unread} aria-haspopup="dialog" aria-expanded={false} {...props} />}
    />
  );
}
