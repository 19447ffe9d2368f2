// Playwright global setup: builds the web app if needed, starts the Teams test host and the real
// server (trusting the host's Entra keys and origin) on a temporary database seeded with demo data,
// and hands their addresses to the tests through process.env (the workers inherit the runner's
// environment). With E2E_BASE_URL already set, it tests that server, without the Teams host.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startTeamsHost } from '../../support/teams-host/server';
import { ROOT, ensureWebBuild, startServer } from './server';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-results/screenshots');

/** Returns the Teams host's teardown (Playwright runs a function global setup returns as one). */
export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] testing the running server at ${process.env.E2E_BASE_URL}`);
    return;
  }
  await ensureWebBuild();
  const teamsHost = await startTeamsHost();
  const server = await startServer(teamsHost.serverEnv);
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_AUTH_SECRET = server.authSecret;
  process.env.E2E_SERVER_PID = String(server.process.pid);
  process.env.E2E_TEAMS_HOST_URL = teamsHost.origin;
  console.log(`[e2e] server ready at ${server.baseURL} (data in ${server.dataDir}); Teams test host at ${teamsHost.origin}`);
  return () => teamsHost.close();
}
