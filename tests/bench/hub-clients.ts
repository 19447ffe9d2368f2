// The hub bench's clients, all in the bench's own process: plain `ws` sockets speaking the SignalR
// JSON protocol as the official client does (negotiate, handshake, a Ping every 15 s), a few
// official @microsoft/signalr clients to show the same hub serves it, and socket.io-client sockets
// for the yardstick. Each hands the chat messages it receives to `onChat`.
import WebSocket from 'ws';
import { HubConnectionBuilder, HttpTransportType, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage } from '../../src/shared/contract/chat';
import { CHAT_MESSAGE_EVENT } from '../../src/shared/contract/hub-events';
import type { ConnectionsState } from './hub-shared';

const RS = '\x1e';
const HANDSHAKE = JSON.stringify({ protocol: 'json', version: 1 }) + RS;
const PING = JSON.stringify({ type: 6 }) + RS;
/** The official client's keep-alive interval: the hub drops a client silent for 30 s. */
const CLIENT_PING_MS = 15_000;

export type OnChat = (message: ChatMessage) => void;

export interface BenchClient {
  /** Server Pings received (raw sockets only; the official client keeps its own). */
  readonly pings: number;
  /** Still open, and no Close message came. */
  readonly open: boolean;
  /** Why it is not open, when it is not. */
  readonly failure: string | null;
  close(): Promise<void>;
}

export interface HubTarget {
  baseUrl: string;
  appKey: string;
}

/** A plain WebSocket client of the hub: negotiate with the bearer token, open, handshake. */
export async function connectRawHubClient(target: HubTarget, token: string, onChat: OnChat): Promise<BenchClient> {
  const negotiated = await fetch(`${target.baseUrl}/hubs/app/negotiate?negotiateVersion=1&app=${target.appKey}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (negotiated.status !== 200) throw new Error(`negotiate answered ${negotiated.status}: ${await negotiated.text()}`);
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const query = new URLSearchParams({ app: target.appKey, id: connectionToken, access_token: token });
  const ws = new WebSocket(`${target.baseUrl.replace(/^http/, 'ws')}/hubs/app?${query}`);

  let pings = 0;
  let failure: string | null = null;
  let handshaken: (() => void) | null = null;
  const keepAlive = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(PING), CLIENT_PING_MS);
  ws.on('message', (data) => {
    for (const record of String(data).split(RS)) {
      if (!record) continue;
      const message = JSON.parse(record) as { type?: number; target?: string; arguments?: unknown[]; error?: string };
      if (message.type === 1 && message.target === CHAT_MESSAGE_EVENT) onChat(message.arguments![0] as ChatMessage);
      else if (message.type === 6) pings++;
      else if (message.type === 7) failure = `Close: ${message.error ?? 'no reason'}`;
      else if (message.type === undefined && handshaken) {
        if (message.error) failure = `handshake refused: ${message.error}`;
        handshaken();
        handshaken = null;
      }
    }
  });
  ws.on('close', (code) => {
    clearInterval(keepAlive);
    failure ??= `socket closed (${code})`;
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    ws.once('open', () => {
      handshaken = resolve;
      ws.send(HANDSHAKE);
    });
  });
  if (failure) throw new Error(failure);
  return {
    get pings() {
      return pings;
    },
    get open() {
      return ws.readyState === WebSocket.OPEN && failure === null;
    },
    get failure() {
      return failure;
    },
    close() {
      clearInterval(keepAlive);
      failure ??= 'closed by the bench';
      return new Promise((resolve) => {
        ws.once('close', () => resolve());
        ws.close(1000);
      });
    },
  };
}

/** The official client over WebSockets, as the web app builds it. */
export async function connectOfficialHubClient(target: HubTarget, token: string, onChat: OnChat): Promise<BenchClient> {
  const client: HubConnection = new HubConnectionBuilder()
    .withUrl(`${target.baseUrl}/hubs/app?app=${target.appKey}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  let failure: string | null = null;
  client.on(CHAT_MESSAGE_EVENT, (message: ChatMessage) => onChat(message));
  client.onclose((error) => (failure ??= `closed: ${error?.message ?? 'no error'}`));
  await client.start();
  return {
    pings: 0,
    get open() {
      return client.state === HubConnectionState.Connected && failure === null;
    },
    get failure() {
      return failure;
    },
    async close() {
      failure ??= 'closed by the bench';
      await client.stop();
    },
  };
}

/** A socket.io-client socket on its own connection (no multiplexing), in the room when `inRoom`. */
export async function connectSocketIoClient(baseUrl: string, inRoom: boolean, onChat: OnChat): Promise<BenchClient> {
  const socket: Socket = io(baseUrl, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    query: inRoom ? { room: 'channel' } : {},
  });
  let failure: string | null = null;
  socket.on(CHAT_MESSAGE_EVENT, (message: ChatMessage) => onChat(message));
  socket.on('disconnect', (reason) => (failure ??= `disconnected: ${reason}`));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return {
    pings: 0,
    get open() {
      return socket.connected && failure === null;
    },
    get failure() {
      return failure;
    },
    async close() {
      failure ??= 'closed by the bench';
      socket.close();
    },
  };
}

/** Runs `connect(i)` for i < count, `parallel` at a time, in order of i. */
export async function connectAll<T>(count: number, parallel: number, connect: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await connect(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return results;
}

/** How `clients` (raw sockets: they count the server's Pings) are doing. */
export function connectionsState(clients: readonly BenchClient[]): ConnectionsState {
  const dropped = clients.filter((client) => !client.open);
  return {
    awaitingPing: clients.filter((client) => client.open && client.pings === 0).length,
    unpinged: clients.filter((client) => client.pings === 0).length,
    dropped: dropped.length,
    firstFailure: dropped[0]?.failure ?? null,
  };
}
