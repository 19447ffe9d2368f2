import useSWR from 'swr';
import type { ItemResponse, ListResponse } from '../../shared/contract/list';
import type { QueryParams } from './api';
import { itemKey, listKey } from './query-keys';

/**
 * One page of a list; null params (not needed yet) fetch nothing. The previous page's rows stay
 * while the next page, size or search loads, so the table does not flash back to skeletons.
 */
export function useListQuery<T>(path: string, params: QueryParams | null) {
  return useSWR<ListResponse<T>>(params === null ? null : listKey(path, params), { keepPreviousData: true });
}

/** One item (`{ data }`), or one report for `params`; a null path (nothing chosen yet) fetches nothing. */
export function useItemQuery<T>(path: string | null, params?: QueryParams) {
  return useSWR<ItemResponse<T>>(path === null ? null : params ? listKey(path, params) : itemKey(path));
}
