import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupScreen, TeamsNotFoundScreen } from './app/startup-screen';
import { readSignInFromUrl } from './host/session';
import { addressSaysTeamsTab, detectHost, isInIframe } from './host/teams';
import { followDeepLink } from './host/deep-link';
import { prefetchTeamsSignIn } from './host/sign-in';
import { loadStartTheme } from './host/theme';
import { preloadRoute } from './app/route-table';
import { preloadRouteData } from './app/preload-data';

/** The longest the page's code waits for the page's data requests to be sent. */
const DATA_FIRST_MAX_WAIT_MS = 150;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Bootstrap: sign-in parameters out of the address bar → host detection → providers → router.
// At top level detection resolves at once (no Teams SDK is loaded), so a browser never waits; a
// Teams tab's address (inTeams=1) waits for Teams, and without it says so rather than sign in.
readSignInFromUrl();
const teamsTab = addressSaysTeamsTab();
const routeDataSent = preloadRouteData(window.location);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
if (isInIframe() || teamsTab) root.render(<StartupScreen />);

// The opened page's code loads alongside host detection, so it shows without a spinner; a slow
// network does not hold the first render longer than a second (the page then suspends as usual).
const preloadPage = (pathname: string) => Promise.race([preloadRoute(pathname).catch(() => undefined), delay(1000)]);
// Its data requests go first: the page's thirty-odd files would otherwise hold every connection
// while they wait. They need a small module of the page's own, whose wait is capped.
const pageCode = Promise.race([routeDataSent, delay(DATA_FIRST_MAX_WAIT_MS)]).then(() => preloadPage(window.location.pathname));

// Inside Teams the sign-in token is asked for as soon as Teams answers, while the page's code loads;
// the theme the page opens with (Teams', or dark) loads before the first render.
const hostReady = detectHost({ teamsTab: () => teamsTab }).then(async (host) => {
  prefetchTeamsSignIn(host);
  await loadStartTheme(host).catch(() => undefined);
  return host;
});

void Promise.all([hostReady, pageCode]).then(async ([host]) => {
  if (teamsTab && !host.inTeams) return root.render(<TeamsNotFoundScreen />);
  // A Teams deep link names the page to open: that page, not the tab's landing page, renders first.
  if (followDeepLink(host)) {
    void preloadRouteData(window.location);
    await preloadPage(window.location.pathname);
  }
  root.render(
    <StrictMode>
      <App host={host} />
    </StrictMode>,
  );
});
