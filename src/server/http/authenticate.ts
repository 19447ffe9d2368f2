import type { MiddlewareHandler } from 'hono';
import { bearerToken, resolveCaller, verifyToken } from '../auth/caller';
import type { AppDeps, AppEnv } from '../core/context';
import { unauthorized } from '../core/errors';
import type { Realtime } from '../core/realtime';
import { readBody } from './body';
import { assertNoNulInQuery } from './nul-character';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every /api call: a bearer token, the app identifier (query `app` or form field), and a user of
 * that app. A token issued for another app is 403; an unknown or expired token is 401. The token
 * is verified before the body is read, so an anonymous caller never gets a body (up to 12 MB) parsed.
 */
export function authenticate(deps: AppDeps, realtime: Realtime): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized();
    const now = deps.clock();
    const verified = await verifyToken(deps, token, now);

    assertNoNulInQuery(c.req.url);
    const body = methodsWithBody.has(c.req.method) ? await readBody(c) : {};
    c.set('body', body);
    const appKey = c.req.query('app') ?? (typeof body.app === 'string' ? body.app : undefined);
    const caller = await resolveCaller(deps.db, verified, appKey);

    c.set('ctx', { db: deps.db, storage: deps.storage, realtime, activityFeed: deps.activityFeed, ...caller, now });
    await next();
  };
}
