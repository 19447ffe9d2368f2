import type { ReferrerEligibility, ReferrerEligibilityInput } from '../../../shared/contract/referrer-eligibility';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';

const path = '/api/referrer-eligibility';

export const useReferrerEligibilities = resourceReads<ReferrerEligibility>(path).useList;

/** The spec sends designationId and eligibilityStatus for both add and edit. */
export function useReferrerEligibilityMutations() {
  return useResourceMutations<ReferrerEligibilityInput>(path, { create: 'json', update: { method: 'PUT', encoding: 'json' } });
}
