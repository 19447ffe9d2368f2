import WebSocket from 'ws';
import type { TestUser } from '../../support/test-app';
import type { HubServer } from './hub-server';

export const RS = '\x1e';

/** A negotiated connection token, the way the official client gets one. */
export async function negotiatedToken(server: HubServer, user: TestUser): Promise<string> {
  const response = await server.negotiate(user);
  return ((await response.json()) as { connectionToken: string }).connectionToken;
}

/** A plain WebSocket on the hub, as a browser opens it (token in the query), recording what arrives. */
export function openSocket(server: HubServer, query: string) {
  const ws = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/hubs/app?${query}`);
  const received: string[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    received.push(...String(data).split(RS).filter(Boolean));
    waiters.splice(0).forEach((wake) => wake());
  });
  return {
    ws,
    received,
    opened: new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    }),
    /** The HTTP status the upgrade was refused with. */
    refused: new Promise<number>((resolve) => ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))),
    closed: new Promise<number>((resolve) => ws.once('close', (code) => resolve(code))),
    /** Resolves once `count` records have arrived. */
    async records(count: number): Promise<string[]> {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
      return received.slice(0, count);
    },
  };
}
