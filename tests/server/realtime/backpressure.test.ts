import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { HttpTransportType } from '@microsoft/signalr';
import { beforeAll, describe, expect, it } from 'vitest';
import { FELL_BEHIND } from '../../../src/server/realtime/connection';
import { LongPollingSink } from '../../../src/server/realtime/long-polling';
import { defaultHubOptions } from '../../../src/server/realtime/options';
import type { TestUser } from '../../support/test-app';
import { hubServerPerTest, nextMessage, type HubServer } from './hub-server';
import { RS, negotiatedToken, openSocket } from './raw-socket';

// Issue 32, item 4: a client that does not read must not make the server hold its pushes. Each
// connection may have 1 MiB or 1,000 messages waiting (README); past either it is closed with a
// Close allowing reconnect, and the client catches up over HTTP as after any reconnect.

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const servers = hubServerPerTest();
let server: HubServer;
let user: TestUser;
beforeAll(async () => {
  user = await servers.t.factories.user(await servers.t.factories.tenant(), 'recruiter');
});

const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const CLOSE = JSON.stringify({ type: 7, error: FELL_BEHIND, allowReconnect: true }) + RS;
/** A chat message's size in the report. */
const payload = (i: number) => ({ id: i, text: `${i} `.padEnd(4_096, 'x') });

/** A long-polling client past the handshake that then never polls again (it may still ping). */
async function silentPoller(as: TestUser) {
  const token = await negotiatedToken(server, as);
  const url = `${server.baseUrl}/hubs/app?app=${as.appKey}&id=${token}`;
  const headers = { authorization: `Bearer ${as.token}` };
  await fetch(url, { headers });
  await fetch(url, { method: 'POST', headers, body: HANDSHAKE });
  await (await fetch(url, { headers })).text();
  return {
    token,
    async poll() {
      const response = await fetch(url, { headers });
      return `${response.status} ${await response.text()}`;
    },
  };
}

/** A WebSocket past the handshake whose client then stops reading: the kernel's buffers fill, then the server's. */
async function stalledSocket(as: TestUser) {
  const token = await negotiatedToken(server, as);
  const socket = openSocket(server, `app=${as.appKey}&id=${token}&access_token=${as.token}`);
  await socket.opened;
  socket.ws.send(HANDSHAKE);
  await socket.records(1);
  socket.ws.pause();
  return { token, socket };
}

/**
 * The heap after a full collection: where long-polling queues keep their text. (Buffers are left
 * out: the embedded database's own move by megabytes between two readings.)
 */
function heapBytes(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe('a connection whose client does not read', () => {
  it('over long polling is closed past the bound: the next poll gets only the Close (allowReconnect), then 204', async () => {
    server = await servers.start();
    const poller = await silentPoller(user);
    for (let i = 0; i < 1_500; i++) await server.hub.sendToUser(user.appId, user.id, 'chatMessage', [payload(i)]);

    expect(await poller.poll()).toBe(`200 ${CLOSE}`);
    expect(await poller.poll()).toBe('204 ');
  });

  it('over WebSockets is closed once its unsent frames pass the bound: a client that reads again gets the Close, one that does not is cut off', async () => {
    server = await servers.start({ cutOffGraceMs: 100 });
    const [reading, gone] = [await stalledSocket(user), await stalledSocket(user)];
    for (let i = 0; i < 1_600 && server.hub.connection(gone.token); i++)
      await server.hub.sendToUser(user.appId, user.id, 'chatMessage', [payload(i)]);

    expect([server.hub.connection(reading.token), server.hub.connection(gone.token)]).toEqual([undefined, undefined]);
    reading.socket.ws.resume();
    expect(await reading.socket.closed).toBe(1000);
    expect(reading.socket.received.at(-1) + RS).toBe(CLOSE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    gone.socket.ws.resume();
    expect(await gone.socket.closed).toBe(1006);
    // Only what the kernel had taken before the server's buffer filled, well short of everything sent.
    expect(gone.socket.received.length).toBeLessThan(1_600);
  });

  it('with the official client falling behind between two polls: it reconnects by itself and hears pushes again', async () => {
    server = await servers.start({ keepAliveIntervalMs: 60_000 });
    const client = await server.connect(user, { transport: HttpTransportType.LongPolling, automaticReconnect: true });
    const back = new Promise<void>((resolve) => client.onreconnected(() => resolve()));
    // Sent in one turn of the event loop: the waiting poll takes the first, the rest queue up.
    for (let i = 0; i <= defaultHubOptions.maxBufferedMessages + 1; i++) void server.hub.sendToUser(user.appId, user.id, 'tick', [i]);

    await back;
    const arrived = nextMessage(client, 'tick');
    await server.hub.sendToUser(user.appId, user.id, 'tick', ['after']);
    expect(await arrived).toEqual(['after']);
  });
});

describe('500 clients that do not read', () => {
  it('leave the server holding no more than before once all are dropped: 490 long pollers and 10 stalled WebSockets', async () => {
    server = await servers.start({ cutOffGraceMs: 50 });
    // The long pollers are made in-process (the transport's queue, without 2,000 HTTP requests to set them up).
    const pollers = Array.from({ length: 490 }, () => {
      const { connectionToken } = server.hub.negotiate({ appId: user.appId, userId: user.id });
      const sink = new LongPollingSink(defaultHubOptions.pollTimeoutMs);
      server.hub.connection(connectionToken)!.attach(sink);
      server.hub.connection(connectionToken)!.receive(HANDSHAKE);
      return sink;
    });
    const stalled = await Promise.all(Array.from({ length: 10 }, () => stalledSocket(user)));
    const before = heapBytes();

    for (let i = 0; i < 1_500; i++) await server.hub.sendToUser(user.appId, user.id, 'chatMessage', [payload(i)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const grown = heapBytes() - before;

    // Without the bound: 12 MB more (each queue holding all 1,500 pushes), and every socket still held.
    expect(grown).toBeLessThan(2 * 1024 * 1024);
    expect(pollers.reduce((sum, sink) => sum + sink.bufferedBytes, 0)).toBe(pollers.length * Buffer.byteLength(CLOSE));
    expect(stalled.filter(({ token }) => server.hub.connection(token))).toEqual([]);
    const answers = await Promise.all(pollers.map((sink) => sink.poll()));
    expect(answers.filter((answer) => answer !== CLOSE)).toEqual([]);
    for (const { socket } of stalled) socket.ws.terminate();
  });
});
