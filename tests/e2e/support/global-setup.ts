// Playwright global setup: builds the web app if needed, starts the Teams test host and one real
// server per worker (trusting the host's Entra keys and origin), each on a temporary database of
// its own seeded with demo data, and hands their addresses to the tests through process.env (the
// workers inherit the runner's environment; each tests the server of its parallel index, so a spec
// that changes demo data never disturbs another worker's). With E2E_BASE_URL already set, it tests
// that server, without the Teams host.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startTeamsHost } from '../../support/teams-host/server';
import { ROOT, ensureWebBuild, startServer, stopServer } from './server';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-results/screenshots');

/** Returns the Teams host's teardown (Playwright runs a function global setup returns as one). */
export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | void> {
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] testing the running server at ${process.env.E2E_BASE_URL}`);
    return;
  }
  await ensureWebBuild();
  const teamsHost = await startTeamsHost();
  const starting = Array.from({ length: config.workers }, (_, i) => startServer(teamsHost.serverEnv, i + 1));
  const started = await Promise.allSettled(starting);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => stopServer(server.process.pid, server.dataDir)));
    await teamsHost.close();
    throw failed.reason;
  }
  process.env.E2E_BASE_URLS = servers.map((server) => server.baseURL).join(' ');
  process.env.E2E_DATA_DIRS = servers.map((server) => server.dataDir).join(' ');
  process.env.E2E_SERVER_PIDS = servers.map((server) => server.process.pid).join(' ');
  process.env.E2E_TEAMS_HOST_URL = teamsHost.origin;
  for (const server of servers) console.log(`[e2e] server ready at ${server.baseURL} (data in ${server.dataDir})`);
  console.log(`[e2e] Teams test host at ${teamsHost.origin}`);
  return () => teamsHost.close();
}
