import { requireTeams, type HostInfo } from './teams';

/** Opens a Teams deep link from inside Teams; outside it fails with 'Microsoft Teams SDK not found.'. */
export async function openTeamsLink(host: HostInfo, url: string): Promise<void> {
  await requireTeams(host).app.openLink(url);
}

/** A deep link's subPageId as an in-app route, or null when it is not one. */
export function routeFromSubPageId(subPageId: string | null): string | null {
  if (!subPageId || !subPageId.startsWith('/') || subPageId.startsWith('//')) return null;
  return subPageId;
}

/**
 * A deep link opens the tab at its landing page ('/') with subPageId = a route. Before the router
 * starts, the address becomes that route, so the linked page is the first one rendered (no landing
 * page loaded for nothing, no flash of it). True when the address changed.
 */
export function followDeepLink(host: HostInfo): boolean {
  const route = routeFromSubPageId(host.subPageId);
  if (!route || route === '/' || window.location.pathname !== '/') return false;
  window.history.replaceState(window.history.state, '', route);
  return true;
}
