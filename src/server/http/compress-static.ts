import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_CODINGS, negotiateEncoding, varyOnAcceptEncoding, type ContentCoding } from './compress-encoding';

// The web build carries `.br` and `.gz` copies of its text files (scripts/vite-precompress.ts).
// They are sent as they are to clients that accept them; everyone else gets the file itself.

export const EXTENSION: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * URL path → the codings with a copy next to the file, best first. Found once at start: the
 * build does not change under a running server, and only these paths are ever read here.
 */
export function precompressedFiles(webRoot: string): Map<string, ContentCoding[]> {
  const found = new Map<string, ContentCoding[]>();
  for (const entry of readdirSync(webRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    for (const coding of CONTENT_CODINGS) {
      if (!entry.name.endsWith(EXTENSION[coding])) continue;
      const original = path.join(entry.parentPath, entry.name.slice(0, -EXTENSION[coding].length));
      if (!existsSync(original)) continue;
      const urlPath = `/${path.relative(webRoot, original).split(path.sep).join('/')}`;
      found.set(urlPath, [...(found.get(urlPath) ?? []), coding]);
    }
  }
  for (const codings of found.values()) codings.sort((a, b) => CONTENT_CODINGS.indexOf(a) - CONTENT_CODINGS.indexOf(b));
  return found;
}

/** Serves a precompressed copy when `Accept-Encoding` allows one; every answer for such a file varies by it. */
export function servePrecompressed(webRoot: string, files = precompressedFiles(webRoot)): MiddlewareHandler {
  return async (c, next) => {
    const codings = c.req.method === 'GET' || c.req.method === 'HEAD' ? files.get(c.req.path) : undefined;
    if (!codings) return next();
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'), codings);
    if (!coding) {
      await next();
      c.header('Vary', varyOnAcceptEncoding(c.res.headers.get('Vary')));
      return;
    }
    const bytes = await readFile(path.join(webRoot, c.req.path + EXTENSION[coding]));
    c.header('Content-Type', getMimeType(c.req.path) ?? 'application/octet-stream');
    c.header('Content-Encoding', coding);
    c.header('Content-Length', String(bytes.byteLength));
    c.header('Vary', 'Accept-Encoding');
    if (c.req.method === 'HEAD') return c.body(null);
    return c.body(new Uint8Array(bytes));
  };
}
