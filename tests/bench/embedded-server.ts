// The embedded bench's server process: the real app over HTTP on an embedded database (in memory)
// holding the bench's hiring data, opened the way BENCH_EMBEDDED says — `thread` as the server runs
// it (src/server/db/embedded.ts), or `inline`, PGlite on the server's own thread as before.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPglite, openEmbedded, openPglite, type Database } from '../../src/server/db/client';
import { apps, users } from '../../src/server/db/schema';
import { createBenchApp } from './bench-app';
import { serveParent } from './hub-process';
import { seedBenchHiring } from './seed-hiring';

export interface EmbeddedBenchServer {
  port: number;
  token: string;
  appKey: string;
}

await serveParent<EmbeddedBenchServer>(async () => {
  const database: Database =
    process.env.BENCH_EMBEDDED === 'inline'
      ? openPglite(await createPglite())
      : await openEmbedded(undefined, (error) => console.error(`the bench's embedded database stopped: ${error.message}`));
  await database.migrate();
  const [tenant] = await database.db.insert(apps).values({ key: 'bench', name: 'Bench', timeZone: 'Asia/Kolkata' }).returning();
  const [admin] = await database.db.insert(users).values({ appId: tenant.id, email: 'bench@example.test', name: 'Bench', role: 'admin' }).returning();
  await seedBenchHiring(database.db, tenant.id, new Date(), { jobs: Number(process.env.BENCH_JOBS), applications: Number(process.env.BENCH_APPLICATIONS) });
  const { app, token } = await createBenchApp(database.db, { userId: admin.id, appKey: tenant.key }, undefined, () => database.alive());
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  return {
    ready: { port: (server.address() as AddressInfo).port, token, appKey: tenant.key },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
});
