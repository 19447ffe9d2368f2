import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useRealtimeConnection } from '../../lib/realtime';
import { useMediaQuery } from '../../lib/use-media-query';
import { NotifyAppLoaded } from '../../host/notify-app-loaded';
import { PageSpinner } from '../page-spinner';
import { AppFooter } from './app-footer';
import { NetworkErrorDialog } from './network-error-dialog';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

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
  },
});

/** Top bar, sidebar, page, footer, and the Network Error dialog. */
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

  return (
    <div className={styles.root}>
      <TopBar navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      <div className={styles.body}>
        <Sidebar open={navOpen} overlay={narrow} onOpenChange={setNavOpen} />
        <div className={styles.column}>
          <main className={styles.main} id="main-content">
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
