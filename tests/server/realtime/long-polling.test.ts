import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionState } from '@microsoft/signalr';
import type { TestApp, TestUser } from '../../support/test-app';
import { closed, createHubTestApp, nextMessage, startHubServer, type HubServer } from './hub-server';
import { RS, negotiatedToken } from './raw-socket';

let t: TestApp;
let server: HubServer;
let user: TestUser;

beforeAll(async () => {
  t = await createHubTestApp();
  server = await startHubServer(t, { pollTimeoutMs: 200, keepAliveIntervalMs: 60_000 });
  user = await t.factories.user(await t.factories.tenant(), 'recruiter');
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('the long-polling transport', () => {
  it('carries the official client: handshake, a push, polls that time out empty, and a clean stop', async () => {
    const client = await server.connect(user, { transport: HttpTransportType.LongPolling });
    expect(client.state).toBe(HubConnectionState.Connected);
    // Let a couple of polls time out empty first: the client must simply poll again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const arrived = nextMessage(client, 'statusChanged');
    await server.hub.sendToUser(user.appId, user.id, 'statusChanged', [{ referralId: 3, status: 'Hired' }]);
    expect(await arrived).toEqual([{ referralId: 3, status: 'Hired' }]);

    const stopped = closed(client);
    await client.stop();
    expect(await stopped).toBeUndefined();
  });

  it('answers the first poll at once and empty, then delivers the handshake reply; DELETE ends polling with 204', async () => {
    const id = await negotiatedToken(server, user);
    const url = `${server.baseUrl}/hubs/app?app=${user.appKey}&id=${id}`;
    const headers = { authorization: `Bearer ${user.token}` };
    const first = await fetch(url, { headers });
    expect([first.status, await first.text()]).toEqual([200, '']);

    const reply = fetch(url, { headers });
    expect((await fetch(url, { method: 'POST', headers, body: `{"protocol":"json","version":1}${RS}` })).status).toBe(200);
    expect(await (await reply).text()).toBe(`{}${RS}`);

    const waiting = fetch(url, { headers });
    expect((await fetch(url, { method: 'DELETE', headers })).status).toBe(202);
    expect((await waiting).status).toBe(204);
  });

  it('is 404 for an unknown id and 403 for a user who did not negotiate it', async () => {
    const headers = { authorization: `Bearer ${user.token}` };
    expect((await fetch(`${server.baseUrl}/hubs/app?app=${user.appKey}&id=unknown`, { headers })).status).toBe(404);
    const id = await negotiatedToken(server, user);
    const colleague = await t.factories.user({ id: user.appId, key: user.appKey }, 'recruiter');
    const stranger = await fetch(`${server.baseUrl}/hubs/app?app=${user.appKey}&id=${id}`, {
      headers: { authorization: `Bearer ${colleague.token}` },
    });
    expect(stranger.status).toBe(403);
  });
});
