import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { GARBAGE_IDS } from './hostile-values';
import { servedRoutes, startFuzzApp, type FuzzApp } from './fuzz-app';
import { QUERY_KEYS, queryArbitrary } from './schema-arbitraries';
import { checkProperty, expectSafeAnswer } from './probe';

// Every GET under /api with odd query strings: the shared list keys (search, page, limit, sort,
// order), the job list's own filters and the filters other lists read (status, role, form).

const RUNS_PER_ROUTE = 10;
const routes = servedRoutes().filter((route) => route.method === 'GET' && route.path.startsWith('/api/'));
let fz: FuzzApp;
beforeAll(async () => {
  fz = await startFuzzApp();
});
afterAll(() => fz.close());

describe('fuzzed list and read routes never answer 5xx', () => {
  it.each(routes.map((route) => [`GET ${route.path}`, route] as const))('%s', { timeout: 120_000 }, async (name, route) => {
    const garbageId = route.path.includes(':')
      ? fc.option(fc.constantFrom(...GARBAGE_IDS, ...fz.foreignIds), { freq: 3 })
      : fc.constant(null);
    const request = fc.record({ query: queryArbitrary(QUERY_KEYS), garbageId });
    await checkProperty(
      name,
      request,
      async ({ query, garbageId: id }) => {
        const path = await fz.concretePath(route.path, id ?? undefined);
        const search = new URLSearchParams(query);
        if (!search.has('app')) search.set('app', fz.admin.appKey);
        await expectSafeAnswer(fz, async () => {
          const response = await fz.t.call('GET', `${path}?${search}`, { as: fz.admin });
          return { status: response.status, message: String(response.body.message ?? '') };
        });
      },
      RUNS_PER_ROUTE,
    );
  });
});
