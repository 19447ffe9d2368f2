import { buildTeamsDeepLink } from '../../shared/rules/teams-deep-link';

// Referral status changes in the referrer's Teams activity feed, through Microsoft Graph
// (POST /users/{id}/teamwork/sendActivityNotification), sent as the app itself: a client-credentials
// token of the Entra app, allowed by the manifest's resource-specific consent
// (TeamsActivity.Send.User) once a user has the app installed. Only people who signed in through
// Entra have the object id Graph addresses them by; the others are left out.

/** The manifest's activity type (appPackage/manifest.json "activities"). */
export const REFERRAL_STATUS_ACTIVITY = 'referralStatusChanged';
/** The personal tab the notification opens (manifest staticTabs). */
const CONSOLE_ENTITY_ID = 'console';
/** A token is renewed this long before it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;

export interface ActivityFeedConfig {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The Teams app's id (manifest "id"), for the deep link the notification opens. */
  teamsAppId: string;
  /** Where users reach the web app, for the link's fallback outside Teams; none leaves it out. */
  publicUrl?: string;
  /** Overridable for tests; Microsoft's by default. */
  loginUrl?: string;
  graphUrl?: string;
}

export interface ReferralStatusActivity {
  /** The referrer's Entra object id. */
  recipientObjectId: string;
  applicationId: number;
  candidate: string;
  /** The stage as My referrals says it. */
  stage: string;
}

export interface ActivityFeed {
  referralStatusChanged(activity: ReferralStatusActivity): Promise<void>;
}

export class ActivityFeedError extends Error {}

type Fetch = typeof fetch;

export function graphActivityFeed(config: ActivityFeedConfig, send: Fetch = fetch, clock: () => number = Date.now): ActivityFeed {
  const loginUrl = config.loginUrl ?? 'https://login.microsoftonline.com';
  const graphUrl = config.graphUrl ?? 'https://graph.microsoft.com';
  let token: { value: string; renewAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && clock() < token.renewAt) return token.value;
    const response = await send(`${loginUrl}/${encodeURIComponent(config.tenantId)}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
        scope: `${graphUrl}/.default`,
      }),
    });
    if (!response.ok) throw new ActivityFeedError(`Entra refused the app's token request (${response.status})`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, renewAt: clock() + body.expires_in * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  return {
    async referralStatusChanged({ recipientObjectId, applicationId, candidate, stage }) {
      const route = `/my-referrals/${applicationId}`;
      const webUrl = buildTeamsDeepLink({
        appId: config.teamsAppId,
        entityId: CONSOLE_ENTITY_ID,
        label: 'My referrals',
        subEntityId: route,
        ...(config.publicUrl ? { webUrl: new URL(route, config.publicUrl).toString() } : {}),
      });
      const response = await send(`${graphUrl}/v1.0/users/${encodeURIComponent(recipientObjectId)}/teamwork/sendActivityNotification`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          topic: { source: 'text', value: 'My referrals', webUrl },
          activityType: REFERRAL_STATUS_ACTIVITY,
          previewText: { content: `Your referral ${candidate}: ${stage}` },
          templateParameters: [
            { name: 'candidate', value: candidate },
            { name: 'stage', value: stage },
          ],
        }),
      });
      if (!response.ok) throw new ActivityFeedError(`Microsoft Graph refused the activity notification (${response.status})`);
    },
  };
}
