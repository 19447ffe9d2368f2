import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppEnv } from './context';
import { servePrecompressed } from './compress-static';

/**
 * Serves the built web app, precompressed where the client accepts it; every other GET is a
 * client-side route and gets index.html.
 */
export function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', servePrecompressed(webRoot));
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => c.html(indexHtml, 200, { 'Cache-Control': 'no-cache' }));
}
