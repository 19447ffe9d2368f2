// The web bench's floor: the least a Fluent v9 + react-router + SWR app can do to show the app's
// list routes, one small module per page shape, each loaded with its route. A route's reads start
// in its loader, alongside its module, so the data never waits for the code. It reads the same API
// with the same session as the app, so the app's figures beside it say what the app adds on top
// of its libraries.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type Params, type RouteObject } from 'react-router';
import { preload } from 'swr';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { apiUrl, fetchJson } from './floor-api';

/** The first page of a list, as the app asks for it. */
const FIRST_PAGE = { page: 1, limit: 10 };

type Shape = 'list' | 'tiles' | 'chat';

/** Shown while the first route's module and loader run (without one, react-router warns on every load). */
const Nothing = () => null;

const SHAPES: Record<Shape, () => Promise<{ Component: ComponentType }>> = {
  list: async () => ({ Component: (await import('./list-page')).ListPage }),
  tiles: async () => ({ Component: (await import('./tiles-page')).TilesPage }),
  chat: async () => ({ Component: (await import('./chat-page')).ChatPage }),
};

/** A route of the app's address, its page shape and the reads its page starts with. */
function route(path: string, shape: Shape, reads: (params: Params) => string[]): RouteObject {
  return {
    path,
    HydrateFallback: Nothing,
    lazy: SHAPES[shape],
    loader: ({ params }) => {
      const urls = reads(params);
      for (const url of urls) void preload(url, fetchJson);
      return urls;
    },
  };
}

const list = (path: string, api: string, query: Record<string, string | number> = {}) =>
  route(path, 'list', () => [apiUrl(api, { ...FIRST_PAGE, ...query })]);

const router = createBrowserRouter([
  route('/', 'tiles', () => [apiUrl('/api/dashboard/tiles'), apiUrl('/api/referral-summary')]),
  list('/all/job', '/api/job', { type: 'active' }),
  list('/application', '/api/v2/application'),
  route('/job/application/:id', 'list', ({ id }) => [apiUrl(`/api/job-application/${id}`, FIRST_PAGE)]),
  list('/total-referrals', '/api/total-referral'),
  list('/referral-progress', '/api/referral-progress'),
  list('/referral-hired', '/api/referral-hired'),
  list('/referral-payable', '/api/referral-payable'),
  list('/my-referrals', '/api/my-referrals'),
  route('/referralChat', 'chat', () => [apiUrl('/api/channels', { page: 1, limit: 30 })]),
]);

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <RouterProvider router={router} />
  </FluentProvider>,
);
