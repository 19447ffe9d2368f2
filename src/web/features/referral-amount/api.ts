import type { ReferralAmountInput, ReferralAmountOption } from '../../../shared/contract/referral-amount';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.referralAmount;

export const useReferralAmounts = resourceReads<ReferralAmountOption>(path).useList;

/** The spec sends the slab's fields (departmentId, designationId, amount, slug) for both add and edit. */
export function useReferralAmountMutations() {
  return useResourceMutations<ReferralAmountInput>(path, { create: 'json', update: { method: 'PUT', encoding: 'json' } });
}
