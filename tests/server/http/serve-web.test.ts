import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { AppEnv } from '../../../src/server/core/context';
import { serveWeb, withDataBlocks } from '../../../src/server/http/serve-web';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
let webRoot: string;
let app: Hono<AppEnv>;

beforeAll(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'hireloop-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webRoot, 'index.html.gz'), gzipSync('<!doctype html><div id="root"></div>'));
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webRoot, 'assets/app-Ab12Cd.js'), script);
  writeFileSync(path.join(webRoot, 'assets/app-Ab12Cd.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webRoot, 'assets/app-Ab12Cd.js.gz'), gzipSync(script));
  writeFileSync(path.join(webRoot, 'assets/logo-Ef34.png'), png);
  app = new Hono<AppEnv>();
  serveWeb(app, webRoot);
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const get = (file: string, acceptEncoding?: string, method = 'GET') =>
  app.request(file, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('serving the web build', () => {
  it('sends the brotli copy to a browser that accepts it, as JavaScript that is cached for good', async () => {
    const response = await get('/assets/app-Ab12Cd.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytesOf(response);
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and weighs q-values', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'br;q=0.5, gzip;q=0.8', 'x-gzip']) {
      const response = await get('/assets/app-Ab12Cd.js', accept);
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(await bytesOf(response)).toString()).toBe(script);
    }
    expect((await get('/assets/app-Ab12Cd.js', '*')).headers.get('content-encoding')).toBe('br');
  });

  it('sends the file itself when neither is accepted, still varying by Accept-Encoding', async () => {
    for (const accept of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
      const response = await get('/assets/app-Ab12Cd.js', accept);
      expect(response.headers.get('content-encoding'), accept).toBeNull();
      expect(response.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await bytesOf(response)).toString()).toBe(script);
    }
  });

  it('answers HEAD with the headers of the chosen copy and no body', async () => {
    const response = await get('/assets/app-Ab12Cd.js', 'br', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBe(String(brotliCompressSync(script).byteLength));
    expect((await bytesOf(response)).byteLength).toBe(0);
  });

  it('sends images (already compressed) as they are, and client routes get index.html', async () => {
    const image = await get('/assets/logo-Ef34.png', 'gzip, br');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    const route = await get('/jobs/list');
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await route.text()).toContain('<div id="root">');
  });

  it('sends index.html for a client route compressed as the client accepts, made from the page it serves', async () => {
    const route = await get('/all/job?page=2', 'gzip, deflate, br, zstd');
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect(route.headers.get('content-encoding')).toBe('br');
    expect(route.headers.get('vary')).toBe('Accept-Encoding');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    const body = await bytesOf(route);
    expect(route.headers.get('content-length')).toBe(String(body.byteLength));
    expect(brotliDecompressSync(body).toString()).toBe('<!doctype html><div id="root"></div>');
    const gzipped = await get('/all/job?page=2', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzipped)).toString()).toBe('<!doctype html><div id="root"></div>');
    const plain = await get('/all/job?page=2', 'zstd');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('has index.html revalidated on every use, however it is asked for, so a deploy never leaves a page naming removed chunks', async () => {
    for (const [file, accept] of [
      ['/', 'gzip'],
      ['/', undefined],
      ['/index.html', 'gzip, br'],
      ['/index.html', undefined],
      ['/all/job', 'gzip'],
    ] as const) {
      const response = await get(file, accept);
      expect(response.status, `${file} ${accept}`).toBe(200);
      expect(response.headers.get('content-type'), `${file} ${accept}`).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), `${file} ${accept}`).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, revalidates the unhashed files of the build, and answers a removed chunk with 404', async () => {
    expect((await get('/assets/logo-Ef34.png')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/app-Ab12Cd.js', 'gzip')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
    const missing = await get('/assets/missing-Zz99.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });
});

describe('the account configuration in index.html (issue 37: the app starts without asking for it)', () => {
  const hostile = '/profile?next=</script><script>alert(1)</script><!--&amp;';
  const config = { entra: null, accountProfileUrl: hostile, teamsHostOrigins: ['https://host.example.test'] };
  let withConfig: Hono<AppEnv>;
  beforeAll(() => {
    withConfig = new Hono<AppEnv>();
    serveWeb(withConfig, webRoot, { accountConfig: config });
  });

  /** The data block's text, as the browser's HTML parser hands it to the page (it ends at the first `</script`). */
  const blockText = (html: string) => /<script type="application\/json" id="hireloop-account-config">([\s\S]*?)<\/script/i.exec(html)?.[1];

  it('carries it as a JSON data block after the doctype on every way index.html is asked for', async () => {
    for (const file of ['/', '/index.html', '/all/job', '/application?page=2']) {
      const response = await withConfig.request(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
      const html = await response.text();
      expect(html.startsWith('<!doctype html><script type="application/json"'), file).toBe(true);
      expect(JSON.parse(blockText(html)!), file).toEqual(config);
      const compressed = await withConfig.request(file, { headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString(), file).toBe(html);
    }
  });

  it('escapes every value so that none can end the block or open markup in it', async () => {
    const html = await (await withConfig.request('/all/job')).text();
    const text = blockText(html)!;
    expect(text).not.toMatch(/[<>&]/);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(text).accountProfileUrl).toBe(hostile);
  });

  it('goes before </head> when index.html has one', () => {
    expect(withDataBlocks('<!doctype html><html><head><title>x</title></head><body></body></html>', { accountConfig: config })).toMatch(
      /<title>x<\/title><script type="application\/json" id="hireloop-account-config">[^<]*<\/script><\/head>/,
    );
  });

  it('leaves index.html as built when there is no configuration to carry', async () => {
    expect(await (await get('/all/job')).text()).toBe('<!doctype html><div id="root"></div>');
  });
});
