import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface EntraConfig {
  keys: JWTVerifyGetKey;
  issuers: string[];
  audiences: string[];
}

export interface EntraIdentity {
  objectId: string;
  email: string;
  name: string;
  lastName: string;
  /** When Entra ID signed the user in for this token (`iat`): the Users page's last sign-in. */
  signedInAt: Date;
}

/** Builds the Entra ID check from configuration; null when SSO is not configured. */
export function entraConfigFrom(options: {
  clientId?: string;
  tenantId?: string;
  jwksUrl?: string;
  issuer?: string;
  audience?: string;
}): EntraConfig | null {
  const { clientId, tenantId } = options;
  if (!clientId || !(tenantId || options.jwksUrl)) return null;
  const jwksUrl = options.jwksUrl ?? `https://login.microsoftonline.com/${tenantId}/discovery/v2.0/keys`;
  const issuers = options.issuer
    ? [options.issuer]
    : [`https://login.microsoftonline.com/${tenantId}/v2.0`, `https://sts.windows.net/${tenantId}/`];
  const audiences = options.audience ? [options.audience] : [clientId];
  return { keys: createRemoteJWKSet(new URL(jwksUrl)), issuers, audiences };
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
    if (!scopes.includes('access_as_user')) return null;
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
