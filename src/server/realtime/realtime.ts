/**
 * What services use to reach signed-in clients. The hub delivers in-process today; a Redis
 * backplane or Azure SignalR Service (serverless REST) can implement the same interface later.
 */
export interface Realtime {
  sendToUser(appId: number, userId: number, target: string, args: unknown[]): Promise<void>;
  sendToGroup(group: string, target: string, args: unknown[]): Promise<void>;
  /** The user's connections, now and later ones, receive what is sent to `group` (e.g. `channel:<id>`). */
  addUserToGroup(appId: number, userId: number, group: string): Promise<void>;
  removeUserFromGroup(appId: number, userId: number, group: string): Promise<void>;
}

/** Every connection joins its user's group, so a push never crosses users or tenants. */
export const userGroup = (appId: number, userId: number) => `user:${appId}:${userId}`;

/** A referral chat channel's group: its participants' connections (and an admin's who opened it). */
export const channelGroup = (appId: number, channelId: number) => `channel:${appId}:${channelId}`;
