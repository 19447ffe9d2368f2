import { Hono } from 'hono';
import { itemResponseSchema } from '../../shared/contract/list';
import { SessionRenewalSchema } from '../../shared/contract/shell';
import type { TokenSigner } from '../auth/tokens';
import { bearerToken } from '../auth/caller';
import type { AppEnv } from '../core/context';
import { badRequest, unauthorized } from '../core/errors';
import { endpoint } from '../http/route';

/**
 * Renews a self-managed sign-in while the user is working, so a session ends only after a whole
 * token lifetime without use (or MAX_SESSION_DAYS after the password was typed). The caller has
 * passed `authenticate`: the token, the app and an active user are checked already.
 */
export function sessionRoutes(signer: TokenSigner) {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/renew',
    endpoint(
      { summary: 'A fresh token for the signed-in password session', responses: { 200: itemResponseSchema(SessionRenewalSchema) } },
      async (c) => {
        const renewed = await signer.renew(bearerToken(c.req.header('authorization')) ?? '');
        if (renewed === 'expired') throw unauthorized('Your session has expired. Sign in again.');
        // Not our token: authenticate accepted it, so it is Microsoft's, which MSAL and Teams renew.
        if (renewed === null) throw badRequest('Only a password sign-in is renewed here; Microsoft sign-in renews its own tokens.');
        c.header('Cache-Control', 'no-store');
        return c.json({ data: { token: renewed.token, expiresAt: renewed.expiresAt.toISOString() } });
      },
    ),
  );
  return routes;
}
