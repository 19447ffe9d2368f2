import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, makeStyles, Nav, Skeleton, SkeletonItem, Text, tokens, type NavProps } from '@fluentui/react-components';
import { ArrowSwap20Regular } from '@fluentui/react-icons';
import { focusByArrowKeys } from '../../lib/arrow-key-focus';
import { usePermissions } from '../../lib/permissions';
import { deferred } from '../../ui/deferred';
import { locateRoute, menuLinks, MENUS, otherMenu, visibleEntries } from '../menus';
import { SidebarEntries } from './sidebar-entries';
import { DeferredTooltip } from '../../ui/deferred-tooltip';

/** Drawer width when open (spec 000 §2). */
export const DRAWER_WIDTH = '232px';

const useStyles = makeStyles({
  inline: {
    boxSizing: 'border-box',
    width: DRAWER_WIDTH,
    minWidth: DRAWER_WIDTH,
    flexShrink: 0,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground4,
    // Shows as the edge in Windows' high-contrast themes, where backgrounds are dropped.
    borderRight: `${tokens.strokeWidthThin} solid transparent`,
  },
  header: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexShrink: 0,
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInlineStart: '14px',
    paddingInlineEnd: tokens.spacingHorizontalXXL,
  },
  title: { color: tokens.colorNeutralForeground2, textTransform: 'uppercase', letterSpacing: '0.04em' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    overflowY: 'auto',
    rowGap: tokens.spacingVerticalXXS,
    padding: `0 ${tokens.spacingHorizontalXS} ${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalMNudge}`,
  },
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

export interface SidebarOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  navProps: NavProps;
  children: ReactNode;
}

/** Narrow screens: the modal drawer's code (Fluent's Drawer and focus manager) loads when first opened. */
const SidebarOverlay = deferred<SidebarOverlayProps>(
  async () => (await import('./sidebar-overlay')).SidebarOverlay,
  ({ open }) => open,
);

export interface SidebarProps {
  open: boolean;
  /** Narrow screens: the drawer overlays the page and closes after a choice. */
  overlay: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The two menus. Wide screens show them beside the page (Fluent's Nav, without a drawer: the first
 * page then runs no modal or focus-trap code); narrow ones in a drawer over the page.
 */
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

  const navProps: NavProps = {
    selectedValue: location?.linkId ?? '',
    selectedCategoryValue: location?.groupId ?? '',
    openCategories: groups.open,
    onNavCategoryItemToggle: (_, data) => data.categoryValue && groups.toggle(data.categoryValue),
    role: 'navigation',
    'aria-label': 'Main navigation',
    // Up and down arrows move between the menu switch and the entries, as in Fluent's drawer.
    onKeyDown: focusByArrowKeys,
  };
  const content = (
    <>
      <div className={styles.header}>
        <Text size={200} weight="semibold" className={styles.title}>
          {MENUS[menuId].title}
        </Text>
        <DeferredTooltip content={`Switch to ${MENUS[target].title}`} relationship="label">
          <Button appearance="subtle" icon={<ArrowSwap20Regular />} onClick={switchMenu} />
        </DeferredTooltip>
      </div>
      <div className={styles.body}>
        {isLoading ? (
          <Skeleton className={styles.skeleton} aria-label="Loading menu">
            <SkeletonItem size={24} />
            <SkeletonItem size={24} />
            <SkeletonItem size={24} />
          </Skeleton>
        ) : (
          <SidebarEntries entries={visibleEntries(MENUS[menuId], can)} onNavigate={go} />
        )}
      </div>
    </>
  );

  if (overlay)
    return (
      <SidebarOverlay open={open} onOpenChange={onOpenChange} navProps={navProps}>
        {content}
      </SidebarOverlay>
    );
  if (!open) return null;
  return (
    <Nav {...navProps} className={styles.inline}>
      {content}
    </Nav>
  );
}
