import { createLocalJWKSet } from 'jose';
import { describe, expect, it } from 'vitest';
import { entraClientFrom, entraConfigFrom, entraSettingsOf, verifyEntraToken, type EntraConfig } from '../../../src/server/auth/entra';
import { readEnv } from '../../../src/server/env';
import { createLocalEntra, TEST_ENTRA, testRegistration, type EntraUser } from '../../support/teams-host/entra-keys';

// The scope the web client asks for and the audiences the server accepts are two settings: the
// Entra app of aad.manifest.json exposes `api://<tab domain>/<client id>/access_as_user` and, asking
// for v2 tokens, gets tokens whose `aud` is the client id (v1 tokens: the Application ID URI).
const TAB_DOMAIN = 'hireloop.example.com';
const ENTRA_ENV = { ENTRA_CLIENT_ID: TEST_ENTRA.clientId, ENTRA_TENANT_ID: TEST_ENTRA.tenantId, PUBLIC_URL: `https://${TAB_DOMAIN}` };
const USER: EntraUser = { oid: 'oid-scope-audience', email: 'Ann.Entra@Contoso.test', name: 'Ann Entra' };
const NOW = () => new Date();
/** One key pair for the file: making one takes a while. */
const localEntra = createLocalEntra();

/** The server's check for these settings, with the local Entra's keys in place of Microsoft's key set. */
async function serverCheck(env: Record<string, string>) {
  const entra = await localEntra;
  const settings = entraSettingsOf(readEnv(env));
  const config: EntraConfig = { ...entraConfigFrom(settings)!, keys: createLocalJWKSet(entra.jwks) };
  return { entra, config, client: entraClientFrom(settings) };
}

describe('Entra sign-in: the scope asked for and the audiences accepted', () => {
  it('by default the web client asks for the scope aad.manifest.json exposes (api://<PUBLIC_URL host>/<client id>)', async () => {
    const { client } = await serverCheck(ENTRA_ENV);
    expect(client?.scopes).toEqual(testRegistration(TAB_DOMAIN).scopes);
    expect(client?.scopes).toEqual([`api://${TAB_DOMAIN}/${TEST_ENTRA.clientId}/access_as_user`]);
  });

  it('accepts by default both a v2 token (aud = client id) and a v1 token (aud = Application ID URI) for that scope', async () => {
    const { entra, config, client } = await serverCheck(ENTRA_ENV);
    const [scope] = client!.scopes;
    for (const version of [2, 1] as const) {
      const token = await entra.accessToken(USER, { tabDomain: TAB_DOMAIN, scope, version });
      expect(await verifyEntraToken(config, token, NOW()), `v${version} token`).toMatchObject({
        objectId: USER.oid,
        email: 'ann.entra@contoso.test',
      });
    }
  });

  it('ENTRA_APP_ID_URI names another registration, ENTRA_AUDIENCES narrows what is accepted', async () => {
    const appIdUri = `api://hireloop.contoso.test/${TEST_ENTRA.clientId}`;
    const { client } = await serverCheck({ ...ENTRA_ENV, ENTRA_APP_ID_URI: appIdUri });
    expect(client?.scopes).toEqual([`${appIdUri}/access_as_user`]);
    const { entra, config } = await serverCheck({ ...ENTRA_ENV, ENTRA_AUDIENCES: TEST_ENTRA.clientId });
    const scope = `api://${TAB_DOMAIN}/${TEST_ENTRA.clientId}/access_as_user`;
    expect(
      await verifyEntraToken(config, await entra.accessToken(USER, { tabDomain: TAB_DOMAIN, scope, version: 2 }), NOW()),
    ).not.toBeNull();
    expect(await verifyEntraToken(config, await entra.accessToken(USER, { tabDomain: TAB_DOMAIN, scope, version: 1 }), NOW())).toBeNull();
  });

  it('the test Entra refuses a scope the registration does not expose (the client id alone, as before)', async () => {
    const entra = await localEntra;
    await expect(entra.accessToken(USER, { tabDomain: TAB_DOMAIN, scope: `api://${TEST_ENTRA.clientId}/access_as_user` })).rejects.toThrow(
      /invalid_scope/,
    );
  });

  it('refuses to start on settings that would break sign-in, saying what to set', () => {
    expect(() => readEnv({ ...ENTRA_ENV, ENTRA_AUDIENCE: `api://${TAB_DOMAIN}/${TEST_ENTRA.clientId}` })).toThrow(
      /ENTRA_AUDIENCE: is now two settings: ENTRA_APP_ID_URI .* and ENTRA_AUDIENCES/,
    );
    expect(() => readEnv({ ENTRA_CLIENT_ID: TEST_ENTRA.clientId, ENTRA_TENANT_ID: TEST_ENTRA.tenantId })).toThrow(
      /ENTRA_APP_ID_URI: is needed with ENTRA_CLIENT_ID when PUBLIC_URL is not set/,
    );
    expect(() => readEnv({ ...ENTRA_ENV, ENTRA_APP_ID_URI: `api://${TAB_DOMAIN}/${TEST_ENTRA.clientId}/access_as_user` })).toThrow(
      /ENTRA_APP_ID_URI: is the Application ID URI, without \/access_as_user/,
    );
    expect(() => readEnv({ ...ENTRA_ENV, ENTRA_APP_ID_URI: `${TEST_ENTRA.clientId}` })).toThrow(
      /ENTRA_APP_ID_URI: must be an Application ID URI/,
    );
    expect(readEnv({}).ENTRA_APP_ID_URI).toBeUndefined();
  });
});
