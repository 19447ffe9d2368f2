import { randomBytes } from 'node:crypto';
import { GroupIndex } from './groups';
import { HubConnection, type HubIdentity } from './connection';
import { defaultHubOptions, type HubOptions } from './options';
import { encodeInvocation } from './protocol';
import { ACCESS_CHANGED, ACCESS_ENDED, userGroup } from '../core/realtime';
import { availableTransports, type HubBackend, type NegotiateAnswer } from '../core/hub-backend';

/** Where the official client connects: `new HubConnectionBuilder().withUrl('/hubs/app?app=<key>', …)`. */
export const HUB_PATH = '/hubs/app';

/**
 * The in-process hub: negotiated connections by their secret token, and group membership.
 * Connections join their user's group; groups added to a user follow that user's connections,
 * including ones made later (a reconnect gets a new connection).
 */
export class RealtimeHub implements HubBackend {
  readonly options: HubOptions;
  private readonly connections = new Map<string, HubConnection>();
  private readonly connectionGroups = new GroupIndex<HubConnection>();
  /** Named groups by user group, so a new connection of that user joins them too. */
  private readonly userGroups = new GroupIndex<string>();

  constructor(options: Partial<HubOptions> = {}) {
    this.options = { ...defaultHubOptions, ...options };
  }

  /**
   * A new connection for a signed-in user: the public id and the secret token the transports use.
   * It joins the user's group and `groups` (what the user's identity gives them, e.g. their chat channels).
   */
  negotiate(identity: HubIdentity, groups: readonly string[] = []): { connectionId: string; connectionToken: string } {
    const connection = new HubConnection(newId(), newId(), identity, this.options, (closed) => this.closed(closed));
    this.connections.set(connection.token, connection);
    const ownGroup = userGroup(identity.appId, identity.userId);
    this.connectionGroups.add(ownGroup, connection);
    for (const group of [...groups, ...this.userGroups.groupsOfMember(ownGroup)]) this.connectionGroups.add(group, connection);
    return { connectionId: connection.connectionId, connectionToken: connection.token };
  }

  /** Alone (no Redis, no Azure) the hub is its own backend: negotiate makes a connection here. */
  async answerNegotiate(identity: HubIdentity, groups: readonly string[]): Promise<NegotiateAnswer> {
    const { connectionId, connectionToken } = this.negotiate(identity, groups);
    return { negotiateVersion: 1, connectionId, connectionToken, availableTransports };
  }

  get localHub(): RealtimeHub {
    return this;
  }

  connection(token: string): HubConnection | undefined {
    return this.connections.get(token);
  }

  async sendToUser(appId: number, userId: number, target: string, args: unknown[]): Promise<void> {
    await this.sendToGroup(userGroup(appId, userId), target, args);
  }

  async sendToGroup(group: string, target: string, args: unknown[]): Promise<void> {
    const members = this.connectionGroups.membersOf(group);
    if (members.size === 0) return;
    // Encoded once for the whole group (a 1,000-member chat is one JSON.stringify, not 1,000).
    const record = encodeInvocation(target, args);
    for (const connection of members) connection.pushRecord(record);
  }

  async addUserToGroup(appId: number, userId: number, group: string): Promise<void> {
    const ownGroup = userGroup(appId, userId);
    this.userGroups.add(group, ownGroup);
    for (const connection of this.connectionGroups.membersOf(ownGroup)) this.connectionGroups.add(group, connection);
  }

  async removeUserFromGroup(appId: number, userId: number, group: string): Promise<void> {
    const ownGroup = userGroup(appId, userId);
    this.userGroups.remove(group, ownGroup);
    for (const connection of this.connectionGroups.membersOf(ownGroup)) this.connectionGroups.remove(group, connection);
  }

  /** Closing a connection takes it out of every group at once, so nothing reaches it after this returns. */
  async resetUser(appId: number, userId: number, groups: readonly string[] | null): Promise<void> {
    const ownGroup = userGroup(appId, userId);
    this.userGroups.removeMember(ownGroup);
    for (const group of groups ?? []) this.userGroups.add(group, ownGroup);
    const [reason, allowReconnect] = groups ? [ACCESS_CHANGED, true] : [ACCESS_ENDED, false];
    for (const connection of [...this.connectionGroups.membersOf(ownGroup)]) connection.close(reason, allowReconnect);
  }

  /** Server shutdown: every client is told and may reconnect (to another instance, or this one restarted). */
  closeAll(): void {
    for (const connection of [...this.connections.values()]) connection.close('Server is shutting down.', true);
  }

  async close(): Promise<void> {
    this.closeAll();
  }

  private closed(connection: HubConnection): void {
    this.connectionGroups.removeMember(connection);
    if (connection.transport !== 'longPolling') {
      this.connections.delete(connection.token);
      return;
    }
    // A long-polling client still collects the Close message, then gets 204 until it stops polling.
    setTimeout(() => this.connections.delete(connection.token), this.options.clientTimeoutMs).unref();
  }
}

const newId = () => randomBytes(24).toString('base64url');
