import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Env } from '../env';

export interface EntraConfig {
  keys: JWTVerifyGetKey;
  issuers: string[];
  audiences: string[];
}

/** The public part of the SSO configuration the web client signs in with (GET /account/config). */
export interface EntraClient {
  clientId: string;
  authority: string;
  scopes: string[];
}

export interface EntraIdentity {
  objectId: string;
  email: string;
  name: string;
  lastName: string;
  /** When Entra ID signed the user in for this token (`iat`): the Users page's last sign-in. */
  signedInAt: Date;
}

/** The one scope the Entra app exposes (aad.manifest.json) and every token for our API must carry. */
export const API_SCOPE = 'access_as_user';

/**
 * The Application ID URI aad.manifest.json registers, `api://<the tab's domain>/<client id>`, the
 * domain being the host users reach the app at (TAB_DOMAIN there, PUBLIC_URL here).
 */
export function defaultAppIdUri(publicUrl: string, clientId: string): string {
  return `api://${new URL(publicUrl).host}/${clientId}`;
}

export interface EntraSettings {
  clientId?: string;
  tenantId?: string;
  jwksUrl?: string;
  issuer?: string;
  /** The Application ID URI: the client asks for `<it>/access_as_user`. */
  appIdUri?: string;
  /** The token audiences accepted; by default the client id (v2 tokens) and the Application ID URI (v1). */
  audiences?: string[];
}

/** The ENTRA_* settings, defaults applied by env.ts. */
export function entraSettingsOf(env: Env): EntraSettings {
  return {
    clientId: env.ENTRA_CLIENT_ID,
    tenantId: env.ENTRA_TENANT_ID,
    jwksUrl: env.ENTRA_JWKS_URL,
    issuer: env.ENTRA_ISSUER,
    appIdUri: env.ENTRA_APP_ID_URI,
    audiences: env.ENTRA_AUDIENCES,
  };
}

/** Builds the Entra ID check from configuration; null when SSO is not configured. */
export function entraConfigFrom(options: EntraSettings): EntraConfig | null {
  const { clientId, tenantId } = options;
  if (!clientId || !(tenantId || options.jwksUrl)) return null;
  const jwksUrl = options.jwksUrl ?? `https://login.microsoftonline.com/${tenantId}/discovery/v2.0/keys`;
  const issuers = options.issuer
    ? [options.issuer]
    : [`https://login.microsoftonline.com/${tenantId}/v2.0`, `https://sts.windows.net/${tenantId}/`];
  const audiences = options.audiences ?? [clientId, ...(options.appIdUri ? [options.appIdUri] : [])];
  return { keys: createRemoteJWKSet(new URL(jwksUrl)), issuers, audiences };
}

/** What the web client needs for MSAL and nested app authentication; null without a tenant. */
export function entraClientFrom(options: EntraSettings): EntraClient | null {
  const { clientId, tenantId, appIdUri } = options;
  if (!clientId || !tenantId || !appIdUri) return null;
  return { clientId, authority: `https://login.microsoftonline.com/${tenantId}`, scopes: [`${appIdUri}/${API_SCOPE}`] };
}

/** Verifies an Entra ID access token for our API (RS256, issuer, audience, `access_as_user`). */
export async function verifyEntraToken(config: EntraConfig, token: string, now: Date): Promise<EntraIdentity | null> {
  try {
    const { payload } = await jwtVerify(token, config.keys, {
      algorithms: ['RS256'],
      issuer: config.issuers,
      audience: config.audiences,
      // Entra always sets `exp`; a token without it could be replayed forever.
      requiredClaims: ['exp'],
      currentDate: now,
    });
    const scopes = typeof payload.scp === 'string' ? payload.scp.split(' ') : [];
    if (!scopes.includes(API_SCOPE)) return null;
    const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
    const objectId = text('oid') || String(payload.sub ?? '');
    const email = (text('preferred_username') || text('email') || text('upn')).toLowerCase();
    if (!objectId || !email) return null;
    const [first, ...rest] = text('name').split(' ');
    return {
      objectId,
      email,
      name: text('given_name') || first || email,
      lastName: text('family_name') || rest.join(' '),
      signedInAt: typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : now,
    };
  } catch {
    return null;
  }
}
