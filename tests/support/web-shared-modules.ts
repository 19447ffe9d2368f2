import { afterAll, vi } from 'vitest';
import { resetAccountConfig } from '../../src/web/host/account-config';
import { resetNestedAppClient } from '../../src/web/host/nested-app-auth';
import { resetSelfSession } from '../../src/web/host/self-session';
import { resetTokenCache } from '../../src/web/host/sign-in';
import { setNotificationDispatcher } from '../../src/web/lib/notify';

// The web project shares one module registry per worker (vite.config.ts): what a module remembers
// must not carry from one test file into the next.
afterAll(() => {
  resetTokenCache();
  resetAccountConfig();
  resetNestedAppClient();
  resetSelfSession();
  // Notifications sent after the file's last toaster unmounted wait for the next one: drop them.
  setNotificationDispatcher({ show: () => undefined, dismiss: () => undefined });
  setNotificationDispatcher(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Nor may the page: portal nodes Fluent left on the body, and the focus one of them held, would
  // be the next file's first Tab stop.
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.replaceChildren();
});
