import useSWR from 'swr';
import type * as v from 'valibot';
import type { ListResponse } from '../../shared/contract/list';
import type { LOOKUP_ROW_SCHEMAS } from '../../shared/contract/lookups';
import type { Choice } from '../ui/form/choice';
import { listKey } from './query-keys';

export type LookupPath = keyof typeof LOOKUP_ROW_SCHEMAS;
export type LookupRow<P extends LookupPath> = v.InferOutput<(typeof LOOKUP_ROW_SCHEMAS)[P]>;

// The API caps a page at 100 rows; an app's set-up lists (departments, designations …) are that few.
const ALL = { page: 1, limit: 100 } as const;

/** One lookup list (`/api/{path}`) as select choices, and why it could not be loaded. */
export function useLookupChoices<P extends LookupPath>(path: P, toChoice: (row: LookupRow<P>) => Choice) {
  const { data, error, isLoading } = useSWR<ListResponse<LookupRow<P>>>(listKey(`/api/${path}`, ALL));
  return { choices: (data?.data ?? []).map(toChoice), error: error as Error | undefined, isLoading };
}

/** The app's designations (positions) to choose from. */
export const useDesignationChoices = () => useLookupChoices('designation', (row) => ({ value: String(row.id), label: row.designation }));

/** The app's departments to choose from. */
export const useDepartmentChoices = () => useLookupChoices('career-department', (row) => ({ value: String(row.departmentId), label: row.departmentName }));
