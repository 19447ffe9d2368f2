// The first page's data at boot (issue 14): the shell's and the page's first requests are sent
// before the page's code is asked for, and their answers wait in SWR's cache, so the page's first
// render has its rows and its own first fetch sends nothing more.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import useSWR, { unstable_serialize } from 'swr';
import { cache, SWRGlobalState } from 'swr/_internal';
import { preloadRouteData } from '../../../src/web/app/preload-data';
import { jobListQuery } from '../../../src/web/features/jobs/components/job-list-query';
import { listKey } from '../../../src/web/lib/query-keys';
import { ApiSWRProvider } from '../../../src/web/lib/swr';
import { resetTokenCache } from '../../../src/web/host/sign-in';
import { installFakeApi, json, permissionsReply, signInAsSelf } from './fake-api';
import { useDashboardTiles } from '../../../src/web/features/dashboard/api';
import { rememberedPermissions, rememberPermissions } from '../../../src/web/host/permissions-hint';
import { useUserInfo } from '../../../src/web/domain/user-info';
import { usePermissions } from '../../../src/web/lib/permissions';
import { resetShellStart } from '../../../src/web/lib/shell-start';

const JOBS = {
  data: [{ id: 1, jobTitle: 'Platform Engineer' }],
  meta: { total: 1, per_page: 10, current_page: 1, last_page: 1, from: 1, to: 1 },
};
const TILES = { data: { totalApplicants: 1234, publishedJobs: 5, unpublishedJobs: 2, totalOpenings: 9 } };
const DASHBOARD_FIRST_READS = ['/api/dashboard/tiles', '/api/referral-summary'];
const jobsKey = (search = '') => listKey('/api/job', jobListQuery('/all/job', new URLSearchParams(search)));
/** A self-managed token's shape: a JWT whose subject is the user's id (the signature is not read here). */
const tokenOf = (userId: number) => `e30.${btoa(JSON.stringify({ sub: String(userId), app: 'app-key' })).replace(/=+$/, '')}.signature`;
const requested = (calls: { path: string }[]) => calls.map((call) => call.path.split('?')[0]);

afterEach(() => {
  vi.unstubAllGlobals();
  resetTokenCache();
  localStorage.clear();
  // SWR keeps a preloaded request until a hook asks for its key: each test starts without any.
  for (const key of cache.keys()) cache.delete(key);
  const preloaded = SWRGlobalState.get(cache)![3] as Record<string, unknown>;
  for (const key of Object.keys(preloaded)) delete preloaded[key];
});

/** The list as a page reads it: how many renders it took to have rows. */
function JobTitles() {
  const { data } = useSWR<typeof JOBS>(jobsKey());
  return <p>{data ? data.data.map((job) => job.jobTitle).join(', ') : 'Loading'}</p>;
}

/** The user and a permission, as the shell reads them. */
function ShellGreeting() {
  const { user } = useUserInfo();
  const { can } = usePermissions();
  return <p>{user ? `${user.userName} ${can('jobs:write') ? 'may' : 'may not'} write jobs` : 'Loading'}</p>;
}

/** The first tile as the dashboard reads it. */
function TotalApplicants() {
  const { data } = useDashboardTiles(true);
  return <p>{data ? `Total Applicants ${data.data.totalApplicants}` : 'Loading'}</p>;
}

describe('preloadRouteData', () => {
  it("has sent the shell's one request and the page's own by the time it resolves", async () => {
    const api = installFakeApi({ 'GET /api/job': JOBS });
    signInAsSelf();

    await preloadRouteData({ pathname: '/all/job', search: '' });

    expect(requested(api.calls).sort()).toEqual(['/api/job', '/api/shell-start']);
    expect(api.calls.find((call) => call.path.startsWith('/api/job'))?.path).toContain('type=active');
  });

  it("puts each answer in SWR's cache: the page's first render has its rows and its first fetch sends nothing", async () => {
    const api = installFakeApi({ 'GET /api/job': JOBS });
    signInAsSelf();
    await preloadRouteData({ pathname: '/all/job', search: '' });
    await vi.waitFor(() => expect(cache.get(unstable_serialize(jobsKey()))?.data).toEqual(JOBS));

    render(
      <ApiSWRProvider>
        <JobTitles />
      </ApiSWRProvider>,
    );

    expect(screen.getByText('Platform Engineer')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested(api.calls).filter((path) => path === '/api/job')).toHaveLength(1);
  });

  it("puts the shell's start into SWR's cache under each part's key: the shell's first render has the user and what they may do", async () => {
    const api = installFakeApi();
    signInAsSelf();
    await preloadRouteData({ pathname: '/stage', search: '' });
    await vi.waitFor(() => expect(cache.get(unstable_serialize(['/api/v2/permissions', {}]))?.data).toBeDefined());

    render(
      <ApiSWRProvider>
        <ShellGreeting />
      </ApiSWRProvider>,
    );

    expect(screen.getByText('Asha may write jobs')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested(api.calls)).toEqual(['/api/shell-start']);
  });

  it('sends nothing without a valid self-managed session, and resolves at once for a page without first requests', async () => {
    const api = installFakeApi();
    await preloadRouteData({ pathname: '/all/job', search: '' });
    expect(api.calls).toEqual([]);

    signInAsSelf();
    await preloadRouteData({ pathname: '/stage', search: '' });
    expect(requested(api.calls)).toEqual(['/api/shell-start']);
  });

  it("sends the staff dashboard's tiles once the permissions say the user is staff, under the key the page reads", async () => {
    const api = installFakeApi({ 'GET /api/dashboard/tiles': TILES });
    signInAsSelf();

    await preloadRouteData({ pathname: '/', search: '' });
    await vi.waitFor(() => expect(requested(api.calls)).toEqual(expect.arrayContaining(DASHBOARD_FIRST_READS)));
    const order = requested(api.calls);
    expect(order.indexOf('/api/dashboard/tiles')).toBeGreaterThan(order.indexOf('/api/shell-start'));

    render(
      <ApiSWRProvider>
        <TotalApplicants />
      </ApiSWRProvider>,
    );
    expect(await screen.findByText('Total Applicants 1234')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested(api.calls).filter((path) => path === '/api/dashboard/tiles')).toHaveLength(1);
  });

  it('has asked for the tiles by the time the permissions reach the cache, so a page that renders on them asks nothing more', async () => {
    let answerPermissions = () => {};
    const permissionsAnswered = new Promise<void>((resolve) => (answerPermissions = resolve));
    installFakeApi({
      'GET /api/dashboard/tiles': TILES,
      'GET /api/v2/permissions': async () => {
        await permissionsAnswered;
        return permissionsReply();
      },
    });
    signInAsSelf();
    const preloaded = SWRGlobalState.get(cache)![3] as Record<string, unknown>;
    const tilesAsked: boolean[] = [];
    const set = cache.set.bind(cache);
    vi.spyOn(cache, 'set').mockImplementation((key, state) => {
      if (key === unstable_serialize(['/api/v2/permissions', {}]) && state.data) {
        tilesAsked.push(unstable_serialize(['/api/dashboard/tiles', {}]) in preloaded);
      }
      return set(key, state);
    });

    await preloadRouteData({ pathname: '/', search: '' });
    answerPermissions();
    await vi.waitFor(() => expect(tilesAsked.length).toBeGreaterThan(0));
    expect(tilesAsked.every(Boolean)).toBe(true);
  });

  it('does not ask for the tiles when the permissions say the user is an employee: they would be refused', async () => {
    const api = installFakeApi({ 'GET /api/v2/permissions': permissionsReply(['referrals:refer'], 'employee') });
    signInAsSelf();
    await preloadRouteData({ pathname: '/', search: '' });
    await vi.waitFor(() => expect(cache.get(unstable_serialize(['/api/v2/permissions', {}]))?.data).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested(api.calls)).toEqual(['/api/shell-start']);
  });

  it('does not ask for the tiles when the permissions could not be read', async () => {
    const api = installFakeApi({ 'GET /api/v2/permissions': json({ message: 'Server Error' }, 500) });
    signInAsSelf();
    await preloadRouteData({ pathname: '/', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested(api.calls)).toEqual(['/api/shell-start']);
  });

  describe('with the permissions the user had when the app last started', () => {
    /** Whether the tiles are asked for before the permissions answer, and whether after. */
    async function tilesAsked(): Promise<{ before: boolean; after: boolean }> {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const api = installFakeApi({
        'GET /api/dashboard/tiles': TILES,
        'GET /api/v2/permissions': async () => {
          await answered;
          return permissionsReply();
        },
      });
      await preloadRouteData({ pathname: '/', search: '' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const before = requested(api.calls).includes('/api/dashboard/tiles');
      answer();
      await vi.waitFor(() => expect(cache.get(unstable_serialize(['/api/v2/permissions', {}]))?.data).toBeDefined());
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { before, after: requested(api.calls).includes('/api/dashboard/tiles') };
    }

    it('remembers them, and then sends the tiles at once, beside the permissions, for a user who was staff', async () => {
      signInAsSelf(tokenOf(7));
      installFakeApi();
      await preloadRouteData({ pathname: '/stage', search: '' });
      await vi.waitFor(() => expect(rememberedPermissions('app-key', tokenOf(7))).toEqual(permissionsReply().data.permissions));
      // The next start of the app: nothing cached, the shell not started.
      for (const key of cache.keys()) cache.delete(key);
      resetShellStart();

      expect(await tilesAsked()).toEqual({ before: true, after: true });
    });

    it("waits for the permissions when those remembered are an employee's", async () => {
      signInAsSelf(tokenOf(7));
      rememberPermissions('app-key', tokenOf(7), ['referrals:refer']);
      expect(await tilesAsked()).toEqual({ before: false, after: true });
    });

    it("waits for the permissions when those remembered are another user's", async () => {
      signInAsSelf(tokenOf(7));
      rememberPermissions('app-key', tokenOf(8), permissionsReply().data.permissions);
      expect(await tilesAsked()).toEqual({ before: false, after: true });
    });
  });
});
