// Teams deep links to a tab, made by the web app (Copy link, Share to Teams) and by the server
// (activity feed notifications), read back by the tab as context.page.subPageId.

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
