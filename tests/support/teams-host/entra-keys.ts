// A local Entra ID for the Teams host: an RS256 key pair whose public half the Hireloop server
// fetches as its JWKS (ENTRA_JWKS_URL), and the app registration of aad.manifest.json (filled in
// for the tab's domain), for which it issues access tokens as Entra does: v2 tokens (`ver` 2.0,
// `aud` = the client id, as the registration asks) or v1 ones (`aud` = the Application ID URI),
// and only for a scope the registration exposes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';

const AAD_MANIFEST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../aad.manifest.json');

/** The Entra app registration the e2e server trusts: its client id is a GUID, as Entra's are. */
export const TEST_ENTRA = {
  clientId: '0e2e0000-7ea5-4a11-8e2e-00000000c11e',
  tenantId: 'e2e-tenant',
} as const;

export type TokenVersion = 1 | 2;

/** Entra's issuer for the tenant: v2 tokens name login.microsoftonline.com, v1 tokens sts.windows.net. */
export const entraIssuer = (version: TokenVersion) =>
  version === 2 ? `https://login.microsoftonline.com/${TEST_ENTRA.tenantId}/v2.0` : `https://sts.windows.net/${TEST_ENTRA.tenantId}/`;

export interface EntraRegistration {
  /** identifierUris[0]: the Application ID URI. */
  appIdUri: string;
  /** Every scope the registration exposes, as a client asks for it (`<Application ID URI>/<value>`). */
  scopes: string[];
  /** api.requestedAccessTokenVersion. */
  tokenVersion: TokenVersion;
}

/** aad.manifest.json as Teams Toolkit provisions it for a tab served from `tabDomain`. */
export function testRegistration(tabDomain: string): EntraRegistration {
  const text = readFileSync(AAD_MANIFEST, 'utf8')
    .replaceAll('${{TAB_DOMAIN}}', tabDomain)
    .replaceAll('${{AAD_APP_CLIENT_ID}}', TEST_ENTRA.clientId);
  const manifest = JSON.parse(text) as {
    identifierUris: string[];
    api: { requestedAccessTokenVersion: number | null; oauth2PermissionScopes: { value: string; isEnabled: boolean }[] };
  };
  const [appIdUri] = manifest.identifierUris;
  return {
    appIdUri,
    scopes: manifest.api.oauth2PermissionScopes.filter((scope) => scope.isEnabled).map((scope) => `${appIdUri}/${scope.value}`),
    tokenVersion: manifest.api.requestedAccessTokenVersion === 2 ? 2 : 1,
  };
}

/** What Entra answers a request for a scope the app registration does not expose. */
export class InvalidScopeError extends Error {
  constructor(scope: string, registration: EntraRegistration) {
    super(`invalid_scope: the app registration exposes ${registration.scopes.join(', ')}, not '${scope}'`);
    this.name = 'InvalidScopeError';
  }
}

export interface EntraUser {
  /** Entra object id: the server links the user by it after the first sign-in. */
  oid: string;
  email: string;
  name: string;
}

export interface TokenRequest {
  /** The host the tab is served from: the registration's Application ID URI names it. */
  tabDomain: string;
  /** The scope asked for; it must be one the registration exposes. */
  scope: string;
  /** Default: the registration's requestedAccessTokenVersion. */
  version?: TokenVersion;
  expiresInSeconds?: number;
}

export interface LocalEntra {
  jwks: { keys: JWK[] };
  /** An access token for our API; throws InvalidScopeError for a scope the registration does not expose. */
  accessToken(user: EntraUser, request: TokenRequest): Promise<string>;
  /** The ID token MSAL wants beside it on the nested app authentication bridge. */
  idToken(user: EntraUser): Promise<string>;
}

const KEY_ID = 'e2e-teams-host';

export async function createLocalEntra(): Promise<LocalEntra> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const sign = (user: EntraUser, claims: Record<string, unknown>, issuer: string, audience: string, expiresInSeconds: number) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ oid: user.oid, tid: TEST_ENTRA.tenantId, name: user.name, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(user.oid)
      .setIssuedAt(now)
      .setNotBefore(now - 5)
      .setExpirationTime(now + expiresInSeconds)
      .sign(privateKey);
  };
  return {
    jwks: { keys: [publicJwk] },
    accessToken(user, { tabDomain, scope, version, expiresInSeconds = 3600 }) {
      const registration = testRegistration(tabDomain);
      if (!registration.scopes.includes(scope)) return Promise.reject(new InvalidScopeError(scope, registration));
      const tokenVersion = version ?? registration.tokenVersion;
      const [given, ...family] = user.name.split(' ');
      const granted = scope.slice(registration.appIdUri.length + 1);
      const common = { scp: granted, given_name: given, family_name: family.join(' ') };
      // v2 tokens name the user in preferred_username; v1 tokens in upn and unique_name.
      return tokenVersion === 2
        ? sign(user, { ...common, ver: '2.0', preferred_username: user.email }, entraIssuer(2), TEST_ENTRA.clientId, expiresInSeconds)
        : sign(
            user,
            { ...common, ver: '1.0', upn: user.email, unique_name: user.email },
            entraIssuer(1),
            registration.appIdUri,
            expiresInSeconds,
          );
    },
    idToken(user) {
      return sign(user, { ver: '2.0', preferred_username: user.email }, entraIssuer(2), TEST_ENTRA.clientId, 3600);
    },
  };
}
