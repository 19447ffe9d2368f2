import { mutate, preload } from 'swr';
import { isSignInValid, readSession } from '../host/session';
import { isInIframe } from '../host/teams';
import { hasPermission, PERMISSIONS_KEY, type PermissionsData } from '../lib/permissions';
import { apiFetcher, type ApiKey } from '../lib/swr';
import { rememberedPermissions, rememberPermissions } from '../host/permissions-hint';
import type { ItemResponse } from '../../shared/contract/list';
import { USER_INFO_KEY } from '../domain/user-info';
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
  const start = <T>(key: ApiKey, beforeCached: (data: T) => void = () => undefined) =>
    void preload(key, apiFetcher<T>).then(
      (data) => {
        beforeCached(data);
        return mutate(key, data, { revalidate: false });
      },
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
  start(USER_INFO_KEY);
  start<ItemResponse<PermissionsData>>(PERMISSIONS_KEY, (answer) => {
    permissions = answer.data.permissions;
    rememberPermissions(app, token, permissions);
    waiting
      .splice(0)
      .filter(allowed)
      .forEach((read) => start(read.key));
  });
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
