import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';
import { careersWorkspace } from '../../support/careers-fixture';
import { contentSecurityPolicy } from '../../../src/server/http/security-headers';

// Which answer carries which security header (src/server/http/security-headers.ts): every page the
// server answers with, from any route and under any status, carries the whole CSP and the other
// document headers; the web build's files and the API's JSON carry only what they need.

const POLICY = contentSecurityPolicy();
/** The headers a browser reads from documents (and workers) only. */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'referrer-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** What Chromium sends with a navigation. */
const NAVIGATION = { 'accept-encoding': 'gzip, deflate, br, zstd', 'sec-fetch-dest': 'document' };
const SCRIPT = 'export const greeting = "hello";\n'.repeat(100);

let t: TestApp;
let webRoot: string;
let admin: TestUser;
const WORKSPACE = 'security-headers';

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'hireloop-headers-'));
  mkdirSync(path.join(webRoot, 'assets'));
  const write = (file: string, content: string | Uint8Array) => writeFileSync(path.join(webRoot, file), content);
  write('index.html', '<!doctype html><div id="root"></div>');
  write('index.html.gz', gzipSync('<!doctype html><div id="root"></div>'));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('assets/index-Ab12Cd.js', SCRIPT);
  write('assets/index-Ab12Cd.js.br', brotliCompressSync(SCRIPT));
  write('assets/index-Ef34Gh.css', 'body { margin: 0; }');
  write('assets/pdf.worker.min-Ij56Kl.mjs', SCRIPT);
  write('assets/logo-Mn78Op.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  write('assets/inter-Qr90St.woff2', new Uint8Array([0x77, 0x4f, 0x46, 0x32]));
  t = await createTestApp({ webRoot });
  const tenant = await t.factories.tenant(WORKSPACE);
  admin = await t.factories.user(tenant, 'admin');
  const site = await careersWorkspace(t.db, tenant, 'Acme');
  await site.job({ jobTitle: 'Backend Engineer', slug: 'backend-engineer' });
  await site.job({ jobTitle: 'Closed', slug: 'closed', jobStatusId: 3 });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

interface Page {
  /** The route as the app registers it (`app.routes`). */
  route: string;
  path: string;
  body?: URLSearchParams | FormData;
}

const careers = `/careers/${WORKSPACE}`;
/** Every route that answers with a page, each under the statuses it answers with. */
const PAGES: Page[] = [
  { route: 'GET /', path: '/' },
  { route: 'GET /*', path: '/all/job?page=2' },
  { route: 'GET /index.html', path: '/index.html' },
  { route: 'GET /*', path: '/crossdomain.xml' },
  { route: 'GET /account/login', path: '/account/login?callback=%2Fall%2Fjob' },
  { route: 'POST /account/login', path: '/account/login', body: new URLSearchParams({ app: '', email: '' }) },
  { route: 'GET /account/profile', path: '/account/profile' },
  { route: 'POST /account/profile', path: '/account/profile', body: new URLSearchParams({ app: WORKSPACE }) },
  { route: 'GET /account/welcome', path: '/account/welcome?code=spent' },
  { route: 'POST /account/welcome', path: '/account/welcome', body: new URLSearchParams({ code: 'spent' }) },
  { route: 'GET /privacy', path: '/privacy' },
  { route: 'GET /terms', path: '/terms' },
  { route: 'GET /api/docs', path: '/api/docs' },
  { route: 'GET /careers/:workspace', path: careers },
  { route: 'GET /careers/:workspace', path: '/careers/no-such-workspace' },
  { route: 'GET /careers/:workspace/:job', path: `${careers}/backend-engineer` },
  { route: 'GET /careers/:workspace/:job', path: `${careers}/closed` },
  { route: 'POST /careers/:workspace/:job/apply', path: `${careers}/backend-engineer/apply`, body: new FormData() },
  { route: 'GET /careers/:workspace/:job/applied', path: `${careers}/backend-engineer/applied` },
];
/** The routes outside /api that answer with something else, and what. */
const NOT_PAGES: Record<string, string> = {
  'GET /account/config': 'JSON',
  'GET /account/logout': 'a redirect to the sign-in page',
  'GET /robots.txt': 'text',
  'GET /careers/:workspace/sitemap.xml': 'XML for crawlers (it carries the document headers all the same)',
  'GET /careers/:workspace/:job/image': 'an image',
  'GET /careers/:workspace/:job/graph/:graphId/image': 'an image',
  'GET /assets/*': 'a 404 for a chunk a deploy removed',
};

const request = (address: string, headers: Record<string, string> = {}, body?: URLSearchParams | FormData) =>
  t.app.request(address, { method: body ? 'POST' : 'GET', headers, body });
const present = (headers: Headers) => DOCUMENT_HEADERS.filter((name) => headers.has(name));

describe('pages', () => {
  it('are every route outside the API that answers HTML, and every page the API document lists', async () => {
    const routes = new Set(
      t.app.routes
        .filter((route) => (route.method === 'GET' || route.method === 'POST') && !/^\/(api|hubs)\//.test(route.path))
        .map((route) => `${route.method} ${route.path}`),
    );
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    for (const [route, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods))
        if (Object.values(operation.responses).some((response) => response.content?.['text/html']))
          routes.add(`${method.toUpperCase()} ${route}`);
    const walked = new Set(PAGES.map((page) => page.route));
    expect([...routes].filter((route) => !walked.has(route) && !(route in NOT_PAGES))).toEqual([]);
    expect([...walked, ...Object.keys(NOT_PAGES)].filter((route) => !routes.has(route))).toEqual([]);
  });

  it.each(PAGES.map((page) => ({ ...page, method: page.body ? 'POST' : 'GET' })))(
    '$method $path carries the whole CSP and every document header',
    async (page) => {
      const response = await request(page.path, NAVIGATION, page.body);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toBe(POLICY);
      expect(present(response.headers)).toEqual(DOCUMENT_HEADERS);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
    },
  );

  it('walks the statuses pages are answered with, refusals and errors included', async () => {
    const statuses = await Promise.all(PAGES.map(async (page) => (await request(page.path, NAVIGATION, page.body)).status));
    expect(new Set(statuses)).toEqual(new Set([200, 400, 404, 410, 422]));
  });

  it('keeps the document headers on anything a browser may open as a document: SVG, XML, text, a 404', async () => {
    for (const address of ['/favicon.svg', `${careers}/sitemap.xml`, '/robots.txt', '/assets/missing-Zz99.js']) {
      const response = await request(address, NAVIGATION);
      expect(response.headers.get('content-security-policy'), address).toBe(POLICY);
      expect(present(response.headers), address).toEqual(DOCUMENT_HEADERS);
    }
  });
});

describe('the web build and the API', () => {
  it('send scripts, style sheets, images and fonts with nosniff and what caching needs, and no document header', async () => {
    for (const [file, type] of [
      ['/assets/index-Ab12Cd.js', /^text\/javascript/],
      ['/assets/index-Ef34Gh.css', /^text\/css/],
      ['/assets/logo-Mn78Op.png', /^image\/png$/],
      ['/assets/inter-Qr90St.woff2', /^font\/woff2$/],
    ] as const) {
      const response = await request(file, { 'accept-encoding': 'gzip, deflate, br, zstd', 'sec-fetch-dest': 'script' });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toMatch(type);
      expect(present(response.headers), file).toEqual([]);
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
      // Public by construction: any site may load them.
      expect(response.headers.get('cross-origin-resource-policy'), file).toBeNull();
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
    const script = await request('/assets/index-Ab12Cd.js', { 'accept-encoding': 'br' });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('vary')).toBe('Accept-Encoding');
  });

  it("gives a worker's script the CSP, which governs the worker: by its request, or by its name", async () => {
    const byRequest = await request('/assets/index-Ab12Cd.js', { 'sec-fetch-dest': 'worker' });
    expect(byRequest.headers.get('content-security-policy')).toBe(POLICY);
    const byName = await request('/assets/pdf.worker.min-Ij56Kl.mjs');
    expect(byName.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(byName.headers.get('content-security-policy')).toBe(POLICY);
  });

  it('answer JSON, refusals and CSV with nosniff and Cross-Origin-Resource-Policy, without the CSP', async () => {
    const auth = { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'gzip, br' };
    for (const [address, headers, status] of [
      [`/api/job?app=${WORKSPACE}`, auth, 200],
      [`/api/job?app=${WORKSPACE}`, {}, 401],
      [`/api/no-such-endpoint?app=${WORKSPACE}`, auth, 404],
      ['/account/config', {}, 200],
      [`/api/v2/application/export?app=${WORKSPACE}`, auth, 200],
    ] as const) {
      const response = await request(address, headers);
      expect(response.status, address).toBe(status);
      expect(response.headers.get('content-type'), address).toMatch(/^(application\/json|text\/csv)/);
      expect(present(response.headers), address).toEqual([]);
      expect(response.headers.get('x-content-type-options'), address).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy'), address).toBe('same-site');
      await response.arrayBuffer();
    }
  });

  it('drops X-Download-Options, an Internet Explorer 8 header, everywhere', async () => {
    for (const address of ['/', '/assets/index-Ab12Cd.js', '/api/health']) {
      expect((await request(address)).headers.get('x-download-options'), address).toBeNull();
    }
  });
});
