import { useState } from 'react';
import {
  Button,
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
import { DismissRegular } from '@fluentui/react-icons';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { LoadedPopupProps } from '../../../ui/deferred-popup';
import { ReturnFocus } from '../../../ui/return-focus';
import { PHONE_QUERY } from './notification-bell';
import { NotificationList } from './notification-list';

const useStyles = makeStyles({
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

/** The newest notifications under the bell (a popover; a full-screen drawer on a phone). */
export function NotificationPopup({ trigger, unread }: LoadedPopupProps & { unread: number }) {
  const styles = useStyles();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);

  if (phone) {
    return (
      <>
        {trigger({ 'aria-expanded': open, onClick: () => setOpen(true) })}
        <OverlayDrawer position="end" size="full" open={open} onOpenChange={(_, data) => setOpen(data.open)} aria-label="Notifications">
          <ReturnFocus />
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
      <PopoverTrigger disableButtonEnhancement>{trigger({ 'aria-expanded': open })}</PopoverTrigger>
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
