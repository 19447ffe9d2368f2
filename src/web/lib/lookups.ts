import useSWR from 'swr';
import type * as v from 'valibot';
import type { ListResponse } from '../../shared/contract/list';
import type { LOOKUP_ROW_SCHEMAS } from '../../shared/contract/lookups';
import type { Choice } from '../ui/form/choice';
import type { QueryParams } from './api';
import { listKey } from './query-keys';
import { API_ROOT } from '../../shared/contract/api-paths';

export type LookupPath = keyof typeof LOOKUP_ROW_SCHEMAS;
export type LookupRow<P extends LookupPath> = v.InferOutput<(typeof LOOKUP_ROW_SCHEMAS)[P]>;

// The API caps a page at 100 rows; an app's set-up lists (departments, designations …) are that few.
const ALL = { page: 1, limit: 100 } as const;

/**
 * Every row of a small set-up list (`path`, narrowed by `filters`) as select choices, and why it
 * could not be loaded. A row may give several choices (a city's locations); the rows are returned
 * too, for selects that depend on another's value (a department's sub departments).
 */
export function useListChoices<Row>(path: string, toChoice: (row: Row) => Choice | Choice[], filters: QueryParams = {}) {
  const { data, error, isLoading } = useSWR<ListResponse<Row>>(listKey(path, { ...ALL, ...filters }));
  const rows = data?.data ?? [];
  return { rows, choices: rows.flatMap(toChoice), error: error as Error | undefined, isLoading };
}

/** One lookup list (`/api/{path}`) as select choices. */
export function useLookupChoices<P extends LookupPath>(path: P, toChoice: (row: LookupRow<P>) => Choice | Choice[]) {
  return useListChoices(`${API_ROOT}/${path}`, toChoice);
}

/** The app's designations (positions) to choose from. */
export const useDesignationChoices = () => useLookupChoices('designation', (row) => ({ value: String(row.id), label: row.designation }));

/** The app's departments to choose from. */
export const useDepartmentChoices = () =>
  useLookupChoices('career-department', (row) => ({ value: String(row.departmentId), label: row.departmentName }));
