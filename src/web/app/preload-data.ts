import { preload } from 'swr';
import { isSignInValid, readSession } from '../host/session';
import { isInIframe } from '../host/teams';
import { PERMISSIONS_KEY } from '../lib/permissions';
import { apiFetcher, type ApiKey } from '../lib/swr';
import { USER_INFO_KEY } from '../lib/user-info';
import { findRoute } from './route-table';

/** What the shell and most pages read first: who the user is and what they may do. */
const SHELL_KEYS: readonly ApiKey[] = [USER_INFO_KEY, PERMISSIONS_KEY];

/**
 * Starts the first requests of the page at `location` (and the shell's) at once, in parallel with
 * the page's code, instead of after that code has loaded and rendered: SWR hands each answer to the
 * first hook that asks for its key. Only for a self-managed session known valid now; a Teams or
 * Entra ID token is not to be had before sign-in has run, and a lost session sends the user away.
 */
export function preloadRouteData(location: Pick<Location, 'pathname' | 'search'>): void {
  if (isInIframe() || readSession().authType !== 'self' || !isSignInValid()) return;
  const start = (key: ApiKey) => void preload(key, apiFetcher).catch(() => undefined);
  SHELL_KEYS.forEach(start);
  void findRoute(location.pathname)
    ?.data?.()
    .then((firstKeys) => firstKeys(location.pathname, new URLSearchParams(location.search)).forEach(start))
    .catch(() => undefined);
}
