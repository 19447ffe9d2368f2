import { vi } from 'vitest';
import type { TestApp, TestUser } from './test-app';

/**
 * Routes the page's fetch calls to the real in-process API and signs the browser in as `user`.
 * Calls that are not for the API still fail the test.
 */
export function useInProcessApi(t: TestApp, user: TestUser) {
  localStorage.setItem('selfToken', user.token);
  localStorage.setItem('appToken', user.appKey);
  localStorage.setItem('authType', 'self');
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/account/')) {
      throw new Error(`Unexpected network call in a test: ${url.pathname}`);
    }
    // The session's renewal is the sign-in layer's own call (tests/web/host/self-session.test.ts):
    // the test clock is days behind the browser's, so a page's first call may renew the token.
    if (url.pathname !== '/api/session/renew') calls.push({ method: request.method, path: url.pathname + url.search });
    return t.app.request(url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body: ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer(),
    });
  });
  return { calls };
}

/**
 * Holds matching API requests until released, to look at the page while they are in flight.
 * Install after useInProcessApi (it wraps that fetch).
 */
export function holdRequests(matches: (method: string, path: string) => boolean) {
  const inner = globalThis.fetch;
  const waiting: (() => void)[] = [];
  let holding = true;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (holding && matches(method, url.pathname + url.search)) await new Promise<void>((resolve) => waiting.push(resolve));
    return inner(input, init);
  });
  return {
    get held() {
      return waiting.length;
    },
    release() {
      holding = false;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}

/**
 * Answers matching API requests with an error instead of reaching the API, to see how a page
 * shows a failed load. Install after useInProcessApi (it wraps that fetch).
 */
export function failRequests(matches: (method: string, path: string) => boolean, status = 503, message = 'The service is unavailable.') {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (matches(method, url.pathname + url.search)) return Response.json({ message }, { status });
    return inner(input, init);
  });
}
