import type { Context, MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { negotiateEncoding, varyOnAcceptEncoding, type ContentCoding } from './compress-encoding';

// JSON answers (lists above all) shrink to a fraction when compressed. They are built in memory
// anyway, so the body is read whole. A page of a list (tens of kB) is compressed in place: that
// takes a few hundredths of a millisecond, while a round trip through the thread pool costs
// several times that in stream set-up alone. Larger answers (exports, long lists) go to the pool,
// so they never hold the event loop.

/** Below about 1 KB compression saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** Answers up to this size are compressed on the event loop, larger ones on the thread pool. */
export const COMPRESS_IN_PLACE_MAX_BYTES = 64 * 1024;

// Speed over the last few percent: brotli 4 and gzip 3 are within ~10% of the sizes of brotli 5
// and gzip 6 on list pages, at about half their CPU on larger ones.
//
// The window is sized to the answer: a back-reference never reaches further than the answer is
// long, and each call sets up its encoder afresh, for brotli with a 4 MB window by default. Sized,
// a list page's compression takes about a fifth less CPU (`npm run bench:pg`'s profile), and the
// browser, which allocates the window the stream declares, decodes it in less memory.
const windowBits = (bytes: Uint8Array, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.ceil(Math.log2(bytes.byteLength + 1))));
const brotliOptions = (bytes: Uint8Array): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    [constants.BROTLI_PARAM_LGWIN]: windowBits(bytes, constants.BROTLI_MIN_WINDOW_BITS, constants.BROTLI_DEFAULT_WINDOW),
  },
});
const gzipOptions = (bytes: Uint8Array): ZlibOptions => {
  const bits = windowBits(bytes, 9, 15);
  // memLevel 8 is zlib's default for the full window; a smaller window needs proportionally less.
  return { level: 3, windowBits: bits, memLevel: Math.max(1, bits - 7) };
};

const compressors: Record<ContentCoding, (bytes: Uint8Array) => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>> = {
  br: (bytes) =>
    bytes.byteLength <= COMPRESS_IN_PLACE_MAX_BYTES
      ? brotliCompressSync(bytes, brotliOptions(bytes))
      : promisify(brotliCompress)(bytes, brotliOptions(bytes)),
  gzip: (bytes) =>
    bytes.byteLength <= COMPRESS_IN_PLACE_MAX_BYTES ? gzipSync(bytes, gzipOptions(bytes)) : promisify(gzip)(bytes, gzipOptions(bytes)),
};

const isJson = (type: string | null) => type !== null && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);

/**
 * The new answer replaces the old one as it is. Assigned over a response, Hono would copy the old
 * one's headers onto it through a stream of its body, and @hono/node-server would then write it
 * chunk by chunk; a response made of bytes and headers is written with its length, in one go.
 * (Such a response is written with its status code alone, so the old one's status text, which
 * only a full web Response holds, is not asked for.)
 */
function replaceResponse(c: Context, body: Uint8Array<ArrayBuffer>, res: Response) {
  c.res = undefined;
  c.res = new Response(body, { status: res.status, headers: res.headers });
}

/** The untyped form of `c.body`: Hono's overloads are written for literal statuses and headers. */
type Respond = (data: string, arg: unknown, headers: Record<string, string | string[]>) => Response;

/** `c.json` that also keeps the answer's text, so the answer can be compressed from it. */
function jsonKeepingText(c: Context): { json: Context['json']; sent: () => { res: Response; text: string } | null } {
  let sent: { res: Response; text: string } | null = null;
  const respond = c.body as unknown as Respond;
  const json = (object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object);
    // What Hono's own c.json does with the text: its headers, with Content-Type unless given.
    const res = respond(text, arg, { 'Content-Type': 'application/json', ...headers });
    sent = { res, text };
    return res;
  };
  return { json: json as unknown as Context['json'], sent: () => sent };
}

const utf8 = new TextEncoder();

/**
 * Compresses JSON responses of at least `minBytes` with brotli or gzip, as `Accept-Encoding`
 * allows. Mounted on /api only: the realtime hub (/hubs) streams and the web build comes
 * precompressed. Answers that must not change (`no-transform`) or are partial stay as they are.
 *
 * An answer made by `c.json` is compressed from its text. Reading it back from the response would
 * turn @hono/node-server's lightweight response into a full web Response with a body stream: about
 * a tenth of a millisecond of the event loop per list request (`npm run bench:embedded`).
 */
export function compressJson(minBytes = COMPRESS_MIN_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const kept = jsonKeepingText(c);
    c.json = kept.json;
    await next();
    const res = c.res;
    // Headers and status only until the answer is to be compressed: @hono/node-server's response
    // turns into a stream once its body is touched.
    if (c.req.method === 'HEAD' || res.status === 206 || res.headers.has('Content-Encoding')) return;
    if (!isJson(res.headers.get('Content-Type')) || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? ''))
      return;
    res.headers.set('Vary', varyOnAcceptEncoding(res.headers.get('Vary')));
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (coding === null) return;
    const sent = kept.sent();
    const text = sent?.res === res ? sent.text : null;
    if (text === null && !res.body) return;
    const bytes = text === null ? new Uint8Array(await res.arrayBuffer()) : utf8.encode(text);
    if (bytes.byteLength < minBytes) return text === null ? replaceResponse(c, bytes, res) : undefined;
    const headers = res.headers;
    headers.delete('Content-Length');
    headers.set('Content-Encoding', coding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replaceResponse(c, await compressors[coding](bytes), res);
  };
}
