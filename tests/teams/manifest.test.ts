import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import Ajv from 'ajv';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANIFEST_SCHEMA_PATH, ROOT, packageTeamsApp, readPngInfo, readZipEntries, validateManifest,
  type PackageResult,
} from '../../scripts/teams-package';
import { REFERRAL_STATUS_ACTIVITY } from '../../src/server/teams/activity-feed';

interface StaticTab { entityId: string; name?: string; contentUrl?: string; websiteUrl?: string; scopes: string[] }
interface Manifest {
  manifestVersion: string;
  version: string;
  id: string;
  name: { short: string; full?: string };
  icons: { color: string; outline: string };
  staticTabs: StaticTab[];
  configurableTabs: Array<{ configurationUrl: string; canUpdateConfiguration?: boolean; scopes: string[] }>;
  permissions: string[];
  validDomains: string[];
  webApplicationInfo: { id: string; resource: string };
  activities: { activityTypes: { type: string; description: string; templateText: string }[] };
  authorization: { permissions: { resourceSpecific: { name: string; type: string }[] } };
}

/** Decodes an 8-bit RGBA PNG (all five scanline filters) into its pixels. */
function decodeRgba(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  const info = readPngInfo(bytes);
  if (!info || info.bitDepth !== 8 || info.colorType !== 6) throw new Error('expected an 8-bit RGBA PNG');
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
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
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
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
    expect(byId.get('console')).toMatchObject({ name: 'Console', contentUrl: `${endpoint}/?inTeams=1&authType=sso&app=acme`, scopes: ['personal'] });
    expect(byId.get('refer')).toMatchObject({ name: 'Refer a candidate', contentUrl: `${endpoint}/refer?inTeams=1&authType=sso&app=acme`, scopes: ['personal'] });
    expect(byId.get('about')).toEqual({ entityId: 'about', scopes: ['personal'] });
    expect(manifest.configurableTabs).toEqual([
      { configurationUrl: `${endpoint}/teams/config?app=acme`, canUpdateConfiguration: true, scopes: ['team', 'groupChat'] },
    ]);
    const domain = new URL(endpoint).host;
    expect(manifest.permissions).toEqual(['identity']);
    expect(manifest.validDomains).toEqual([domain]);
    expect(manifest.webApplicationInfo.resource).toBe(`api://${domain}/${manifest.webApplicationInfo.id}`);
  });

  it("declares the activity type the server sends, with the template parameters it fills, and the consent to send it", () => {
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
    const defined = new Set(text.split('\n').map((line) => /^([A-Z0-9_]+)=/.exec(line)?.[1]).filter(Boolean));
    for (const file of ['appPackage/manifest.json', 'aad.manifest.json']) {
      const used = (await readFile(path.join(ROOT, file), 'utf8')).match(/\$\{\{([A-Z0-9_]+)\}\}/g) ?? [];
      // The object id and the permission id are written by aadApp/create and aadApp/update.
      const needed = used.map((v) => v.slice(3, -2)).filter((v) => !['AAD_APP_OBJECT_ID', 'AAD_APP_ACCESS_AS_USER_PERMISSION_ID'].includes(v));
      expect(needed.filter((v) => !defined.has(v)), file).toEqual([]);
    }
  });
});
