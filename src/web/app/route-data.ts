// What each route's page reads first, named from its address alone, so that the app can start those
// requests at boot alongside the page's code (preload-data.ts); route-table.ts gives them to the routes.
import type { ApiKey } from '../lib/swr';
import { itemKey, listKey, type QueryKey } from '../lib/query-keys';
import type { Permission } from '../../shared/contract/permissions';
import { API_PATHS } from '../../shared/contract/api-paths';
import type { ReferralListName } from '../../shared/contract/referral';

/** A page's first read: its SWR key, with the permission it needs when only some users make it. */
export type FirstRead = ApiKey | { key: ApiKey; needs: Permission };

/** The SWR keys a page reads first, from its address alone. */
export type FirstKeys = (pathname: string, params: URLSearchParams) => readonly FirstRead[];

/**
 * A list page's first read, named by a small module of its feature (`load`), the one the page builds
 * its request from: `keyAt` picks the key from that module (null when the address names nothing).
 */
function listData<M>(load: () => Promise<M>, keyAt: (module: M, pathname: string, params: URLSearchParams) => QueryKey | null) {
  return async (): Promise<FirstKeys> => {
    const module = await load();
    return (pathname, params) => {
      const key = keyAt(module, pathname, params);
      return key ? [key] : [];
    };
  };
}

/**
 * A list that asks for its page, size and search alone (usePagedList's default): the kit names its
 * key, and no module of the feature is needed (the kit's module, which the list's page loads too,
 * is not part of the start-up code of the routes without a list).
 */
export const pagedListData = (path: string) =>
  listData(
    () => import('../lib/list-read'),
    (module, _pathname, params) => module.pagedListKey(path, params),
  );

export const jobListData = listData(
  () => import('../features/jobs/components/job-list-query'),
  (module, pathname, params) => listKey(API_PATHS.job, module.jobListQuery(pathname, params)),
);
const applicantLists = () => import('../features/applications/components/applicant-list-queries');
export const applicationListData = listData(applicantLists, (module, _pathname, params) => module.applicationListKey(params));
export const jobApplicantsData = listData(applicantLists, (module, pathname, params) => module.jobApplicantsKey(pathname, params));
export const referralListData = (name: ReferralListName) =>
  listData(
    () => import('../features/referrals/components/referral-list-query'),
    (module, _pathname, params) => module.referralListKey(name, params),
  );
export const payableListData = listData(
  () => import('../features/referral-payable/components/payable-list-query'),
  (module, _pathname, params) => module.payableListKey(params),
);
export const channelListData = listData(
  () => import('../features/chat/components/channel-list-query'),
  (module, _pathname, params) => module.firstChannelsKey(params),
);
export const referJobsData = listData(
  () => import('../features/refer/components/refer-jobs-query'),
  (module, _pathname, params) => module.referJobsKey(params),
);
export const jobPriorityData = listData(
  () => import('../features/job-priority/components/job-priority-list-query'),
  (module, _pathname, params) => module.jobPriorityListKey(params),
);
export const pipelineData = pagedListData(API_PATHS.pipeline);
export const stagesData = pagedListData(API_PATHS.stage);

/**
 * The staff dashboard's tiles and referral counts. Only staff may read them (an employee's / reads their own
 * referrals), so each goes out at once when the remembered permissions allow it, else when the permissions answer.
 */
export const dashboardData = async (): Promise<FirstKeys> => {
  const { STAFF_DASHBOARD, DASHBOARD_TILES_PATH, REFERRAL_COUNTS_PATH } = await import('../features/dashboard/first-reads');
  return () => [DASHBOARD_TILES_PATH, REFERRAL_COUNTS_PATH].map((path) => ({ key: itemKey(path), needs: STAFF_DASHBOARD }));
};
