import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppEnv } from '../core/context';
import type { AccountConfig } from '../../shared/contract/shell';
import { ACCOUNT_CONFIG_ELEMENT_ID } from '../../shared/contract/page-data';
import { servePrecompressed } from './compress-static';
import { jsonDataBlock } from './html-document';

/** Hashed build output: a new build gives changed files new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may be kept but is revalidated on every use (an index.html naming chunks a deploy removed must never be reused). */
export const REVALIDATE = 'no-cache';

export interface ServeWebOptions {
  /** What GET /account/config answers: index.html carries it, so the app starts without asking for it. */
  accountConfig?: AccountConfig;
}

/**
 * index.html with this server's data blocks at the end of its head (after the doctype when it has
 * no head: anything before the doctype would put the page in quirks mode).
 */
export function withDataBlocks(html: string, { accountConfig }: ServeWebOptions): string {
  if (!accountConfig) return html;
  const block = jsonDataBlock(ACCOUNT_CONFIG_ELEMENT_ID, accountConfig);
  if (html.includes('</head>')) return html.replace('</head>', `${block}</head>`);
  return html.replace(/^(\s*<!doctype html>)?/i, (doctype) => `${doctype}${block}`);
}

/**
 * Serves the built web app, precompressed where the client accepts it; every other GET is a
 * client-side route and gets index.html, with the data of this server it carries.
 */
export function serveWeb(app: Hono<AppEnv>, webRoot: string, options: ServeWebOptions = {}) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const indexHtml = withDataBlocks(readFileSync(path.join(webRoot, 'index.html'), 'utf8'), options);
  const page = (c: Context<AppEnv>) => c.html(indexHtml, 200, { 'Cache-Control': REVALIDATE });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
  });
  // Never the file as built, which lacks the data blocks.
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', servePrecompressed(webRoot));
  app.use('*', serveStatic({ root }));
  // A chunk a deploy removed is missing, not a client route: index.html in its place would fail as a script.
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', page);
}
