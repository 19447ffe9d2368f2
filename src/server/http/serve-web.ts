import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppEnv } from '../core/context';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { AccountConfig } from '../../shared/contract/shell';
import { ACCOUNT_CONFIG_ELEMENT_ID } from '../../shared/contract/page-data';
import { servePrecompressed } from './compress-static';
import { CONTENT_CODINGS, negotiateEncoding, type ContentCoding } from './compress-encoding';
import { jsonDataBlock } from './html-document';

/** Where the build puts its hashed output, and nothing else: public files that never change under their names. */
export const ASSETS_PATH = '/assets/';
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
  const indexCopies = compressedCopies(indexHtml);
  // Every navigation gets index.html with this server's data, compressed when the client accepts it.
  const page = (c: Context<AppEnv>) => {
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const headers = { 'Cache-Control': REVALIDATE, Vary: 'Accept-Encoding' };
    if (!coding) return c.html(indexHtml, 200, headers);
    const bytes = indexCopies[coding];
    const typed = { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': coding, 'Content-Length': String(bytes.byteLength) };
    return c.body(bytes, 200, { ...headers, ...typed });
  };
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    c.header('Cache-Control', c.req.path.startsWith(ASSETS_PATH) ? IMMUTABLE : REVALIDATE);
  });
  // Never the file as built, which lacks the data blocks.
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', servePrecompressed(webRoot));
  app.use('*', serveStatic({ root }));
  // A chunk a deploy removed is missing, not a client route: index.html in its place would fail as a script.
  app.get(`${ASSETS_PATH}*`, (c) => c.notFound());
  app.get('*', page);
}

/**
 * index.html in each coding, made once at start: it carries this server's data, so the build's
 * precompressed copies of it do not fit. Both at their best, as the build compresses its files.
 */
function compressedCopies(html: string): Record<ContentCoding, Uint8Array<ArrayBuffer>> {
  const compress: Record<ContentCoding, (text: string) => Buffer> = {
    br: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: (text) => gzipSync(text, { level: 9 }),
  };
  return Object.fromEntries(CONTENT_CODINGS.map((coding) => [coding, new Uint8Array(compress[coding](html))])) as Record<
    ContentCoding,
    Uint8Array<ArrayBuffer>
  >;
}
