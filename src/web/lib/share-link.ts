// "Copy link" and "Share to Teams" for a page a user wants to point someone at (a job, an
// applicant, a referral, a chat). Inside Teams the link is a Teams deep link whose subEntityId is
// the page's route, so the tab opens on that page (app/use-deep-link-route.ts); in a browser it
// is the page's web address.
import { buildTeamsDeepLink } from '../../shared/rules/teams-deep-link';
import type { HostInfo } from '../host/teams';

/** The personal tab a deep link opens when it is not made in a channel tab (manifest staticTabs). */
export const CONSOLE_ENTITY_ID = 'console';

export interface ShareTarget {
  /** The in-app route, e.g. '/job/view/12'. */
  route: string;
  /** What the link is called (the tab label Teams shows, the shared message). */
  label: string;
}

export const webAddress = (route: string) => new URL(route, window.location.origin).toString();

/**
 * The link to `target` for where the user is: in a channel tab, that tab in that channel; in a
 * personal tab, the Console tab (its landing is the dashboard, where a subPageId is followed); a
 * Teams client that does not say the app's id gets the web address, which opens the page too.
 */
export async function linkTo(host: HostInfo, target: ShareTarget): Promise<string> {
  const webUrl = webAddress(target.route);
  if (!host.inTeams || !host.sdk) return webUrl;
  const context = await host.sdk.app.getContext();
  const appId = context.app.appId?.toString();
  if (!appId) return webUrl;
  const channelId = context.channel?.id;
  return buildTeamsDeepLink({
    appId,
    entityId: channelId ? context.page.id : CONSOLE_ENTITY_ID,
    webUrl,
    label: target.label,
    subEntityId: target.route,
    ...(channelId ? { channelId } : {}),
  });
}

/** Copies `text`; a Teams frame may refuse the Clipboard API, so a selected text area is the fallback. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('The link could not be copied.');
  }
}

/** What sharing did: Teams' share dialog opened, or (outside Teams or where Teams cannot share) the link was copied. */
export type ShareOutcome = 'shared' | 'copied';

/** Teams' "Share to Teams" dialog for the link; a browser copies the web address instead. */
export async function shareToTeams(host: HostInfo, target: ShareTarget): Promise<ShareOutcome> {
  const link = await linkTo(host, target);
  if (!host.inTeams || !host.sdk || !host.sdk.sharing.isSupported()) {
    await copyText(link);
    return 'copied';
  }
  await host.sdk.sharing.shareWebContent({ content: [{ type: 'URL', url: link, message: target.label, preview: true }] });
  return 'shared';
}
