import type { HubConnection } from '@microsoft/signalr';
import { expect } from 'vitest';
import type { ChatMessage } from '../../../../src/shared/contract/chat';
import { CHAT_MESSAGE_EVENT } from '../../../../src/shared/contract/hub-events';
import type { TestUser } from '../../../support/test-app';
import { hubServerPerTest, type HubServer } from '../../realtime/hub-server';
import { createChatWorld, type ChatWorld } from './chat-fixture';

// What the live chat tests do against a running hub server: API calls over HTTP (so its hub
// publishes), sending a message, listening for messages, and waiting out stray deliveries.

/**
 * A live chat test file's set-up: one database, and per test a hub server (closed after it) with
 * a chat world of its own, made by `start`. The calls go to the current test's server.
 */
export function liveChatTests(key: string) {
  const servers = hubServerPerTest();
  let worlds = 0;
  return {
    get t() {
      return servers.t;
    },
    get server() {
      return servers.server;
    },
    async start(): Promise<ChatWorld> {
      await servers.start();
      return createChatWorld(servers.t, `${key}-${++worlds}`);
    },
    api: (as: TestUser, method: string, path: string, json?: unknown) => callApi(servers.server, as, method, path, json),
    send: (as: TestUser, channelId: string, message: string) => sendMessage(servers.server, as, channelId, message),
    settle: (pairs: [TestUser, HubConnection][]) => settle(servers.server, pairs),
  };
}

/** An API call over HTTP to the running server, as `as`. */
export async function callApi(server: HubServer, as: TestUser, method: string, path: string, json?: unknown) {
  const url = new URL(path, server.baseUrl);
  url.searchParams.set('app', as.appKey);
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${as.token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; message?: string } };
}

export async function sendMessage(server: HubServer, as: TestUser, channelId: string, message: string): Promise<ChatMessage> {
  const answer = await callApi(server, as, 'POST', '/api/messages', { message, channelId, senderId: as.id, sessionId: `session-${as.id}` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as ChatMessage;
}

/** The chat messages a client receives, and a way to wait for the one with an id. */
export function listen(client: HubConnection) {
  const received: ChatMessage[] = [];
  const waiting = new Map<number, () => void>();
  client.on(CHAT_MESSAGE_EVENT, (message: ChatMessage) => {
    received.push(message);
    waiting.get(message.id)?.();
  });
  return {
    received,
    ids: () => received.map((message) => message.id),
    arrival: (id: number) =>
      new Promise<void>((resolve) => (received.some((message) => message.id === id) ? resolve() : waiting.set(id, resolve))),
  };
}

/**
 * Pushes a marker to each user and waits for it: a connection's records keep their order, so a
 * chat message misrouted to it before the marker would have arrived by then.
 */
export async function settle(server: HubServer, pairs: [TestUser, HubConnection][]) {
  const arrived = pairs.map(([, client]) => new Promise<void>((resolve) => client.on('marker', () => resolve())));
  for (const [user] of pairs) await server.hub.sendToUser(user.appId, user.id, 'marker', []);
  await Promise.all(arrived);
}
