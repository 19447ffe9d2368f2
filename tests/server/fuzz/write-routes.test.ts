import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { GARBAGE_IDS, hostileFile } from './hostile-values';
import { isWrite, servedRoutes, startFuzzApp, type FuzzApp } from './fuzz-app';
import { QUERY_KEYS, bodyArbitrary, queryArbitrary } from './schema-arbitraries';
import { checkProperty, expectSafeAnswer, send, type Encoding } from './probe';
import { writeInputs, type WriteInput } from './write-inputs';

// Every POST/PUT/PATCH/DELETE under /api, with mostly-valid bodies that carry one or two wrong
// fields, as JSON and as multipart (now and then with odd query strings too), on a real row and
// on ids that name nothing or another tenant. Deletes run last, so the rows they remove are
// fuzzed by the other routes first.

const RUNS_PER_ROUTE = 16;
const routes = servedRoutes()
  .filter((route) => isWrite(route) && route.path.startsWith('/api/'))
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

let fz: FuzzApp;
let inputs: Record<string, WriteInput>;

beforeAll(async () => {
  fz = await startFuzzApp();
  inputs = await writeInputs(fz.t.db, fz.admin.appId, fz.admin.id);
});
afterAll(() => fz.close());

describe('fuzzed write routes answer 4xx without changing data, never 5xx', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', { timeout: 120_000 }, async (name, route) => {
    const input = inputs[name] ?? { base: {} };
    const hasParams = route.path.includes(':');
    const pathChoice = hasParams
      ? fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, fc.constantFrom(...GARBAGE_IDS, ...fz.foreignIds))
      : fc.constant(undefined);
    const withFile = fc.option(hostileFile, { freq: 4 });
    const request = fc.record({
      body: bodyArbitrary(input.schema, input.base),
      encoding: fc.constantFrom<Encoding>('json', 'multipart'),
      garbageId: pathChoice,
      file: withFile,
      query: fc.option(queryArbitrary(QUERY_KEYS), { freq: 3 }),
    });
    await checkProperty(
      name,
      request,
      async ({ body, encoding, garbageId, file, query }) => {
        const path = `${await fz.concretePath(route.path, garbageId)}${query ? `?${new URLSearchParams(query)}` : ''}`;
        const sent = file && encoding === 'multipart' ? { ...body, file } : body;
        await expectSafeAnswer(fz, () => send(fz, route.method, path, sent, encoding));
      },
      RUNS_PER_ROUTE,
    );
  });
});

/** Bodies that are not a JSON object or a readable form, under every content type a client may claim. */
const RAW_BODIES: [contentType: string, body: string][] = [
  ['application/json', '{'],
  ['application/json', '[1,2]'],
  ['application/json', '"text"'],
  ['application/json', 'null'],
  ['application/json', '{"name":"\\u0000"}'],
  ['application/json', '{"name":"\\ud800"}'],
  ['application/json', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ['application/json', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'name=%00&name[]=x&stage[0][stageId]=%FF'],
  ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--'],
  ['application/xml', '<a/>'],
];

describe('malformed bodies', () => {
  it('never make a write route answer 5xx, and a refusal changes nothing', async () => {
    for (const route of routes) {
      const path = await fz.concretePath(route.path);
      for (const [contentType, body] of RAW_BODIES) {
        await expectSafeAnswer(fz, async () => {
          const response = await fz.t.call(route.method, path, { as: fz.admin, body, headers: { 'content-type': contentType } });
          return {
            status: response.status,
            message: `${route.method} ${path} with ${contentType} ${body.slice(0, 40)}: ${String(response.body.message ?? '')}`,
          };
        });
      }
    }
  });
});
