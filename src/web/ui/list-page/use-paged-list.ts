import { useSearchParams } from 'react-router-dom';
import { pagedListQuery, type PageParams, type PagedListRead } from '../../lib/list-read';
import { useListState, type ListState } from '../../lib/use-list-state';
import type { ListQuery } from './list-page';

export interface PagedList<T> {
  list: ListState;
  query: ListQuery<T>;
}

/**
 * A list page's state kept in the address and the page of rows it asks the feature's list hook
 * for; spread into ListPage (`<ListPage {...paged} …>`). The request is `pagedListQuery`'s, the
 * one the app starts at boot for the route (route-table `data`).
 */
export function usePagedList<T, P extends object = object>(
  useList: (params: PageParams & P) => ListQuery<T>,
  read: PagedListRead<P> = {},
): PagedList<T> {
  const list = useListState(read);
  const [params] = useSearchParams();
  const query = useList(pagedListQuery(params, read));
  return { list, query };
}
