import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../../../src/server/auth/tokens';
import { apps, users } from '../../../src/server/db/schema';
import { backgroundTasks } from '../../../src/server/http/background';
import { drainable } from '../../../src/server/http/drain';
import { prepareServerDatabase } from '../../support/test-db';
import { startServerProcess, type ServerProcess } from '../realtime/server-process';

// A deploy's SIGTERM: src/server/main.ts in a child process, on the embedded database (or the
// PostgreSQL server, DATABASE_URL), stops taking connections, answers the requests under way,
// then closes its database and exits 0.

let dataDir: string;
let drop: () => Promise<void>;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hireloop-shutdown-'));
  const secret = randomBytes(36).toString('base64url');
  let userId = 0;
  const prepared = await prepareServerDatabase(dataDir, async (db) => {
    const [app] = await db.insert(apps).values({ key: 'acme', name: 'Acme' }).returning();
    [{ id: userId }] = await db
      .insert(users)
      .values({ appId: app.id, email: 'admin@acme.test', name: 'Ada', lastName: 'Admin', role: 'admin' })
      .returning();
  });
  drop = prepared.drop;
  server = await startServerProcess({ ...prepared.env, DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', AUTH_SECRET: secret });
  token = await createTokenSigner(secret, 60, () => new Date()).sign({ userId, appKey: 'acme' });
});

afterAll(async () => {
  await server?.stop();
  await drop?.();
  await rm(dataDir, { recursive: true, force: true });
});

const port = () => Number(new URL(server.baseUrl).port);

/**
 * A request whose body is still on its way: its head is sent with `Expect: 100-continue`, and it
 * resolves once the server's 100 Continue proves it parsed the head; `finish` sends the body and
 * reads what comes back until the server closes (a reset rejects it).
 */
async function requestUnderWay(method: string, target: string, json: unknown) {
  const socket = net.connect(port(), '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
  // Handled when finish() is awaited; until then a reset must not be an unhandled rejection.
  closed.catch(() => undefined);
  const continued = new Promise<void>((resolve) =>
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
        received = received.slice('HTTP/1.1 100 Continue\r\n\r\n'.length);
        resolve();
      }
    }),
  );
  const body = Buffer.from(JSON.stringify(json));
  socket.write(
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await Promise.race([continued, closed.then(() => Promise.reject(new Error(`closed before 100 Continue: ${received}`)))]);
  return {
    finish() {
      socket.write(body);
      return closed;
    },
  };
}

/** Resolves once a new connection is refused. */
async function refusingConnections(): Promise<void> {
  for (;;) {
    const socket = net.connect(port(), '127.0.0.1');
    const refused = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(false));
      socket.once('error', () => resolve(true));
    });
    socket.destroy();
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the server process on SIGTERM', () => {
  it('refuses new connections, answers the requests under way (200, then closes them), closes the database last and exits 0', async () => {
    const created = await fetch(`${server.baseUrl}/api/job-priority?app=acme`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Urgent' }),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const underWay = await Promise.all(
      ['A', 'B', 'C'].map((name) => requestUnderWay('PUT', `/api/job-priority/${id}?app=acme`, { name: `Renamed ${name}` })),
    );

    // A repeated signal (npm passes on a Ctrl-C the terminal already sent) changes nothing.
    const exited = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    void server.stop();
    await refusingConnections();
    // The drain waits for them, however long they take (within its bound).
    await new Promise((resolve) => setTimeout(resolve, 500));

    const answers = await Promise.all(underWay.map((request) => request.finish()));
    for (const [index, answer] of answers.entries()) {
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain(`"name":"Renamed ${'ABC'[index]}"`);
    }
    expect(await exited).toBe(0);
    expect(server.output()).not.toMatch(/Cannot use a pool|unhandled error|cut off/);
  });
});

describe('draining an HTTP server', () => {
  /** A connection to `server` that has sent `head`. */
  async function sent(server: Server, head: string): Promise<net.Socket> {
    const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(head);
    return socket;
  }

  it('waits for the handler of a request whose client went away, which may still use the database', async () => {
    let started!: () => void;
    let finish!: () => void;
    const handling = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const app = new Hono();
    app.use('*', backgroundTasks.countRequests);
    app.get('/slow', async (c) => {
      started();
      await gate;
      return c.text('done');
    });
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    const requests = drainable(http);
    await once(http, 'listening');
    (await sent(http, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n')).destroy();
    await handling;
    let drained: boolean | undefined;
    const draining = requests.drain(5_000, () => backgroundTasks.requestsAnswered()).then((inTime) => (drained = inTime));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBeUndefined();
    finish();
    expect(await draining).toBe(true);
  });

  it('cuts off a request still under way when the time is up, and says so', async () => {
    const http = createServer((request, response) => void request.on('end', () => response.end('done')).resume());
    const requests = drainable(http);
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    const socket = await sent(http, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nhalf');
    const closed = once(socket, 'close');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await requests.drain(100, async () => undefined)).toBe(false);
    await closed;
  });
});
