import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppEnv } from '../core/context';
import { EXTENSION, precompressedFiles, servePrecompressed } from './compress-static';
import { negotiateEncoding, type ContentCoding } from './compress-encoding';

/** Where the build puts its hashed output, and nothing else: public files that never change under their names. */
export const ASSETS_PATH = '/assets/';
/** Hashed build output: a new build gives changed files new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may be kept but is revalidated on every use (an index.html naming chunks a deploy removed must never be reused). */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app, precompressed where the client accepts it; every other GET is a
 * client-side route and gets index.html.
 */
export function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const files = precompressedFiles(webRoot);
  const indexCodings = files.get('/index.html') ?? [];
  const indexCopies = new Map<ContentCoding, Uint8Array<ArrayBuffer>>(
    indexCodings.map((coding) => [coding, new Uint8Array(readFileSync(path.join(webRoot, `index.html${EXTENSION[coding]}`)))]),
  );
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    c.header('Cache-Control', c.req.path.startsWith(ASSETS_PATH) ? IMMUTABLE : REVALIDATE);
  });
  app.use('*', servePrecompressed(webRoot, files));
  app.use('*', serveStatic({ root }));
  // A chunk a deploy removed is missing, not a client route: index.html in its place would fail as a script.
  app.get(`${ASSETS_PATH}*`, (c) => c.notFound());
  // Every navigation to a client route gets index.html: precompressed, as when it is asked for by name.
  app.get('*', (c) => {
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'), indexCodings);
    const headers = { 'Cache-Control': REVALIDATE, ...(indexCodings.length > 0 ? { Vary: 'Accept-Encoding' } : {}) };
    if (!coding) return c.html(indexHtml, 200, headers);
    const bytes = indexCopies.get(coding)!;
    const typed = { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': coding, 'Content-Length': String(bytes.byteLength) };
    return c.body(bytes, 200, { ...headers, ...typed });
  });
}
