import { matchPath } from 'react-router-dom';
import { APPLICATION_SORTS, JOB_APPLICATION_SORTS } from '../../../../shared/contract/application';
import { API_PATHS } from '../../../../shared/contract/api-paths';
import { FILTER_BAR_PARAMS, filterBarQuery } from '../../../ui/filter-bar/filter-bar-state';
import { addressSorting } from '../../../lib/list-read';
import { listKey, type QueryKey } from '../../../lib/query-keys';
import { readListState, sortQuery } from '../../../lib/use-list-state';

// What the applicant lists (/application, /job/application/:id) ask the server for, read from the
// address alone: each page builds its request from it, and the app starts that request from it
// while the page's code is still loading (route-table `data`).

/** The address parameter (and the applicant lists' query parameter) of 'Flagged only'. */
export const FLAGGED_PARAM = 'flagged';

/** The lists' query for 'Flagged only': `flagged=1` while it is ticked, nothing otherwise. */
export const flaggedQuery = (filters: Readonly<Record<string, string>>) => (filters[FLAGGED_PARAM] === '1' ? { flagged: 1 } : {});

/** A positive whole id, or null. */
export const idOf = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) || null : null;

/** The Application List's own filters (kept in the address): the filter bar's, the job and 'Flagged only'. */
export const APPLICATION_LIST_STATE = { filters: [...FILTER_BAR_PARAMS, 'jobId', FLAGGED_PARAM] } as const;

/** What the Application List shows, without its page: the export takes the same filters and search. */
export function applicationFilterQuery(list: { search: string; filters: Readonly<Record<string, string>> }) {
  const jobId = idOf(list.filters.jobId);
  return { search: list.search, ...filterBarQuery(list.filters), ...(jobId ? { jobId } : {}), ...flaggedQuery(list.filters) };
}

/** The GET v2/application parameters of the Application List at `?params`. */
export function applicationListQuery(params: URLSearchParams) {
  const list = readListState(params, APPLICATION_LIST_STATE);
  return { page: list.page, limit: list.limit, ...applicationFilterQuery(list), ...sortQuery(addressSorting(list), APPLICATION_SORTS) };
}

export const applicationListKey = (params: URLSearchParams): QueryKey => listKey(API_PATHS.applicationList, applicationListQuery(params));

/** The job applicants list's own filter (kept in the address). */
export const JOB_APPLICANTS_STATE = { filters: [FLAGGED_PARAM] } as const;

/** The address's job: 'all', a positive id, or null (no such job). */
export function jobOf(param: string | undefined): number | 'all' | null {
  if (param === 'all') return 'all';
  return param && /^\d+$/.test(param) && Number(param) >= 1 ? Number(param) : null;
}

/** GET job-application/{id}: one job's applicants, or every visible applicant for 'all'. */
export const jobApplicantsPath = (jobId: number | 'all') => `${API_PATHS.jobApplication}/${jobId}`;

/** The GET job-application/{id} parameters of the job applicants list at `?params`. */
export function jobApplicantsQuery(params: URLSearchParams) {
  const list = readListState(params, JOB_APPLICANTS_STATE);
  return {
    page: list.page,
    limit: list.limit,
    search: list.search,
    ...sortQuery(addressSorting(list), JOB_APPLICATION_SORTS),
    ...flaggedQuery(list.filters),
  };
}

/** The job applicants list's key at `/job/application/:id?params`; null when the address names no job. */
export function jobApplicantsKey(pathname: string, params: URLSearchParams): QueryKey | null {
  const jobId = jobOf(matchPath('/job/application/:id', pathname)?.params.id);
  return jobId === null ? null : listKey(jobApplicantsPath(jobId), jobApplicantsQuery(params));
}
