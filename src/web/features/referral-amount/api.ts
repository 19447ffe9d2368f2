import useSWR from 'swr';
import type { ListResponse } from '../../../shared/contract/list';
import type { DepartmentOption } from '../../../shared/contract/lookups';
import type { ReferralAmountInput, ReferralAmountOption } from '../../../shared/contract/referral-amount';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { listKey } from '../../lib/query-keys';
import type { Choice } from '../../ui/form/choice';

const path = '/api/referral-amount';

export const useReferralAmounts = resourceReads<ReferralAmountOption>(path).useList;

/** The spec sends the slab's fields (departmentId, designationId, amount, slug) for both add and edit. */
export function useReferralAmountMutations() {
  return useResourceMutations<ReferralAmountInput>(path, { create: 'json', update: { method: 'PUT', encoding: 'json' } });
}

// The API caps a page at 100 rows; an app's departments and designations are that few.
const ALL = { page: 1, limit: 100 } as const;

/** The departments and designations a slab can name, from the form lookups. */
export function useSlabChoices() {
  const departments = useSWR<ListResponse<DepartmentOption>>(listKey('/api/career-department', ALL));
  const designations = useSWR<ListResponse<{ id: number; designation: string }>>(listKey('/api/designation', ALL));
  return {
    departments: (departments.data?.data ?? []).map((row): Choice => ({ value: String(row.departmentId), label: row.departmentName })),
    designations: (designations.data?.data ?? []).map((row): Choice => ({ value: String(row.id), label: row.designation })),
    error: (departments.error ?? designations.error) as Error | undefined,
  };
}
