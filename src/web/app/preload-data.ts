import { mutate, preload } from 'swr';
import { isSignInValid, readSession } from '../host/session';
import { isInIframe } from '../host/teams';
import { hasPermission, PERMISSIONS_KEY, type PermissionsData } from '../lib/permissions';
import { apiFetcher, type ApiKey } from '../lib/swr';
import type { ItemResponse } from '../../shared/contract/list';
import { USER_INFO_KEY } from '../domain/user-info';
import { findRoute, type FirstRead } from './route-table';

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
  if (isInIframe() || readSession().authType !== 'self' || !isSignInValid()) return Promise.resolve();
  const start = <T>(key: ApiKey): Promise<T | undefined> =>
    preload(key, apiFetcher<T>).then(
      (data) => {
        void mutate(key, data, { revalidate: false });
        return data;
      },
      () => undefined,
    );
  // The shell's: who the user is and what they may do.
  void start(USER_INFO_KEY);
  const permissions = start<ItemResponse<PermissionsData>>(PERMISSIONS_KEY);
  // A read only some users make waits for their permissions, so none is sent to fail (and in the
  // same step as they land, before any render could ask for it again); the rest go at once.
  const send = (read: FirstRead) => {
    if (typeof read === 'string' || !('needs' in read)) return void start(read);
    void permissions.then((answer) => {
      if (answer && hasPermission(answer.data.permissions, read.needs)) void start(read.key);
    });
  };
  const firstKeys = findRoute(location.pathname)?.data;
  if (!firstKeys) return afterPromiseSteps();
  return firstKeys()
    .then((keysAt) => keysAt(location.pathname, new URLSearchParams(location.search)).forEach(send))
    .then(afterPromiseSteps, () => undefined);
}
