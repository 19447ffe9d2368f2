import { serve } from '@hono/node-server';
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { Server as HttpServer } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import { readEnv, type Env } from './env';
import { openDatabase } from './db/client';
import { needsSeed, seedDemoData } from './db/seed';
import { createApp } from './app';
import { createTokenSigner } from './auth/tokens';
import { entraClientFrom, entraConfigFrom, entraSettingsOf } from './auth/entra';
import { localFileStore } from './storage/file-store';
import { loggableError } from './core/error-log';
import type { AppDeps } from './core/context';
import { presentDemoAccounts, startBanner } from './start-banner';
import { startTrashPurge } from './modules/application-trash/service';
import { startEmbeddedVacuum } from './db/maintenance';
import { attachHubSockets } from './realtime/websocket';
import { graphActivityFeed } from './teams/activity-feed';
import { backgroundTasks } from './http/background';
import { openRealtimeBackend } from './realtime/open-backend';
import { drainable } from './http/drain';

// Process entry: env → realtime backend → database → migrations → (demo seed on first run) → listen.
// SIGTERM or SIGINT: stop taking connections, finish the requests under way, then close.

/** How long a shutdown waits for the requests under way before it cuts them off. */
const DRAIN_TIMEOUT_MS = 10_000;

const env = readEnv();
const logger = pino({ level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'password', 'token'] });

// Before any database work: an instance that cannot reach its peers (Redis) must not start.
const realtime = await openRealtimeBackend(env, logger).catch((error: unknown) => {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

await mkdir(env.DATA_DIR, { recursive: true });
const database = await openDatabase({
  url: env.DATABASE_URL,
  dir: path.join(env.DATA_DIR, 'db'),
  onIdleError: (error) => logger.warn({ error: loggableError(error) }, 'an idle database connection was closed by the server'),
  onEmbeddedFailure: (error) => {
    // Without its database the server can answer nothing: stop, so a supervisor starts it afresh.
    logger.fatal({ error: loggableError(error) }, 'the embedded database stopped');
    process.exit(1);
  },
});
await database.migrate();
const storage = localFileStore(path.join(env.DATA_DIR, 'files'));
const seeded = env.SEED_DEMO_DATA && (await needsSeed(database.db));
if (seeded) {
  logger.info('seeding demo data (first run)…');
  await seedDemoData(database.db, { now: new Date(), storage });
}
const demoAccounts = await presentDemoAccounts(database.db);

const webRoot = path.resolve(env.WEB_ROOT);
const entraSettings = entraSettingsOf(env);
const deps: AppDeps = {
  db: database.db,
  clock: () => new Date(),
  storage,
  logger,
  auth: {
    signer: createTokenSigner(await authSecret(env), env.TOKEN_TTL_MINUTES, () => new Date()),
    entra: entraConfigFrom(entraSettings),
    entraClient: entraClientFrom(entraSettings),
    loginAttemptsPerWindow: env.LOGIN_RATE_LIMIT,
  },
  applyAttemptsPerWindow: env.CAREERS_APPLY_RATE_LIMIT,
  accountProfileUrl: env.ACCOUNT_PROFILE_URL ?? '/account/profile',
  teamsExtraHostOrigins: env.TEAMS_EXTRA_HOST_ORIGINS,
  publicUrl: env.PUBLIC_URL,
  webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined,
  realtime,
  databaseAlive: () => database.alive(),
  ...(env.TEAMS_APP_ID && env.TEAMS_ACTIVITY_CLIENT_SECRET && env.ENTRA_CLIENT_ID && env.ENTRA_TENANT_ID
    ? {
        activityFeed: graphActivityFeed({
          tenantId: env.ENTRA_TENANT_ID,
          clientId: env.ENTRA_CLIENT_ID,
          clientSecret: env.TEAMS_ACTIVITY_CLIENT_SECRET,
          teamsAppId: env.TEAMS_APP_ID,
          publicUrl: env.PUBLIC_URL,
        }),
      }
    : {}),
};
const app = createApp(deps);

// HTTPS only for local Teams debugging (teamsapp.local.yml makes the certificate); production sits behind TLS.
const tls = env.SSL_CRT_FILE && env.SSL_KEY_FILE ? { cert: readFileSync(env.SSL_CRT_FILE), key: readFileSync(env.SSL_KEY_FILE) } : null;
const server = serve(
  { fetch: app.fetch, port: env.PORT, hostname: env.HOST, ...(tls ? { createServer: createHttpsServer, serverOptions: tls } : {}) },
  () =>
    console.log(
      startBanner({
        url: env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${env.PORT}`,
        database: databaseLabel(env),
        seeded,
        demoAccounts,
      }),
    ),
);
// serve() makes an HTTP/1.1 server (HTTPS with the certificate), never HTTP/2 here.
const httpServer = server as HttpServer | HttpsServer;
const requests = drainable(httpServer);
// With Azure SignalR Service the clients connect to the service, not here.
if (realtime.localHub) attachHubSockets(httpServer, deps, realtime.localHub);

// Applications trashed more than 30 days ago are removed for good, once now and then hourly.
const stopTrashPurge = startTrashPurge({ db: database.db, storage, clock: () => new Date(), logger });
const stopVacuum = env.DATABASE_URL ? () => undefined : startEmbeddedVacuum(database.db, logger);

let stopping = false;
/**
 * The database closes last, once nothing can reach it any more: a request answered during the drain
 * must not meet a closed pool. A repeated signal changes nothing (npm passes on the Ctrl-C the
 * terminal already sent): the drain is bounded.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing the requests under way (${DRAIN_TIMEOUT_MS / 1000} s at most), then stopping`);
  stopTrashPurge();
  stopVacuum();
  const drained = requests.drain(DRAIN_TIMEOUT_MS, () => backgroundTasks.requestsAnswered());
  // This hub's clients are told to reconnect (to another instance): their connections would hold
  // the drain. The backend stays open, so pushes of the requests under way still reach other
  // instances' clients.
  realtime.localHub?.closeAll();
  const inTime = await drained;
  if (!inTime) logger.warn(`requests still under way after ${DRAIN_TIMEOUT_MS / 1000} s were cut off`);
  // Work left to run after an answer (chat notices) runs now rather than being dropped.
  await backgroundTasks.settle();
  await realtime.close().catch((error: unknown) => logger.warn({ error: loggableError(error) }, 'closing the realtime backend failed'));
  await database.close();
  process.exit(inTime ? 0 : 1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

/** AUTH_SECRET from the environment, else one generated on first run and kept in the data folder. */
async function authSecret(env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

function databaseLabel(env: Env): string {
  return env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${path.join(env.DATA_DIR, 'db')}`;
}
