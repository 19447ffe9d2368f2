import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/server/db/seed';
import type { Channel, ChatMessage } from '../../../src/shared/contract/chat';
import { CHAT_MESSAGE_EVENT } from '../../../src/shared/contract/hub-events';
import { eventually, received, settle } from './backend-server';
import { TEST_REDIS_URL, closedPort, reachable } from './reachable';
import { startServerProcess, type ServerProcess } from './server-process';

// Issue 12's scale-out check: two `src/server/main.ts` processes on one PostgreSQL database,
// joined by the Redis at 127.0.0.1:6379 (both run here and in CI). A chat message posted to one
// instance reaches a client of the other, once. Skipped only when Redis or PostgreSQL is not there.
const postgresServer = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const missing = !(await reachable(TEST_REDIS_URL, 6379))
  ? 'Redis is not reachable at 127.0.0.1:6379'
  : !(await reachable(postgresServer, 5432))
    ? `PostgreSQL is not reachable at ${new URL(postgresServer).host}`
    : null;
if (missing) console.warn(`Scale-out test skipped: ${missing}.`);

const run = `${process.pid}_${randomBytes(4).toString('hex')}`;
const database = `hireloop_scaleout_${run}`;
const databaseUrl = (name: string) => Object.assign(new URL(postgresServer), { pathname: `/${name}` }).toString();

let dataDir: string;
let one: ServerProcess | undefined;
let two: ServerProcess | undefined;
const clients: HubConnection[] = [];

interface SignedIn {
  token: string;
  app: string;
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The self-managed sign-in, as the browser does it: the token comes back in the redirect. */
async function signIn(server: ServerProcess, app: string, email: string): Promise<SignedIn> {
  const response = await fetch(`${server.baseUrl}/account/login`, {
    method: 'POST',
    body: new URLSearchParams({ app, email, password: DEMO_PASSWORD, callback: '/' }),
    redirect: 'manual',
  });
  const token = new URL(response.headers.get('location') ?? '/', server.baseUrl).searchParams.get('token');
  if (response.status !== 303 || !token) throw new Error(`Sign-in of ${email} failed (${response.status}).`);
  return { token, app };
}

async function api<T>(
  server: ServerProcess,
  user: SignedIn,
  method: string,
  route: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseUrl}/api${route}${route.includes('?') ? '&' : '?'}app=${user.app}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function connect(server: ServerProcess, user: SignedIn): Promise<HubConnection> {
  const client = new HubConnectionBuilder()
    .withUrl(`${server.baseUrl}/hubs/app?app=${user.app}`, {
      accessTokenFactory: () => user.token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  clients.push(client);
  await client.start();
  return client;
}

describe.skipIf(missing)('two server processes joined through Redis', () => {
  let employee: SignedIn;
  let recruiter: SignedIn;
  let outsider: SignedIn;
  let channel: Channel;

  beforeAll(async () => {
    await admin(`create database "${database}"`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'hireloop-scaleout-'));
    const env = {
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_CHANNEL_PREFIX: `hireloop-scaleout-${run}:`,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'true',
      WEB_ROOT: path.join(dataDir, 'no-web-build'),
    };
    // The first migrates and seeds the database; the second then finds it ready.
    one = await startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'one') });
    two = await startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'two') });

    employee = await signIn(one, 'acme', 'employee@acme.test');
    recruiter = await signIn(two, 'acme', 'recruiter@acme.test');
    outsider = await signIn(one, 'globex', 'admin@globex.test');
    // A chat both may write in: the employee referred the candidate, the recruiter works the application.
    const mine = await api<{ data: Channel[] }>(one, employee, 'GET', '/channels?limit=100');
    const theirs = await api<{ data: Channel[] }>(two, recruiter, 'GET', '/channels?limit=100');
    const shared = mine.body.data.find((row) => row.canSend && theirs.body.data.some((other) => other.id === row.id && other.canSend));
    if (!shared) throw new Error('The demo data has no chat between employee@acme.test and recruiter@acme.test.');
    channel = shared;
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled(clients.map((client) => client.stop()));
    const codes = await Promise.all([one?.stop(), two?.stop()]);
    await admin(`drop database if exists "${database}" with (force)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    // A clean shutdown (hub closed, Redis clients quit, pool ended) exits with 0.
    expect(codes).toEqual([one ? 0 : undefined, two ? 0 : undefined]);
  }, 60_000);

  it('delivers a message posted to instance two to the client on instance one, once, and to no one else', async () => {
    const employeeClient = await connect(one!, employee);
    const recruiterClient = await connect(two!, recruiter);
    const outsiderClient = await connect(one!, outsider);
    const [atEmployee, atRecruiter, atOutsider] = [employeeClient, recruiterClient, outsiderClient].map((client) =>
      received(client, CHAT_MESSAGE_EVENT),
    );

    const sent = await api<{ data: ChatMessage }>(two!, recruiter, 'POST', '/messages', {
      channelId: channel.id,
      message: `Across instances ${run}`,
      sessionId: run,
    });
    expect(sent.status).toBe(201);
    await eventually(() => atEmployee.length > 0 && atRecruiter.length > 0, 10_000, 'the message on both instances');
    await settle(500);
    expect(atEmployee).toEqual([[sent.body.data]]);
    // The sending instance delivers through its own subscription only: once.
    expect(atRecruiter).toEqual([[sent.body.data]]);
    expect(atOutsider).toEqual([]);
  });

  it('delivers the other way too: posted to instance one, received on instance two', async () => {
    const recruiterClient = await connect(two!, recruiter);
    const atRecruiter = received(recruiterClient, CHAT_MESSAGE_EVENT);
    const sent = await api<{ data: ChatMessage }>(one!, employee, 'POST', '/messages', {
      channelId: channel.id,
      message: `Back across ${run}`,
    });
    expect(sent.status).toBe(201);
    await eventually(() => atRecruiter.length > 0, 10_000, 'the message on instance two');
    await settle(300);
    expect(atRecruiter).toEqual([[sent.body.data]]);
  });
});

describe('a server process whose Redis is not there', () => {
  it('stops at start with exit code 1 and says which Redis it could not reach, before touching a database', async () => {
    const port = await closedPort();
    const dir = await mkdtemp(path.join(tmpdir(), 'hireloop-no-redis-'));
    try {
      const started = startServerProcess(
        { REDIS_URL: `redis://:secret@127.0.0.1:${port}`, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'info' },
        60_000,
      );
      await expect(started).rejects.toThrow(`The server process exited (1):`);
      const error = await started.catch((failure: Error) => failure.message);
      expect(error).toContain(`REDIS_URL: cannot reach Redis at 127.0.0.1:${port} (connect ECONNREFUSED`);
      expect(error).not.toContain('secret');
      expect(existsSync(path.join(dir, 'data'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
