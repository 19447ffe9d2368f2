import useSWR from 'swr';
import type { ListResponse } from '../../../shared/contract/list';
import type { ReferrerEligibility, ReferrerEligibilityInput } from '../../../shared/contract/referrer-eligibility';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { listKey } from '../../lib/query-keys';
import type { Choice } from '../../ui/form/choice';

const path = '/api/referrer-eligibility';

export const useReferrerEligibilities = resourceReads<ReferrerEligibility>(path).useList;

/** The spec sends designationId and eligibilityStatus for both add and edit. */
export function useReferrerEligibilityMutations() {
  return useResourceMutations<ReferrerEligibilityInput>(path, { create: 'json', update: { method: 'PUT', encoding: 'json' } });
}

/** The positions to choose from (the API caps a page at 100 rows; an app has that few designations). */
export function useDesignationChoices() {
  const { data, error } = useSWR<ListResponse<{ id: number; designation: string }>>(listKey('/api/designation', { page: 1, limit: 100 }));
  return {
    choices: (data?.data ?? []).map((row): Choice => ({ value: String(row.id), label: row.designation })),
    error: error as Error | undefined,
  };
}
