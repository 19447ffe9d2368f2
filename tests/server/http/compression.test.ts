import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../../src/server/app';
import { COMPRESS_IN_PLACE_MAX_BYTES, compressJson } from '../../../src/server/http/compress';
import { negotiateEncoding, varyOnAcceptEncoding } from '../../../src/server/http/compress-encoding';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';

let t: TestApp;
let admin: TestUser;
// The same app without the test harness's API-document check, which reads bodies as plain JSON.
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('compression');
  admin = await t.factories.user(tenant, 'admin');
  app = createApp(t.deps);
  for (let i = 1; i <= 12; i++) {
    const created = await t.call('POST', '/api/group', {
      as: admin,
      json: {
        groupName: `Interview panel number ${i}`,
        activeStatus: 1,
        enableReferralChat: 0,
        members: [admin.id],
        groupDescription: '<p>Panel</p>',
      },
    });
    expect(created.status).toBe(201);
  }
});
afterAll(() => t.close());

const list = (acceptEncoding?: string) =>
  app.request(`/api/group?limit=100&app=${admin.appKey}`, {
    headers: { authorization: `Bearer ${admin.token}`, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compressed JSON answers', () => {
  it('gzips a list over 1 KB for a client that accepts gzip, decoding to the same JSON', async () => {
    const plain = await list();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const json: unknown = await plain.json();
    expect(JSON.stringify(json).length).toBeGreaterThan(1024);

    const zipped = await list('gzip');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toMatch(/^application\/json/);
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await bytesOf(zipped);
    expect(body.byteLength).toBeLessThan(JSON.stringify(json).length / 2);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(json);
  });

  it('prefers brotli when the client accepts both', async () => {
    const response = await list('gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bytesOf(response)).toString())).toEqual(await (await list()).json());
  });

  it('leaves small answers and errors under 1 KB as they are', async () => {
    const health = await app.request('/api/health', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ status: 'ok' });
    const unknown = await app.request(`/api/group/999999?app=${admin.appKey}`, {
      headers: { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'gzip' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-encoding')).toBeNull();
    expect((await unknown.json()).message).toEqual(expect.any(String));
  });
});

describe('compressJson middleware', () => {
  const plainApp = new Hono();
  const big = { rows: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `row ${i}` })) };
  plainApp.use('*', compressJson());
  plainApp.get('/json', (c) => c.json(big));
  plainApp.get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
  plainApp.get('/text', (c) => c.text('x'.repeat(5000)));

  it('compresses only JSON that may be transformed, and not HEAD answers', async () => {
    const request = (path: string, method = 'GET') => plainApp.request(path, { method, headers: { 'accept-encoding': 'gzip' } });
    expect((await request('/json')).headers.get('content-encoding')).toBe('gzip');
    expect((await request('/no-transform')).headers.get('content-encoding')).toBeNull();
    expect((await request('/text')).headers.get('content-encoding')).toBeNull();
    expect((await request('/json', 'HEAD')).headers.get('content-encoding')).toBeNull();
  });

  it("keeps c.json's status and headers in both its forms, and its own Content-Type unless one is given", async () => {
    const formsApp = new Hono();
    formsApp.use('*', compressJson());
    formsApp.get('/status', (c) => c.json(big, 201, { 'X-Kind': 'status' }));
    formsApp.get('/init', (c) => c.json(big, { status: 202, headers: { 'X-Kind': 'init' } }));
    formsApp.get('/typed', (c) => c.json(big, 200, { 'Content-Type': 'application/problem+json' }));
    for (const [path, status, kind, type] of [
      ['/status', 201, 'status', 'application/json'],
      ['/init', 202, 'init', 'application/json'],
      ['/typed', 200, null, 'application/problem+json'],
    ] as const) {
      const response = await formsApp.request(path, { headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(status);
      expect(response.headers.get('x-kind')).toBe(kind);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(JSON.parse(brotliDecompressSync(await bytesOf(response)).toString())).toEqual(big);
    }
  });

  it("compresses a c.json answer from its text, never reading the response's body back", async () => {
    const textApp = new Hono();
    textApp.use('*', compressJson());
    textApp.get('/json', (c) => {
      const response = c.json(big);
      Object.defineProperty(response, 'body', {
        get: () => {
          throw new Error('the body was read back');
        },
      });
      return response;
    });
    const response = await textApp.request('/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(JSON.parse(gunzipSync(await bytesOf(response)).toString())).toEqual(big);
  });

  it('sizes the brotli window to the answer, not the 4 MB default', async () => {
    const response = await list('br');
    const body = await bytesOf(response);
    const length = brotliDecompressSync(body).byteLength;
    // The stream's first bits declare its window (RFC 7932 §9.1), read least significant bit first.
    const header = body.readUInt8(0);
    const [first, second] = [(header >> 1) & 0b111, (header >> 4) & 0b111];
    const windowBits = (header & 1) === 0 ? 16 : first !== 0 ? 17 + first : second !== 0 ? 8 + second : 17;
    expect(windowBits).toBe(Math.max(10, Math.ceil(Math.log2(length + 1))));
    expect(windowBits).toBeLessThan(22);
  });

  it('compresses answers too large to compress in place as well, decoding to the same JSON', async () => {
    const huge = { rows: Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `row ${i}` })) };
    const hugeApp = new Hono();
    hugeApp.use('*', compressJson());
    hugeApp.get('/json', (c) => c.json(huge));
    expect(JSON.stringify(huge).length).toBeGreaterThan(COMPRESS_IN_PLACE_MAX_BYTES);
    for (const [coding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const response = await hugeApp.request('/json', { headers: { 'accept-encoding': coding } });
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(JSON.parse(decode(await bytesOf(response)).toString())).toEqual(huge);
    }
  });

  it('over HTTP, sends each answer whole with its Content-Length, never chunk by chunk', async () => {
    const server = serve({ fetch: plainApp.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    const { port } = server.address() as AddressInfo;
    const fetchRaw = (path: string, acceptEncoding: string) =>
      new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    try {
      for (const acceptEncoding of ['gzip', 'br', 'identity']) {
        const { response, body } = await fetchRaw('/json', acceptEncoding);
        expect(response.headers['transfer-encoding']).toBeUndefined();
        expect(Number(response.headers['content-length'])).toBe(body.byteLength);
        expect(response.headers.vary).toBe('Accept-Encoding');
        const text = acceptEncoding === 'gzip' ? gunzipSync(body) : acceptEncoding === 'br' ? brotliDecompressSync(body) : body;
        expect(JSON.parse(text.toString())).toEqual(big);
      }
    } finally {
      server.close();
    }
  });
});

describe('negotiateEncoding', () => {
  it('picks the highest q, brotli on a tie, and identity when nothing offered is accepted', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=0.9, br;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1')).toBe('br');
    expect(negotiateEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=2, br;q=abc')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyOnAcceptEncoding(null)).toBe('Accept-Encoding');
    expect(varyOnAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyOnAcceptEncoding('*')).toBe('*');
  });
});
