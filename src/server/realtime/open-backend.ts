import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Env } from '../env';
import { AzureSignalR } from './azure-signalr';
import type { HubBackend } from '../core/hub-backend';
import { RealtimeHub } from './hub';
import { RedisBackplane } from './redis-backplane';
import { redisAddress } from './redis-connection';

type RealtimeEnv = Pick<Env, 'REDIS_URL' | 'REDIS_CHANNEL_PREFIX' | 'AZURE_SIGNALR_CONNECTION_STRING' | 'SIGNALR_HUB'>;

/**
 * The realtime backend the environment asks for: Azure SignalR Service (serverless) with
 * AZURE_SIGNALR_CONNECTION_STRING, this process's hub joined to the other instances' through
 * Redis with REDIS_URL, else this process's hub alone. Rejects with a clear message when Redis
 * cannot be reached, so a server never starts unable to reach its peers.
 */
export async function openRealtimeBackend(env: RealtimeEnv, logger: Logger): Promise<HubBackend> {
  if (env.REDIS_URL && env.AZURE_SIGNALR_CONNECTION_STRING) {
    throw new Error(
      'Set REDIS_URL or AZURE_SIGNALR_CONNECTION_STRING, not both: with Azure SignalR Service the service already joins the instances.',
    );
  }
  if (env.AZURE_SIGNALR_CONNECTION_STRING) {
    const azure = new AzureSignalR({ connectionString: env.AZURE_SIGNALR_CONNECTION_STRING, hubName: env.SIGNALR_HUB, logger });
    logger.info({ clientUrl: azure.clientUrl }, 'realtime: clients connect to Azure SignalR Service (serverless)');
    return azure;
  }
  if (env.REDIS_URL) {
    const backplane = await RedisBackplane.connect(new RealtimeHub(), {
      url: env.REDIS_URL,
      prefix: env.REDIS_CHANNEL_PREFIX,
      hubName: env.SIGNALR_HUB,
      instanceName: `${hostname()}-${process.pid}`,
      logger,
    });
    logger.info({ redis: redisAddress(env.REDIS_URL), prefix: env.REDIS_CHANNEL_PREFIX }, 'realtime: instances joined through Redis');
    return backplane;
  }
  return new RealtimeHub();
}
