import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { Server } from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp, DATABASE_NOT_ANSWERING, HEALTH_TIMEOUT_MS } from '../../../src/server/app';
import { foldFormArrays } from '../../../src/server/http/body';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.user(await t.factories.tenant('http-co'), 'admin');
  for (let i = 1; i <= 23; i++) await t.call('POST', '/api/job-priority', { as: admin, form: { name: `P${String(i).padStart(2, '0')}` } });
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('GET /api/health answers ok without a token', async () => {
    const { status, body } = await t.call('GET', '/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('GET /api/health answers 503 when the database does not answer within 10 s, instead of hanging', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stuck = createApp({ ...t.deps, databaseAlive: () => new Promise<void>(() => undefined) });
      const answer = Promise.resolve(stuck.request('/api/health'));
      await vi.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS - 1);
      let settled = false;
      void answer.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const response = await answer;
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: DATABASE_NOT_ANSWERING });
    } finally {
      vi.useRealTimers();
    }
  });

  it('list meta follows { total, per_page, current_page, last_page, from, to }', async () => {
    expect((await t.call('GET', '/api/job-priority', { as: admin })).body.meta).toEqual({
      total: 23,
      per_page: 10,
      current_page: 1,
      last_page: 3,
      from: 1,
      to: 10,
    });
    expect((await t.call('GET', '/api/job-priority?page=3', { as: admin })).body.meta).toEqual({
      total: 23,
      per_page: 10,
      current_page: 3,
      last_page: 3,
      from: 21,
      to: 23,
    });
    expect((await t.call('GET', '/api/job-priority?page=9', { as: admin })).body).toMatchObject({
      data: [],
      meta: { from: null, to: null },
    });
  });

  it.each([['limit=0'], ['limit=101'], ['limit=abc'], ['page=0'], ['page=-2']])(
    'refuses %s with 422 and a field message',
    async (query) => {
      const { status, body } = await t.call('GET', `/api/job-priority?${query}`, { as: admin });
      expect(status).toBe(422);
      expect(Object.keys(body.errors as object)).toEqual([query.split('=')[0]]);
    },
  );

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await t.call('GET', '/api/nothing-here', { as: admin });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'No such endpoint.' });
  });

  it('refuses bodies over 12 MB with 413', async () => {
    const big = 'x'.repeat(12 * 1024 * 1024 + 10);
    const response = await t.call('POST', '/api/job-priority', {
      as: admin,
      body: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(response.status).toBe(413);
  });

  describe('a 25 MB upload, over a real connection', () => {
    const TOO_LARGE = { message: 'The request is too large (at most 12 MB).' };
    const MB = 1024 * 1024;
    let server: Server;
    let port: number;
    beforeAll(async () => {
      // As main.ts serves the app.
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
      await once(server, 'listening');
      port = (server.address() as net.AddressInfo).port;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('gets the 413 message at a browser-like client sending a form', async () => {
      const form = new FormData();
      form.append('name', 'Big');
      form.append('file', new Blob([new Uint8Array(25 * MB)], { type: 'application/pdf' }), 'big.pdf');
      const response = await fetch(`http://127.0.0.1:${port}/api/job-priority?app=${admin.appKey}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}` },
        body: form,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(TOO_LARGE);
    });

    it.each([['its length'], ['chunked']])(
      'gets the 413 message at a client still sending it (%s), on a connection that serves the next request',
      async (framing) => {
        const socket = net.connect(port, '127.0.0.1');
        await once(socket, 'connect');
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
        const errors: Error[] = [];
        socket.on('error', (error) => errors.push(error));
        const chunked = framing === 'chunked';
        socket.write(
          `POST /api/job-priority?app=${admin.appKey} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin.token}\r\nContent-Type: application/json\r\n` +
            (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${25 * MB}\r\n\r\n`),
        );
        // 1 MB every 40 ms, as a client on a slower link: still sending a second after it began.
        for (let sent = 0; sent < 25 && errors.length === 0 && !socket.destroyed; sent++) {
          const part = Buffer.alloc(MB, 0x20);
          socket.write(chunked ? Buffer.concat([Buffer.from(`${MB.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        if (chunked) socket.write('0\r\n\r\n');
        socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        for (let waited = 0; !received.includes('"status":"ok"') && errors.length === 0 && !socket.destroyed && waited < 100; waited++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        socket.destroy();
        expect(errors).toEqual([]);
        expect(received).toMatch(/^HTTP\/1\.1 413 /);
        expect(received).toContain(JSON.stringify(TOO_LARGE));
        expect(received).toMatch(/HTTP\/1\.1 200 OK[\s\S]*"status":"ok"/);
      },
    );
  });

  it('sends pages with security headers that let Teams frame the app and nobody else', async () => {
    const { headers } = await t.call('GET', '/account/login');
    const csp = headers.get('content-security-policy')!;
    for (const host of [
      'https://teams.microsoft.com',
      'https://*.teams.microsoft.com',
      'https://*.office.com',
      'https://*.cloud.microsoft',
    ]) {
      expect(csp).toContain(host);
    }
    expect(csp).toMatch(/frame-ancestors 'self'/);
    // Skype's domains are off Microsoft's list of tab hosts.
    expect(csp).not.toContain('skype.com');
    expect(headers.get('x-frame-options')).toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('folds name[i] form fields into arrays in index order', () => {
    expect(
      foldFormArrays([
        ['jobId[1]', 'b'],
        ['jobId[0]', 'a'],
        ['tag[]', 'x'],
        ['tag[]', 'y'],
        ['name', 'n'],
      ]),
    ).toEqual({ jobId: ['a', 'b'], tag: ['x', 'y'], name: 'n' });
  });

  it('takes form keys named like built-in properties as plain fields, never as the prototype', () => {
    const body = foldFormArrays([
      ['constructor[0]', 'a'],
      ['toString[]', 'b'],
      ['__proto__[0]', 'c'],
      ['__proto__', 'd'],
      ['hasOwnProperty', 'e'],
    ]);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.keys(body).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
    expect(body.constructor).toEqual(['a']);
    expect(body.toString).toEqual(['b']);
    expect(Object.getOwnPropertyDescriptor(body, '__proto__')?.value).toEqual(['c']);
  });

  it('answers such a form with a 4xx, not a 500, before and after the token is checked', async () => {
    for (const token of [admin.token, 'not-a-token']) {
      const form = new FormData();
      for (const key of ['constructor[0]', 'toString[]', '__proto__[0]', 'hasOwnProperty[]']) form.append(key, 'x');
      form.append('__proto__', new File(['x'], 'x.txt'));
      const response = await t.app.request(`/api/job-priority?app=${admin.appKey}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('logs one line per request without tokens or query strings', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const app = createApp({ ...t.deps, logger: pino({ level: 'info' }, sink) });
    await app.request(`/api/userinfo?app=${admin.appKey}&access_token=${admin.token}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ method: 'GET', path: '/api/userinfo', status: 200 });
    expect(lines[0]).not.toContain(admin.token);
    expect(lines[0]).not.toContain('access_token');
  });
});
