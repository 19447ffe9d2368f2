import { pageQuery, useListState, type ListState, type ListStateOptions } from '../../lib/use-list-state';
import type { ListQuery } from './list-page';

export interface PagedList<T> {
  list: ListState;
  query: ListQuery<T>;
}

/**
 * A list page's state kept in the address and the page of rows it asks the feature's list hook
 * for; spread into ListPage (`<ListPage {...paged} …>`).
 */
export function usePagedList<T>(useList: (params: ReturnType<typeof pageQuery>) => ListQuery<T>, options?: ListStateOptions): PagedList<T> {
  const list = useListState(options);
  const query = useList(pageQuery(list));
  return { list, query };
}
