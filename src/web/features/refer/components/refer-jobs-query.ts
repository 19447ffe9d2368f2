import { API_PATHS } from '../../../../shared/contract/api-paths';
import { pagedListKey, type PagedListRead } from '../../../lib/list-read';
import type { QueryKey } from '../../../lib/query-keys';

// What the jobs open for referral (/refer) ask the server for, read from the address alone: the
// page builds its request from it, and the app starts that request from it while the page's code
// is still loading (route-table `data`).

/** The open jobs' state in the address (the department filter) and their request's parameters. */
export const REFER_JOBS_READ = {
  filters: ['departmentId'],
  params: ({ filters }) => (filters.departmentId ? { departmentId: filters.departmentId } : {}),
} satisfies PagedListRead<{ departmentId?: string }>;

/** The key of the jobs open for referral at `?params`. */
export const referJobsKey = (params: URLSearchParams): QueryKey => pagedListKey(API_PATHS.referralJobs, params, REFER_JOBS_READ);
