import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import Ajv from 'ajv';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANIFEST_SCHEMA_PATH,
  ROOT,
  packageTeamsApp,
  readPngInfo,
  readZipEntries,
  validateManifest,
  type PackageResult,
} from '../../scripts/teams-package';
import { REFERRAL_STATUS_ACTIVITY } from '../../src/server/teams/activity-feed';
import { entraClientFrom, entraSettingsOf } from '../../src/server/auth/entra';
import { readEnv } from '../../src/server/env';

interface StaticTab {
  entityId: string;
  name?: string;
  contentUrl?: string;
  websiteUrl?: string;
  scopes: string[];
}
interface Manifest {
  manifestVersion: string;
  version: string;
  id: string;
  name: { short: string; full?: string };
  icons: { color: string; outline: string };
  staticTabs: StaticTab[];
  configurableTabs: Array<{ configurationUrl: string; canUpdateConfiguration?: boolean; scopes: string[]; context?: string[] }>;
  permissions: string[];
  validDomains: string[];
  webApplicationInfo: { id: string; resource: string; nestedAppAuthInfo?: { redirectUri: string; scopes: string[] }[] };
  showLoadingIndicator?: boolean;
  supportsChannelFeatures?: string;
  localizationInfo?: { defaultLanguageTag: string };
  activities: { activityTypes: { type: string; description: string; templateText: string }[] };
  authorization: { permissions: { resourceSpecific: { name: string; type: string }[] } };
}

/** Decodes an 8-bit RGBA PNG (all five scanline filters) into its pixels. */
function decodeRgba(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  const info = readPngInfo(bytes);
  if (!info || info.bitDepth !== 8 || info.colorType !== 6) throw new Error('expected an 8-bit RGBA PNG');
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = info.width * 4;
  const pixels = Buffer.alloc(stride * info.height);
  for (let y = 0; y < info.height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const a = x >= 4 ? pixels[y * stride + x - 4] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width: info.width, height: info.height, pixels };
}

describe('Teams app package (env dev, built offline by teamsapp)', () => {
  let outDir: string;
  let built: PackageResult;
  let resolvedText: string;
  let manifest: Manifest;
  let zip: Map<string, Buffer>;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'hireloop-teams-'));
    built = await packageTeamsApp({ env: 'dev', outputFolder: outDir });
    resolvedText = await readFile(built.manifestPath, 'utf8');
    manifest = JSON.parse(resolvedText) as Manifest;
    zip = readZipEntries(await readFile(built.zipPath));
  }, 150_000);

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('resolves every ${{VAR}} placeholder from env/.env.dev', () => {
    expect(resolvedText).not.toContain('${{');
    expect(manifest.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  });

  it('passes the bundled Teams manifest schema v1.25', async () => {
    expect(MANIFEST_SCHEMA_PATH).toContain('/teams/v1.25/');
    expect(manifest.manifestVersion).toBe('1.25');
    expect(await validateManifest(manifest)).toEqual([]);
  });

  it('the schema check rejects a manifest that breaks the schema', async () => {
    const broken = { ...manifest, id: 'not-a-guid', accentColor: 'blue', staticTabs: [{ name: 'No id' }] };
    const problems = await validateManifest(broken);
    expect(problems.join('\n')).toMatch(/\/id/);
    expect(problems.join('\n')).toMatch(/\/accentColor/);
    expect(problems.join('\n')).toMatch(/\/staticTabs\/0/);
  });

  it('carries the app version, names, personal tabs, channel tab and SSO resource', () => {
    const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(manifest.version).toBe(packageJson.version);
    expect(manifest.name).toEqual({ short: 'Hireloop', full: 'Hireloop — hiring and referrals' });
    const endpoint = new URL(manifest.staticTabs[0].websiteUrl ?? '').origin;
    expect(endpoint).toMatch(/^https:\/\//);
    const byId = new Map(manifest.staticTabs.map((tab) => [tab.entityId, tab]));
    expect(byId.get('console')).toMatchObject({
      name: 'Console',
      contentUrl: `${endpoint}/?inTeams=1&authType=sso&app=acme`,
      scopes: ['personal'],
    });
    expect(byId.get('refer')).toMatchObject({
      name: 'Refer a candidate',
      contentUrl: `${endpoint}/refer?inTeams=1&authType=sso&app=acme`,
      scopes: ['personal'],
    });
    expect(byId.get('about')).toEqual({ entityId: 'about', scopes: ['personal'] });
    expect(manifest.configurableTabs).toEqual([
      {
        configurationUrl: `${endpoint}/teams/config?inTeams=1&app=acme`,
        canUpdateConfiguration: true,
        scopes: ['team', 'groupChat'],
        context: ['channelTab', 'privateChatTab'],
      },
    ]);
    const domain = new URL(endpoint).host;
    expect(manifest.permissions).toEqual(['identity']);
    expect(manifest.validDomains).toEqual([domain]);
    expect(manifest.webApplicationInfo.resource).toBe(`api://${domain}/${manifest.webApplicationInfo.id}`);
  });

  it('makes Teams wait for notifySuccess on every tab, opts in to shared and private channels, names its language', () => {
    expect(manifest.showLoadingIndicator).toBe(true);
    expect(manifest.supportsChannelFeatures).toBe('tier1');
    expect(manifest.localizationInfo).toEqual({ defaultLanguageTag: 'en-us' });
  });

  it('lets Teams prefetch the nested app authentication token for the very scope the app asks for', () => {
    const { id, resource, nestedAppAuthInfo } = manifest.webApplicationInfo;
    const endpoint = new URL(manifest.staticTabs[0].websiteUrl ?? '').origin;
    const client = entraClientFrom(entraSettingsOf(readEnv({ ENTRA_CLIENT_ID: id, ENTRA_TENANT_ID: 'tenant', PUBLIC_URL: endpoint })));
    expect(nestedAppAuthInfo).toEqual([
      { redirectUri: `brk-multihub://${new URL(endpoint).host}`, scopes: [`${resource}/access_as_user`] },
    ]);
    expect(nestedAppAuthInfo?.[0].scopes).toEqual(client?.scopes);
  });

  it('declares the activity type the server sends, with the template parameters it fills, and the consent to send it', () => {
    const [activity] = manifest.activities.activityTypes;
    expect(activity.type).toBe(REFERRAL_STATUS_ACTIVITY);
    expect([...activity.templateText.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()).toEqual(['candidate', 'stage']);
    expect(manifest.authorization.permissions.resourceSpecific).toEqual([{ name: 'TeamsActivity.Send.User', type: 'Application' }]);
  });

  it('zips manifest.json with both icons, the manifest being the resolved one', () => {
    expect([...zip.keys()].sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    expect(JSON.parse(zip.get('manifest.json')?.toString('utf8') ?? '{}')).toEqual(manifest);
  });

  it('has a 192x192 full-colour icon with no transparency', () => {
    const { width, height, pixels } = decodeRgba(zip.get(manifest.icons.color) ?? Buffer.alloc(0));
    expect([width, height]).toEqual([192, 192]);
    const alphas = new Set<number>();
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) {
      alphas.add(pixels[i + 3]);
      colours.add(pixels.readUIntBE(i, 3));
    }
    expect([...alphas]).toEqual([255]);
    expect(colours.size).toBeGreaterThan(2);
  });

  it('has a 32x32 outline icon that is white on transparent', () => {
    const { width, height, pixels } = decodeRgba(zip.get(manifest.icons.outline) ?? Buffer.alloc(0));
    expect([width, height]).toEqual([32, 32]);
    let transparent = 0;
    let inked = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3] === 0) transparent++;
      else {
        inked++;
        expect([pixels[i], pixels[i + 1], pixels[i + 2]]).toEqual([255, 255, 255]);
      }
    }
    expect(transparent).toBeGreaterThan(0);
    expect(inked).toBeGreaterThan(0);
  });
});

describe('Entra app registration (aad.manifest.json)', () => {
  interface AadManifest {
    identifierUris: string[];
    api: {
      requestedAccessTokenVersion: number;
      oauth2PermissionScopes: { id: string; value: string; isEnabled: boolean }[];
      preAuthorizedApplications: { appId: string; delegatedPermissionIds: string[] }[];
    };
    spa: { redirectUris: string[] };
  }
  const aad = JSON.parse(readFileSync(path.join(ROOT, 'aad.manifest.json'), 'utf8')) as AadManifest;
  const teams = JSON.parse(readFileSync(path.join(ROOT, 'appPackage/manifest.json'), 'utf8')) as Manifest;

  it("registers the Teams manifest's resource as its Application ID URI and exposes access_as_user in v2 tokens", () => {
    expect(aad.identifierUris).toEqual([teams.webApplicationInfo.resource]);
    expect(aad.api.oauth2PermissionScopes).toMatchObject([{ value: 'access_as_user', isEnabled: true }]);
    expect(aad.api.requestedAccessTokenVersion).toBe(2);
  });

  it("pre-authorizes Microsoft's Teams, Microsoft 365 and Outlook clients for that scope", () => {
    // Microsoft's list for tab SSO: Teams desktop and mobile, Teams web, Microsoft 365 web, desktop
    // and mobile (the last one also Outlook desktop), Outlook web, Outlook mobile.
    const microsoftClients = [
      '1fec8e78-bce4-4aaf-ab1b-5451cc387264',
      '5e3ce6c0-2b1f-4285-8d4b-75ee78787346',
      '4765445b-32c6-49b0-83e6-1d93765276ca',
      '0ec893e0-5785-4de6-99da-4ed124e5296c',
      'd3590ed6-52b3-4102-aeff-aad2292ab01c',
      'bc59ab01-8403-45c6-8796-ac3ef710b3e3',
      '27922004-5251-4030-b22d-91ecd9a37ea4',
    ];
    const [scope] = aad.api.oauth2PermissionScopes;
    const authorized = aad.api.preAuthorizedApplications
      .filter((client) => client.delegatedPermissionIds.includes(scope.id))
      .map((client) => client.appId);
    expect(authorized).toEqual(expect.arrayContaining(microsoftClients));
  });

  it('lists the nested app authentication broker among its SPA redirect URIs, as the Teams manifest names it', () => {
    expect(aad.spa.redirectUris).toContain('brk-multihub://${{TAB_DOMAIN}}');
    expect(teams.webApplicationInfo.nestedAppAuthInfo?.map((entry) => entry.redirectUri)).toEqual(['brk-multihub://${{TAB_DOMAIN}}']);
  });
});

describe('Teams Toolkit project files', () => {
  it.each(['teamsapp.yml', 'teamsapp.local.yml'])('%s follows the installed v1.8 yaml schema', async (file) => {
    const schemaPath = path.join(ROOT, 'node_modules/@microsoft/teamsfx-core/resource/yaml-schema/v1.8/yaml.schema.json');
    const schema = JSON.parse(await readFile(schemaPath, 'utf8')) as Record<string, unknown>;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const project = parseYaml(await readFile(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
    expect(validate(project), JSON.stringify(validate.errors)).toBe(true);
    expect(project).toMatchObject({ version: 'v1.8', environmentFolderPath: './env' });
  });

  it.each(['dev', 'local'])('env/.env.%s defines every variable the manifests use', async (env) => {
    const text = await readFile(path.join(ROOT, `env/.env.${env}`), 'utf8');
    const defined = new Set(
      text
        .split('\n')
        .map((line) => /^([A-Z0-9_]+)=/.exec(line)?.[1])
        .filter(Boolean),
    );
    for (const file of ['appPackage/manifest.json', 'aad.manifest.json']) {
      const used = (await readFile(path.join(ROOT, file), 'utf8')).match(/\$\{\{([A-Z0-9_]+)\}\}/g) ?? [];
      // The object id and the permission id are written by aadApp/create and aadApp/update.
      const needed = used
        .map((v) => v.slice(3, -2))
        .filter((v) => !['AAD_APP_OBJECT_ID', 'AAD_APP_ACCESS_AS_USER_PERMISSION_ID'].includes(v));
      expect(
        needed.filter((v) => !defined.has(v)),
        file,
      ).toEqual([]);
    }
  });
});
