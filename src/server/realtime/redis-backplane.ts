import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { loggableError } from '../core/error-log';
import type { HubBackend, NegotiateAnswer } from '../core/hub-backend';
import type { HubIdentity } from './connection';
import type { RealtimeHub } from './hub';
import { parseUserKey, userKey } from '../core/realtime';
import { openRedis, type ConnectionHooks } from './redis-connection';
import { RedisOutage } from './redis-outage';

/**
 * The ASP.NET Core Redis backplane's channel layout (Microsoft.AspNetCore.SignalR.StackExchangeRedis):
 * `<prefix><hub>:group:<group>`, `<prefix><hub>:user:<user>` and an internal channel for group
 * membership. Its `:all` channel is not used: no push goes to every tenant's users.
 */
export function redisChannels(prefix: string, hubName: string) {
  const base = `${prefix}${hubName}:`;
  return {
    base,
    group: (group: string) => `${base}group:${group}`,
    user: (key: string) => `${base}user:${key}`,
    groupManagement: `${base}internal:groups`,
    /** Our own: a user's access changed (`resetUser`), for the instances holding their connections. */
    userManagement: `${base}internal:users`,
    /** One pattern subscription per instance receives them all; Redis never sees a subscribe per message or group. */
    pattern: `${base.replace(/[*?[\]\\]/g, '\\$&')}*`,
  };
}

export interface RedisBackplaneSettings {
  url: string;
  /** Keeps apps (or test runs) that share one Redis apart. */
  prefix: string;
  hubName: string;
  /** Names this instance's Redis connections (`hireloop-<instance>-publisher|subscriber`). */
  instanceName: string;
  logger: Logger;
}

interface Invocation {
  target: string;
  arguments: unknown[];
}

interface GroupCommand {
  action: 'add' | 'remove';
  user: string;
  group: string;
}

interface UserCommand {
  action: 'reset';
  user: string;
  groups: string[] | null;
}

/**
 * Every instance's hub joined through Redis pub/sub. Services publish here; each instance's
 * subscriber hands what arrives to its own hub, which delivers to the connections it holds. The
 * sending instance gets its own pushes back through its subscription like everyone else, and only
 * that way, so a push reaches each client once. One connection publishes and one subscribes, so
 * Redis keeps their order: a group command arrives before the pushes sent after it.
 */
export class RedisBackplane implements HubBackend {
  private constructor(
    readonly localHub: RealtimeHub,
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channels: ReturnType<typeof redisChannels>,
    private readonly logger: Logger,
    private readonly outage: RedisOutage,
  ) {}

  /** Connects both clients and subscribes before the server listens; rejects with a clear message when Redis is not there. */
  static async connect(hub: RealtimeHub, settings: RedisBackplaneSettings): Promise<RedisBackplane> {
    const channels = redisChannels(settings.prefix, settings.hubName);
    const name = (role: string) => `hireloop-${settings.instanceName}-${role}`.replace(/[^\w.:-]/g, '_');
    const outage = new RedisOutage(settings.logger);
    const watched = (connection: string): ConnectionHooks => ({
      onLost: (reason) => outage.lost(connection, reason),
      onRestored: () => outage.restored(connection),
    });
    const publisher = await openRedis(settings.url, name('publisher'), settings.logger, watched(name('publisher')));
    const subscribe = (client: Redis) => client.psubscribe(channels.pattern);
    let subscriber: Redis;
    try {
      subscriber = await openRedis(settings.url, name('subscriber'), settings.logger, {
        ...watched(name('subscriber')),
        onReconnected: subscribe,
      });
    } catch (error) {
      publisher.disconnect();
      throw error;
    }
    const backplane = new RedisBackplane(hub, publisher, subscriber, channels, settings.logger, outage);
    subscriber.on('pmessage', (_pattern: string, channel: string, text: string) => backplane.receive(channel, text));
    await subscribe(subscriber);
    return backplane;
  }

  /** The connection is made here; the groups the user was added to reached this instance over Redis too. */
  answerNegotiate(identity: HubIdentity, groups: readonly string[]): Promise<NegotiateAnswer> {
    return this.localHub.answerNegotiate(identity, groups);
  }

  async sendToUser(appId: number, userId: number, target: string, args: unknown[]): Promise<void> {
    await this.publish(this.channels.user(userKey(appId, userId)), { target, arguments: args } satisfies Invocation);
  }

  async sendToGroup(group: string, target: string, args: unknown[]): Promise<void> {
    await this.publish(this.channels.group(group), { target, arguments: args } satisfies Invocation);
  }

  /** Every instance records it: the one holding the user's connections now, and any that gets their next one. */
  async addUserToGroup(appId: number, userId: number, group: string): Promise<void> {
    await this.publish(this.channels.groupManagement, { action: 'add', user: userKey(appId, userId), group } satisfies GroupCommand);
  }

  async removeUserFromGroup(appId: number, userId: number, group: string): Promise<void> {
    await this.publish(this.channels.groupManagement, { action: 'remove', user: userKey(appId, userId), group } satisfies GroupCommand);
  }

  /** The instance that changed the user need not hold their sockets: every instance resets its own. */
  async resetUser(appId: number, userId: number, groups: readonly string[] | null): Promise<void> {
    await this.publish(this.channels.userManagement, {
      action: 'reset',
      user: userKey(appId, userId),
      groups: groups && [...groups],
    } satisfies UserCommand);
  }

  async close(): Promise<void> {
    this.localHub.closeAll();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  /**
   * A push is never worth failing or delaying the user's action for: while the connection is away
   * it is dropped at once (and counted for the outage's log line); a failure is logged, never thrown.
   */
  private async publish(channel: string, message: Invocation | GroupCommand | UserCommand): Promise<void> {
    if (this.publisher.status !== 'ready') return this.outage.dropped();
    try {
      await this.publisher.publish(channel, JSON.stringify(message));
    } catch (error) {
      this.outage.dropped({ error: loggableError(error), channel });
    }
  }

  private receive(channel: string, text: string): void {
    const name = channel.slice(this.channels.base.length);
    const message = parseJson(text);
    if (name === 'internal:groups' && isGroupCommand(message)) return this.applyGroupCommand(message);
    if (name === 'internal:users' && isUserCommand(message)) return this.applyUserCommand(message);
    if (name.startsWith('group:') && isInvocation(message)) {
      void this.localHub.sendToGroup(name.slice('group:'.length), message.target, message.arguments);
      return;
    }
    const user = name.startsWith('user:') ? parseUserKey(name.slice('user:'.length)) : null;
    if (user && isInvocation(message)) {
      void this.localHub.sendToUser(user.appId, user.userId, message.target, message.arguments);
      return;
    }
    this.logger.warn({ channel }, 'realtime: ignored a Redis message this server does not understand');
  }

  private applyGroupCommand(command: GroupCommand): void {
    const user = parseUserKey(command.user);
    if (!user) return;
    if (command.action === 'add') void this.localHub.addUserToGroup(user.appId, user.userId, command.group);
    else void this.localHub.removeUserFromGroup(user.appId, user.userId, command.group);
  }

  private applyUserCommand(command: UserCommand): void {
    const user = parseUserKey(command.user);
    if (user) void this.localHub.resetUser(user.appId, user.userId, command.groups);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isInvocation(value: unknown): value is Invocation {
  const message = value as Partial<Invocation> | null | undefined;
  return typeof message?.target === 'string' && Array.isArray(message.arguments);
}

function isGroupCommand(value: unknown): value is GroupCommand {
  const command = value as Partial<GroupCommand> | null | undefined;
  return (
    (command?.action === 'add' || command?.action === 'remove') && typeof command.user === 'string' && typeof command.group === 'string'
  );
}

function isUserCommand(value: unknown): value is UserCommand {
  const command = value as Partial<UserCommand> | null | undefined;
  const groups = command?.groups;
  return (
    command?.action === 'reset' &&
    typeof command.user === 'string' &&
    (groups === null || (Array.isArray(groups) && groups.every((group) => typeof group === 'string')))
  );
}
