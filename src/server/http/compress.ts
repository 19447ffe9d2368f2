import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiateEncoding, varyOnAcceptEncoding, type ContentCoding } from './compress-encoding';

// JSON answers (lists above all) shrink to a fraction when compressed. They are built in memory
// anyway, so the body is read whole and compressed on the thread pool, off the event loop.

/** Below about 1 KB compression saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const compressors: Record<ContentCoding, (bytes: Uint8Array) => Promise<Uint8Array>> = {
  // A middle brotli quality: close to the best size at a speed fit for every request.
  br: (bytes) => promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 6 }),
};

const isJson = (type: string | null) => type !== null && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);

/**
 * Compresses JSON responses of at least `minBytes` with brotli or gzip, as `Accept-Encoding`
 * allows. Mounted on /api only: the realtime hub (/hubs) streams and the web build comes
 * precompressed. Answers that must not change (`no-transform`) or are partial stay as they are.
 */
export function compressJson(minBytes = COMPRESS_MIN_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status === 206 || res.headers.has('Content-Encoding')) return;
    if (!isJson(res.headers.get('Content-Type')) || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const bytes = new Uint8Array(await res.arrayBuffer());
    const compress = coding !== null && bytes.byteLength >= minBytes;
    // Hono copies the old response's headers onto the new one, so headers are set afterwards.
    const body = compress ? new Uint8Array(await compressors[coding](bytes)) : bytes;
    c.res = new Response(body, res);
    const headers = c.res.headers;
    headers.set('Vary', varyOnAcceptEncoding(headers.get('Vary')));
    headers.delete('Content-Length');
    if (!compress) return;
    headers.set('Content-Encoding', coding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
