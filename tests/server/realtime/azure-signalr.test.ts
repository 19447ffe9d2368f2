import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAzureConnectionString } from '../../../src/server/core/azure-connection-string';
import { AZURE_API_VERSION, AzureSignalR, GROUP_TTL_SECONDS } from '../../../src/server/realtime/azure-signalr';
import { ACCESS_CHANGED, ACCESS_ENDED, channelGroup, hiringGroup, userGroup } from '../../../src/server/core/realtime';
import type { TestApp, TestUser } from '../../support/test-app';
import { capturedLogger, startBackendServer } from './backend-server';
import { createHubTestApp } from './hub-server';
import { closedPort } from './reachable';

// Azure SignalR Service cannot be reached from here: a local HTTP server stands in for it and
// records what it receives, so the tokens and REST requests are checked as the service would check them.
const ACCESS_KEY = 'c2VjcmV0LWtleS1mb3ItdGhlLXN0YW5kLWluLXNlcnZpY2UtMDEyMzQ1Njc4OQ==';
const key = new TextEncoder().encode(ACCESS_KEY);

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string;
  contentType: string | undefined;
  body: string;
}

let service: Server;
let endpoint: string;
let requests: Recorded[] = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 202, body: '' };

let t: TestApp;
let user: TestUser;
let now: Date;
const logged = capturedLogger();
let azure: AzureSignalR;
let server: Awaited<ReturnType<typeof startBackendServer>>;

beforeAll(async () => {
  service = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://service');
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'],
        body,
      });
      setTimeout(() => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body), answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createHubTestApp();
  user = await t.factories.user(await t.factories.tenant(), 'recruiter');
  now = new Date();
  azure = new AzureSignalR({
    connectionString: `Endpoint=${endpoint};AccessKey=${ACCESS_KEY};Version=1.0;`,
    hubName: 'App',
    logger: logged.logger,
    clock: () => now,
    timeoutMs: 1_000,
  });
  server = await startBackendServer(t, azure, logged.logger);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});
beforeEach(() => {
  requests = [];
  answer = { status: 202, body: '' };
  logged.lines.length = 0;
});

/** What the service does with a REST call's token: HS256 with the AccessKey, audience the URL without its query. */
async function expectRestToken(request: Recorded) {
  const token = request.authorization.replace(/^Bearer /, '');
  const { payload, protectedHeader } = await jwtVerify(token, key, {
    algorithms: ['HS256'],
    audience: `${endpoint}${request.path}`,
    currentDate: now,
  });
  expect(protectedHeader.alg).toBe('HS256');
  expect(payload.exp! - payload.iat!).toBe(3600);
}

describe('negotiate in serverless mode', () => {
  it('redirects the client to the service with a token for its user: HS256 with the AccessKey, audience the client URL, nameid app:user, one hour', async () => {
    const response = await server.negotiate(user);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; accessToken: string };
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'url']);
    expect(body.url).toBe(`${endpoint}/client/?hub=app`);
    const { payload } = await jwtVerify(body.accessToken, key, { algorithms: ['HS256'], audience: body.url, currentDate: now });
    expect(payload.nameid).toBe(`${user.appId}:${user.id}`);
    expect(payload.exp).toBe(Math.floor(now.getTime() / 1000) + 3600);
    await expect(jwtVerify(body.accessToken, new TextEncoder().encode('another-key'), { algorithms: ['HS256'] })).rejects.toThrow();
    // The one group every user of the app is in (hiring figures changed): the service keeps it for the user.
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT /api/hubs/app/users/${encodeURIComponent(`${user.appId}:${user.id}`)}/groups/${encodeURIComponent(hiringGroup(user.appId))}`,
    ]);
    await expectRestToken(requests[0]);
  });

  it('is followed by the official client: it negotiates with the service, carrying that token', async () => {
    answer = { status: 200, body: JSON.stringify({ error: 'The stand-in service accepts no connection.' }) };
    const client = new HubConnectionBuilder()
      .withUrl(`${server.baseUrl}/hubs/app?app=${user.appKey}`, { accessTokenFactory: () => user.token })
      .configureLogging(LogLevel.None)
      .build();
    await expect(client.start()).rejects.toThrow(/stand-in service/);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/client/negotiate');
    expect(request.query.get('hub')).toBe('app');
    const { payload } = await jwtVerify(request.authorization.replace(/^Bearer /, ''), key, {
      audience: `${endpoint}/client/?hub=app`,
      currentDate: now,
    });
    expect(payload.nameid).toBe(`${user.appId}:${user.id}`);
  });

  it('puts the user in their connect groups through the REST API, with a time to live, refreshed at most daily', async () => {
    const groups = [channelGroup(user.appId, 1), channelGroup(user.appId, 2)];
    const result = await azure.answerNegotiate({ appId: user.appId, userId: user.id }, groups);
    expect(result).toMatchObject({ url: `${endpoint}/client/?hub=app` });
    const paths = requests.map((request) => `${request.method} ${request.path}`).sort();
    expect(paths).toEqual(
      groups
        .map((group) => `PUT /api/hubs/app/users/${encodeURIComponent(`${user.appId}:${user.id}`)}/groups/${encodeURIComponent(group)}`)
        .sort(),
    );
    for (const request of requests) {
      expect(Object.fromEntries(request.query)).toEqual({ ttl: String(GROUP_TTL_SECONDS), 'api-version': AZURE_API_VERSION });
      expect(request.body).toBe('');
      await expectRestToken(request);
    }

    requests = [];
    await azure.answerNegotiate({ appId: user.appId, userId: user.id }, groups);
    expect(requests).toEqual([]);
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    await azure.answerNegotiate({ appId: user.appId, userId: user.id }, groups);
    expect(requests).toHaveLength(2);
  });

  it('still answers when the service refuses the group calls, and logs it without a token', async () => {
    answer = { status: 500, body: JSON.stringify({ code: 'Boom', message: 'the service is unwell' }) };
    const result = await azure.answerNegotiate({ appId: user.appId, userId: user.id }, [channelGroup(user.appId, 77)]);
    expect(result).toMatchObject({ url: expect.any(String), accessToken: expect.any(String) });
    const line = logged.lines.find((text) => text.includes('refused a request'));
    expect(line).toContain('"status":500');
    expect(line).toContain('the service is unwell');
    expect(logged.lines.join('')).not.toMatch(/eyJ|Bearer|AccessKey/);
    // A refused group is tried again at the next negotiate.
    answer = { status: 200, body: '' };
    requests = [];
    await azure.answerNegotiate({ appId: user.appId, userId: user.id }, [channelGroup(user.appId, 77)]);
    expect(requests).toHaveLength(1);
  });

  it('leaves WebSockets and long polling to the service: this server knows no connection id', async () => {
    const response = await fetch(`${server.baseUrl}/hubs/app?id=anything&app=${user.appKey}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(404);
  });
});

describe('pushes and groups through the REST API', () => {
  const userPath = () => `/api/hubs/app/users/${encodeURIComponent(`${user.appId}:${user.id}`)}`;

  it('sends to a user, to a group and to a user’s own group with the right method, path, api-version, body and token', async () => {
    await azure.sendToUser(user.appId, user.id, 'notification', [{ id: 1, title: 'Hired' }]);
    await azure.sendToGroup(channelGroup(user.appId, 5), 'chatMessage', [{ id: 2, text: 'hi' }]);
    await azure.sendToGroup(userGroup(user.appId, user.id), 'notification', [{ id: 3 }]);
    expect(
      requests.map((request) => [
        request.method,
        request.path,
        Object.fromEntries(request.query),
        request.contentType,
        JSON.parse(request.body),
      ]),
    ).toEqual([
      [
        'POST',
        `${userPath()}/:send`,
        { 'api-version': '2022-06-01' },
        'application/json',
        { target: 'notification', arguments: [{ id: 1, title: 'Hired' }] },
      ],
      [
        'POST',
        `/api/hubs/app/groups/${encodeURIComponent(`channel:${user.appId}:5`)}/:send`,
        { 'api-version': '2022-06-01' },
        'application/json',
        { target: 'chatMessage', arguments: [{ id: 2, text: 'hi' }] },
      ],
      [
        'POST',
        `${userPath()}/:send`,
        { 'api-version': '2022-06-01' },
        'application/json',
        { target: 'notification', arguments: [{ id: 3 }] },
      ],
    ]);
    for (const request of requests) await expectRestToken(request);
  });

  it('adds a user to a group and removes them', async () => {
    const group = channelGroup(user.appId, 6);
    await azure.addUserToGroup(user.appId, user.id, group);
    await azure.removeUserFromGroup(user.appId, user.id, group);
    expect(requests.map((request) => [request.method, request.path, Object.fromEntries(request.query), request.body])).toEqual([
      ['PUT', `${userPath()}/groups/${encodeURIComponent(group)}`, { ttl: String(GROUP_TTL_SECONDS), 'api-version': '2022-06-01' }, ''],
      ['DELETE', `${userPath()}/groups/${encodeURIComponent(group)}`, { 'api-version': '2022-06-01' }, ''],
    ]);
    for (const request of requests) await expectRestToken(request);
    // Removed, so the next negotiate puts them back rather than trusting the refresh memory.
    requests = [];
    await azure.answerNegotiate({ appId: user.appId, userId: user.id }, [group]);
    expect(requests.map((request) => request.method)).toEqual(['PUT']);
  });

  it('resets a user whose access changed: out of every group, into what they may hear now, then their connections closed with the reason', async () => {
    const [kept, other] = [channelGroup(user.appId, 8), channelGroup(user.appId, 9)];
    await azure.answerNegotiate({ appId: user.appId, userId: user.id }, [kept, other]);
    requests = [];
    await azure.resetUser(user.appId, user.id, [kept]);
    await azure.resetUser(user.appId, user.id, null);
    expect(requests.map((request) => [request.method, request.path, Object.fromEntries(request.query), request.body])).toEqual([
      ['DELETE', `${userPath()}/groups`, { 'api-version': '2022-06-01' }, ''],
      ['PUT', `${userPath()}/groups/${encodeURIComponent(kept)}`, { ttl: String(GROUP_TTL_SECONDS), 'api-version': '2022-06-01' }, ''],
      ['POST', `${userPath()}/:closeConnections`, { reason: ACCESS_CHANGED, 'api-version': '2022-06-01' }, ''],
      ['DELETE', `${userPath()}/groups`, { 'api-version': '2022-06-01' }, ''],
      ['POST', `${userPath()}/:closeConnections`, { reason: ACCESS_ENDED, 'api-version': '2022-06-01' }, ''],
    ]);
    for (const request of requests) await expectRestToken(request);
    // Out of every group, so the next negotiate (once active again) puts them back into each.
    requests = [];
    await azure.answerNegotiate({ appId: user.appId, userId: user.id }, [kept, other]);
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'PUT']);
  });

  it('never throws for a failing service: an error answer, a timeout, nobody listening; each is logged', async () => {
    answer = { status: 503, body: 'unavailable' };
    await expect(azure.sendToUser(user.appId, user.id, 'notification', [])).resolves.toBeUndefined();
    answer = { status: 202, body: '', delayMs: 1_500 };
    await expect(azure.sendToGroup('channel:1:1', 'chatMessage', [])).resolves.toBeUndefined();
    const down = new AzureSignalR({
      connectionString: `Endpoint=http://127.0.0.1:${await closedPort()};AccessKey=${ACCESS_KEY};Version=1.0;`,
      hubName: 'app',
      logger: logged.logger,
    });
    await expect(down.addUserToGroup(user.appId, user.id, 'channel:1:1')).resolves.toBeUndefined();
    expect(logged.lines.filter((line) => line.includes('refused a request'))).toHaveLength(1);
    expect(logged.lines.filter((line) => line.includes('did not answer'))).toHaveLength(2);
    expect(logged.lines.join('')).not.toContain(ACCESS_KEY);
  });
});

describe('AZURE_SIGNALR_CONNECTION_STRING', () => {
  it('reads the endpoint and a base64 key that ends in =, in any key case, with an optional port', () => {
    expect(parseAzureConnectionString(`Endpoint=https://hireloop.service.signalr.net;AccessKey=${ACCESS_KEY};Version=1.0;`)).toEqual({
      endpoint: 'https://hireloop.service.signalr.net',
      accessKey: ACCESS_KEY,
    });
    expect(parseAzureConnectionString(`endpoint=https://x.service.signalr.net/;accesskey=abc=;port=8443`)).toEqual({
      endpoint: 'https://x.service.signalr.net:8443',
      accessKey: 'abc=',
    });
  });

  it('says what is wrong and never repeats the key', () => {
    const attempt = (text: string) => () => parseAzureConnectionString(text);
    expect(attempt('AccessKey=abc')).toThrow(/needs Endpoint=/);
    expect(attempt('Endpoint=https://x.service.signalr.net')).toThrow(/needs Endpoint=/);
    expect(attempt('Endpoint=https://x.service.signalr.net;AccessKey=topsecret;Version=2.0')).toThrow(
      'Version 2.0 is not supported (1.0 is).',
    );
    expect(attempt('Endpoint=not a url;AccessKey=topsecret')).toThrow('Endpoint is not a URL.');
    expect(attempt('Endpoint=ftp://x;AccessKey=topsecret')).toThrow('Endpoint must be an https:// address.');
    for (const text of ['Endpoint=https://x.service.signalr.net;AccessKey=topsecret;Version=2.0', 'Endpoint=bad;AccessKey=topsecret']) {
      expect(attempt(text)).not.toThrow(/topsecret/);
    }
  });
});
