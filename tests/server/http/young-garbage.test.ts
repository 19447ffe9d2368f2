// A request's objects must die young. What outlives two young-generation collections is copied
// twice, then kept in the old generation until the next full collection. An `endpoint`'s input
// once held every request's objects that way: under ten clients the server collected its whole
// heap every few young collections, and each young collection paused its event loop 4–18 ms
// (`npm run bench:embedded`'s health p99).
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../bench/hub-process';
import { httpGetter } from '../../bench/http-get';
import type { Collections } from './young-garbage-server';

let server: ServerProcess<{ port: number }>;

beforeAll(async () => {
  server = await startServerProcess(fileURLToPath(new URL('./young-garbage-server.ts', import.meta.url)));
});

afterAll(() => server.stop());

/** Ten clients asking back to back until `requests` are answered. */
async function load(requests: number): Promise<void> {
  const clients = httpGetter(`http://127.0.0.1:${server.ready.port}`, {}, 10);
  let left = requests;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (left-- > 0) expect(await clients.get('/rows?prefix=row')).toBe(200);
    }),
  );
  clients.close();
}

describe('garbage of a request', () => {
  // Measured on 60,000 requests: 227–249 young collections and 1 full one; with the input that
  // held each request, 29 young and 7 full.
  it('dies in the young generation: under ten clients at most one full collection per 20 young ones', { timeout: 60_000 }, async () => {
    await load(2_000);
    await server.report();
    await load(60_000);
    const { young, full } = await server.report<Collections>();
    expect(young).toBeGreaterThan(0);
    expect(full * 20).toBeLessThanOrEqual(young);
  });
});
