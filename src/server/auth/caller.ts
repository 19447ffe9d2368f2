import { and, eq, sql } from 'drizzle-orm';
import { apps, users } from '../db/schema';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/paging';
import { verifyEntraToken, type EntraIdentity } from './entra';
import type { SelfTokenClaims } from './tokens';
import { badRequest, forbidden, unauthorized } from '../core/errors';
import type { AppDeps, Caller, SignedInUser } from '../core/context';

type ResolvedCaller = Caller & { timeZone: string };

type VerifiedToken = { kind: 'self'; claims: SelfTokenClaims } | { kind: 'entra'; identity: EntraIdentity };

export const bearerToken = (authorization: string | undefined) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];

/** Who a token signs in, in the app with this key: the same answers (401/403) as any API call. */
export async function identifyCaller(deps: AppDeps, token: string, appKey: string | undefined): Promise<Caller> {
  return resolveCaller(deps.db, await verifyToken(deps, token, deps.clock()), appKey);
}

export async function verifyToken(deps: AppDeps, token: string, now: Date): Promise<VerifiedToken> {
  const claims = await deps.auth.signer.verify(token);
  if (claims === 'expired') throw unauthorized('Your session has expired. Sign in again.');
  if (claims) return { kind: 'self', claims };
  const identity = deps.auth.entra ? await verifyEntraToken(deps.auth.entra, token, now) : null;
  if (!identity) throw unauthorized('The access token is not valid. Sign in again.');
  return { kind: 'entra', identity };
}

/**
 * The app and its signed-in user of a self-managed token in one prepared statement, read on every
 * request (never cached: a deactivated user or a changed role takes effect at once).
 */
const prepareSelfCaller = (db: Db, name: string) =>
  db
    .select({ appId: apps.id, timeZone: apps.timeZone, userId: users.id, role: users.role, email: users.email })
    .from(apps)
    .leftJoin(users, and(eq(users.appId, apps.id), eq(users.status, 1), eq(users.id, sql.placeholder('userId'))))
    .where(eq(apps.key, sql.placeholder('appKey')))
    .limit(1)
    .prepare(name);

export async function resolveCaller(db: Db, verified: VerifiedToken, appKey: string | undefined): Promise<ResolvedCaller> {
  if (!appKey) throw badRequest('The app identifier is required.');
  if (verified.kind === 'self') {
    if (verified.claims.appKey !== appKey) throw forbidden('This sign-in is not valid for this app.');
    const [row] = await preparedOnce(db, 'authenticate_self_caller', prepareSelfCaller).execute({ appKey, userId: verified.claims.userId });
    if (!row) throw forbidden('This sign-in is not valid for this app.');
    const { appId, timeZone, userId, role, email } = row;
    if (userId === null || role === null || email === null) throw unauthorized('Your account is no longer active. Sign in again.');
    return { appId, appKey, timeZone, user: { id: userId, role, email } };
  }
  const [app] = await db.select({ id: apps.id, timeZone: apps.timeZone }).from(apps).where(eq(apps.key, appKey)).limit(1);
  if (!app) throw forbidden('This sign-in is not valid for this app.');
  return { appId: app.id, appKey, timeZone: app.timeZone, user: await provisionEntraUser(db, app.id, verified.identity) };
}

type KnownEntraUser = SignedInUser & { externalId: string | null; lastSignInAt: Date | null };

async function findUser(db: Db, appId: number, match: ReturnType<typeof eq>): Promise<KnownEntraUser | undefined> {
  const [user] = await db
    .select({ id: users.id, role: users.role, email: users.email, externalId: users.externalId, lastSignInAt: users.lastSignInAt })
    .from(users)
    .where(and(eq(users.appId, appId), eq(users.status, 1), match))
    .limit(1);
  return user;
}

/**
 * First SSO use in an app creates the user there as an employee; later uses link by object id or
 * e-mail. The row is written only when something changed: the object id, or a newer token (its
 * sign-in time is the user's last sign-in), so a request with a known token writes nothing.
 */
async function provisionEntraUser(db: Db, appId: number, identity: EntraIdentity): Promise<SignedInUser> {
  const known =
    (await findUser(db, appId, eq(users.externalId, identity.objectId))) ?? (await findUser(db, appId, eq(users.email, identity.email)));
  if (known) {
    const newerSignIn = !known.lastSignInAt || known.lastSignInAt < identity.signedInAt;
    if (known.externalId !== identity.objectId || newerSignIn) {
      const lastSignInAt = newerSignIn ? identity.signedInAt : known.lastSignInAt;
      await db.update(users).set({ externalId: identity.objectId, lastSignInAt }).where(eq(users.id, known.id));
    }
    return { id: known.id, role: known.role, email: known.email };
  }
  const [created] = await db
    .insert(users)
    .values({
      appId,
      email: identity.email,
      name: identity.name,
      lastName: identity.lastName,
      externalId: identity.objectId,
      role: 'employee',
      lastSignInAt: identity.signedInAt,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, role: users.role, email: users.email });
  if (created) return created;
  const raced = await findUser(db, appId, eq(users.email, identity.email));
  if (!raced) throw unauthorized('Your account is not active in this app.');
  return { id: raced.id, role: raced.role, email: raced.email };
}
