import type { MiddlewareHandler } from 'hono';
import { and, eq } from 'drizzle-orm';
import { apps, users } from '../db/schema';
import type { Db } from '../db/client';
import { verifyEntraToken, type EntraIdentity } from '../auth/entra';
import type { SelfTokenClaims } from '../auth/tokens';
import { readBody } from './body';
import { badRequest, forbidden, unauthorized } from './errors';
import { assertNoNulInQuery } from './nul-character';
import type { AppDeps, AppEnv, SignedInUser } from './context';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type VerifiedToken = { kind: 'self'; claims: SelfTokenClaims } | { kind: 'entra'; identity: EntraIdentity };

/**
 * Every /api call: a bearer token, the app identifier (query `app` or form field), and a user of
 * that app. A token issued for another app is 403; an unknown or expired token is 401. The token
 * is verified before the body is read, so an anonymous caller never gets a body (up to 12 MB) parsed.
 */
export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) throw unauthorized();
    const now = deps.clock();
    const verified = await verifyToken(deps, token, now);

    assertNoNulInQuery(c.req.url);
    const body = methodsWithBody.has(c.req.method) ? await readBody(c) : {};
    c.set('body', body);
    const appKey = c.req.query('app') ?? (typeof body.app === 'string' ? body.app : undefined);
    if (!appKey) throw badRequest('The app identifier is required.');

    const [app] = await deps.db.select({ id: apps.id, key: apps.key }).from(apps).where(eq(apps.key, appKey)).limit(1);
    const user = await resolveUser(deps.db, verified, appKey, app?.id);

    c.set('ctx', { db: deps.db, storage: deps.storage, appId: user.appId, appKey, user: user.signedIn, now });
    await next();
  };
}

async function verifyToken(deps: AppDeps, token: string, now: Date): Promise<VerifiedToken> {
  const claims = await deps.auth.signer.verify(token);
  if (claims === 'expired') throw unauthorized('Your session has expired. Sign in again.');
  if (claims) return { kind: 'self', claims };
  const identity = deps.auth.entra ? await verifyEntraToken(deps.auth.entra, token, now) : null;
  if (!identity) throw unauthorized('The access token is not valid. Sign in again.');
  return { kind: 'entra', identity };
}

async function resolveUser(db: Db, verified: VerifiedToken, appKey: string, appId: number | undefined) {
  if (verified.kind === 'self') {
    if (verified.claims.appKey !== appKey || appId === undefined) throw forbidden('This sign-in is not valid for this app.');
    const user = await findUser(db, appId, eq(users.id, verified.claims.userId));
    if (!user) throw unauthorized('Your account is no longer active. Sign in again.');
    return { appId, signedIn: user };
  }
  if (appId === undefined) throw forbidden('This sign-in is not valid for this app.');
  return { appId, signedIn: await provisionEntraUser(db, appId, verified.identity) };
}

async function findUser(db: Db, appId: number, match: ReturnType<typeof eq>): Promise<SignedInUser | undefined> {
  const [user] = await db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(and(eq(users.appId, appId), eq(users.status, 1), match))
    .limit(1);
  return user;
}

/** First SSO use in an app creates the user there as an employee; later uses link by object id or e-mail. */
async function provisionEntraUser(db: Db, appId: number, identity: EntraIdentity): Promise<SignedInUser> {
  const known =
    (await findUser(db, appId, eq(users.externalId, identity.objectId))) ??
    (await findUser(db, appId, eq(users.email, identity.email)));
  if (known) {
    await db.update(users).set({ externalId: identity.objectId }).where(eq(users.id, known.id));
    return known;
  }
  const [created] = await db
    .insert(users)
    .values({ appId, email: identity.email, name: identity.name, lastName: identity.lastName, externalId: identity.objectId, role: 'employee' })
    .onConflictDoNothing()
    .returning({ id: users.id, role: users.role, email: users.email });
  if (created) return created;
  const raced = await findUser(db, appId, eq(users.email, identity.email));
  if (!raced) throw unauthorized('Your account is not active in this app.');
  return raced;
}
