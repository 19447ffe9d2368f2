import { mutate, preload } from 'swr';
import { isSignInValid, readSession } from '../host/session';
import { isInIframe } from '../host/teams';
import { hasPermission } from '../lib/permissions';
import { startShell, takeShellStart } from '../lib/shell-start';
import { apiFetcher, type ApiKey } from '../lib/swr';
import { rememberedPermissions, rememberPermissions } from '../host/permissions-hint';
import { findRoute } from './route-table';
import type { FirstRead } from './route-data';
import type { Permission } from '../../shared/contract/permissions';

/** Resolves after the pending promise steps: `fetch` is called a few steps into apiRequest. */
const afterPromiseSteps = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the first requests of the page at `location` (and the shell's) at once, in parallel with
 * the page's code, instead of after that code has loaded and rendered. Each answer goes into SWR's
 * cache as it comes, so a page whose code arrives later renders with its data in its first render
 * (no skeleton, no second pass); the preloaded request also answers that page's own first fetch.
 * Only for a self-managed session known valid now; a Teams or Entra ID token is not to be had
 * before sign-in has run, and a lost session sends the user away. Resolves once the requests have
 * been sent (the page's names them from a small module of its own), so that the caller can load
 * the page's code after them: over HTTP/1.1's six connections, requests queue in the order made.
 */
export function preloadRouteData(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const session = readSession();
  if (isInIframe() || session.authType !== 'self' || !isSignInValid(session)) return Promise.resolve();
  const [app, token] = [session.appToken!, session.selfToken!];
  const start = (key: ApiKey) =>
    void preload(key, apiFetcher).then(
      (data) => mutate(key, data, { revalidate: false }),
      () => undefined,
    );
  // A read only some users make goes at once when the permissions the user had last time allow
  // it; otherwise it waits for theirs, so none is sent to fail for want of a role it never had.
  // Those it waited for are sent before the permissions reach the cache: from there the page may
  // render at once and ask for them itself, a second request for the same data.
  const hinted = rememberedPermissions(app, token);
  let permissions: readonly Permission[] | null = null;
  const waiting: { key: ApiKey; needs: Permission }[] = [];
  const allowed = (read: { needs: Permission }) => permissions !== null && hasPermission(permissions, read.needs);
  // The shell's data, the user's permissions among it, is one request (lib/shell-start.ts).
  void startShell().then(
    (shell) => {
      permissions = shell.permissions.permissions;
      rememberPermissions(app, token, permissions);
      waiting
        .splice(0)
        .filter(allowed)
        .forEach((read) => start(read.key));
      for (const [key, value] of takeShellStart(shell)) void mutate(key, value, { revalidate: false });
    },
    () => undefined,
  );
  const send = (read: FirstRead) => {
    if (typeof read === 'string' || !('needs' in read)) start(read);
    else if (permissions !== null) {
      if (allowed(read)) start(read.key);
    } else if (hinted && hasPermission(hinted, read.needs)) start(read.key);
    else waiting.push(read);
  };
  const firstKeys = findRoute(location.pathname)?.data;
  if (!firstKeys) return afterPromiseSteps();
  return firstKeys()
    .then((keysAt) => keysAt(location.pathname, new URLSearchParams(location.search)).forEach(send))
    .then(afterPromiseSteps, () => undefined);
}
