import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** One sorted column, as the tables report it. */
export interface ListSort {
  id: string;
  desc: boolean;
}

export interface ListStateOptions {
  /** The page size when the URL names none; default 10. */
  defaultLimit?: number;
  /** Names of the list's own filters, read from and written to the URL as they are. */
  filters?: readonly string[];
}

export interface ListState {
  page: number;
  limit: number;
  search: string;
  /** At most one column; empty means the server's default order. */
  sorting: ListSort[];
  /** Each filter's value; '' when the URL has none. */
  filters: Record<string, string>;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  /** A new search starts again at page 1 and replaces the history entry (typing is not a step back). */
  setSearch: (search: string) => void;
  setSorting: (sorting: ListSort[]) => void;
  /** A new filter value starts again at page 1. */
  setFilter: (name: string, value: string) => void;
}

/** The API caps list pages at 100 rows. */
const MAX_LIMIT = 100;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

type Patch = Record<string, string | null>;

/** The list state an address holds, as useListState reads it (also before the page renders, to fetch its rows early). */
export function readListState(params: URLSearchParams, options: ListStateOptions = {}) {
  const { defaultLimit = 10, filters: filterNames = [] } = options;
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: Math.min(positiveInt(params.get('limit')) ?? defaultLimit, MAX_LIMIT),
    search: params.get('search') ?? '',
    sortId: params.get('sort'),
    desc: params.get('order') === 'desc',
    filters: Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])),
  };
}

/**
 * A list's page, page size, search, sort and filters kept in the address (`?page=2&search=ann`), so
 * Back, reload and a pasted link restore the same view. Defaults are left out of the address, and
 * parameters the list does not own (e.g. `?process=3`) are kept.
 */
export function useListState(options: ListStateOptions = {}): ListState {
  const { defaultLimit = 10 } = options;
  const [params, setParams] = useSearchParams();
  // Two updates in one event (a filter and its page) must compose: react-router's functional
  // update would start both from this render's address, so the newest address is kept here.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (patch: Patch, replace = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  const { page, limit, search, sortId, desc, filters } = readListState(params, options);
  const sorting = useMemo(() => (sortId ? [{ id: sortId, desc }] : []), [sortId, desc]);

  const setters = useMemo(
    () => ({
      setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
      setLimit: (next: number) => update({ limit: next === defaultLimit ? null : String(next), page: null }),
      setSearch: (next: string) => update({ search: next, page: null }, true),
      setSorting: (next: ListSort[]) => update({ sort: next[0]?.id ?? null, order: next[0]?.desc ? 'desc' : null, page: null }),
      setFilter: (name: string, value: string) => update({ [name]: value, page: null }),
    }),
    [update, defaultLimit],
  );

  return { page, limit, search, sorting, filters, ...setters };
}

/** The page, size and search of a list request, as the list endpoints take them (spec §7). */
export function pageQuery(list: Pick<ListState, 'page' | 'limit' | 'search'>) {
  return { page: list.page, limit: list.limit, search: list.search };
}

/**
 * The table's sorting as a list endpoint's `sort`/`order` when its column is one of the endpoint's
 * sort keys; nothing (the server's default order) otherwise.
 */
export function sortQuery<S extends string>(sorting: readonly ListSort[], sorts: readonly S[]): { sort?: S; order?: 'asc' | 'desc' } {
  const first = sorting[0];
  if (!first || !(sorts as readonly string[]).includes(first.id)) return {};
  return { sort: first.id as S, order: first.desc ? 'desc' : 'asc' };
}
