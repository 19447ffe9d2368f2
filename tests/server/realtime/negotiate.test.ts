import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../support/test-app';
import { createHubTestApp, startHubServer, type HubServer } from './hub-server';
import { negotiatedToken, openSocket } from './raw-socket';

let t: TestApp;
let server: HubServer;
let user: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createHubTestApp();
  server = await startHubServer(t);
  user = await server.t.factories.user(await server.t.factories.tenant(), 'employee');
  outsider = await server.t.factories.user(await server.t.factories.tenant(), 'employee');
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('POST /hubs/app/negotiate', () => {
  it('answers a signed-in user with a connection and the WebSockets and long-polling transports, text only', async () => {
    const response = await server.negotiate(user);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text'] },
      ],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect(body).not.toHaveProperty('useStatefulReconnect');
  });

  it('is 401 without a token or with a bad one, 403 for another app, like the API', async () => {
    expect((await server.negotiate(user, { headers: {} })).status).toBe(401);
    expect((await server.negotiate(user, { headers: { authorization: 'Bearer not-a-token' } })).status).toBe(401);
    const elsewhere = await fetch(`${server.baseUrl}/hubs/app/negotiate?negotiateVersion=1&app=${outsider.appKey}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(elsewhere.status).toBe(403);
  });
});

describe('WebSockets on /hubs/app?id=', () => {
  it('is 404 for an unknown connection id', async () => {
    const socket = openSocket(server, `app=${user.appKey}&id=unknown&access_token=${user.token}`);
    expect(await socket.refused).toBe(404);
  });

  it('is 409 for a second socket on the same id, and the first stays open', async () => {
    const id = await negotiatedToken(server, user);
    const first = openSocket(server, `app=${user.appKey}&id=${id}&access_token=${user.token}`);
    await first.opened;
    const second = openSocket(server, `app=${user.appKey}&id=${id}&access_token=${user.token}`);
    expect(await second.refused).toBe(409);
    expect(first.ws.readyState).toBe(first.ws.OPEN);
    first.ws.close();
  });

  it('checks access_token like a bearer header: 401 without or with a bad one, 403 when another user holds the id', async () => {
    const id = await negotiatedToken(server, user);
    expect(await openSocket(server, `app=${user.appKey}&id=${id}`).refused).toBe(401);
    expect(await openSocket(server, `app=${user.appKey}&id=${id}&access_token=forged`).refused).toBe(401);
    const colleague = await server.t.factories.user({ id: user.appId, key: user.appKey }, 'employee');
    expect(await openSocket(server, `app=${user.appKey}&id=${id}&access_token=${colleague.token}`).refused).toBe(403);
  });
});
