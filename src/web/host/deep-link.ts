import { requireTeams, type HostInfo } from './teams';

export interface TeamsDeepLinkOptions {
  /** The Teams app id (manifest id). */
  appId: string;
  /** The tab's entityId (static tab entityId, or the one set by the channel-tab configuration). */
  entityId: string;
  /** Address opened when the link is followed outside Teams. */
  webUrl?: string;
  /** Tab label shown by Teams. */
  label?: string;
  /** Read back as context.page.subPageId; this app uses a route path such as '/job/view/12'. */
  subEntityId?: string;
  /** For channel tabs. */
  channelId?: string;
}

/** https://teams.microsoft.com/l/entity/<appId>/<entityId>?webUrl=…&label=…&context={"subEntityId":…} */
export function buildTeamsDeepLink(options: TeamsDeepLinkOptions): string {
  const { appId, entityId, webUrl, label, subEntityId, channelId } = options;
  const query = new URLSearchParams();
  if (webUrl) query.set('webUrl', webUrl);
  if (label) query.set('label', label);
  const context: Record<string, string> = {};
  if (subEntityId) context.subEntityId = subEntityId;
  if (channelId) context.channelId = channelId;
  if (Object.keys(context).length > 0) query.set('context', JSON.stringify(context));
  const rest = query.toString();
  return `https://teams.microsoft.com/l/entity/${encodeURIComponent(appId)}/${encodeURIComponent(entityId)}${rest ? `?${rest}` : ''}`;
}

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
