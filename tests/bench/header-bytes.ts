// `npx tsx tests/bench/header-bytes.ts`: the bytes on the wire of what a page load is made of (a
// script and a style sheet of the web build, index.html, an API list and a small API answer), each
// asked for as Chromium asks (Accept-Encoding, Sec-Fetch-Dest), from the real app over a socket:
// the status line and headers as Node wrote them (Date and Keep-Alive included) beside the body.
// The web build is dist/web when it is built, else a stand-in of the same shape (the header bytes
// do not depend on a file's content). Fails when a script, a style sheet or JSON carries a CSP.
// BENCH_VERBOSE=1 prints each answer's headers.
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createPglite, openPglite } from '../../src/server/db/client';
import { apps, users } from '../../src/server/db/schema';
import { createJob } from '../support/job-factory';
import { createBenchApp } from './bench-app';
import { ROOT } from '../e2e/support/server';

const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';

/** The built web app (its entry script, and its style sheet if it has one), or a stand-in: index.html naming one script and one style sheet, with brotli copies. */
function webBuild(): { root: string; script: string; style?: string; dispose: () => void } {
  const built = path.join(ROOT, 'dist/web');
  const named = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
  if (existsSync(path.join(built, 'index.html'))) {
    const html = readFileSync(path.join(built, 'index.html'), 'utf8');
    const script = named(html, /<script type="module" crossorigin src="([^"]+)"/);
    const style = named(html, /<link rel="stylesheet" crossorigin href="([^"]+)"/);
    if (script) return { root: built, script, style, dispose: () => undefined };
  }
  const root = mkdtempSync(path.join(tmpdir(), 'hireloop-header-bytes-'));
  mkdirSync(path.join(root, 'assets'));
  const script = '/assets/index-B3x9QkLm.js';
  const style = '/assets/index-C7pT2wZa.css';
  const files: Record<string, string> = {
    [script]: 'export const page = "job list";\n'.repeat(2000),
    [style]: '.row { display: flex; }\n'.repeat(500),
    '/index.html': readFileSync(path.join(ROOT, 'index.html'), 'utf8').replace(
      '</head>',
      `<script type="module" crossorigin src="${script}"></script><link rel="stylesheet" crossorigin href="${style}"></head>`,
    ),
  };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(root, file), text);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(text));
  }
  return { root, script, style, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

interface Measured {
  name: string;
  rawHeaders: string[];
  status: number;
  headerBytes: number;
  headerCount: number;
  bodyBytes: number;
  csp: boolean;
}

function measure(port: number, name: string, urlPath: string, headers: Record<string, string>): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.byteLength));
      response.on('end', () => {
        const raw = response.rawHeaders;
        let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < raw.length; i += 2) headerBytes += Buffer.byteLength(`${raw[i]}: ${raw[i + 1]}\r\n`);
        const csp = response.headers['content-security-policy'] !== undefined;
        resolve({ name, rawHeaders: raw, status: response.statusCode ?? 0, headerBytes, headerCount: raw.length / 2, bodyBytes, csp });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const database = openPglite(await createPglite());
await database.migrate();
const [tenant] = await database.db.insert(apps).values({ key: 'bytes', name: 'Bytes' }).returning();
const [admin] = await database.db
  .insert(users)
  .values({ appId: tenant.id, email: 'bytes@example.test', name: 'Bytes', role: 'admin' })
  .returning();
for (let i = 1; i <= 10; i++) await createJob(database.db, tenant.id, { jobTitle: `Backend Engineer ${i}` });
const web = webBuild();
const { app, token } = await createBenchApp(database.db, { userId: admin.id, appKey: tenant.key }, web.root);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
const { port } = server.address() as AddressInfo;

const asked = (dest: string, extra: Record<string, string> = {}) => ({
  'accept-encoding': CHROMIUM_ENCODINGS,
  'sec-fetch-dest': dest,
  ...extra,
});
const api = asked('empty', { authorization: `Bearer ${token}` });
const results: Measured[] = [];
try {
  for (const [name, urlPath, headers] of [
    ['JS chunk', web.script, asked('script')],
    ...(web.style ? [['CSS file', web.style, asked('style')] as const] : []),
    ['index.html', '/all/job', asked('document')],
    ['API list (10 jobs)', '/api/job?app=bytes', api],
    ['API small (permissions)', '/api/v2/permissions?app=bytes', api],
  ] as const)
    results.push(await measure(port, name, urlPath, headers));
} finally {
  server.close();
  await database.close();
  web.dispose();
}

console.log(`${'answer'.padEnd(26)}status  headers  header bytes  body bytes  CSP`);
for (const { name, status, headerCount, headerBytes, bodyBytes, csp } of results)
  console.log(
    `${name.padEnd(26)}${String(status).padEnd(8)}${String(headerCount).padStart(7)}  ${String(headerBytes).padStart(12)}  ${String(bodyBytes).padStart(10)}  ${csp ? 'yes' : 'no'}`,
  );
if (process.env.BENCH_VERBOSE === '1')
  for (const { name, rawHeaders } of results) {
    console.log(`\n${name}`);
    for (let i = 0; i < rawHeaders.length; i += 2) console.log(`  ${rawHeaders[i]}: ${rawHeaders[i + 1]}`);
  }
const misplaced = results.filter((result) => result.csp && result.name !== 'index.html');
if (misplaced.length > 0) {
  console.log(`FAIL a CSP on ${misplaced.map((result) => result.name).join(', ')}: it belongs to the HTML`);
  process.exit(1);
}
