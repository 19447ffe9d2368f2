import type { ReferrerEligibility, ReferrerEligibilityInput } from '../../../shared/contract/referrer-eligibility';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.referrerEligibility;

export const useReferrerEligibilities = resourceReads<ReferrerEligibility>(path).useList;

/** The spec sends designationId and eligibilityStatus for both add and edit. */
export function useReferrerEligibilityMutations() {
  return useResourceMutations<ReferrerEligibilityInput>(path, { create: 'json', update: { method: 'PUT', encoding: 'json' } });
}
