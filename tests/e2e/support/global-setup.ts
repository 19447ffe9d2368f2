// Playwright global setup: builds the web app if needed, starts the real server on a temporary
// database seeded with demo data, and hands its address to the tests through process.env (the
// workers inherit the runner's environment). With E2E_BASE_URL already set, it tests that server.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, ensureWebBuild, startServer } from './server';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-results/screenshots');

export default async function globalSetup(): Promise<void> {
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] testing the running server at ${process.env.E2E_BASE_URL}`);
    return;
  }
  await ensureWebBuild();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_AUTH_SECRET = server.authSecret;
  process.env.E2E_SERVER_PID = String(server.process.pid);
  console.log(`[e2e] server ready at ${server.baseURL} (data in ${server.dataDir})`);
}
