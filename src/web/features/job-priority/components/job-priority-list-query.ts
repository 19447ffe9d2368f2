import { API_PATHS } from '../../../../shared/contract/api-paths';
import { inlineListRead, pagedListKey } from '../../../lib/list-read';
import type { QueryKey } from '../../../lib/query-keys';

// What the Job priority list asks the server for, read from the address alone: the page builds its
// request from it, and the app starts that request from it while the page's code is still loading.

/** Apps have a few priorities: the whole list on one page unless the user asks for less. */
export const JOB_PRIORITY_PAGE_SIZE = 100;

/** The Job priority list's key at `?params`. */
export const jobPriorityListKey = (params: URLSearchParams): QueryKey =>
  pagedListKey(API_PATHS.jobPriority, params, inlineListRead(JOB_PRIORITY_PAGE_SIZE));
