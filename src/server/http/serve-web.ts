import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppEnv } from '../core/context';
import { servePrecompressed } from './compress-static';

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
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
  });
  app.use('*', servePrecompressed(webRoot));
  app.use('*', serveStatic({ root }));
  // A chunk a deploy removed is missing, not a client route: index.html in its place would fail as a script.
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', (c) => c.html(indexHtml, 200, { 'Cache-Control': REVALIDATE }));
}
