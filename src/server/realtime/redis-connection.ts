import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { loggableError } from '../core/error-log';

export interface ConnectionHooks {
  /** Runs on every reconnect before the connection counts as restored (a subscriber subscribes again here). */
  onReconnected?: (client: Redis) => Promise<unknown>;
  /** The connection dropped after start; ioredis is reconnecting. Once per outage, not per attempt. */
  onLost?: (reason: string | undefined) => void;
  /** The connection is back (and `onReconnected` done). */
  onRestored?: () => void;
}

/**
 * A Redis connection for the realtime backplane. At start it must connect at once (the caller
 * fails fast with a clear message); once connected, ioredis reconnects by itself after a loss, and
 * the hooks hear of the loss and the return once each per outage rather than once per attempt.
 */
export async function openRedis(url: string, name: string, logger: Logger, hooks: ConnectionHooks = {}): Promise<Redis> {
  let started = false;
  let lost = false;
  let lastError: Error | undefined;
  const client = new Redis(url, {
    lazyConnect: true,
    // What `CLIENT LIST` shows, so an operator (or a test) can tell instances apart.
    connectionName: name,
    connectTimeout: 5_000,
    // A command under way when the connection drops waits for a few reconnect attempts (about 2 s),
    // then fails; the backplane sends nothing while its connection is away.
    maxRetriesPerRequest: 3,
    retryStrategy: (attempt) => (started ? Math.min(attempt * 250, 5_000) : null),
    // A subscriber subscribes again itself (onReconnected), so "restored" means receiving again.
    autoResubscribe: false,
  });
  client.on('error', (error: Error) => (lastError = error));
  client.on('reconnecting', () => {
    if (lost) return;
    lost = true;
    hooks.onLost?.(lastError?.message);
  });
  client.on('ready', () => {
    if (!lost) return;
    void (hooks.onReconnected?.(client) ?? Promise.resolve()).then(
      () => {
        lost = false;
        hooks.onRestored?.();
      },
      (error: unknown) => {
        logger.error(
          { connection: name, error: loggableError(error) },
          'realtime: Redis is back but subscribing again failed; reconnecting',
        );
        // Start over rather than stay connected and deaf.
        client.disconnect(true);
      },
    );
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`REDIS_URL: cannot reach Redis at ${redisAddress(url)} (${reason}).`);
  }
  started = true;
  return client;
}

/** Host and port only: a Redis URL may carry a password. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the configured address';
  }
}
