import useSWR from 'swr';
import type { ListResponse } from '../../../shared/contract/list';
import type { OptionFilterKind } from './filter-bar-state';
import { API_PATHS } from '../../../shared/contract/api-paths';

export interface FilterOption {
  value: string;
  label: string;
}

interface OptionSource {
  path: string;
  toOption: (row: Record<string, unknown>) => FilterOption;
}

const option = (id: unknown, label: unknown): FilterOption => ({ value: String(id), label: String(label) });

/** Where each filter's choices come from: the set-up lists the app already serves. */
const SOURCES: Record<OptionFilterKind, OptionSource> = {
  department: { path: API_PATHS.careerDepartment, toOption: (row) => option(row.departmentId, row.departmentName) },
  location: { path: API_PATHS.location, toOption: (row) => option(row.id, row.locationDisplay) },
  source: { path: API_PATHS.source, toOption: (row) => option(row.sourceId, row.source) },
  applicantStatus: { path: API_PATHS.applicantStatus, toOption: (row) => option(row.id, row.status) },
};

/** The API caps a page at 100 rows; these set-up lists are that small per app. */
const ALL = { page: 1, limit: 100 } as const;

/** One filter's choices, loaded only once the filter is on the bar. */
export function useFilterOptions(kind: OptionFilterKind) {
  const source = SOURCES[kind];
  const { data, error, isLoading } = useSWR<ListResponse<Record<string, unknown>>>([source.path, ALL]);
  const total = data?.meta.total ?? 0;
  return {
    options: (data?.data ?? []).map(source.toOption),
    /** More rows than one page holds: said beside the select, not hidden. */
    truncated: total > ALL.limit,
    error: error as Error | undefined,
    isLoading,
  };
}
