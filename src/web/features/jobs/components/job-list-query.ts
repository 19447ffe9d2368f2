import { JOB_FILTERS, JOB_SORTS, type JobFilter } from '../../../../shared/contract/job-values';
import { addressSorting } from '../../../lib/list-read';
import { readListState, sortQuery } from '../../../lib/use-list-state';
import type { JobListParams } from '../api';

// What the Jobs list asks the server for, read from the address alone: the page builds its request
// from it, and the app starts that request from it while the page's code is still loading.

export type PublishedFilter = NonNullable<JobListParams['jobPublishedSaveStatus']>;

const PUBLISHED_FILTERS: readonly PublishedFilter[] = ['', '1', '0'];

export const isJobFilter = (value: string | null): value is JobFilter => (JOB_FILTERS as readonly (string | null)[]).includes(value);

/** The published filter a URL value names; anything else is 'All'. */
export function toPublishedFilter(value: string): PublishedFilter {
  return PUBLISHED_FILTERS.find((option) => option === value) ?? '';
}

/**
 * The list's filter: `?job=active|expired|all` wins (it preselects the dropdown); otherwise
 * /expired/job shows expired jobs and /active/job and /all/job the default, active.
 */
export function resolveJobFilter(pathname: string, job: string | null): JobFilter {
  if (isJobFilter(job)) return job;
  return pathname.startsWith('/expired/') ? 'expired' : 'active';
}

/** The list state's own filters (kept in the address). */
export const JOB_LIST_STATE = { filters: ['published'] } as const;

/** The GET /api/job parameters of the list at `pathname?params`. */
export function jobListQuery(
  pathname: string,
  params: URLSearchParams,
): JobListParams & { type: JobFilter; jobPublishedSaveStatus: PublishedFilter } {
  const list = readListState(params, JOB_LIST_STATE);
  return {
    page: list.page,
    limit: list.limit,
    search: list.search,
    type: resolveJobFilter(pathname, params.get('job')),
    jobPublishedSaveStatus: toPublishedFilter(list.filters.published),
    ...sortQuery(addressSorting(list), JOB_SORTS),
  };
}
