import { makeStyles, NavDrawer, tokens } from '@fluentui/react-components';
import { DRAWER_WIDTH, type SidebarOverlayProps } from './sidebar';

const useStyles = makeStyles({
  drawer: {
    width: DRAWER_WIDTH,
    minWidth: DRAWER_WIDTH,
    '--fui-Drawer--size': DRAWER_WIDTH,
    backgroundColor: tokens.colorNeutralBackground4,
  },
});

/** The menus in a modal drawer over the page (narrow screens). */
export function SidebarOverlay({ open, onOpenChange, navProps, children }: SidebarOverlayProps) {
  const styles = useStyles();
  return (
    <NavDrawer {...navProps} open={open} type="overlay" onOpenChange={(_, data) => onOpenChange(data.open)} className={styles.drawer}>
      {children}
    </NavDrawer>
  );
}
