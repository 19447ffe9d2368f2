// The PostgreSQL bench's server process: the real app on the app's own pool (openPostgres, as
// src/server/main.ts opens it) over the seeded bench database, listening on a port of its own. In
// a child process, the bench's HTTP clients never share this event loop with the server they measure.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { openPostgres } from '../../src/server/db/client';
import { createBenchApp } from './bench-app';
import { closeServer, listeningPort, serveParent } from './hub-process';

export interface PostgresBenchServer {
  port: number;
}

await serveParent<PostgresBenchServer>(async () => {
  const database = openPostgres(process.env.BENCH_PG_DATABASE_URL!);
  const { app } = await createBenchApp(database.db, {
    userId: Number(process.env.BENCH_PG_USER_ID),
    appKey: process.env.BENCH_PG_APP_KEY!,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  const port = await listeningPort(server);
  return {
    ready: { port },
    async stop() {
      await closeServer(server);
      await database.close();
    },
  };
});
