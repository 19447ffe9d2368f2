import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { createApp } from '../../../src/server/app';
import type { HubBackend } from '../../../src/server/core/hub-backend';
import { attachHubSockets } from '../../../src/server/realtime/websocket';
import type { TestApp, TestUser } from '../../support/test-app';

/** A logger writing every line into `lines`, for tests that read what the server logged. */
export function capturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino({ level: 'trace' }, new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
  return { logger, lines };
}

/** The real app on `t`'s database with `backend` as its realtime part, listening on a free port. */
export async function startBackendServer(t: TestApp, backend: HubBackend, logger: Logger = t.deps.logger) {
  const deps = { ...t.deps, logger, realtime: backend };
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  if (backend.localHub) attachHubSockets(server, deps, backend.localHub);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients: HubConnection[] = [];

  return {
    backend,
    baseUrl,
    /** The official client signed in as `user`, started. */
    async connect(user: TestUser) {
      const client = new HubConnectionBuilder()
        .withUrl(`${baseUrl}/hubs/app?app=${user.appKey}`, {
          accessTokenFactory: () => user.token,
          transport: HttpTransportType.WebSockets,
        })
        .configureLogging(LogLevel.None)
        .build();
      clients.push(client);
      await client.start();
      return client;
    },
    async negotiate(user: TestUser) {
      return fetch(`${baseUrl}/hubs/app/negotiate?negotiateVersion=1&app=${user.appKey}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
      });
    },
    async close() {
      await Promise.all(clients.map((client) => client.stop()));
      await backend.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Every `target` invocation the client receives, as they arrive. */
export function received(client: HubConnection, target: string): unknown[][] {
  const all: unknown[][] = [];
  client.on(target, (...args: unknown[]) => all.push(args));
  return all;
}

/** Waits until `check` holds (polling), failing after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits long enough for a stray second copy of a push to have arrived, if there were one. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
