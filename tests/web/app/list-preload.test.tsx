// Issue 37: every list route's first read starts at boot, alongside the page's code, through the
// route table's `data`. A preload is only worth its request when the page then asks for the very
// same key (one parameter apart and the page sends its own request, the preloaded one wasted): for
// each route the real page, rendered at the address the request was started for, must take that
// request up in its first render — and ask the server for nothing more at that path.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import { cache, SWRGlobalState } from 'swr/_internal';
import { preloadRouteData } from '../../../src/web/app/preload-data';
import { findRoute } from '../../../src/web/app/route-table';
import type { FirstRead } from '../../../src/web/app/route-data';
import { resetTokenCache } from '../../../src/web/host/sign-in';
import { useInProcessApi } from '../../support/web-api';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';
import { createJob } from '../../support/job-factory';
import { renderApp } from './render-app';

let t: TestApp;
let admin: TestUser;
let jobId: number;

beforeAll(async () => {
  t = await createTestApp();
  // The browser checks the session's expiry against its own clock: sign the token for now.
  t.setNow(new Date());
  const tenant = await t.factories.tenant('web-list-preload');
  admin = await t.factories.user(tenant, 'admin');
  jobId = (await createJob(t.db, tenant.id, { jobTitle: 'Platform Engineer' })).id;
});
afterAll(async () => {
  await vi.waitFor(() => expect(inFlight).toBe(0), { timeout: 10_000 });
  await t.close();
});

/** SWR's requests started by `preload` and not yet taken up by a hook, by serialized key. */
const preloaded = () => SWRGlobalState.get(cache)![3] as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
  resetTokenCache();
  localStorage.clear();
  for (const key of cache.keys()) cache.delete(key);
  for (const key of Object.keys(preloaded())) delete preloaded()[key];
});

/** Requests in flight, of every test: the database closes only once they are answered. */
let inFlight = 0;

/** Counts the requests in flight (install after useInProcessApi, which it wraps). */
function countInFlight() {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    inFlight += 1;
    try {
      return await inner(...args);
    } finally {
      inFlight -= 1;
    }
  });
}

const keyOf = (read: FirstRead) => (typeof read === 'object' && 'needs' in read ? read.key : read);

/**
 * Every list route of the issue, some with the parameters their lists keep in the address. A page
 * past the list's last one is not asked for: the list turns back to its last page, a request of its own.
 */
const LIST_ROUTES = [
  '/all/job?job=expired&sort=jobTitle&order=desc',
  '/application',
  '/application?page=1&limit=25&search=ann&sort=name&order=desc&jobs=active&sourceId=3&jobId=4&flagged=1',
  '/applicationv1?fromDate=2026-11-01&toDate=2026-11-20',
  '/application/trash?search=ann',
  '/duplicate-records?limit=20',
  () => `/job/application/${jobId}?sort=name&order=desc&flagged=1`,
  '/job/application/all?view=board',
  '/total-referrals?referralStatus=hired',
  '/referral-progress?page=2',
  '/referral-hired',
  '/referral-payable?status=paid&search=ann',
  '/job-referral',
  '/referralChat?search=ann',
  '/referralChat',
  '/my-referrals?limit=25',
  '/refer?departmentId=2',
  '/hiring-pipeline',
  '/hiring-pipelinev1',
  '/table',
  '/stages?search=screen',
  '/stagesv1',
  '/status',
  '/applicant-source',
  '/applicant-status?search=new',
  '/seo-keyword',
  '/seo-graph',
  '/users?search=asha',
  '/question-template',
  '/groupview',
  '/job-priority',
  '/job-priority?limit=10',
];

describe("a list route's first read, started at boot", () => {
  it.each(LIST_ROUTES.map((route) => [typeof route === 'string' ? route : '/job/application/{id}?…', route] as const))(
    '%s: the page asks for the very key that was started, and for nothing more at its path',
    async (_name, route) => {
      const address = typeof route === 'string' ? route : route();
      const [pathname, query = ''] = address.split('?');
      const data = findRoute(pathname)?.data;
      expect(data, `${pathname} has no data preloader`).toBeDefined();
      const keys = (await data!())(pathname, new URLSearchParams(query)).map(keyOf);
      expect(keys).not.toHaveLength(0);
      const serialized = keys.map((key) => unstable_serialize(key));
      const paths = keys.map((key) => (typeof key === 'string' ? key : key[0]));

      const api = useInProcessApi(t, admin);
      countInFlight();
      await preloadRouteData({ pathname, search: query ? `?${query}` : '' });
      expect(Object.keys(preloaded())).toEqual(expect.arrayContaining(serialized));

      renderApp(address);
      // SWR hands a hook the request preloaded under its key, and forgets it then: what is left
      // was not asked for by the page.
      await vi.waitFor(() => expect(serialized.filter((key) => key in preloaded())).toEqual([]), { timeout: 20_000 });
      // Count only once the page holds its answers and has acted on them (a list past its last page
      // turns back to it, which is a request of its own): every request answered, then React's work
      // on those answers done, then what that work started answered too.
      await vi.waitFor(() => expect(inFlight).toBe(0), { timeout: 20_000 });
      await act(() => new Promise((settled) => setTimeout(settled, 20)));
      await vi.waitFor(() => expect(inFlight).toBe(0), { timeout: 20_000 });
      const atPaths = api.calls.filter((call) => call.method === 'GET' && paths.includes(call.path.split('?')[0]));
      expect(atPaths, JSON.stringify(atPaths)).toHaveLength(keys.length);
    },
  );
});
