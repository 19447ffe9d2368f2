// Hand-written API stubs for the shell tests, kept in this one file so they can be swapped for the
// in-process real API (tests/support/web-api.ts) later. Unknown calls fail the test.
import { vi } from 'vitest';
import { PERMISSIONS, type Permission } from '../../../src/shared/contract/permissions';

export type FakeReply = Response | object | Error | DOMException;
export type FakeRoute = FakeReply | ((url: URL, init?: RequestInit) => FakeReply | Promise<FakeReply>);

export function json(body: unknown, status = 200): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What fetch throws when the server cannot be reached. */
export function networkFailure(): TypeError {
  return new TypeError('Failed to fetch');
}

export const FAKE_USER = {
  id: 7,
  userName: 'Asha',
  lastName: 'Rao',
  userAvatar: null,
  email: 'asha.rao@example.test',
  joiningDate: '2023-02-01',
  role: 'admin',
};

export function permissionsReply(permissions: readonly Permission[] = PERMISSIONS, role = 'admin') {
  return { data: { role, permissions } };
}

export const EMPTY_LIST = { data: [], meta: { total: 0, per_page: 100, current_page: 1, last_page: 1, from: 0, to: 0 } };

/** What the dashboard at / reads: its figures (all zero) and its footer filters' empty choices. */
function dashboardRoutes(): Record<string, FakeRoute> {
  const card = { rows: [], range: null, locationId: null };
  return {
    'GET /api/dashboard/tiles': { data: { totalApplicants: 0, publishedJobs: 0, unpublishedJobs: 0, totalOpenings: 0 } },
    'GET /api/referral-summary': { data: { total: 0, inProgress: 0, hired: 0, payable: 0, chat: 0 } },
    'GET /api/dashboard/applicant-source': { data: card },
    'GET /api/dashboard/recruiter-progress': { data: card },
    'GET /api/dashboard/acquisitions': { data: { total: 0, steps: [], range: null, locationId: null } },
    'GET /api/career-department': EMPTY_LIST,
    'GET /api/branches': EMPTY_LIST,
    'GET /api/jobs/filter': EMPTY_LIST,
    'GET /api/expired-jobs/filter': EMPTY_LIST,
  };
}

export const DEFAULT_ROUTES: Record<string, FakeRoute> = {
  'GET /account/config': { entra: null, accountProfileUrl: 'https://accounts.example.test/profile' },
  'GET /api/health': { status: 'ok' },
  'GET /api/userinfo': { data: FAKE_USER },
  'GET /api/v2/permissions': permissionsReply(),
  'GET /api/company/1': { data: { companyName: 'Acme Corp', companyLogo: '/files/acme-logo.png', companyFaviconIcon: null } },
  'GET /api/default-image': { data: { logo: '/files/default-logo.png', favicon: '/files/default-favicon.png' } },
  'GET /api/app-manager': {
    data: [
      { id: 1, appName: 'Payroll', appIcon: '/files/payroll.png', appUrl: 'https://payroll.example.test', status: 1 },
      { id: 2, appName: 'Old Portal', appIcon: '/files/old.png', appUrl: 'https://old.example.test', status: 0 },
      { id: 3, appName: 'Learning', appIcon: '/files/learning.png', appUrl: 'https://learning.example.test', status: 1 },
    ],
    meta: { total: 3, per_page: 10, current_page: 1, last_page: 1, from: 1, to: 3 },
  },
  'GET /api/footer-content': { data: { content: '© Acme Corp. All rights reserved.', version: '1.0.23' } },
  'GET /api/notifications/summary': { data: { unread: 0 } },
  ...dashboardRoutes(),
};

/** GET /api/shell-start's parts, each the answer of its own route here (as on the server, lib/shell-start.ts). */
const SHELL_START_PARTS = {
  userInfo: '/api/userinfo',
  permissions: '/api/v2/permissions',
  company: '/api/company/1',
  defaultImage: '/api/default-image',
  appManager: '/api/app-manager',
  footerContent: '/api/footer-content',
  notificationSummary: '/api/notifications/summary',
};

/**
 * The start answer made of what the part routes answer, so a test that changes one part (a user, a
 * failing footer) changes the start as it would change on the server: all of it, or the first
 * failure of a part (the server answers the start whole or not at all).
 */
async function shellStartReply(partReply: (path: string) => Promise<FakeReply>): Promise<FakeReply> {
  const start: Record<string, unknown> = {};
  for (const [part, path] of Object.entries(SHELL_START_PARTS)) {
    const reply = await partReply(path);
    if (reply instanceof Error || reply instanceof DOMException) return reply;
    if (reply instanceof Response && !reply.ok) return reply;
    const body = (reply instanceof Response ? await reply.clone().json() : reply) as { data?: unknown };
    start[part] = part === 'appManager' ? body : body.data;
  }
  return { data: start };
}

export interface FakeApi {
  calls: { method: string; path: string; headers: Headers }[];
  /** Replaces (or adds) one route, e.g. set('GET /api/health', networkFailure()). */
  set(key: string, route: FakeRoute): void;
}

/**
 * Stubs fetch with the default shell routes plus `overrides` ('METHOD /path' → reply). GET
 * /api/shell-start answers from the part routes unless a test gives it a reply of its own.
 */
export function installFakeApi(overrides: Record<string, FakeRoute> = {}): FakeApi {
  const replyTo = async (key: string, url: URL, init?: RequestInit): Promise<FakeReply> => {
    const route = routes[key];
    if (route === undefined) throw new Error(`Unexpected network call in a test: ${key}`);
    return typeof route === 'function' ? route(url, init) : route;
  };
  const routes: Record<string, FakeRoute> = {
    'GET /api/shell-start': (url, init) => shellStartReply((path) => replyTo(`GET ${path}`, new URL(path + url.search, url), init)),
    ...DEFAULT_ROUTES,
    ...overrides,
  };
  const calls: FakeApi['calls'] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname + url.search, headers: new Headers(init?.headers) });
    const reply = await replyTo(key, url, init);
    if (reply instanceof Error || reply instanceof DOMException) throw reply;
    if (reply instanceof Response) return reply.clone();
    return json(reply);
  });
  return { calls, set: (key, route) => (routes[key] = route) };
}

/** A valid self-managed session (spec 000 §9). */
export function signInAsSelf(token = 'self-token', app = 'app-key'): void {
  localStorage.setItem('selfToken', token);
  localStorage.setItem('appToken', app);
  localStorage.setItem('authType', 'self');
}
