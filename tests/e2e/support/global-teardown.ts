// Playwright global teardown: stops the servers that global setup started and deletes their data.
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const pids = (process.env.E2E_SERVER_PIDS ?? '').split(' ').filter(Boolean).map(Number);
  const dataDirs = (process.env.E2E_DATA_DIRS ?? '').split(' ');
  await Promise.all(pids.map((pid, i) => stopServer(pid, dataDirs[i])));
  delete process.env.E2E_SERVER_PIDS;
}
