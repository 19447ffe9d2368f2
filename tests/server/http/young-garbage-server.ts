// young-garbage.test.ts's server, in a process of its own with the young generation `npm start`
// gives the server: an `endpoint` answering a short list of rows, counting V8's collections by kind.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../src/server/core/context';
import { endpoint } from '../../../src/server/http/route';
import { closeServer, listeningPort, serveParent } from '../../bench/hub-process';

const ROWS = 10;

export interface Collections {
  young: number;
  full: number;
}

const rows = endpoint(
  {
    summary: 'Rows',
    public: true,
    query: v.object({ prefix: v.string() }),
    responses: { 200: v.array(v.object({ id: v.number(), name: v.string() })) },
  },
  (c, input) => c.json(Array.from({ length: ROWS }, (_, id) => ({ id, name: `${input.query.prefix} ${id}` }))),
);

await serveParent<{ port: number }>(async () => {
  let counts: Collections = { young: 0, full: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Node's GC entries carry their kind in `detail`, which the DOM's PerformanceEntry type lacks.
      const { kind } = (entry as PerformanceEntry & { detail: { kind: number } }).detail;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.young++;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) counts.full++;
    }
  }).observe({ entryTypes: ['gc'] });
  const server = serve({ fetch: new Hono<AppEnv>().get('/rows', rows).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  return {
    ready: { port: await listeningPort(server) },
    // The collections since the last report.
    report: () => {
      const since = counts;
      counts = { young: 0, full: 0 };
      return since;
    },
    stop: () => closeServer(server),
  };
});
