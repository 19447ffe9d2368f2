import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { SEEDED_ADMIN_EMAIL, SEEDED_APP, SEEDED_PASSWORD, servedRoutes, startFuzzApp, type FuzzApp } from './fuzz-app';
import { bodyArbitrary, type Body } from './schema-arbitraries';
import { checkProperty, expectSafeAnswer, toMultipart, type Encoding } from './probe';

// The sign-in service's form posts: the login and the password change, each with the seeded
// admin's real credentials and one or two fields broken. The new password is the current one, so
// a change that goes through leaves the next run's credentials valid.

const RUNS_PER_ROUTE = 20;
const BASES: Record<string, Body> = {
  '/account/login': { app: SEEDED_APP, email: SEEDED_ADMIN_EMAIL, password: SEEDED_PASSWORD, callback: '/jobs' },
  '/account/profile': {
    app: SEEDED_APP,
    email: SEEDED_ADMIN_EMAIL,
    currentPassword: SEEDED_PASSWORD,
    newPassword: SEEDED_PASSWORD,
    confirmPassword: SEEDED_PASSWORD,
  },
};
const routes = servedRoutes().filter((route) => route.method === 'POST' && route.path.startsWith('/account/'));

let fz: FuzzApp;
beforeAll(async () => {
  fz = await startFuzzApp();
});
afterAll(() => fz.close());

function encode(body: Body, encoding: Encoding | 'urlencoded') {
  if (encoding === 'json') return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const form = toMultipart(body);
  if (encoding === 'multipart') return { body: form };
  const fields = [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]);
  return { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

describe('fuzzed account forms answer 4xx without changing data, never 5xx', () => {
  it.each(routes.map((route) => [`POST ${route.path}`, route] as const))('%s', { timeout: 120_000 }, async (name, route) => {
    const request = fc.record({
      body: bodyArbitrary(undefined, BASES[route.path] ?? {}),
      encoding: fc.constantFrom<Encoding | 'urlencoded'>('json', 'multipart', 'urlencoded'),
    });
    await checkProperty(
      name,
      request,
      async ({ body, encoding }) => {
        await expectSafeAnswer(fz, async () => {
          const response = await fz.t.call('POST', route.path, encode(body, encoding));
          // The forms answer an HTML page: its text, without tags, carries the error for a report.
          const page: unknown = response.body;
          const text =
            typeof page === 'string'
              ? page
                  .replace(/<[^>]*>/g, ' ')
                  .replace(/\s+/g, ' ')
                  .trim()
              : String(response.body.message ?? '');
          return { status: response.status, message: text.slice(0, 300) };
        });
      },
      RUNS_PER_ROUTE,
    );
  });
});
