import { mutate, preload } from 'swr';
import { isSignInValid, readSession } from '../host/session';
import { isInIframe } from '../host/teams';
import { PERMISSIONS_KEY } from '../lib/permissions';
import { apiFetcher, type ApiKey } from '../lib/swr';
import { USER_INFO_KEY } from '../domain/user-info';
import { findRoute } from './route-table';

/** What the shell and most pages read first: who the user is and what they may do. */
const SHELL_KEYS: readonly ApiKey[] = [USER_INFO_KEY, PERMISSIONS_KEY];

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
  const start = (key: ApiKey) =>
    void preload(key, apiFetcher).then(
      (data) => mutate(key, data, { revalidate: false }),
      () => undefined,
    );
  SHELL_KEYS.forEach(start);
  const firstKeys = findRoute(location.pathname)?.data;
  if (!firstKeys) return afterPromiseSteps();
  return firstKeys()
    .then((keysAt) => keysAt(location.pathname, new URLSearchParams(location.search)).forEach(start))
    .then(afterPromiseSteps, () => undefined);
}
