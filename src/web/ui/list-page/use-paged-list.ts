import { pageQuery, useListState, type ListState, type ListStateOptions } from '../../lib/use-list-state';
import type { ListQuery } from './list-page';

export interface PagedList<T> {
  list: ListState;
  query: ListQuery<T>;
}

type PageParams = ReturnType<typeof pageQuery>;

export interface PagedListOptions<P extends object> extends ListStateOptions {
  /** What else the request asks, from the list's state (e.g. a filter the user chose). */
  params?: (list: ListState) => P;
  /**
   * False for a list without a search box: its request searches nothing, since a search left in
   * the address would hide rows with no way to clear it.
   */
  searchable?: boolean;
}

/**
 * A list page's state kept in the address and the page of rows it asks the feature's list hook
 * for; spread into ListPage (`<ListPage {...paged} …>`).
 */
export function usePagedList<T, P extends object = object>(
  useList: (params: PageParams & P) => ListQuery<T>,
  { params, searchable = true, ...options }: PagedListOptions<P> = {},
): PagedList<T> {
  const list = useListState(options);
  const page = { ...pageQuery(list), search: searchable ? list.search : '' };
  // Without `params`, P is the empty object: the page alone is the whole request.
  const query = useList({ ...page, ...params?.(list) } as PageParams & P);
  return { list, query };
}
