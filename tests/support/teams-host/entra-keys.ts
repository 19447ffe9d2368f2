// A local Entra ID for the Teams host: an RS256 key pair whose public half the Hireloop server
// fetches as its JWKS (ENTRA_JWKS_URL), and access tokens for our API signed with the private half,
// shaped like Entra's v2 tokens (issuer, audience, `scp`, `oid`, `preferred_username`).
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';

/** The Entra app registration the e2e server trusts (no tenant id: MSAL redirect stays off). */
export const TEST_ENTRA = {
  clientId: 'e2e-hireloop-client',
  issuer: 'https://login.example.test/e2e-tenant/v2.0',
  audience: 'api://127.0.0.1/e2e-hireloop-client',
  tenantId: 'e2e-tenant',
} as const;

export interface EntraUser {
  /** Entra object id: the server links the user by it after the first sign-in. */
  oid: string;
  email: string;
  name: string;
}

export interface LocalEntra {
  jwks: { keys: JWK[] };
  /** An access token for our API, valid for `expiresInSeconds` (default an hour). */
  accessToken(user: EntraUser, expiresInSeconds?: number): Promise<string>;
  /** The ID token MSAL wants beside it on the nested app authentication bridge. */
  idToken(user: EntraUser): Promise<string>;
}

const KEY_ID = 'e2e-teams-host';

export async function createLocalEntra(): Promise<LocalEntra> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const sign = (user: EntraUser, claims: Record<string, unknown>, audience: string, expiresInSeconds: number) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ oid: user.oid, tid: TEST_ENTRA.tenantId, preferred_username: user.email, name: user.name, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(TEST_ENTRA.issuer)
      .setAudience(audience)
      .setSubject(user.oid)
      .setIssuedAt(now)
      .setNotBefore(now - 5)
      .setExpirationTime(now + expiresInSeconds)
      .sign(privateKey);
  };
  return {
    jwks: { keys: [publicJwk] },
    accessToken(user, expiresInSeconds = 3600) {
      const [given, ...family] = user.name.split(' ');
      return sign(user, { scp: 'access_as_user', given_name: given, family_name: family.join(' ') }, TEST_ENTRA.audience, expiresInSeconds);
    },
    idToken(user) {
      return sign(user, { ver: '2.0' }, TEST_ENTRA.clientId, 3600);
    },
  };
}
