import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupScreen } from './app/startup-screen';
import { readSignInFromUrl } from './host/session';
import { detectHost, isInIframe } from './host/teams';

// Bootstrap: sign-in parameters out of the address bar → host detection → providers → router.
// At top level detection resolves at once (no Teams SDK is loaded), so a browser never waits.
readSignInFromUrl();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
if (isInIframe()) root.render(<StartupScreen />);

void detectHost().then((host) => {
  root.render(
    <StrictMode>
      <App host={host} />
    </StrictMode>,
  );
});
