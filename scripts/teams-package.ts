// npm run teams:package [-- --env dev|local] [--output-folder dir]
// Builds the Teams app package offline with the Teams Toolkit CLI (`teamsapp package`), which
// resolves the ${{VARS}} of appPackage/manifest.json from env/.env.<env>, then checks the result
// against the Teams schema bundled in @microsoft/app-manifest (`teamsapp validate` needs network).
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_SCHEMA_PATH = path.join(
  ROOT,
  'node_modules/@microsoft/app-manifest/build/json-schemas/teams/v1.25/MicrosoftTeams.schema.json',
);
const TEAMSAPP_CLI = path.join(ROOT, 'node_modules/@microsoft/teamsapp-cli/cli.js');

export interface PackageOptions {
  env?: string;
  outputFolder?: string;
  timeoutMs?: number;
}

export interface PackageResult {
  zipPath: string;
  manifestPath: string;
}

/** Runs `teamsapp package`; rejects with the CLI's output when it fails. */
export async function packageTeamsApp(options: PackageOptions = {}): Promise<PackageResult> {
  const env = options.env ?? 'dev';
  const outputFolder = path.resolve(options.outputFolder ?? path.join(ROOT, 'appPackage/build'));
  const zipPath = path.join(outputFolder, `appPackage.${env}.zip`);
  const manifestPath = path.join(outputFolder, `manifest.${env}.json`);
  await mkdir(outputFolder, { recursive: true });
  const args = [
    TEAMSAPP_CLI,
    'package',
    '--env',
    env,
    '--folder',
    ROOT,
    '--manifest-file',
    path.join(ROOT, 'appPackage/manifest.json'),
    '--output-package-file',
    zipPath,
    '--output-folder',
    outputFolder,
    '--telemetry',
    'false',
    '--interactive',
    'false',
  ];
  const { code, output } = await run(process.execPath, args, options.timeoutMs ?? 120_000);
  if (code !== 0) throw new Error(`teamsapp package --env ${env} failed (exit ${code}):\n${output}`);
  return { zipPath, manifestPath };
}

function run(command: string, args: string[], timeoutMs: number): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // The CLI's telemetry client looks up its endpoint even with --telemetry false; without a
    // network that lookup must not be able to hold the build forever.
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 124 : 1), output: withoutTelemetryNoise(output) });
    });
  });
}

/** Drops the multi-line "ApplicationInsights … ENOTFOUND" dump the CLI prints when offline. */
function withoutTelemetryNoise(output: string): string {
  const kept: string[] = [];
  let skipping = false;
  for (const line of output.split('\n')) {
    if (line.startsWith('ApplicationInsights:')) skipping = true;
    else if (skipping && line.startsWith(']')) {
      skipping = false;
      continue;
    }
    if (!skipping) kept.push(line);
  }
  return kept.join('\n').trim();
}

/** Validates a resolved manifest against the bundled v1.25 schema (draft-04); returns problems. */
export async function validateManifest(manifest: unknown): Promise<string[]> {
  const schema = JSON.parse(await readFile(MANIFEST_SCHEMA_PATH, 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  if (validate(manifest)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`);
}

export interface PngInfo {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
}

/** Reads the IHDR of a PNG, or null when the bytes are not a PNG. */
export function readPngInfo(bytes: Buffer): PngInfo | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(signature)) return null;
  if (bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bitDepth: bytes[24], colorType: bytes[25] };
}

/** Reads every entry of a zip archive (stored or deflated) through its central directory. */
export function readZipEntries(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip archive: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('corrupt zip central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`unsupported zip compression ${method} for ${name}`);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

interface ManifestIcons {
  icons?: { color?: string; outline?: string };
}

/** Every problem with a built package: schema, leftover placeholders, zip content, icon sizes. */
export async function checkPackage(result: PackageResult): Promise<string[]> {
  const text = await readFile(result.manifestPath, 'utf8');
  const problems: string[] = [];
  const leftovers = text.match(/\$\{\{[^}]*\}\}/g);
  if (leftovers) problems.push(`unresolved placeholders: ${[...new Set(leftovers)].join(', ')}`);
  const manifest = JSON.parse(text) as ManifestIcons;
  problems.push(...(await validateManifest(manifest)).map((p) => `schema: ${p}`));
  const entries = readZipEntries(await readFile(result.zipPath));
  const zipped = entries.get('manifest.json');
  if (!zipped) problems.push('zip has no manifest.json');
  else if (JSON.stringify(JSON.parse(zipped.toString('utf8'))) !== JSON.stringify(manifest)) {
    problems.push('zip manifest.json differs from the resolved manifest');
  }
  const icons: Array<[string | undefined, number]> = [
    [manifest.icons?.color, 192],
    [manifest.icons?.outline, 32],
  ];
  for (const [name, size] of icons) {
    const bytes = name ? entries.get(name) : undefined;
    const info = bytes ? readPngInfo(bytes) : null;
    if (!info) problems.push(`icon ${name ?? '(missing)'} is not a PNG in the zip`);
    else if (info.width !== size || info.height !== size) {
      problems.push(`icon ${name} is ${info.width}x${info.height}, expected ${size}x${size}`);
    }
  }
  return problems;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]): Promise<number> {
  const env = option(args, '--env') ?? 'dev';
  console.log(`Packaging the Teams app for env/.env.${env} with teamsapp (offline)…`);
  const result = await packageTeamsApp({ env, outputFolder: option(args, '--output-folder') });
  const problems = await checkPackage(result);
  if (problems.length > 0) {
    console.error(`The Teams package is not valid:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  console.log(
    `Built ${path.relative(ROOT, result.zipPath)} (manifest: ${path.relative(ROOT, result.manifestPath)}); it passes the v1.25 schema.`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
