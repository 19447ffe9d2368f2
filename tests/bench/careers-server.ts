// The careers bench's page server, a child process: the real app on an embedded database opened
// the way `npm start` opens it, holding the bench's data (careers-seed.ts), and beside it the floor,
// a minimal server answering the same job page as a static copy. Both run here, apart from the
// bench's browser driver, so neither shares an event loop with what measures it.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { openEmbedded } from '../../src/server/db/client';
import { createBenchApp } from './bench-app';
import { CAREERS_BENCH_WORKSPACE, seedCareersBench } from './careers-seed';
import { closeServer, listeningPort, serveParent } from './hub-process';

export interface CareersPageServers {
  appPort: number;
  floorPort: number;
  jobPath: string;
  /** The job page as the app's first response held it. */
  html: string;
}

await serveParent<CareersPageServers>(async () => {
  const database = await openEmbedded(undefined, (error) => console.error(`the careers bench's database stopped: ${error.message}`));
  await database.migrate();
  const data = await seedCareersBench(database.db);
  const { app } = await createBenchApp(database.db, { userId: data.adminId, appKey: CAREERS_BENCH_WORKSPACE });
  const jobPath = `/careers/${CAREERS_BENCH_WORKSPACE}/${data.jobs[0].slug}`;
  const html = await (await app.request(jobPath)).text();
  // The floor: the same page as a static file; its images and styles come from the app, as the page's do.
  const floorApp = new Hono();
  floorApp.get(jobPath, (c) => c.html(html));
  floorApp.all('*', (c) => app.fetch(c.req.raw));
  const servers = [app, floorApp].map((each) => serve({ fetch: each.fetch, port: 0, hostname: '127.0.0.1' }) as Server);
  const [appPort, floorPort] = await Promise.all(servers.map(listeningPort));
  return {
    ready: { appPort, floorPort, jobPath, html },
    async stop() {
      await Promise.all(servers.map(closeServer));
      await database.close();
    },
  };
});
