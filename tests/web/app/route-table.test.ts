import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, PUBLIC_PATHS, findRoute, routesAt } from '../../../src/web/app/route-table';

const routes = [
  ...APP_ROUTES.map((r) => ({ path: r.path })),
  { path: PUBLIC_PATHS.logout },
  { path: PUBLIC_PATHS.teamsConfig },
  { path: '*' },
];

function registered(path: string): string | undefined {
  return matchRoutes(routes, path)?.[0]?.route.path;
}

// Spec 000 §2: the sidebar routes and every 'Route without a menu entry'.
const SPEC_000 = [
  '/',
  '/all/job',
  '/application',
  '/question-template',
  '/referrals',
  '/referral-settings',
  '/referral-amount',
  '/referrer-eligibility',
  '/general-settings',
  '/applicant-source',
  '/applicant-status',
  '/seo-keyword',
  '/seo-graph',
  '/hiring-pipeline',
  '/stages',
  '/status',
  '/groupview',
  '/job-priority',
  '/applicationv1',
  '/active/job',
  '/expired/job',
  '/job/createv1',
  '/job/create',
  '/job/createv2',
  '/all/jobv1',
  '/job/edit/5',
  '/job/view/5',
  '/seo/create/5',
  '/application/view/5',
  '/application/viewV1/5',
  '/job/application/5',
  '/source/edit/5',
  '/source/create',
  '/applicant-status/view/5',
  '/applicant-status/create',
  '/seo-keyword/edit/5',
  '/seo-keyword/create',
  '/seo-graph/view/5',
  '/seo-graph/create',
  '/hiring-pipelinev1',
  '/hiring-process',
  '/stagesv1',
  '/question-list',
  '/question-list/5',
  '/answers/5',
  '/questiongroup-create',
  '/question-create/5',
  '/question-edit/5',
  '/total-referrals',
  '/referral-payable',
  '/referral-progress',
  '/referral-hired',
  '/table',
  '/duplicate-records',
  '/referralChat',
  '/referralChat/abc-123',
  '/group/create',
  '/group/edit/5',
];

// Spec 001 §2, plus the channel-tab configuration page and /logout.
const SPEC_001 = ['/group/view/5', '/source/create', '/applicant-source', '/source', '/job-referral', '/teams/config', '/logout'];

describe('router', () => {
  it.each([...SPEC_000, ...SPEC_001])('registers %s', (path) => {
    expect(registered(path)).not.toBe('*');
  });

  it('prefers the create form over the edit/view route', () => {
    expect(registered('/source/create')).toBe('/source/create');
    expect(registered('/seo-graph/create')).toBe('/seo-graph/create');
    expect(registered('/seo-graph/edit/3')).toBe('/seo-graph/:childPath/:id');
  });

  // AppRoutes gives the router only the routes that match the address (routesAt): it must choose as it would among all.
  const SIGNED_IN_PATHS = [...SPEC_000, ...SPEC_001, '/seo-graph/edit/3', '/no/such/page'].filter(
    (path) => path !== PUBLIC_PATHS.logout && path !== PUBLIC_PATHS.teamsConfig,
  );
  it.each(SIGNED_IN_PATHS)('chooses among the matching routes as among all at %s', (path) => {
    const matching = [...routesAt(path).map((r) => ({ path: r.path })), { path: '*' }];
    expect(matchRoutes(matching, path)?.[0]?.route.path).toBe(registered(path));
  });

  it('finds only the matching routes, and the shown route is the one the router chooses', () => {
    expect(routesAt('/source/create').map((r) => r.path)).toEqual(['/source/create']);
    expect(routesAt('/seo-graph/create').map((r) => r.path)).toEqual(['/seo-graph/create']);
    expect(routesAt('/no/such/page')).toEqual([]);
    for (const path of SIGNED_IN_PATHS) expect(findRoute(path)?.path ?? '*').toBe(registered(path));
  });

  it('sends unknown paths to the 404 page', () => {
    expect(registered('/no/such/page')).toBe('*');
  });

  it('lazy-loads the job priority page of its feature', () => {
    expect(APP_ROUTES.find((r) => r.path === '/job-priority')?.page).toBeDefined();
  });

  it('finds the component of every routed page under its file name', async () => {
    await expect(Promise.all(APP_ROUTES.map((r) => r.page?.preload()))).resolves.toBeDefined();
  }, 60_000);
});
