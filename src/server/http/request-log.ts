import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import type { AppEnv } from '../core/context';

/** One line per request. Only the path is logged: query strings may carry `access_token`. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    await next();
    // On the response's own headers: c.header() would rebuild a finished response around a stream
    // of its body, which @hono/node-server then writes chunk by chunk instead of whole.
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const line = { reqId: requestId, method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
