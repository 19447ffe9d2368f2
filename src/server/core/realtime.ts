/**
 * What services use to reach signed-in clients (ctx.realtime). The hub delivers in-process; with
 * REDIS_URL the Redis backplane, with AZURE_SIGNALR_CONNECTION_STRING Azure SignalR Service
 * implements the same interface (see backend.ts).
 */
export interface Realtime {
  sendToUser(appId: number, userId: number, target: string, args: unknown[]): Promise<void>;
  sendToGroup(group: string, target: string, args: unknown[]): Promise<void>;
  /** The user's connections, now and later ones, receive what is sent to `group` (e.g. `channel:<id>`). */
  addUserToGroup(appId: number, userId: number, group: string): Promise<void>;
  removeUserFromGroup(appId: number, userId: number, group: string): Promise<void>;
  /**
   * The user's access changed (another role, deactivated): they leave every group they were in and
   * their connections are closed with a Close message. `groups` is what they may hear now: they join
   * it at once, and their clients may reconnect (and catch up over HTTP). Null when they may not
   * connect at all: the Close forbids reconnecting, and negotiate refuses them anyway.
   */
  resetUser(appId: number, userId: number, groups: readonly string[] | null): Promise<void>;
}

/** Why `resetUser` closed a connection: the user's access changed, and their client should reconnect… */
export const ACCESS_CHANGED = 'Your access changed. Reconnect to continue.';
/** …or they may not come back (the words negotiate refuses them with). */
export const ACCESS_ENDED = 'Your account is no longer active. Sign in again.';

/** A user unique across tenants: the Redis backplane's user channel, Azure SignalR Service's user id (`nameid`). */
export const userKey = (appId: number, userId: number) => `${appId}:${userId}`;

/** The user a `userKey` names, or null for any other text. */
export function parseUserKey(key: string): { appId: number; userId: number } | null {
  const match = /^(\d{1,15}):(\d{1,15})$/.exec(key);
  return match ? { appId: Number(match[1]), userId: Number(match[2]) } : null;
}

const USER_GROUP_PREFIX = 'user:';

/** Every connection joins its user's group, so a push never crosses users or tenants. */
export const userGroup = (appId: number, userId: number) => USER_GROUP_PREFIX + userKey(appId, userId);

/** The user whose own group `group` is, or null for any other group. */
export const userOfGroup = (group: string) =>
  group.startsWith(USER_GROUP_PREFIX) ? parseUserKey(group.slice(USER_GROUP_PREFIX.length)) : null;

/** A referral chat channel's group: its participants' connections (and an admin's who opened it). */
export const channelGroup = (appId: number, channelId: number) => `channel:${appId}:${channelId}`;

/** Every signed-in user's connections of an app (joined at connect): app-wide news such as HIRING_CHANGED_EVENT. */
export const hiringGroup = (appId: number) => `hiring:${appId}`;
