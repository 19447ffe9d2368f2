import type { QueryParams } from './api';
import { listKey, type QueryKey } from './query-keys';
import { readListState, type ListSort, type ListStateOptions } from './use-list-state';

// What a paged list asks the server for, read from the address alone. The list's page builds its
// request from it (usePagedList), and the app starts that same request from it at boot, while the
// page's code is still loading (app/route-table `data`): one function, so the two keys cannot drift.

/** The list state an address holds (readListState). */
export type AddressListState = ReturnType<typeof readListState>;

export interface PagedListRead<P extends object = Record<never, never>> extends ListStateOptions {
  /** What else the request asks, from the list's state in the address (e.g. a filter the user chose). */
  params?: (list: AddressListState) => P;
  /**
   * False for a list without a search box: its request searches nothing, since a search left in
   * the address would hide rows with no way to clear it.
   */
  searchable?: boolean;
}

/** The page, size and search a list request takes (spec §7). A type, so that it is a QueryParams. */
export type PageParams = { page: number; limit: number; search: string };

/** The query of the paged list at `?params`: its page, size and search, and what `read.params` adds. */
export function pagedListQuery<P extends object = object>(params: URLSearchParams, read: PagedListRead<P> = {}): PageParams & P {
  const list = readListState(params, read);
  const page = { page: list.page, limit: list.limit, search: read.searchable === false ? '' : list.search };
  // Without `params`, P is the empty object: the page alone is the whole request.
  return { ...page, ...read.params?.(list) } as PageParams & P;
}

/** The SWR key of the paged list of `path` at `?params`. */
export function pagedListKey<P extends QueryParams = Record<never, never>>(
  path: string,
  params: URLSearchParams,
  read: PagedListRead<P> = {},
): QueryKey {
  return listKey(path, pagedListQuery(params, read));
}

/** The address's sort as the tables report it (at most one column). */
export function addressSorting(list: Pick<AddressListState, 'sortId' | 'desc'>): ListSort[] {
  return list.sortId ? [{ id: list.sortId, desc: list.desc }] : [];
}

/** An in-place edited list (ui/inline-edit-table): no search box, and `defaultLimit` rows a page unless the address says. */
export const inlineListRead = (defaultLimit?: number): PagedListRead => ({ defaultLimit, searchable: false });
