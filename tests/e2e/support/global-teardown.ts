// Playwright global teardown: stops the server that global setup started and deletes its data.
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (!pid) return;
  await stopServer(pid, process.env.E2E_DATA_DIR);
  delete process.env.E2E_SERVER_PID;
}
