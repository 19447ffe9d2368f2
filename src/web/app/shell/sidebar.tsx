import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  makeStyles,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { ArrowSwap20Regular } from '@fluentui/react-icons';
import { usePermissions } from '../../lib/permissions';
import { locateRoute, menuLinks, MENUS, otherMenu, visibleEntries } from '../menus';
import { SidebarEntries } from './sidebar-entries';

/** Drawer width when open (spec 000 §2). */
export const DRAWER_WIDTH = '232px';

const useStyles = makeStyles({
  drawer: { width: DRAWER_WIDTH, minWidth: DRAWER_WIDTH, '--fui-Drawer--size': DRAWER_WIDTH },
  header: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
  },
  title: { color: tokens.colorNeutralForeground2, textTransform: 'uppercase', letterSpacing: '0.04em' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM },
});

/** Open groups: toggled by the user; the group holding the current route opens by itself. */
function useOpenGroups(currentGroup: string | null) {
  const [open, setOpen] = useState<string[]>(currentGroup ? [currentGroup] : []);
  const [seenGroup, setSeenGroup] = useState(currentGroup);
  if (currentGroup !== seenGroup) {
    setSeenGroup(currentGroup);
    if (currentGroup && !open.includes(currentGroup)) setOpen([...open, currentGroup]);
  }
  const toggle = (group: string) => setOpen((prev) => (prev.includes(group) ? prev.filter((g) => g !== group) : [...prev, group]));
  return { open, toggle };
}

export interface SidebarProps {
  open: boolean;
  /** Narrow screens: the drawer overlays the page and closes after a choice. */
  overlay: boolean;
  onOpenChange: (open: boolean) => void;
}

export function Sidebar({ open, overlay, onOpenChange }: SidebarProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { can, isLoading } = usePermissions();
  const location = locateRoute(pathname);
  const menuId = location?.menuId ?? 'dashboard';
  const target = otherMenu(menuId);
  const groups = useOpenGroups(location?.groupId ?? null);

  const go = (route: string) => {
    navigate(route);
    if (overlay) onOpenChange(false);
  };
  const switchMenu = () => {
    const first = menuLinks(visibleEntries(MENUS[target], can))[0] ?? menuLinks(MENUS[target].entries)[0];
    go(first.route);
  };

  return (
    <NavDrawer
      open={open}
      type={overlay ? 'overlay' : 'inline'}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={location?.linkId ?? ''}
      selectedCategoryValue={location?.groupId ?? ''}
      openCategories={groups.open}
      onNavCategoryItemToggle={(_, data) => data.categoryValue && groups.toggle(data.categoryValue)}
      className={styles.drawer}
      aria-label="Main navigation"
    >
      <NavDrawerHeader className={styles.header}>
        <Text size={200} weight="semibold" className={styles.title}>
          {MENUS[menuId].title}
        </Text>
        <Tooltip content={`Switch to ${MENUS[target].title}`} relationship="label">
          <Button appearance="subtle" icon={<ArrowSwap20Regular />} onClick={switchMenu} />
        </Tooltip>
      </NavDrawerHeader>
      <NavDrawerBody>
        {isLoading ? (
          <Skeleton className={styles.skeleton} aria-label="Loading menu">
            <SkeletonItem size={24} />
            <SkeletonItem size={24} />
            <SkeletonItem size={24} />
          </Skeleton>
        ) : (
          <SidebarEntries entries={visibleEntries(MENUS[menuId], can)} onNavigate={go} />
        )}
      </NavDrawerBody>
    </NavDrawer>
  );
}
