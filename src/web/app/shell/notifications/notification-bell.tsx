import { forwardRef, useState, type ComponentProps } from 'react';
import {
  Button,
  CounterBadge,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Alert20Regular, DismissRegular } from '@fluentui/react-icons';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useLiveNotifications } from './live-notifications';
import { NotificationList } from './notification-list';
import { useNotificationSummary } from './notifications-api';

/** A phone: the list takes the whole screen instead of a popover under the bell. */
export const PHONE_QUERY = '(max-width: 479px)';
/** The badge shows "99+" above this. */
export const BADGE_MAX = 99;

const useStyles = makeStyles({
  // The badge sits on the bell's corner, outside the button (a child would widen it to a text button).
  bell: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '2px', insetInlineEnd: '0', pointerEvents: 'none' },
  surface: {
    display: 'flex',
    flexDirection: 'column',
    width: '380px',
    maxWidth: 'calc(100vw - 16px)',
    maxHeight: 'min(560px, calc(100vh - 64px))',
    padding: tokens.spacingVerticalM,
    paddingBlockEnd: tokens.spacingVerticalS,
  },
  heading: { margin: 0, paddingInline: tokens.spacingHorizontalS },
});

/** "Notifications, 3 unread": the button's name carries the exact count the badge may cap. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

type BellButtonProps = ComponentProps<typeof Button> & { unread: number };

/** The bell with its count; a ref and the trigger's props pass through to the button (PopoverTrigger). */
const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ unread, ...props }, ref) {
  const styles = useStyles();
  return (
    <span className={styles.bell}>
      <Button ref={ref} appearance="subtle" icon={<Alert20Regular />} aria-label={bellLabel(unread)} {...props} />
      {unread > 0 && <CounterBadge className={styles.badge} count={unread} overflowCount={BADGE_MAX} size="small" color="danger" aria-hidden />}
    </span>
  );
});

/**
 * The top bar's notifications: a bell with the unread count that opens the newest ones (a popover;
 * a full-screen drawer on a phone), and the live part (toasts, refreshes) while the shell is up.
 */
export function NotificationBell() {
  const styles = useStyles();
  const unread = useNotificationSummary();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useLiveNotifications(unread);

  if (phone) {
    return (
      <>
        <BellButton unread={unread} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)} />
        <OverlayDrawer position="end" size="full" open={open} onOpenChange={(_, data) => setOpen(data.open)} aria-label="Notifications">
          <DrawerHeader>
            <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={close} />}>
              Notifications
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>{open && <NotificationList unread={unread} onClose={close} />}</DrawerBody>
        </OverlayDrawer>
      </>
    );
  }

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <BellButton unread={unread} aria-haspopup="dialog" aria-expanded={open} />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label="Notifications">
        <NotificationList
          unread={unread}
          onClose={close}
          heading={
            <Text as="h2" weight="semibold" size={400} className={styles.heading}>
              Notifications
            </Text>
          }
        />
      </PopoverSurface>
    </Popover>
  );
}
