import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../src/server/env';
import { AzureSignalR } from '../../../src/server/realtime/azure-signalr';
import { RealtimeHub } from '../../../src/server/realtime/hub';
import { openRealtimeBackend } from '../../../src/server/realtime/open-backend';
import { RedisBackplane } from '../../../src/server/realtime/redis-backplane';
import { TEST_REDIS_URL, closedPort, reachable } from './reachable';

const logger = pino({ level: 'silent' });
const AZURE = 'Endpoint=https://hireloop.service.signalr.net;AccessKey=a2V5LWZvci10aGUtdGVzdA==;Version=1.0;';
const redisUp = await reachable(TEST_REDIS_URL, 6379);

describe('the realtime backend the environment picks', () => {
  it('is this process’s hub alone without REDIS_URL or AZURE_SIGNALR_CONNECTION_STRING', async () => {
    const backend = await openRealtimeBackend(readEnv({}), logger);
    expect(backend).toBeInstanceOf(RealtimeHub);
    expect(backend.localHub).toBe(backend);
    await backend.close();
  });

  it('is Azure SignalR Service with a connection string, clients sent to /client/?hub=<SIGNALR_HUB>, no local hub', async () => {
    const backend = await openRealtimeBackend(readEnv({ AZURE_SIGNALR_CONNECTION_STRING: AZURE, SIGNALR_HUB: 'Hireloop' }), logger);
    expect(backend).toBeInstanceOf(AzureSignalR);
    expect(backend.localHub).toBeNull();
    expect((backend as AzureSignalR).clientUrl).toBe('https://hireloop.service.signalr.net/client/?hub=hireloop');
  });

  it.skipIf(!redisUp)('is a hub joined through Redis with REDIS_URL', async () => {
    const backend = await openRealtimeBackend(readEnv({ REDIS_URL: TEST_REDIS_URL }), logger);
    expect(backend).toBeInstanceOf(RedisBackplane);
    expect(backend.localHub).toBeInstanceOf(RealtimeHub);
    await backend.close();
  });

  it('refuses to start when Redis is not there, or when both are set', async () => {
    const port = await closedPort();
    await expect(openRealtimeBackend(readEnv({ REDIS_URL: `redis://127.0.0.1:${port}` }), logger)).rejects.toThrow(
      `REDIS_URL: cannot reach Redis at 127.0.0.1:${port}`,
    );
    await expect(
      openRealtimeBackend(readEnv({ REDIS_URL: TEST_REDIS_URL, AZURE_SIGNALR_CONNECTION_STRING: AZURE }), logger),
    ).rejects.toThrow('Set REDIS_URL or AZURE_SIGNALR_CONNECTION_STRING, not both');
  });
});

describe('realtime settings in the environment', () => {
  it('defaults the hub name to app and the Redis channel prefix to hireloop:', () => {
    expect(readEnv({})).toMatchObject({ SIGNALR_HUB: 'app', REDIS_CHANNEL_PREFIX: 'hireloop:' });
  });

  it('names each bad value, and never repeats an access key', () => {
    const attempt = (source: Record<string, string>) => () => readEnv(source);
    expect(attempt({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow('REDIS_URL: must start with redis:// or rediss://');
    expect(attempt({ SIGNALR_HUB: '1hub' })).toThrow('SIGNALR_HUB: must start with a letter, then letters, digits or _');
    expect(attempt({ AZURE_SIGNALR_CONNECTION_STRING: 'AccessKey=topsecret' })).toThrow(/AZURE_SIGNALR_CONNECTION_STRING: needs Endpoint=/);
    expect(attempt({ AZURE_SIGNALR_CONNECTION_STRING: 'AccessKey=topsecret' })).not.toThrow(/topsecret/);
  });
});
