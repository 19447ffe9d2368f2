import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeHub } from '../../../src/server/realtime/hub';
import { ACCESS_ENDED, channelGroup, userGroup } from '../../../src/server/core/realtime';
import { RedisBackplane, redisChannels } from '../../../src/server/realtime/redis-backplane';
import type { TestApp, TestUser } from '../../support/test-app';
import { capturedLogger, eventually, received, settle, startBackendServer } from './backend-server';
import { createHubTestApp, type HubServer } from './hub-server';
import { RS, openSocket } from './raw-socket';
import { TEST_REDIS_URL, closedPort, reachable, startRelay } from './reachable';

// Two app servers in this process, each with its own hub, joined by the Redis at 127.0.0.1:6379
// (there on every machine and in CI). The two-process test is scale-out.test.ts.
const redisUp = await reachable(TEST_REDIS_URL, 6379);
const prefix = `hireloop-test-${randomBytes(6).toString('hex')}:`;

type Server = Awaited<ReturnType<typeof startBackendServer>>;
let t: TestApp;
let one: Server;
let two: Server;
let oneLog: string[];
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let outsider: TestUser;

const backplane = (instanceName: string, logger = pino({ level: 'silent' })) =>
  RedisBackplane.connect(new RealtimeHub(), { url: TEST_REDIS_URL, prefix, hubName: 'app', instanceName, logger });

describe.skipIf(!redisUp)('Redis backplane (two hubs in one process)', () => {
  beforeAll(async () => {
    t = await createHubTestApp();
    const captured = capturedLogger();
    oneLog = captured.lines;
    one = await startBackendServer(t, await backplane(`${prefix}one`, captured.logger));
    two = await startBackendServer(t, await backplane(`${prefix}two`));
    const tenant = await t.factories.tenant();
    alice = await t.factories.user(tenant, 'employee');
    bob = await t.factories.user(tenant, 'recruiter');
    admin = await t.factories.user(tenant, 'admin');
    outsider = await t.factories.user(await t.factories.tenant(), 'employee');
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await t?.close();
  });

  it('delivers a push to a user sent on the other instance, once', async () => {
    const client = await one.connect(alice);
    const pushes = received(client, 'notification');
    await two.backend.sendToUser(alice.appId, alice.id, 'notification', [{ id: 1 }]);
    await eventually(() => pushes.length > 0, 5_000, 'the push');
    await settle();
    expect(pushes).toEqual([[{ id: 1 }]]);
  });

  it('delivers once on the sending instance itself (only through its own subscription)', async () => {
    const client = await one.connect(alice);
    const pushes = received(client, 'notification');
    await one.backend.sendToUser(alice.appId, alice.id, 'notification', [{ id: 2 }]);
    await one.backend.sendToGroup(userGroup(alice.appId, alice.id), 'notification', [{ id: 3 }]);
    await eventually(() => pushes.length >= 2, 5_000, 'the pushes');
    await settle();
    expect(pushes).toEqual([[{ id: 2 }], [{ id: 3 }]]);
  });

  it('adds a user to a group on another instance: their connections there and later ones receive it; removing stops it', async () => {
    const group = channelGroup(alice.appId, 9001);
    const before = await one.connect(alice);
    const bystander = await one.connect(bob);
    const foreign = await two.connect(outsider);
    const [early, bystanders, foreigners] = [
      received(before, 'chatMessage'),
      received(bystander, 'chatMessage'),
      received(foreign, 'chatMessage'),
    ];

    // Added and sent from instance two; alice's connection is on instance one.
    await two.backend.addUserToGroup(alice.appId, alice.id, group);
    await two.backend.sendToGroup(group, 'chatMessage', [{ id: 1 }]);
    await eventually(() => early.length > 0, 5_000, 'the group push');
    const after = await one.connect(alice);
    const late = received(after, 'chatMessage');
    await two.backend.sendToGroup(group, 'chatMessage', [{ id: 2 }]);
    await eventually(() => late.length > 0, 5_000, 'the push to the later connection');

    await two.backend.removeUserFromGroup(alice.appId, alice.id, group);
    await two.backend.sendToGroup(group, 'chatMessage', [{ id: 3 }]);
    await settle();
    expect(early).toEqual([[{ id: 1 }], [{ id: 2 }]]);
    expect(late).toEqual([[{ id: 2 }]]);
    expect(bystanders).toEqual([]);
    expect(foreigners).toEqual([]);
  });

  it("closes for good the connections one instance holds of a user deactivated through the other's API", async () => {
    const carol = await t.factories.user({ id: alice.appId, key: alice.appKey }, 'recruiter');
    const client = await one.connect(carol);
    const gone = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    const bystander = received(await one.connect(alice), 'notification');

    const response = await fetch(`${two.baseUrl}/api/user-accounts/${carol.id}?app=${carol.appKey}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    expect(response.status).toBe(200);
    expect((await gone)?.message).toContain(ACCESS_ENDED);
    expect((await one.negotiate(carol)).status).toBe(401);
    await one.backend.sendToUser(alice.appId, alice.id, 'notification', [{ id: 10 }]);
    await eventually(() => bystander.length > 0, 5_000, 'the push to a user still active');
  });

  it('joins the connect groups given at negotiate; a push to one of them from the other instance arrives', async () => {
    const group = channelGroup(alice.appId, 9002);
    const answer = (await one.backend.answerNegotiate({ appId: alice.appId, userId: alice.id }, [group])) as { connectionToken: string };
    const socket = openSocket(one as unknown as HubServer, `app=${alice.appKey}&id=${answer.connectionToken}&access_token=${alice.token}`);
    await socket.opened;
    socket.ws.send(`{"protocol":"json","version":1}${RS}`);
    expect(await socket.records(1)).toEqual(['{}']);
    await two.backend.sendToGroup(group, 'chatMessage', [{ id: 7 }]);
    expect((await socket.records(2))[1]).toBe(JSON.stringify({ type: 1, target: 'chatMessage', arguments: [{ id: 7 }] }));
    socket.ws.close();
  });

  it('uses the ASP.NET Core backplane channel layout under its prefix, and another prefix hears nothing', async () => {
    const channels = redisChannels(prefix, 'app');
    expect(channels.group('channel:1:2')).toBe(`${prefix}app:group:channel:1:2`);
    expect(channels.user('1:2')).toBe(`${prefix}app:user:1:2`);
    expect(channels.groupManagement).toBe(`${prefix}app:internal:groups`);
    expect(channels.userManagement).toBe(`${prefix}app:internal:users`);

    const spy = new Redis(TEST_REDIS_URL);
    const seen: string[] = [];
    spy.on('pmessage', (_pattern: string, channel: string, message: string) => seen.push(`${channel} ${message}`));
    await spy.psubscribe(`${prefix}*`);
    const elsewhere = await RedisBackplane.connect(new RealtimeHub(), {
      url: TEST_REDIS_URL,
      prefix: `${prefix}other:`,
      hubName: 'app',
      instanceName: `${prefix}other`,
      logger: pino({ level: 'silent' }),
    });
    const stranger = await startBackendServer(t, elsewhere);
    const client = await stranger.connect(alice);
    const pushes = received(client, 'notification');

    await two.backend.sendToUser(alice.appId, alice.id, 'notification', [{ id: 4 }]);
    await two.backend.addUserToGroup(alice.appId, alice.id, 'channel:1:2');
    await eventually(() => seen.length >= 2, 5_000, 'the spy to hear both');
    await settle();
    await stranger.close();
    await spy.quit();
    expect(pushes).toEqual([]);
    expect(seen).toEqual([
      `${prefix}app:user:${alice.appId}:${alice.id} ${JSON.stringify({ target: 'notification', arguments: [{ id: 4 }] })}`,
      `${prefix}app:internal:groups ${JSON.stringify({ action: 'add', user: `${alice.appId}:${alice.id}`, group: 'channel:1:2' })}`,
    ]);
  });

  it('fails fast with a clear message when Redis is not there at start', async () => {
    const port = await closedPort();
    const started = Date.now();
    await expect(
      RedisBackplane.connect(new RealtimeHub(), {
        url: `redis://:secret@127.0.0.1:${port}`,
        prefix,
        hubName: 'app',
        instanceName: 'down',
        logger: pino({ level: 'silent' }),
      }),
    ).rejects.toThrow(new RegExp(`^REDIS_URL: cannot reach Redis at 127\\.0\\.0\\.1:${port} \\(connect ECONNREFUSED`));
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reconnects after losing Redis, logs the loss and the return once each, and delivers again', async () => {
    const client = await one.connect(alice);
    const pushes = received(client, 'notification');
    const admin = new Redis(TEST_REDIS_URL);
    // Kill instance one's two connections, found by the names it gave them.
    const list = String(await admin.client('LIST'));
    const ids = [...list.matchAll(/id=(\d+) .*name=(\S+)/g)]
      .filter(([, , name]) => name.startsWith(`hireloop-${prefix}one-`))
      .map(([, id]) => id);
    expect(ids).toHaveLength(2);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    await admin.quit();

    // Logged once each, whichever connection noticed first, and back only once both are (the subscription too).
    await eventually(() => oneLog.some((line) => line.includes('Redis backplane back')), 10_000, 'the reconnect');
    expect(oneLog.filter((line) => line.includes('Redis backplane lost'))).toHaveLength(1);
    await two.backend.sendToUser(alice.appId, alice.id, 'notification', [{ id: 5 }]);
    await eventually(() => pushes.length > 0, 5_000, 'the push after the reconnect');
    await one.backend.sendToUser(alice.appId, alice.id, 'notification', [{ id: 6 }]);
    await eventually(() => pushes.length > 1, 5_000, 'the push from the reconnected instance');
    expect(pushes).toEqual([[{ id: 5 }], [{ id: 6 }]]);
  });

  it('logs an outage twice, when lost and when back with the pushes dropped meanwhile (each dropped at once, never thrown); pushes flow again after', async () => {
    const relay = await startRelay(6379);
    const captured = capturedLogger();
    const cut = await startBackendServer(
      t,
      await RedisBackplane.connect(new RealtimeHub(), {
        url: relay.url(),
        prefix,
        hubName: 'app',
        instanceName: `${prefix}cut`,
        logger: captured.logger,
      }),
    );
    const client = await cut.connect(alice);
    const pushes = received(client, 'notification');
    const logged = (text: string) =>
      captured.lines.filter((line) => line.includes(text)).map((line) => JSON.parse(line) as { level: number; droppedPushes?: number });

    await relay.cut();
    await eventually(() => logged('Redis backplane lost').length > 0, 5_000, 'the loss to be logged');
    const dropped = Array.from({ length: 20 }, (_, i) => cut.backend.sendToUser(alice.appId, alice.id, 'notification', [{ id: 100 + i }]));
    await expect(Promise.all(dropped)).resolves.toHaveLength(20);

    await relay.restore();
    await eventually(() => logged('Redis backplane back').length > 0, 15_000, 'the return to be logged');
    expect(logged('Redis backplane lost')).toEqual([expect.objectContaining({ level: 40 })]);
    expect(logged('Redis backplane back')).toEqual([expect.objectContaining({ level: 30, droppedPushes: 20 })]);
    expect(captured.lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
    await two.backend.sendToUser(alice.appId, alice.id, 'notification', [{ id: 9 }]);
    await eventually(() => pushes.length > 0, 5_000, 'the push after Redis came back');
    await settle();
    expect(pushes).toEqual([[{ id: 9 }]]);
    await cut.close();
    await relay.cut();
  }, 30_000);
});
