// Starts and stops the real Hireloop servers for the end-to-end run: each on a fresh temporary data
// folder (embedded PGlite, local files), demo data seeded, on a free port of 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where server `index` (1, 2, …) writes its log. */
export const serverLog = (index: number) => path.join(ROOT, `test-results/e2e-server-${index}.log`);
// Generous: every worker's server starts at once, and a busy machine may take minutes to seed.
const HEALTH_TIMEOUT_MS = 300_000;

/** Newest modification time of a file or, recursively, of a folder's files (0 when absent). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The build's own Vite plugins: a change to one changes the build as a source would. */
const BUILD_PLUGINS = [
  'scripts/vite-aot-styles.ts',
  'scripts/vite-atomic-icons.ts',
  'scripts/vite-chunk-groups.ts',
  'scripts/vite-extract-styles.ts',
  'scripts/vite-precompress.ts',
];

/** Builds dist/web with Vite when it is missing or older than the web sources (E2E_SKIP_BUILD=1: never). */
export async function ensureWebBuild(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  if (!existsSync(path.join(ROOT, 'index.html'))) {
    console.warn('[e2e] no index.html: there is no web app to build, testing the API only');
    return;
  }
  const built = newestMtime(path.join(ROOT, 'dist/web/index.html'));
  const inputs = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'public', ...BUILD_PLUGINS];
  const sources = Math.max(...inputs.map((p) => newestMtime(path.join(ROOT, p))));
  if (built > 0 && built >= sources) return;
  console.log(`[e2e] ${built ? 'dist/web is older than the sources' : 'dist/web is missing'}: running vite build…`);
  const code = await new Promise<number>((resolve, reject) => {
    const vite = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    vite.on('error', reject);
    vite.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  authSecret: string;
  process: ChildProcess;
}

/**
 * Starts `src/server/main.ts` (or E2E_SERVER_ENTRY) and resolves once GET /api/health answers ok.
 * `extraEnv` adds configuration (the Teams test host's Entra key set and origin); `index` names its log.
 */
export async function startServer(extraEnv: Record<string, string> = {}, index = 1): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hireloop-e2e-'));
  const authSecret = randomBytes(36).toString('base64url');
  const baseURL = `http://127.0.0.1:${port}`;
  const entry = process.env.E2E_SERVER_ENTRY ?? 'src/server/main.ts';

  const env: NodeJS.ProcessEnv = { ...process.env };
  // A temporary embedded database and local files, whatever the calling shell points at.
  for (const name of ['DATABASE_URL', 'AZURE_STORAGE_CONNECTION_STRING', 'REDIS_URL', 'PUBLIC_URL']) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: authSecret,
    // Where users reach it: Entra sign-in derives its Application ID URI from it, as aad.manifest.json does.
    PUBLIC_URL: baseURL,
    ...extraEnv,
  });

  const logFile = serverLog(index);
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  // One node process running tsx's loader (not npx → tsx → node), so its pid is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  let exited: string | null = null;
  child.on('exit', (code, signal) => (exited = `exited with ${signal ?? `code ${code}`}`));
  child.on('error', (error) => (exited = `failed to start: ${error.message}`));

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (exited) break;
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      const body = (await response.json().catch(() => null)) as { status?: string } | null;
      if (response.ok && body?.status === 'ok') return { baseURL, dataDir, authSecret, process: child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const reason = exited ?? `did not answer GET /api/health within ${HEALTH_TIMEOUT_MS / 1000} s`;
  await stopServer(child.pid, dataDir);
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(`[e2e] the server (${entry}) ${reason}. Last lines of ${path.relative(ROOT, logFile)}:\n${tail}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server (SIGTERM, then SIGKILL after 10 s) and deletes its temporary data folder. */
export async function stopServer(pid: number | undefined, dataDir: string | undefined): Promise<void> {
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (dataDir && path.basename(dataDir).startsWith('hireloop-e2e-')) {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
