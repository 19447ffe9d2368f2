import { describe, expect, it } from 'vitest';
import { HubConnectionState } from '@microsoft/signalr';
import type { HubOptions } from '../../../src/server/realtime/options';
import { closed, hubServerPerTest } from './hub-server';
import { RS, negotiatedToken, openSocket } from './raw-socket';

const servers = hubServerPerTest();

async function signedIn(options: Partial<HubOptions> = {}) {
  const server = await servers.start(options);
  const user = await server.t.factories.user(await server.t.factories.tenant(), 'employee');
  return { server, user };
}

describe('the handshake', () => {
  it('connects the official client (json, version 1)', async () => {
    const { server, user } = await signedIn();
    const client = await server.connect(user);
    expect(client.state).toBe(HubConnectionState.Connected);
    expect(client.connectionId).toEqual(expect.any(String));
  });

  it('answers {} to a handshake and refuses another protocol with an error, then closes', async () => {
    const { server, user } = await signedIn();
    const good = openSocket(server, `app=${user.appKey}&id=${await negotiatedToken(server, user)}&access_token=${user.token}`);
    await good.opened;
    good.ws.send(`{"protocol":"json","version":1}${RS}`);
    expect(await good.records(1)).toEqual(['{}']);
    good.ws.close();

    const bad = openSocket(server, `app=${user.appKey}&id=${await negotiatedToken(server, user)}&access_token=${user.token}`);
    await bad.opened;
    bad.ws.send(`{"protocol":"messagepack","version":1}${RS}`);
    await bad.closed;
    expect(bad.received).toEqual([JSON.stringify({ error: "The protocol 'messagepack' is not supported." })]);
  });

  it('closes a socket that never sends the handshake', async () => {
    const { server, user } = await signedIn({ handshakeTimeoutMs: 100 });
    const silent = openSocket(server, `app=${user.appKey}&id=${await negotiatedToken(server, user)}&access_token=${user.token}`);
    await silent.opened;
    expect(await silent.closed).toBe(1000);
    expect(silent.received).toEqual([]);
  });
});

describe('server pushes', () => {
  it('sendToUser reaches every connection of that user and nobody else, in this or another tenant', async () => {
    const { server, user } = await signedIn();
    const colleague = await server.t.factories.user({ id: user.appId, key: user.appKey }, 'employee');
    const outsider = await server.t.factories.user(await server.t.factories.tenant(), 'employee');
    const [mine, mineToo, theirs, outside] = await Promise.all([user, user, colleague, outsider].map((who) => server.connect(who)));
    const seen = new Map<unknown, string[]>();
    for (const client of [mine, mineToo, theirs, outside]) {
      seen.set(client, []);
      client.on('notify', (text: string) => seen.get(client)!.push(text));
    }
    const delivered = (client: typeof mine, text: string) =>
      new Promise<void>((resolve) => client.on('notify', (got: string) => got === text && resolve()));

    const arrivals = [delivered(mine, 'for you'), delivered(mineToo, 'for you')];
    await server.hub.sendToUser(user.appId, user.id, 'notify', ['for you']);
    await Promise.all(arrivals);
    // Records keep their order per connection: once the marker arrives, a misrouted push would have too.
    const markers = [delivered(theirs, 'marker'), delivered(outside, 'marker')];
    await server.hub.sendToUser(colleague.appId, colleague.id, 'notify', ['marker']);
    await server.hub.sendToUser(outsider.appId, outsider.id, 'notify', ['marker']);
    await Promise.all(markers);

    expect([seen.get(mine), seen.get(mineToo), seen.get(theirs), seen.get(outside)]).toEqual([
      ['for you'],
      ['for you'],
      ['marker'],
      ['marker'],
    ]);
  });

  it('sendToGroup reaches the users added to the group, including their later connections, until they are removed', async () => {
    const { server, user } = await signedIn();
    await server.hub.addUserToGroup(user.appId, user.id, 'channel:7');
    const client = await server.connect(user);
    const received: unknown[][] = [];
    client.on('message', (...args: unknown[]) => received.push(args));

    const first = new Promise((resolve) => client.on('message', resolve));
    await server.hub.sendToGroup('channel:7', 'message', [{ id: 1, text: 'hello' }, 'channel:7']);
    await first;
    await server.hub.removeUserFromGroup(user.appId, user.id, 'channel:7');
    await server.hub.sendToGroup('channel:7', 'message', [{ id: 2, text: 'not for you' }]);
    const marker = new Promise((resolve) => client.on('marker', resolve));
    await server.hub.sendToUser(user.appId, user.id, 'marker', []);
    await marker;

    expect(received).toEqual([[{ id: 1, text: 'hello' }, 'channel:7']]);
  });

  it('refuses a client invocation with a completion error and does nothing else', async () => {
    const { server, user } = await signedIn();
    const client = await server.connect(user);
    await expect(client.invoke('SendMessage', 'hi')).rejects.toThrow('This hub only sends; use the HTTP API.');
    expect(client.state).toBe(HubConnectionState.Connected);
  });
});

describe('keep-alive, timeouts and Close', () => {
  it('pings a socket that nothing was sent to', async () => {
    const { server, user } = await signedIn({ keepAliveIntervalMs: 50 });
    const socket = openSocket(server, `app=${user.appKey}&id=${await negotiatedToken(server, user)}&access_token=${user.token}`);
    await socket.opened;
    socket.ws.send(`{"protocol":"json","version":1}${RS}`);
    expect(await socket.records(3)).toEqual(['{}', '{"type":6}', '{"type":6}']);
    socket.ws.close();
  });

  it('keeps the official client connected past its server timeout by pinging (timing is the point here)', async () => {
    const { server, user } = await signedIn({ keepAliveIntervalMs: 50 });
    const client = await server.connect(user, { serverTimeoutMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(client.state).toBe(HubConnectionState.Connected);
  });

  it('drops a client that stays silent past the client timeout, with a Close that says why', async () => {
    const { server, user } = await signedIn({ clientTimeoutMs: 200 });
    const client = await server.connect(user, { keepAliveIntervalMs: 10_000 });
    const error = await closed(client);
    expect(error?.message).toBe('Server returned an error on close: Server timeout elapsed without receiving a message from the client.');
  });

  it('sends Close with a reason and allowReconnect when the server shuts down', async () => {
    const { server, user } = await signedIn();
    const socket = openSocket(server, `app=${user.appKey}&id=${await negotiatedToken(server, user)}&access_token=${user.token}`);
    await socket.opened;
    socket.ws.send(`{"protocol":"json","version":1}${RS}`);
    await socket.records(1);
    server.hub.closeAll();
    expect(await socket.closed).toBe(1000);
    expect(socket.received.slice(1)).toEqual([JSON.stringify({ type: 7, error: 'Server is shutting down.', allowReconnect: true })]);
  });
});
