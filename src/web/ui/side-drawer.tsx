import type { ReactNode } from 'react';
import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useMediaQuery } from '../lib/use-media-query';
import { NARROW_LIST_QUERY } from './data-table/data-table';
import { ReturnFocus } from './return-focus';

export interface SideDrawerProps {
  open: boolean;
  /** Called with false on Close, Escape or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** Heading of the drawer; also its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (e.g. Save and Cancel buttons). */
  footer?: ReactNode;
  /** small 320 px, medium 592 px (default), large 940 px, full width; always full width on a narrow screen (Teams mobile). */
  size?: 'small' | 'medium' | 'large' | 'full';
}

const useStyles = makeStyles({
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** A modal panel that slides in from the right (the end side); closed, it gives focus back to its opener. */
export function SideDrawer({ open, onOpenChange, title, children, footer, size = 'medium' }: SideDrawerProps) {
  const styles = useStyles();
  const narrow = useMediaQuery(NARROW_LIST_QUERY);
  return (
    <OverlayDrawer position="end" size={narrow ? 'full' : size} open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <ReturnFocus />
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={() => onOpenChange(false)} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
      {footer && <DrawerFooter className={styles.footer}>{footer}</DrawerFooter>}
    </OverlayDrawer>
  );
}
