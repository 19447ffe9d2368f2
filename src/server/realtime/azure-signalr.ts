import { SignJWT } from 'jose';
import type { Logger } from 'pino';
import { loggableError } from '../core/error-log';
import { parseAzureConnectionString } from '../core/azure-connection-string';
import type { HubBackend, NegotiateAnswer } from '../core/hub-backend';
import type { HubIdentity } from './connection';
import { ACCESS_CHANGED, ACCESS_ENDED, userKey, userOfGroup } from '../core/realtime';

export const AZURE_API_VERSION = '2022-06-01';

/** How long a negotiated client token and a REST token are good for. */
const TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * Users join groups with a time to live: the service keeps only the latest 100 groups of a user
 * added without one, and a recruiter may be in more chats than that. Each negotiate refreshes the
 * user's groups, at most once a day per user and group on one instance.
 */
export const GROUP_TTL_SECONDS = 7 * 24 * 60 * 60;
const GROUP_REFRESH_MS = 24 * 60 * 60 * 1000;

/** Parallel REST calls when a negotiate adds a user to many groups. */
const PARALLEL_REQUESTS = 8;

export interface AzureSignalRSettings {
  connectionString: string;
  hubName: string;
  logger: Logger;
  clock?: () => Date;
  /** Abandon a REST call after this long (it is logged). */
  timeoutMs?: number;
}

/**
 * Azure SignalR Service in serverless mode: clients negotiate with us and are redirected to the
 * service with a token for their user; pushes and group membership go through its REST API. The
 * service holds the connections, so this process has no local hub. A failing service answer is
 * logged and never fails the user's action.
 */
export class AzureSignalR implements HubBackend {
  readonly localHub = null;
  readonly clientUrl: string;
  private readonly endpoint: string;
  private readonly key: Uint8Array;
  private readonly hubName: string;
  private readonly clock: () => Date;
  private readonly timeoutMs: number;
  /** When this instance last put a user into a group (user → group → ms), to skip refreshing it on every negotiate. */
  private readonly refreshed = new Map<string, Map<string, number>>();

  constructor(private readonly settings: AzureSignalRSettings) {
    const access = parseAzureConnectionString(settings.connectionString);
    this.endpoint = access.endpoint;
    this.key = new TextEncoder().encode(access.accessKey);
    // The service treats hub names case-insensitively; its SDK sends them in lower case.
    this.hubName = settings.hubName.toLowerCase();
    this.clientUrl = `${this.endpoint}/client/?hub=${this.hubName}`;
    this.clock = settings.clock ?? (() => new Date());
    this.timeoutMs = settings.timeoutMs ?? 10_000;
  }

  /** The official client follows `{ url, accessToken }` to the service, with `nameid` naming the user there. */
  async answerNegotiate(identity: HubIdentity, groups: readonly string[]): Promise<NegotiateAnswer> {
    const user = userKey(identity.appId, identity.userId);
    const now = this.clock().getTime();
    const stale = groups.filter((group) => (this.refreshed.get(user)?.get(group) ?? 0) <= now - GROUP_REFRESH_MS);
    await forEachLimited(stale, PARALLEL_REQUESTS, (group) => this.putUserInGroup(user, group));
    const accessToken = await this.token(this.clientUrl, { nameid: user });
    return { url: this.clientUrl, accessToken };
  }

  async sendToUser(appId: number, userId: number, target: string, args: unknown[]): Promise<void> {
    await this.call('POST', `/users/${encodeURIComponent(userKey(appId, userId))}/:send`, { target, arguments: args });
  }

  /** A user's own group (`user:<app>:<user>`) is the service's user: every connection of theirs, no membership to keep. */
  async sendToGroup(group: string, target: string, args: unknown[]): Promise<void> {
    const user = userOfGroup(group);
    if (user) return this.sendToUser(user.appId, user.userId, target, args);
    await this.call('POST', `/groups/${encodeURIComponent(group)}/:send`, { target, arguments: args });
  }

  async addUserToGroup(appId: number, userId: number, group: string): Promise<void> {
    await this.putUserInGroup(userKey(appId, userId), group);
  }

  async removeUserFromGroup(appId: number, userId: number, group: string): Promise<void> {
    const user = userKey(appId, userId);
    this.refreshed.get(user)?.delete(group);
    await this.call('DELETE', `/users/${encodeURIComponent(user)}/groups/${encodeURIComponent(group)}`);
  }

  /**
   * The service keeps groups per user, so the user leaves them all at once and joins `groups`
   * again; then the service closes their connections (its Close carries the reason; whether it
   * allows reconnecting is the service's choice, and the web app starts a new connection either
   * way after a close, which negotiate refuses for a deactivated user).
   */
  async resetUser(appId: number, userId: number, groups: readonly string[] | null): Promise<void> {
    const user = userKey(appId, userId);
    this.refreshed.delete(user);
    const path = `/users/${encodeURIComponent(user)}`;
    await this.call('DELETE', `${path}/groups`);
    await forEachLimited(groups ?? [], PARALLEL_REQUESTS, (group) => this.putUserInGroup(user, group));
    await this.call('POST', `${path}/:closeConnections`, undefined, { reason: groups ? ACCESS_CHANGED : ACCESS_ENDED });
  }

  /** The service holds no state of ours to release. */
  async close(): Promise<void> {}

  private async putUserInGroup(user: string, group: string): Promise<void> {
    const path = `/users/${encodeURIComponent(user)}/groups/${encodeURIComponent(group)}`;
    if (!(await this.call('PUT', path, undefined, { ttl: String(GROUP_TTL_SECONDS) }))) return;
    let groups = this.refreshed.get(user);
    if (!groups) this.refreshed.set(user, (groups = new Map()));
    groups.set(group, this.clock().getTime());
  }

  /** One REST call; true when the service accepted it. Failures are logged (without the token), never thrown. */
  private async call(method: string, path: string, body?: unknown, query: Record<string, string> = {}): Promise<boolean> {
    const url = `${this.endpoint}/api/hubs/${this.hubName}${path}`;
    try {
      const response = await fetch(`${url}?${new URLSearchParams({ ...query, 'api-version': AZURE_API_VERSION })}`, {
        method,
        headers: {
          // The audience is the request's URL without its query.
          authorization: `Bearer ${await this.token(url)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.ok) return true;
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      this.settings.logger.error({ method, url, status: response.status, detail }, 'realtime: Azure SignalR Service refused a request');
    } catch (error) {
      this.settings.logger.error({ method, url, error: loggableError(error) }, 'realtime: Azure SignalR Service did not answer');
    }
    return false;
  }

  /** HS256, signed with the AccessKey, as the service checks both client and REST tokens. */
  private token(audience: string, claims: Record<string, string> = {}): Promise<string> {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
