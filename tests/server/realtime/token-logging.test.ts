import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { createHubTestApp, startHubServer, type HubServer } from './hub-server';
import { RS, negotiatedToken, openSocket } from './raw-socket';

let t: TestApp;
let server: HubServer;

beforeAll(async () => {
  t = await createHubTestApp();
  server = await startHubServer(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

it('never writes the access token or the connection token into a log line, whether a request succeeds or fails', async () => {
  const user = await t.factories.user(await t.factories.tenant(), 'employee');
  const query = (id: string) => `app=${user.appKey}&id=${id}&access_token=${encodeURIComponent(user.token)}`;

  const id = await negotiatedToken(server, user);
  const socket = openSocket(server, query(id));
  await socket.opened;
  socket.ws.send(`{"protocol":"json","version":1}${RS}`);
  await socket.records(1);
  expect(await openSocket(server, query(id)).refused).toBe(409);
  expect(await openSocket(server, query('unknown')).refused).toBe(404);
  const pollId = await negotiatedToken(server, user);
  expect((await fetch(`${server.baseUrl}/hubs/app?${query(pollId)}`)).status).toBe(200);
  expect((await fetch(`${server.baseUrl}/hubs/app/negotiate?negotiateVersion=1&${query('x')}`, { method: 'POST' })).status).toBe(200);
  socket.ws.close();
  await socket.closed;

  expect(server.logLines.length).toBeGreaterThan(3);
  const leaked = server.logLines.filter(
    (line) => line.includes(user.token) || line.includes(encodeURIComponent(user.token)) || line.includes(id),
  );
  expect(leaked).toEqual([]);
});
