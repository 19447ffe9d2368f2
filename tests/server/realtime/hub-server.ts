import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { createApp } from '../../../src/server/app';
import { RealtimeHub } from '../../../src/server/realtime/hub';
import type { HubOptions } from '../../../src/server/realtime/options';
import { attachHubSockets } from '../../../src/server/realtime/websocket';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';

/** A test database for several hub servers: starting a server is cheap, a database is not. */
export const createHubTestApp = () => createTestApp();

/** The real app and hub on `t`'s database, listening on a free port, logging every line (trace) into `logLines`. */
export async function startHubServer(t: TestApp, options: Partial<HubOptions> = {}) {
  const logLines: string[] = [];
  const logger = pino({ level: 'trace' }, new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) }));
  const hub = new RealtimeHub(options);
  const deps = { ...t.deps, logger, realtime: hub };
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  attachHubSockets(server, deps, hub);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients: HubConnection[] = [];

  return {
    t,
    hub,
    baseUrl,
    logLines,
    /** The official client, signed in as `user`; started unless `start: false`. */
    async connect(
      user: TestUser,
      settings: {
        transport?: HttpTransportType;
        start?: boolean;
        serverTimeoutMs?: number;
        keepAliveIntervalMs?: number;
        automaticReconnect?: boolean;
      } = {},
    ) {
      const builder = new HubConnectionBuilder()
        .withUrl(`${baseUrl}/hubs/app?app=${user.appKey}`, {
          accessTokenFactory: () => user.token,
          transport: settings.transport ?? HttpTransportType.WebSockets,
        })
        .configureLogging(LogLevel.None);
      // As the web app builds it, retrying at once.
      if (settings.automaticReconnect) builder.withAutomaticReconnect([0, 100, 500]);
      const client = builder.build();
      if (settings.serverTimeoutMs) client.serverTimeoutInMilliseconds = settings.serverTimeoutMs;
      if (settings.keepAliveIntervalMs) client.keepAliveIntervalInMilliseconds = settings.keepAliveIntervalMs;
      clients.push(client);
      if (settings.start !== false) await client.start();
      return client;
    },
    async negotiate(user: TestUser, init: RequestInit = {}) {
      return fetch(`${baseUrl}/hubs/app/negotiate?negotiateVersion=1&app=${user.appKey}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        ...init,
      });
    },
    async close() {
      await Promise.all(clients.map((client) => client.stop()));
      hub.closeAll();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type HubServer = Awaited<ReturnType<typeof startHubServer>>;

/**
 * A test file's hub servers: one database for the file, and a server per test, started by
 * `start` and closed after the test.
 */
export function hubServerPerTest() {
  let t: TestApp;
  let server: HubServer | undefined;
  beforeAll(async () => {
    t = await createHubTestApp();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(() => t.close());
  return {
    get t() {
      return t;
    },
    /** The current test's server. */
    get server(): HubServer {
      if (!server) throw new Error('Call start() first.');
      return server;
    },
    async start(options: Partial<HubOptions> = {}): Promise<HubServer> {
      server = await startHubServer(t, options);
      return server;
    },
  };
}

/** Resolves with the arguments of the next `target` invocation the client receives. */
export function nextMessage(client: HubConnection, target: string): Promise<unknown[]> {
  return new Promise((resolve) => {
    const handler = (...args: unknown[]) => {
      client.off(target, handler);
      resolve(args);
    };
    client.on(target, handler);
  });
}

/** Resolves with the error the client closed with. */
export function closed(client: HubConnection): Promise<Error | undefined> {
  return new Promise((resolve) => client.onclose(resolve));
}
