import { Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useRealtimeConnection } from '../../lib/realtime';
import { useShellStart } from '../../lib/shell-start';
import { useMediaQuery } from '../../lib/use-media-query';
import { NotifyAppLoaded } from '../../host/notify-app-loaded';
import { PageSpinner } from '../page-spinner';
import { AppFooter } from './app-footer';
import { NetworkErrorDialog } from './network-error-dialog';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useRouteFocus } from './use-route-focus';

/** Below this width the drawer overlays the page instead of pushing it. */
export const NARROW_QUERY = '(max-width: 767px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, backgroundColor: tokens.colorNeutralBackground2 },
  main: {
    flexGrow: 1,
    overflow: 'auto',
    padding: tokens.spacingHorizontalXL,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
    // Focused by the skip link and after a navigation to say where the user is, not as controls:
    // no ring around the whole page or its title.
    ':focus': { outlineStyle: 'none' },
    '& h1:focus': { outlineStyle: 'none' },
  },
  // Off screen until focused: the first stop of Tab on every page, over the top bar's start.
  skip: {
    position: 'absolute',
    zIndex: 2,
    top: tokens.spacingVerticalS,
    insetInlineStart: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    ...typographyStyles.body1Strong,
    color: tokens.colorBrandForegroundLink,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    transform: 'translateY(-200%)',
    ':focus': { transform: 'none', outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * A skip link to the page, top bar, sidebar, page, footer, and the Network Error dialog. After a
 * navigation focus moves to the page's heading.
 */
export function AppShell() {
  const styles = useStyles();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [navOpen, setNavOpen] = useState(!narrow);
  const [wasNarrow, setWasNarrow] = useState(narrow);
  if (narrow !== wasNarrow) {
    setWasNarrow(narrow);
    setNavOpen(!narrow);
  }
  // The shell renders only when signed in and unmounts on sign-out: the hub connection lives with it.
  useRealtimeConnection();
  useShellStart();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);

  return (
    <div className={styles.root}>
      <a
        href="#main-content"
        className={styles.skip}
        onClick={(event) => {
          // Focus, not the address's #fragment: the router owns the address.
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <TopBar navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      <div className={styles.body}>
        <Sidebar open={navOpen} overlay={narrow} onOpenChange={setNavOpen} />
        <div className={styles.column}>
          <main className={styles.main} id="main-content" ref={main} tabIndex={-1}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <NotifyAppLoaded />
            </Suspense>
          </main>
          <AppFooter />
        </div>
      </div>
      <NetworkErrorDialog />
    </div>
  );
}
